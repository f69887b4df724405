import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { EngagementScreen } from './engagement-screen';
import { manager, stubApi, viewer, wheel, type Call } from './testing';

afterEach(() => vi.unstubAllGlobals());

const saves = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path === '/wps/staff/engagement/wheel');
const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const odds = () => [1, 2, 3, 4, 5, 6].map((n) => screen.queryByLabelText(`Segment ${n}: odds`)?.textContent).filter(Boolean);
const summary = () => within(screen.getByRole('group', { name: 'Odds preview' }));
const path = '/engagement?tab=wheel';

describe('the prize wheel', () => {
  it('previews each segment’s odds as weights are typed (together 100 %), the cash a spin costs, and saves in minor units with a reason', async () => {
    const base = wheel();
    const calls = stubApi({ 'GET /wps/staff/engagement/wheel': base, 'POST /wps/staff/engagement/wheel': (c: Call) => ({ ...base, wheel: { ...(c.body?.wheel as object), id: 1 } }) });
    renderWithApp(<EngagementScreen />, { path, staff: manager });

    const totals = within(await screen.findByRole('group', { name: 'Prize wheel totals' }));
    expect(totals.getByText('150')).toBeTruthy();
    expect(totals.getByRole('meter', { name: /Cash paid of the budget/ }).getAttribute('aria-valuenow')).toBe('20');
    expect(totals.getByText('3,500')).toBeTruthy();

    expect(odds()).toEqual(['10.00%', '20.00%', '30.00%', '40.00%']);
    expect(summary().getByText('10')).toBeTruthy();
    expect(summary().getByText('100.00%')).toBeTruthy();
    // (1 × 100.00 + 3 × 10.00) ÷ 10
    expect(summary().getByText('13.00')).toBeTruthy();

    type('Segment 4: weight', '5');
    expect(odds()).toEqual(['9.09%', '18.18%', '27.27%', '45.46%']);
    expect(summary().getByText('100.00%')).toBeTruthy();
    expect(summary().getByText('11.81')).toBeTruthy();

    // A new segment: no prize, weight 1; at 3 segments none can be removed.
    fireEvent.click(screen.getByRole('button', { name: 'Add a segment' }));
    type('Segment 5: label (EN)', 'Bonus spin');
    fireEvent.change(screen.getByLabelText('Segment 5: prize'), { target: { value: 'points' } });
    type('Segment 5: points', '10');
    expect(odds()).toEqual(['8.33%', '16.67%', '25.00%', '41.67%', '8.33%']);
    expect(summary().getByText('100.00%')).toBeTruthy();

    type('Segment 3: weight', '0');
    type('Segment 1: label (EN)', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save the wheel' }));
    expect(await screen.findByText('A whole number from 1 to 10,000.')).toBeTruthy();
    expect(screen.getByText("Label it in the brand's default language.")).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    type('Segment 3: weight', '3');
    type('Segment 1: label (EN)', 'Jackpot');
    type('Segment 3: cash (PHP)', '12.50');

    // Budget left after the 2,000.00 paid cannot pay the 100.00 prize: said before saving.
    type(/^Budget \(PHP\)/, '2,050');
    expect(screen.getByText('The budget left (₱50) cannot pay the largest cash prize (₱100): the wheel stays closed until it can.')).toBeTruthy();
    type(/^Budget \(PHP\)/, '20,000');
    type(/^One spin per valid bet of \(PHP\)/, '500');
    type(/^Most spins play earns a day/, '3');

    fireEvent.click(screen.getByRole('button', { name: 'Save the wheel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save the prize wheel?' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Bonus spin segment, more budget' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the wheel' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const segments = base.wheel!.segments;
    expect(saves(calls)[0]?.body).toEqual({
      wheel: {
        title: base.wheel!.title,
        segments: [
          segments[0],
          segments[1],
          { ...segments[2], prizeAmount: '1250' },
          { ...segments[3], weight: 5 },
          { label: { EN: 'Bonus spin' }, prizeKind: 'points', prizeAmount: '10', weight: 1, color: '#1e88e5' },
        ],
        spinPerDeposit: '50000',
        spinPerValidBet: '50000',
        dailyPlaySpins: 3,
        budget: '2000000',
        active: true,
      },
      reason: 'Bonus spin segment, more budget',
    });
    expect(await screen.findByText('No changes yet.')).toBeTruthy();
  });

  it('starts the first wheel with three segments and even odds', async () => {
    const calls = stubApi({ 'GET /wps/staff/engagement/wheel': { wheel: null, spins: 0, paid: '0', points: '0' }, 'POST /wps/staff/engagement/wheel': wheel() });
    renderWithApp(<EngagementScreen />, { path, staff: manager });
    expect(await screen.findByText('There is no wheel yet: this one starts off until you switch it on.')).toBeTruthy();
    expect(odds()).toEqual(['33.34%', '33.33%', '33.33%']);
    expect((screen.getByRole('button', { name: 'Remove segment 1' }) as HTMLButtonElement).disabled).toBe(true);
    type(/^Title \(EN\)/, 'Lucky wheel');
    type('Segment 1: label (EN)', 'Cash');
    fireEvent.change(screen.getByLabelText('Segment 1: prize'), { target: { value: 'cash' } });
    type('Segment 1: cash (PHP)', '20');
    type('Segment 2: label (EN)', 'Points');
    fireEvent.change(screen.getByLabelText('Segment 2: prize'), { target: { value: 'points' } });
    type('Segment 2: points', '100');
    type('Segment 2: weight', '2');
    type('Segment 3: label (EN)', 'Nothing');
    type('Segment 3: weight', '7');
    expect(odds()).toEqual(['10.00%', '20.00%', '70.00%']);
    expect(summary().getByText('2.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'TY' }));
    type('Segment 3: label (TY)', 'Wala');
    type(/^Budget \(PHP\)/, '5,000');
    fireEvent.click(screen.getByLabelText('The wheel is on: members may spin'));
    fireEvent.click(screen.getByRole('button', { name: 'Save the wheel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save the prize wheel?' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Launch' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the wheel' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toEqual({
      wheel: {
        title: { EN: 'Lucky wheel' },
        segments: [
          { label: { EN: 'Cash' }, prizeKind: 'cash', prizeAmount: '2000', weight: 1, color: '#e53935' },
          { label: { EN: 'Points' }, prizeKind: 'points', prizeAmount: '100', weight: 2, color: '#fb8c00' },
          { label: { EN: 'Nothing', TY: 'Wala' }, prizeKind: 'none', prizeAmount: '0', weight: 7, color: '#fdd835' },
        ],
        spinPerDeposit: null,
        spinPerValidBet: null,
        dailyPlaySpins: 0,
        budget: '500000',
        active: true,
      },
      reason: 'Launch',
    });
  });

  it('shows a viewer the wheel, its odds and rules, without a way to change them', async () => {
    stubApi({ 'GET /wps/staff/engagement/wheel': wheel() });
    renderWithApp(<EngagementScreen />, { path, staff: viewer });
    const segments = await screen.findByRole('region', { name: 'Segments' });
    const row = within(segments).getByText('Small cash').closest('tr')!;
    expect([...row.querySelectorAll('th, td')].map((c) => c.textContent)).toEqual([' 3', 'Small cash', '10.00', '3', '30.00%']);
    expect(within(segments).getByText('Try again').closest('tr')!.textContent).toContain('No prize');
    expect(summary().getByText('100.00%')).toBeTruthy();
    expect(summary().getByText('13.00')).toBeTruthy();
    const rules = screen.getByRole('region', { name: 'How spins are earned' });
    expect(within(rules).getByText('One per deposit of at least ₱500')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save the wheel' })).toBeNull();
    expect(screen.getByText('Changing this needs the promotions.manage permission.')).toBeTruthy();
  });
});

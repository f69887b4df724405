import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { PromotionsScreen } from './promotions-screen';
import { ladder, manager, refused, stubApi, viewer, type Call } from './testing';

afterEach(() => vi.unstubAllGlobals());

const saves = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path === '/wps/staff/loyalty/vip');
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr')!;
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the VIP ladder', () => {
  it('shows each level in finance units, rates per category as percents, and the ladder in plain words', async () => {
    stubApi({ 'GET /wps/staff/loyalty/vip': ladder() });
    renderWithApp(<PromotionsScreen />, { path: '/promotions?tab=vip', staff: viewer });
    const levels = await screen.findByRole('region', { name: 'Levels' });
    expect(cells(rowOf(levels, 'Gold'))).toEqual(['L2', 'Gold', '10,000.00', '100,000.00', '888.00', '288.00']);
    expect(cells(rowOf(levels, 'Member'))).toEqual(['L0', 'Member', '—', '—', '—', '—']);

    // Basis points read as percents with two decimals; a category without a rate says so.
    const rebates = screen.getByRole('region', { name: 'Rebate on valid bet' });
    expect(cells(rowOf(rebates, 'Slots and table games'))).toEqual(['Slots and table games', '0.30%', '0.80%', '1.20%']);
    expect(cells(rowOf(rebates, 'Sports'))).toEqual(['Sports', '—', '0.40%', '0.50%']);
    const points = screen.getByRole('region', { name: 'Points per ₱100 of valid bet' });
    expect(cells(rowOf(points, 'Live casino'))).toEqual(['Live casino', '1', '1', '2']);

    const words = within(screen.getByRole('region', { name: 'The ladder in plain words' }));
    expect(
      words.getByText(
        'Level 2 Gold: deposits ₱10,000 and valid bet ₱100,000 a month; rebate Sports 0.5%, Live casino 0.8%, Slots and table games 1.2%; points per ₱100 of valid bet: Live casino 2, Slots and table games 3; level-up gift ₱888; birthday gift ₱288; withdrawals up to ₱500,000, 10 a day.',
      ),
    ).toBeTruthy();
    expect(
      words.getByText('Level 0 Member: where every member starts; rebate Live casino 0.2%, Slots and table games 0.3%; points per ₱100 of valid bet: 1 on every game.'),
    ).toBeTruthy();
    expect(words.getByText('100 points make ₱1; a conversion takes at least 1,000 points (₱10).')).toBeTruthy();

    // Reading needs promotions.view only; changing is not offered.
    expect(screen.queryByRole('button', { name: 'Edit the ladder' })).toBeNull();
    expect(screen.getByText('Changing the ladder needs the promotions.manage permission.')).toBeTruthy();
  });

  it('edits in percents and major units, refuses a falling threshold, and saves the ladder in basis points and minor units with a reason', async () => {
    const base = ladder();
    const calls = stubApi({
      'GET /wps/staff/loyalty/vip': base,
      'POST /wps/staff/loyalty/vip': (c: Call) => (c.body?.reason === 'typo' ? refused('invalid_state', 'changed') : (c.body?.ladder as object)),
    });
    renderWithApp(<PromotionsScreen />, { path: '/promotions?tab=vip', staff: manager });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the ladder' }));

    // The saved ladder in the units people type.
    expect((screen.getByLabelText('Level 2, Slots and table games: rebate in percent') as HTMLInputElement).value).toBe('1.2');
    expect((screen.getByLabelText('Level 1: Deposits a month (PHP)') as HTMLInputElement).value).toBe('5000');
    expect((screen.getByLabelText('Level 1: name (EN)') as HTMLInputElement).value).toBe('Silver');

    type('Level 2, Slots and table games: rebate in percent', '1.25');
    type('Level 2: Deposits a month (PHP)', '15,000.50');
    type('Level 1, Sports: rebate in percent', '10.5');
    // Only the top level can go.
    expect(screen.queryByRole('button', { name: 'Remove level 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add level 3' }));
    expect(screen.getByRole('button', { name: 'Remove level 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove level 2' })).toBeNull();
    // A new level starts as a copy of the one below, without a name.
    expect((screen.getByLabelText('Level 3: Deposits a month (PHP)') as HTMLInputElement).value).toBe('15,000.50');
    type('Level 3: name (EN)', 'Platinum');
    type('Level 3: Valid bet a month (PHP)', '50,000');

    fireEvent.click(screen.getByRole('button', { name: 'Save the ladder' }));
    const falling = screen.getByLabelText('Level 3: Valid bet a month (PHP)');
    await waitFor(() => expect(falling.getAttribute('aria-invalid')).toBe('true'));
    expect(falling.closest('td')?.textContent).toContain('Lower than the level below: a higher level never asks less.');
    expect(screen.getByLabelText('Level 1, Sports: rebate in percent').closest('td')?.textContent).toContain('A percent from 0 to 10, two decimals at most.');
    expect(screen.getByText('Some values need a look: they are marked.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(saves(calls)).toHaveLength(0);

    type('Level 3: Valid bet a month (PHP)', '200,000');
    type('Level 1, Sports: rebate in percent', '0.45');
    // The plain words follow what is typed.
    expect(screen.getByText(/^Level 3 Platinum: deposits ₱15,000\.50 and valid bet ₱200,000 a month;/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the ladder' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save the VIP ladder?' });
    expect([...dialog.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Level 1 Silver: rebate rates',
      'Level 2 Gold: thresholds, rebate rates',
      'Level 3 Platinum added',
    ]);
    const confirm = within(dialog).getByRole('button', { name: 'Save the ladder' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'typo' } });
    fireEvent.click(confirm);
    // A refusal shows in the editor, which stays open with what was typed.
    expect(await screen.findByText('It has changed since you opened it. Refresh and check again.')).toBeTruthy();
    expect((screen.getByLabelText('Level 3: name (EN)') as HTMLInputElement).value).toBe('Platinum');

    fireEvent.click(screen.getByRole('button', { name: 'Save the ladder' }));
    const again = await screen.findByRole('alertdialog', { name: 'Save the VIP ladder?' });
    fireEvent.change(within(again).getByRole('textbox'), { target: { value: 'Q1 ladder, finance ticket 812' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save the ladder' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    const [member, silver, gold] = base.levels;
    const newGold = { ...gold!, depositThreshold: '1500050', rebateRates: { ...gold!.rebateRates, RNG: 125 } };
    expect(saves(calls)[1]?.body).toEqual({
      ladder: {
        levels: [
          member,
          { ...silver!, rebateRates: { ...silver!.rebateRates, SPORTS: 45 } },
          newGold,
          { ...newGold, level: 3, name: { EN: 'Platinum' }, validBetThreshold: '20000000' },
        ],
        pointsPerUnit: 100,
        minConvert: 1000,
      },
      reason: 'Q1 ladder, finance ticket 812',
    });
    // Saved: back to the ladder as it reads.
    expect(await screen.findByRole('button', { name: 'Edit the ladder' })).toBeTruthy();
  });

  it('removes the top level and changes the point conversion', async () => {
    const base = ladder();
    const calls = stubApi({ 'GET /wps/staff/loyalty/vip': base, 'POST /wps/staff/loyalty/vip': base });
    renderWithApp(<PromotionsScreen />, { path: '/promotions?tab=vip', staff: manager });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the ladder' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove level 2' }));
    expect(screen.queryByLabelText('Level 2: name (EN)')).toBeNull();
    type(/^Points that make ₱1/, '50');
    expect(screen.getByText('Worth ₱20 at this rate.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the ladder' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save the VIP ladder?' });
    expect([...dialog.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Level 2 Gold removed', 'The point conversion']);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Gold retired' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the ladder' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toEqual({ ladder: { levels: base.levels.slice(0, 2), pointsPerUnit: 50, minConvert: 1000 }, reason: 'Gold retired' });
  });
});

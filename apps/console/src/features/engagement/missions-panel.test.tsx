import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { EngagementScreen } from './engagement-screen';
import { manager, mission, refused, stubApi, viewer, type Call } from './testing';

afterEach(() => vi.unstubAllGlobals());

const deposit = mission();
const rounds = mission({
  id: 5,
  bundle: 'weekly',
  title: { EN: 'Play 200 live rounds' },
  description: {},
  event: 'rounds',
  category: 'LIVE',
  target: '200',
  prizeKind: 'points',
  prizeAmount: '1500',
  active: false,
  claims: 3,
  paid: '4500',
});
const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((c) => c.textContent);
const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the missions', () => {
  it('lists each mission with its target and prize in their units, and the totals; a viewer reads without changing', async () => {
    stubApi({ 'GET /wps/staff/engagement/missions': { list: [deposit, rounds] } });
    renderWithApp(<EngagementScreen />, { path: '/engagement', staff: viewer });
    const table = await screen.findByRole('table', { name: 'Missions' });
    expect(cells((await within(table).findByText('Deposit 1,000 today')).closest('tr')!)).toEqual([
      'Daily',
      'Deposit 1,000 today',
      'Amount deposited',
      '—',
      '1,000.00',
      '50.00',
      'Shown',
      '12',
      '600.00',
    ]);
    expect(cells(within(table).getByText('Play 200 live rounds').closest('tr')!)).toEqual([
      'Weekly',
      'Play 200 live rounds',
      'Rounds played',
      'Live casino',
      '200',
      '1,500 points',
      'Hidden',
      '3',
      '4,500 points',
    ]);
    const totals = screen.getByRole('group', { name: 'Missions totals' });
    expect(within(totals).getByText('1 of 2')).toBeTruthy();
    expect(within(totals).getByText('15')).toBeTruthy();
    expect(within(totals).getByText('600.00')).toBeTruthy();
    expect(within(totals).getByText('4,500')).toBeTruthy();

    expect(screen.queryByRole('button', { name: 'New mission' })).toBeNull();
    fireEvent.click(within(table).getByText('Deposit 1,000 today'));
    const drawer = screen.getByRole('complementary', { name: 'Deposit 1,000 today' });
    expect(within(drawer).queryByRole('textbox')).toBeNull();
    expect(within(drawer).getByText('Changing this needs the promotions.manage permission.')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'TY' }));
    expect(within(drawer).getByText('Magdeposito ng 1,000 ngayon')).toBeTruthy();
  });

  it('creates a mission: a count target, a category for rounds, points as the prize', async () => {
    const calls = stubApi({
      'GET /wps/staff/engagement/missions': { list: [] },
      'POST /wps/staff/engagement/missions/create': rounds,
    });
    renderWithApp(<EngagementScreen />, { path: '/engagement', staff: manager });
    fireEvent.click(await screen.findByRole('button', { name: 'New mission' }));
    const drawer = screen.getByRole('complementary', { name: 'A new mission' });

    // Nothing typed: each rule at its field, nothing sent.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create mission' }));
    expect(await within(drawer).findByText("Write it in the brand's default language.")).toBeTruthy();
    expect(within(drawer).getAllByText('An amount above 0, two decimals at most.')).toHaveLength(2);
    expect(posts(calls, '/wps/staff/engagement/missions/create')).toHaveLength(0);

    type(/^Title \(EN\)/, 'Play 200 live rounds');
    fireEvent.click(within(drawer).getByRole('button', { name: 'TY' }));
    type(/^Title \(TY\)/, 'Maglaro ng 200 live na round');
    type(/^Description \(TY\)/, 'Live na casino lang.');
    fireEvent.change(within(drawer).getByLabelText('Bundle'), { target: { value: 'weekly' } });
    fireEvent.change(within(drawer).getByLabelText('What counts'), { target: { value: 'rounds' } });
    fireEvent.change(within(drawer).getByLabelText(/^Game category/), { target: { value: 'LIVE' } });
    // A count, not money: 12.5 rounds is refused.
    type(/^Target/, '12.5');
    fireEvent.click(within(drawer).getByLabelText('Points'));
    type(/^Points prize/, '1,500');
    type(/^Order on the page/, '3');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create mission' }));
    expect(await within(drawer).findByText('A whole number from 1.')).toBeTruthy();
    type(/^Target/, '200');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create mission' }));

    await waitFor(() => expect(posts(calls, '/wps/staff/engagement/missions/create')).toHaveLength(1));
    expect(posts(calls, '/wps/staff/engagement/missions/create')[0]?.body).toEqual({
      bundle: 'weekly',
      title: { EN: 'Play 200 live rounds', TY: 'Maglaro ng 200 live na round' },
      description: { TY: 'Live na casino lang.' },
      event: 'rounds',
      category: 'LIVE',
      target: '200',
      prizeKind: 'points',
      prizeAmount: '1500',
      active: true,
      sort: 3,
    });
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'A new mission' })).toBeNull());
  });

  it('changes a mission with a reason: money in minor units, no category for deposits', async () => {
    const calls = stubApi({
      'GET /wps/staff/engagement/missions': { list: [deposit] },
      'POST /wps/staff/engagement/missions/update': (c: Call) => (c.body?.reason === 'stale' ? refused('invalid_state', 'changed') : deposit),
    });
    renderWithApp(<EngagementScreen />, { path: '/engagement', staff: manager });
    fireEvent.click(await screen.findByText('Deposit 1,000 today'));
    const drawer = screen.getByRole('complementary', { name: 'Edit Deposit 1,000 today' });
    expect((within(drawer).getByLabelText(/^Target \(PHP\)/) as HTMLInputElement).value).toBe('1000');
    expect((within(drawer).getByLabelText(/^Cash prize \(PHP\)/) as HTMLInputElement).value).toBe('50');
    expect(within(drawer).queryByLabelText(/^Game category/)).toBeNull();
    type(/^Target \(PHP\)/, '2,500.50');
    type(/^Cash prize \(PHP\)/, '88.8');
    fireEvent.click(within(drawer).getByLabelText('Shown to members'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Save the changes to Deposit 1,000 today?' });
    const confirm = within(dialog).getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'stale' } });
    fireEvent.click(confirm);
    // A refusal shows in the form, which keeps what was typed.
    expect(await within(drawer).findByText('It has changed since you opened it. Refresh and check again.')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    const again = await screen.findByRole('alertdialog', { name: 'Save the changes to Deposit 1,000 today?' });
    fireEvent.change(within(again).getByRole('textbox'), { target: { value: 'Bigger target for the holidays' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posts(calls, '/wps/staff/engagement/missions/update')).toHaveLength(2));
    const { claims, paid, ...input } = deposit;
    void claims;
    void paid;
    expect(posts(calls, '/wps/staff/engagement/missions/update')[1]?.body).toEqual({
      ...input,
      target: '250050',
      prizeAmount: '8880',
      active: false,
      reason: 'Bigger target for the holidays',
    });
  });
});

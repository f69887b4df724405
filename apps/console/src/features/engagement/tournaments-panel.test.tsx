import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { EngagementScreen } from './engagement-screen';
import { manager, stubApi, tournament, viewer, type Call } from './testing';

afterEach(() => vi.unstubAllGlobals());

const race = tournament();
const multiplier = tournament({
  id: 10,
  title: { EN: 'Big multiplier week' },
  metric: 'best_multiplier',
  category: null,
  state: 'running',
  players: 1234,
  startsAt: Date.UTC(2026, 0, 1),
  endsAt: Date.UTC(2026, 0, 8),
  paid: '0',
});
const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const path = '/engagement?tab=tournaments';

describe('the tournaments', () => {
  it('lists each tournament with its window, players, pool and paid, and opens its leaderboard with scores in the metric', async () => {
    const calls = stubApi({
      'GET /wps/staff/engagement/tournaments': { list: [race, multiplier] },
      'GET /wps/staff/engagement/tournaments/board': {
        list: [
          { rank: 1, memberId: 501, account: 'juan88', score: '1250', prize: '100000' },
          { rank: 2, memberId: 502, account: 'ana_q', score: '250', prize: '50000' },
          { rank: 4, memberId: 777, account: 'pedro', score: '105', prize: null },
        ],
      },
    });
    renderWithApp(<EngagementScreen />, { path, staff: viewer });
    const table = await screen.findByRole('table', { name: 'Tournaments' });
    expect(cells((await within(table).findByText('Slots race')).closest('tr')!)).toEqual([
      'Slots race',
      'Amount wageredSlots and table games',
      '2030-03-01 08:00→ 2030-03-08 08:00',
      'Once',
      'Upcoming',
      '0',
      '2,000.00',
      '0.00',
      'Leaderboard',
    ]);
    expect(within(within(table).getByText('Big multiplier week').closest('tr')!).getByText('1,234')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New tournament' })).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Leaderboard of Big multiplier week' }));
    const drawer = screen.getByRole('complementary', { name: 'Leaderboard: Big multiplier week' });
    const board = await within(drawer).findByRole('table', { name: 'Top 100' });
    expect([...board.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Rank', 'Member id', 'Account', 'Best multiplier', 'Prize']);
    expect(cells(within(board).getByText('juan88').closest('tr')!)).toEqual(['1', '501', 'juan88', '12.50×', '1,000.00']);
    expect(cells(within(board).getByText('pedro').closest('tr')!)).toEqual(['4', '777', 'pedro', '1.05×', '—']);
    expect(within(board).getByRole('link', { name: 'ana_q' }).getAttribute('href')).toBe('/players/502');
    expect(calls.find((c) => c.path === '/wps/staff/engagement/tournaments/board')?.query.get('id')).toBe('10');
  });

  it('schedules a tournament: places follow each other from 1, the pool adds up, money in minor units, times on the brand clock', async () => {
    const calls = stubApi({
      'GET /wps/staff/engagement/tournaments': { list: [] },
      'POST /wps/staff/engagement/tournaments/create': race,
    });
    renderWithApp(<EngagementScreen />, { path, staff: manager });
    fireEvent.click(await screen.findByRole('button', { name: 'New tournament' }));
    const drawer = screen.getByRole('complementary', { name: 'A new tournament' });
    type(/^Title \(EN\)/, 'Weekend rounds');
    fireEvent.change(within(drawer).getByLabelText('Ranked by'), { target: { value: 'rounds' } });
    type(/^Least stake that counts/, '5');
    type(/^Starts/, '2030-05-02T20:00');
    type(/^Ends/, '2030-05-02T19:00');

    const prizes = within(drawer).getByRole('table', { name: 'Prize table' });
    type('Prize row 1: amount each (PHP)', '1,000');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add a row from place 2' }));
    expect(cells(within(prizes).getAllByRole('row')[2]!)[0]).toBe('#2');
    type('Prize row 2: last place', '5');
    // Each of places 2 to 5 gets the row's amount.
    expect(cells(within(prizes).getAllByRole('row')[2]!)[0]).toBe('#2–5');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Schedule tournament' }));
    expect(await within(drawer).findByText('It must end after it starts.')).toBeTruthy();
    expect(within(prizes).getByText('An amount above 0, two decimals at most.')).toBeTruthy();
    expect(posts(calls, '/wps/staff/engagement/tournaments/create')).toHaveLength(0);

    type(/^Ends/, '2030-05-04T23:59');
    fireEvent.change(within(drawer).getByLabelText('Repeats'), { target: { value: 'weekly' } });
    type('Prize row 2: amount each (PHP)', '200');
    expect(within(prizes).getByText('800.00')).toBeTruthy();
    expect(within(prizes).getByText('1,800.00')).toBeTruthy();
    // A last place before the row's first is refused.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add a row from place 6' }));
    type('Prize row 3: last place', '4');
    type('Prize row 3: amount each (PHP)', '50');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Schedule tournament' }));
    expect(await within(prizes).findByText("A place from this row's first up to 1,000.")).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Remove prize row 3' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Schedule tournament' }));

    await waitFor(() => expect(posts(calls, '/wps/staff/engagement/tournaments/create')).toHaveLength(1));
    expect(posts(calls, '/wps/staff/engagement/tournaments/create')[0]?.body).toEqual({
      title: { EN: 'Weekend rounds' },
      description: {},
      metric: 'rounds',
      category: null,
      minStake: '500',
      startsAt: Date.UTC(2030, 4, 2, 12, 0),
      endsAt: Date.UTC(2030, 4, 4, 15, 59),
      prizes: [
        { fromRank: 1, toRank: 1, amount: '100000' },
        { fromRank: 2, toRank: 5, amount: '20000' },
      ],
      recurrence: 'weekly',
    });
  });

  it('changes an upcoming tournament with a reason; one that started only reads', async () => {
    const calls = stubApi({
      'GET /wps/staff/engagement/tournaments': { list: [race, multiplier] },
      'POST /wps/staff/engagement/tournaments/update': race,
    });
    renderWithApp(<EngagementScreen />, { path, staff: manager });
    fireEvent.click(await screen.findByText('Big multiplier week'));
    const details = screen.getByRole('complementary', { name: 'Big multiplier week' });
    expect(within(details).queryByRole('textbox')).toBeNull();
    expect(within(details).getByText('It has started: a tournament can be changed only before it starts.')).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByText('Slots race'));
    const drawer = screen.getByRole('complementary', { name: 'Edit Slots race' });
    expect((within(drawer).getByLabelText(/^Starts/) as HTMLInputElement).value).toBe('2030-03-01T08:00');
    expect((within(drawer).getByLabelText('Prize row 2: last place') as HTMLInputElement).value).toBe('3');
    expect((within(drawer).getByLabelText('Prize row 1: amount each (PHP)') as HTMLInputElement).value).toBe('1000');
    type('Prize row 1: amount each (PHP)', '1,500');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save the changes to Slots race?' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Sponsor raised the first prize' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posts(calls, '/wps/staff/engagement/tournaments/update')).toHaveLength(1));
    const { state, players, prizePool, paid, ...input } = race;
    void [state, players, prizePool, paid];
    expect(posts(calls, '/wps/staff/engagement/tournaments/update')[0]?.body).toEqual({
      ...input,
      prizes: [
        { fromRank: 1, toRank: 1, amount: '150000' },
        { fromRank: 2, toRank: 3, amount: '50000' },
      ],
      reason: 'Sponsor raised the first prize',
    });
  });
});

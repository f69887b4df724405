import type { TStaffGameReport, TStaffPlayerActivity } from '@wps/contracts/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as csv from '@/lib/csv';
import { downloadCsv } from '@/lib/csv';
import { renderWithApp, testStaff } from '@/testing/render';
import { ReportsScreen } from './reports-screen';

vi.mock('@/lib/csv', async (original) => ({ ...(await original<typeof csv>()), downloadCsv: vi.fn() }));

const line = (stake: string, payout: string, wagers = 1) => ({
  wagers,
  stake,
  validBet: stake,
  payout,
  ggr: (BigInt(stake) - BigInt(payout)).toString(),
});

const gamesPage: TStaffGameReport = {
  startDate: '2026-03-01',
  endDate: '2026-03-07',
  currency: 'PHP',
  total: 30,
  totals: line('9000000', '8000000', 120),
  list: [
    { vassalage: 'WPS', gameCode: 'lucky-reels', gameName: 'Lucky Reels', category: 'RNG', ...line('500000', '120000', 40) },
    { vassalage: 'EVOL', gameCode: 'ghost-table', gameName: null, category: 'LIVE', ...line('300000', '310000', 12) },
  ],
};

const playersPage: TStaffPlayerActivity = {
  startDate: '2026-03-01',
  endDate: '2026-03-07',
  currency: 'PHP',
  total: 2,
  newPlayers: 1,
  totals: line('800000', '430000', 52),
  list: [
    { memberId: 71, username: 'player71', ...line('500000', '120000', 40) },
    { memberId: 9, username: '=cmd', ...line('300000', '310000', 12) },
  ],
};

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'content-type': 'application/json' } });

/** The staff API as the screen sees it: each call's path and query. */
function stubApi() {
  const calls: { path: string; query: URLSearchParams }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof globalThis.fetch>(async (input) => {
      const [path, search] = String(input).split('?') as [string, string | undefined];
      calls.push({ path, query: new URLSearchParams(search) });
      if (path === '/wps/staff/reports/games') return ok(gamesPage);
      if (path === '/wps/staff/reports/players') return ok(playersPage);
      if (path === '/wps/staff/reports/daily') return ok({ startDate: '', endDate: '', currency: 'PHP', totals: line('0', '0', 0), categories: [], vendors: [], days: [] });
      return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
    }),
  );
  const last = (path: string) => calls.filter((c) => c.path === path).at(-1)?.query;
  return { calls, last };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(downloadCsv).mockClear();
});

const staff = testStaff({ role: 'finance', permissions: ['reports.view'] });

describe('the reports screen', () => {
  it('ranks the games by GGR, sorts and pages on the server, and names a game the catalog lacks', async () => {
    const api = stubApi();
    renderWithApp(<ReportsScreen />, { staff });
    fireEvent.click(screen.getByRole('tab', { name: 'P&L by game' }));
    const table = await screen.findByRole('table', { name: 'P&L by game' });
    await within(table).findByText('Lucky Reels');
    expect(within(table).getByText('Not in the catalog')).toBeTruthy();
    expect(within(table).getByText('3,800.00')).toBeTruthy();
    expect(api.last('/wps/staff/reports/games')?.get('sort')).toBe('ggr');
    expect(api.last('/wps/staff/reports/games')?.get('order')).toBe('desc');
    expect(screen.getByText('Games played').nextSibling?.textContent).toBe('30');

    fireEvent.click(within(table).getByRole('button', { name: 'Stake' }));
    await waitFor(() => expect(api.last('/wps/staff/reports/games')?.get('sort')).toBe('stake'));
    expect(api.last('/wps/staff/reports/games')?.get('order')).toBe('desc');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.last('/wps/staff/reports/games')?.get('pageNo')).toBe('2'));
    expect(api.last('/wps/staff/reports/games')?.get('pageSize')).toBe('25');
  });

  it("writes the top 1,000 games in the table's order to CSV", async () => {
    const api = stubApi();
    renderWithApp(<ReportsScreen />, { staff });
    fireEvent.click(screen.getByRole('tab', { name: 'P&L by game' }));
    await screen.findByText('Lucky Reels');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV (top 1,000)' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    const top = api.last('/wps/staff/reports/games');
    expect([top?.get('pageNo'), top?.get('pageSize'), top?.get('sort')]).toEqual(['1', '1000', 'ggr']);
    const [file, csv] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(file).toMatch(/^pnl-by-game-brand-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      'Game,Game code,Vendor,Category,Bets,Stake,Valid bet,Payout,GGR',
      'Lucky Reels,lucky-reels,WPS,RNG,40,5000.00,5000.00,1200.00,3800.00',
      ',ghost-table,EVOL,LIVE,12,3000.00,3000.00,3100.00,-100.00',
    ]);
  });

  it('shows player activity with links to the players, the period totals, and ranks the biggest winners', async () => {
    const api = stubApi();
    renderWithApp(<ReportsScreen />, { staff });
    fireEvent.click(screen.getByRole('tab', { name: 'Player activity' }));
    const table = await screen.findByRole('table', { name: 'Player activity' });
    const link = await within(table).findByRole('link', { name: 'player71' });
    expect(link.getAttribute('href')).toBe('/players/71');
    expect(screen.getByText('Active players').nextSibling?.textContent).toBe('2');
    expect(screen.getByText('New players').nextSibling?.textContent).toBe('1');
    expect(api.last('/wps/staff/reports/players')?.get('sort')).toBe('validBet');

    fireEvent.change(screen.getByRole('combobox', { name: 'Rank by' }), { target: { value: 'winners' } });
    await waitFor(() => expect(api.last('/wps/staff/reports/players')?.get('order')).toBe('asc'));
    expect(api.last('/wps/staff/reports/players')?.get('sort')).toBe('ggr');
    expect(within(table).getByRole('columnheader', { name: 'GGR' }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV (top 1,000)' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    // A username that looks like a formula is written as text.
    expect(vi.mocked(downloadCsv).mock.calls[0]![1].split('\r\n')[2]).toBe("'=cmd,9,12,3000.00,3000.00,3100.00,-100.00");
  });

  it('reads player activity over whole months, and asks for none over more than three', async () => {
    const api = stubApi();
    renderWithApp(<ReportsScreen />, { staff });
    fireEvent.click(screen.getByRole('tab', { name: 'Player activity' }));
    fireEvent.change(screen.getByLabelText('From month'), { target: { value: '2026-01' } });
    fireEvent.change(screen.getByLabelText('To month'), { target: { value: '2026-02' } });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/wps/staff/reports/players' && c.query.get('startDate') === '2026-01-01' && c.query.get('endDate') === '2026-02-28')).toBe(true));
    fireEvent.change(screen.getByLabelText('To month'), { target: { value: '2026-05' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Player activity covers whole months, at most 3: choose fewer months.');
    expect(api.calls.some((c) => c.query.get('endDate') === '2026-05-31')).toBe(false);
  });
});

import type { TTeamBet, TUserLoss } from '@wps/contracts/player';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, pageOf, renderAgent, serveAgent } from '../testing/render-agent';
import { TeamBetsScreen } from './team-bets';
import { UserLossScreen } from './user-loss';

const BETS = '/wps/agent/team/bets';
const LOSS = '/wps/agent/team/loss';
const NOW = Date.UTC(2025, 2, 5, 17, 30);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const bet = (over: Partial<TTeamBet>): TTeamBet => ({
  id: 1,
  account: 'play01',
  category: 'RNG',
  vassalage: 'JILI',
  gameCode: 'super-ace',
  stake: '10000',
  validBet: '10000',
  payout: '25000',
  result: 'win',
  settledAt: Date.UTC(2025, 2, 5, 2, 0),
  ...over,
});

const loss = (over: Partial<TUserLoss>): TUserLoss => ({
  memberId: 21,
  account: 'sub01',
  type: 2,
  teamSize: 4,
  validBet: '500000',
  stake: '520000',
  payout: '400000',
  playersPnl: '-120000',
  deposits: '300000',
  withdrawals: '100000',
  ...over,
});

describe('team betting', () => {
  it('shows the bets of the range with the totals of the filter, and sends the account and category', async () => {
    const api = serveAgent({
      [BETS]: () =>
        ok({
          ...pageOf([bet({ id: 1 }), bet({ id: 2, account: 'play02', stake: '5000', validBet: '5000', payout: '0', result: 'lose' })], { total: 40, totalPages: 2 }),
          totals: { wagers: 40, stake: '400000', validBet: '390000', payout: '310000' },
        }),
    });
    renderAgent(<TeamBetsScreen />);
    const win = await screen.findByTestId('team-bet-1');
    expect(api.params(BETS)[0]).toEqual({ pageNo: '1', pageSize: '20', startDate: '2025-02-28', endDate: '2025-03-06' });
    expect(win.textContent).toContain('JILI · super-ace');
    expect(win.textContent).toContain('+₱150.00');
    expect(screen.getByTestId('team-bet-2').textContent).toContain('−₱50.00');
    expect(screen.getByTestId('team-bets-count').textContent).toBe('40');
    expect(screen.getByTestId('team-bets-valid').textContent).toBe('₱3,900.00');
    // The totals row: payout less stake over the whole filter.
    expect(within(screen.getByTestId('team-bets-table-totals')).getByTestId('team-bets-total-net').textContent).toBe('−₱900.00');

    fireEvent.click(screen.getByTestId('agent-pager-next'));
    await waitFor(() => expect(api.params(BETS).at(-1)).toMatchObject({ pageNo: '2' }));
    fireEvent.change(screen.getByTestId('team-bets-category'), { target: { value: 'LIVE' } });
    await waitFor(() => expect(api.params(BETS).at(-1)).toMatchObject({ pageNo: '1', category: 'LIVE' }));
    fireEvent.change(screen.getByTestId('team-bets-account'), { target: { value: 'play02' } });
    fireEvent.submit(screen.getByTestId('team-bets-account').closest('form') as HTMLFormElement);
    await waitFor(() => expect(api.params(BETS).at(-1)).toEqual({ pageNo: '1', pageSize: '20', startDate: '2025-02-28', endDate: '2025-03-06', category: 'LIVE', account: 'play02' }));
  });

  it('says so when the team did not bet', async () => {
    serveAgent({ [BETS]: () => ok({ ...pageOf([]), totals: { wagers: 0, stake: '0', validBet: '0', payout: '0' } }) });
    renderAgent(<TeamBetsScreen />);
    expect(await screen.findByText('No team bets in this period')).toBeTruthy();
  });
});

describe('user loss', () => {
  it('shows each direct downline with its team, coloured P&L and totals, and drills down with a breadcrumb', async () => {
    const totals = { validBet: '700000', stake: '720000', payout: '650000', playersPnl: '-70000', deposits: '400000', withdrawals: '100000' };
    const api = serveAgent({
      [LOSS]: ({ url }) =>
        url.searchParams.get('parentId') === '21'
          ? ok({ ...pageOf([loss({ memberId: 31, account: 'play31', type: 0, teamSize: 0, playersPnl: '15000' })]), path: [{ memberId: 21, account: 'sub01' }], totals })
          : ok({ ...pageOf([loss({}), loss({ memberId: 22, account: 'play22', type: 0, teamSize: 0, playersPnl: '50000' })]), path: [], totals }),
    });
    renderAgent(<UserLossScreen />);
    const row = await screen.findByTestId('loss-row-21');
    expect(row.textContent).toContain('Sub-agent');
    expect(within(row).getByTestId('loss-pnl').textContent).toBe('−₱1,200.00');
    expect(within(row).getByTestId('loss-pnl').querySelector('.agent-signed--down')).not.toBeNull();
    expect(within(screen.getByTestId('loss-row-22')).getByTestId('loss-pnl').querySelector('.agent-signed--up')).not.toBeNull();
    expect(screen.getByTestId('loss-total-pnl').textContent).toBe('−₱700.00');
    expect(api.params(LOSS)[0]).toEqual({ pageNo: '1', pageSize: '20', startDate: '2025-02-28', endDate: '2025-03-06' });
    expect(screen.queryByTestId('loss-open-22')).toBeNull();

    fireEvent.click(screen.getByTestId('loss-open-21'));
    await screen.findByTestId('loss-row-31');
    expect(api.params(LOSS).at(-1)).toEqual({ pageNo: '1', pageSize: '20', startDate: '2025-02-28', endDate: '2025-03-06', parentId: '21' });
    expect(screen.getByTestId('loss-crumbs-current').textContent).toBe('sub01');
    fireEvent.click(screen.getByTestId('loss-crumbs-root'));
    await screen.findByTestId('loss-row-21');
    expect(api.params(LOSS).at(-1)).not.toHaveProperty('parentId');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOverview, ok, renderAgent, serveAgent, zeroFigures } from '../testing/render-agent';
import { TeamOverviewScreen } from './team-overview';

const OVERVIEW = '/wps/agent/team/overview';

afterEach(() => vi.unstubAllGlobals());

const today = buildOverview('today', {
  teamSize: 128,
  directCount: 9,
  totals: {
    ...zeroFigures(),
    newMembers: 4,
    activeMembers: 37,
    firstDeposits: 3,
    depositCount: 12,
    deposits: '1234500',
    withdrawalCount: 2,
    withdrawals: '50000',
    wagers: 310,
    validBet: '9876543',
    playersPnl: '-215050',
  },
  days: [{ ...zeroFigures(), day: '2025-03-06', validBet: '9876543', playersPnl: '-215050', newMembers: 4, activeMembers: 37 }],
});

const thisWeek = buildOverview('thisWeek', {
  startDate: '2025-03-03',
  endDate: '2025-03-06',
  teamSize: 128,
  directCount: 9,
  totals: { ...zeroFigures(), newMembers: 11, activeMembers: 52, playersPnl: '80000' },
  days: ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06'].map((day, i) => ({ ...zeroFigures(), day, validBet: String((i + 1) * 100000), playersPnl: i % 2 ? '-5000' : '25000' })),
});

describe('agentTeamOverview', () => {
  it('shows the figures of the answer for today, with when they were rolled up', async () => {
    serveAgent({ [OVERVIEW]: ({ url }) => ok(url.searchParams.get('period') === 'thisWeek' ? thisWeek : today) });
    renderAgent(<TeamOverviewScreen />);
    expect((await screen.findByTestId('ov-team-size-value')).textContent).toBe('128');
    expect(screen.getByTestId('ov-direct-value').textContent).toBe('9');
    expect(screen.getByTestId('ov-new-value').textContent).toBe('4');
    expect(screen.getByTestId('ov-active-value').textContent).toBe('37');
    expect(screen.getByTestId('ov-first-deposits-value').textContent).toBe('3');
    expect(screen.getByTestId('ov-deposits-value').textContent).toBe('₱12,345.00');
    expect(screen.getByTestId('ov-deposits').textContent).toContain('Transactions: 12');
    expect(screen.getByTestId('ov-withdrawals-value').textContent).toBe('₱500.00');
    expect(screen.getByTestId('ov-valid-bet-value').textContent).toBe('₱98,765.43');
    const pnl = screen.getByTestId('ov-pnl-value');
    expect(pnl.textContent).toBe('−₱2,150.50');
    expect(pnl.querySelector('.agent-signed--down')).not.toBeNull();
    // 04:05:06 UTC is 12:05:06 in the brand's GMT+8.
    expect(screen.getByTestId('ov-as-of').textContent).toBe('Updated 12:05:06');
    expect(screen.getByTestId('ov-period-today').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('chart-money').querySelectorAll('rect.agent-chart__bar')).toHaveLength(2);
  });

  it('reads money in the charts as the cards do: a minus before the symbol, the P&L signed', async () => {
    serveAgent({ [OVERVIEW]: () => ok(today) });
    renderAgent(<TeamOverviewScreen />);
    expect((await screen.findByTestId('ov-pnl-value')).textContent).toBe('−₱2,150.50');
    const chart = screen.getByTestId('chart-money');
    const axis = [...chart.querySelectorAll('text.agent-chart__axis')].map((a) => a.textContent);
    expect(axis).toEqual(['₱98.8K', '0', '−₱2.2K', '03-06']);
    const tips = [...chart.querySelectorAll('rect.agent-chart__bar title')].map((a) => a.textContent);
    expect(tips).toEqual(["2025-03-06 · Valid bet: ₱98,765.43", "2025-03-06 · Players' P&L: −₱2,150.50"]);
  });

  it('asks for another period and redraws the figures and the charts by day', async () => {
    const api = serveAgent({ [OVERVIEW]: ({ url }) => ok(url.searchParams.get('period') === 'thisWeek' ? thisWeek : today) });
    renderAgent(<TeamOverviewScreen />);
    await screen.findByTestId('ov-team-size-value');
    expect(api.params(OVERVIEW)).toEqual([{ period: 'today' }]);

    fireEvent.click(screen.getByTestId('ov-period-thisWeek'));
    await waitFor(() => expect(screen.getByTestId('ov-new-value').textContent).toBe('11'));
    expect(api.params(OVERVIEW).at(-1)).toEqual({ period: 'thisWeek' });
    expect(screen.getByTestId('ov-period-thisWeek').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('ov-period-today').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('ov-range').textContent).toBe('2025-03-03 – 2025-03-06');
    expect(screen.getByTestId('ov-pnl-value').textContent).toBe('+₱800.00');
    const money = screen.getByTestId('chart-money');
    expect(money.querySelectorAll('[data-day]')).toHaveLength(4);
    // Players' P&L bars: up on the winning days, down on the losing ones.
    expect(money.querySelectorAll('.agent-chart__bar--up')).toHaveLength(2);
    expect(money.querySelectorAll('.agent-chart__bar--down')).toHaveLength(2);
    expect(within(money).getByText('03-04')).toBeTruthy();
  });

  it('shows a failure with a retry', async () => {
    let calls = 0;
    serveAgent({ [OVERVIEW]: () => (++calls === 1 ? { status: 500, body: { success: false, code: 'internal_error' } } : ok(today)) });
    renderAgent(<TeamOverviewScreen />);
    fireEvent.click(await screen.findByTestId('agent-retry'));
    expect(screen.getByText('Could not load this section')).toBeTruthy();
    expect((await screen.findByTestId('ov-team-size-value')).textContent).toBe('128');
  });
});

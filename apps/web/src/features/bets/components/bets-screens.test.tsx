import { type TBetRound, type TPermission, type TProfitValue, WhitelabelFlag } from '@wps/contracts/player';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@/lib/brand';
import { i18n } from '@/lib/i18n';
import { buildPermission, flagTree } from '@/testing/fixtures';
import { BettingRecordScreen } from './betting-record-screen';
import { ProfitScreen } from './profit-screen';

const HISTORY = '/wps/relay/personalHistoryCopy';
const DETAIL = '/wps/relay/personalHistoryCopy/detail';
const PROFIT = '/wps/relay/personalProfit';
const VENDORS = '/wps/relay/GCSGAME_getVassGameType';

// 2025-03-05 17:30 UTC is already 2025-03-06 01:30 in the brand's GMT+8: "today" is the 6th.
const NOW = Date.UTC(2025, 2, 5, 17, 30);

const round = (over: Partial<TBetRound>): TBetRound => ({
  id: 1,
  roundId: 'R1',
  time: Date.UTC(2025, 2, 5, 2, 0),
  closedAt: Date.UTC(2025, 2, 5, 2, 1),
  vassalage: 'JL',
  vendorName: 'JL Games',
  gameCode: 'jl-slot',
  gameName: 'Jungle Lines',
  gameType: 'RNG',
  bet: '1000',
  freeStake: '0',
  win: '2500',
  net: '1500',
  balanceBefore: '100000',
  balanceAfter: '101500',
  status: 'closed',
  trial: false,
  ...over,
});
const rounds = [round({}), round({ id: 2, roundId: 'R2', vassalage: 'PINN', vendorName: 'Pinnacle Point', gameName: 'match-1', bet: '3000', win: '0', net: '-3000', status: 'open', closedAt: null })];

const profit: TProfitValue = {
  startDate: '2025-02-28',
  endDate: '2025-03-06',
  totals: { bet: '4000', win: '2500', net: '-1500', rounds: 2 },
  days: [
    { day: '2025-03-06', bet: '3000', win: '0', net: '-3000', rounds: 1 },
    { day: '2025-03-05', bet: '1000', win: '2500', net: '1500', rounds: 1 },
  ],
  categories: [
    { gameType: 'SPORTS', bet: '3000', win: '0', net: '-3000', rounds: 1 },
    { gameType: 'RNG', bet: '1000', win: '2500', net: '1500', rounds: 1 },
  ],
  vendors: [],
  open: { rounds: 1, bet: '700' },
};

const ok = (value: unknown) => ({ success: true, value });

const OUTCOME = { summary: '3 × Seven on line 5', grid: [['SEVEN', 'BELL', 'WILD'], ['SEVEN', 'GEM', 'BELL'], ['SEVEN', 'CHERRY', 'GEM']], freeSpins: 10 };

const serve = (outcome: Record<string, unknown> | null = OUTCOME, detail?: { round: TBetRound; transactions: unknown[] }) => {
  const calls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const answers: Record<string, () => unknown> = {
      [HISTORY]: () =>
        ok({ list: rounds, pageNo: Number(url.searchParams.get('pageNo')), pageSize: 20, total: 45, totalPages: 3, totals: { bet: '4000', win: '2500', net: '-1500', count: 45 } }),
      [DETAIL]: () =>
        ok({
          round: rounds[0],
          transactions: [
            { transactionId: 'T-bet', kind: 'bet', amount: '1000', applied: true, free: false, rolledBack: false, time: Date.UTC(2025, 2, 5, 2, 0) },
            { transactionId: 'T-win', kind: 'win', amount: '2500', applied: true, free: false, rolledBack: false, time: Date.UTC(2025, 2, 5, 2, 1) },
          ],
          outcome,
          ...detail,
        }),
      [PROFIT]: () => ok(profit),
      [VENDORS]: () => ok({ list: [{ vassalage: 'JL', displayName: 'JL Games', gameTypes: [] }] }),
    };
    const answer = answers[url.pathname];
    if (!answer) return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
    return new Response(JSON.stringify(answer()), { status: 200 });
  });
  return { of: (path: string) => calls.filter((c) => c.pathname === path).map((c) => Object.fromEntries(c.searchParams)) };
};

const renderScreen = (ui: ReactNode, permission: TPermission) => {
  window.sessionStorage.setItem('token', 'tok-1');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  // The round details link to the verifier page, so the screens sit in a router.
  const router = createMemoryRouter(
    [
      { path: '/member', element: ui },
      { path: '/provably-fair', element: <p data-testid="verifier-page">verifier</p> },
    ],
    { initialEntries: ['/member'] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider permission={permission}>
          <RouterProvider router={router} />
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
};
const withBets = () => buildPermission({}, { whitelabelVal: flagTree(WhitelabelFlag.bettingRecords) });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('betting record (personalHistoryCopy)', () => {
  it('is not available when TRANSBETREPMEM3 is off', async () => {
    const api = serve();
    renderScreen(<BettingRecordScreen />, buildPermission({}, { whitelabelVal: flagTree() }));
    expect(await screen.findByText('Betting records are not available')).toBeTruthy();
    expect(screen.queryByTestId('bets-page')).toBeNull();
    expect(api.of(HISTORY)).toHaveLength(0);
  });

  it('opens on the previous 7 brand-local days with coloured nets and the totals of the range', async () => {
    const api = serve();
    renderScreen(<BettingRecordScreen />, withBets());
    const row = await screen.findByTestId('bet-row-R1');
    expect(api.of(HISTORY)[0]).toEqual({ startDate: '2025-02-28', endDate: '2025-03-06', pageNo: '1', pageSize: '20' });
    expect(row.textContent).toContain('Jungle Lines');
    expect(row.textContent).toContain('2025-03-05 10:00:00');
    const win = within(row).getByTestId('bet-net');
    expect(win.textContent).toBe('+₱15.00');
    expect(win.className).toContain('bets-net--up');
    const loss = within(screen.getByTestId('bet-row-R2')).getByTestId('bet-net');
    expect(loss.textContent).toBe('−₱30.00');
    expect(loss.className).toContain('bets-net--down');
    expect(screen.getByTestId('bet-row-R2').textContent).toContain('In progress');
    expect(screen.getByTestId('bets-total-count').textContent).toBe('45');
    expect(screen.getByTestId('bets-total-net').textContent).toBe('−₱15.00');
  });

  it('sends the shortcuts, vendor, status and page, and refuses a reversed range without asking', async () => {
    const api = serve();
    renderScreen(<BettingRecordScreen />, withBets());
    await screen.findByTestId('bet-row-R1');
    fireEvent.click(screen.getByTestId('bets-pager-next'));
    await waitFor(() => expect(api.of(HISTORY).at(-1)).toMatchObject({ pageNo: '2' }));
    fireEvent.click(screen.getByTestId('bets-shortcut-next30'));
    await waitFor(() => expect(api.of(HISTORY).at(-1)).toEqual({ startDate: '2025-03-06', endDate: '2025-04-04', pageNo: '1', pageSize: '20' }));
    await waitFor(() => expect(screen.getByTestId('bets-vendor').querySelectorAll('option')).toHaveLength(2));
    fireEvent.change(screen.getByTestId('bets-vendor'), { target: { value: 'JL' } });
    fireEvent.change(screen.getByTestId('bets-status'), { target: { value: 'open' } });
    await waitFor(() => expect(api.of(HISTORY).at(-1)).toMatchObject({ vassalage: 'JL', status: 'open', pageNo: '1' }));
    const before = api.of(HISTORY).length;
    fireEvent.change(screen.getByTestId('bets-start'), { target: { value: '2025-05-01' } });
    expect(screen.getByTestId('bets-range-error').textContent).toBe('The end date is before the start date');
    expect(screen.queryByTestId('bet-row-R1')).toBeNull();
    expect(api.of(HISTORY)).toHaveLength(before);
  });

  it("shows a round's bets and wins in a modal", async () => {
    const api = serve();
    renderScreen(<BettingRecordScreen />, withBets());
    fireEvent.click(await screen.findByTestId('bet-open-R1'));
    const detail = await screen.findByTestId('bet-detail');
    expect(api.of(DETAIL)[0]).toEqual({ id: '1' });
    expect(within(detail).getByTestId('bet-call-T-bet').textContent).toContain('₱10.00');
    expect(within(detail).getByTestId('bet-call-T-win').textContent).toContain('₱25.00');
    expect(detail.textContent).toContain('₱1,015.00');
    const outcome = within(detail).getByTestId('bet-outcome');
    expect(outcome.textContent).toContain('3 × Seven on line 5');
    expect(outcome.textContent).toContain('Free spins played in this round: 10');
    expect(outcome.querySelectorAll('.bets-outcome__symbol')).toHaveLength(9);
    expect(within(detail).queryByTestId('bet-verify-link')).toBeNull();
  });

  it('says a free spin is one: its stake was the house\'s, its net is its win, its bet is not "Not accepted"', async () => {
    const free = round({ bet: '0', freeStake: '200', win: '0', net: '0', balanceBefore: '100000', balanceAfter: '100000' });
    serve(null, {
      round: free,
      transactions: [
        { transactionId: 'F-bet', kind: 'bet', amount: '200', applied: true, free: true, rolledBack: false, time: Date.UTC(2025, 2, 5, 2, 0) },
        { transactionId: 'F-win', kind: 'win', amount: '0', applied: true, free: false, rolledBack: false, time: Date.UTC(2025, 2, 5, 2, 1) },
      ],
    });
    renderScreen(<BettingRecordScreen />, withBets());
    fireEvent.click(await screen.findByTestId('bet-open-R1'));
    const detail = await screen.findByTestId('bet-detail');
    expect(within(detail).getByTestId('bet-free-spin').textContent).toBe(
      'Free spin: the ₱2.00 stake was paid by the promotion, not from your balance, so your net is what you won.',
    );
    const bet = within(detail).getByTestId('bet-call-F-bet');
    expect(bet.textContent).toContain('Free spin');
    expect(bet.textContent).not.toContain('Not accepted');
    expect(within(detail).getByTestId('bet-call-F-win').textContent).not.toContain('Not accepted');
    // An ordinary round says nothing of the kind.
    expect(within(detail).getByTestId('bet-call-F-win').textContent).not.toContain('Free spin');
  });

  it('marks a free spin in the list', async () => {
    serve();
    rounds.push(round({ id: 3, roundId: 'R3', bet: '0', freeStake: '200', win: '500', net: '500' }));
    try {
      renderScreen(<BettingRecordScreen />, withBets());
      expect((await screen.findByTestId('bet-row-R3')).textContent).toContain('Free spin');
      expect(screen.getByTestId('bet-row-R1').textContent).not.toContain('Free spin');
    } finally {
      rounds.pop();
    }
  });

  it('links a provably fair round to the verifier page, inside the site', async () => {
    const verifyUrl = '/provably-fair?round=0b9c8f7e-1111-4222-8333-444455556666';
    serve({ summary: 'Dice: rolled 63.27 over 50.00', verifyUrl });
    const { router } = renderScreen(<BettingRecordScreen />, withBets());
    fireEvent.click(await screen.findByTestId('bet-open-R1'));
    const link = await screen.findByTestId('bet-verify-link');
    expect(link.textContent).toBe('Verify this round');
    expect(link.getAttribute('href')).toBe(verifyUrl);
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    await screen.findByTestId('verifier-page');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(verifyUrl);
  });

  it('shows no link for a round without a verifier page, nor for one pointing elsewhere', async () => {
    serve({ summary: 'Dice: rolled 63.27 over 50.00', verifyUrl: 'https://evil.example/provably-fair?round=1' });
    renderScreen(<BettingRecordScreen />, withBets());
    fireEvent.click(await screen.findByTestId('bet-open-R1'));
    const detail = await screen.findByTestId('bet-detail');
    expect(within(detail).getByTestId('bet-outcome').textContent).toContain('Dice: rolled 63.27');
    expect(within(detail).queryByTestId('bet-verify-link')).toBeNull();
  });
});

describe('profit and loss (personalProfit)', () => {
  it('shows the summary, the per-day list and the per-category bars', async () => {
    const api = serve();
    renderScreen(<ProfitScreen />, withBets());
    const summary = await screen.findByTestId('profit-summary');
    expect(api.of(PROFIT)[0]).toEqual({ startDate: '2025-02-28', endDate: '2025-03-06' });
    expect(summary.textContent).toContain('₱40.00');
    expect(summary.textContent).toContain('₱25.00');
    expect(screen.getByTestId('profit-net').textContent).toBe('−₱15.00');
    expect(screen.getByTestId('profit-rounds').textContent).toContain('Rounds still in progress: 1 (₱7.00 staked)');
    const day = screen.getByTestId('profit-day-2025-03-05');
    expect(day.textContent).toContain('+₱15.00');
    const sports = screen.getByTestId('profit-category-SPORTS');
    expect(sports.textContent).toContain('Sports');
    expect(sports.querySelector<HTMLElement>('.bets-bar__fill--down')?.style.width).toBe('100%');
    expect(screen.getByTestId('profit-category-RNG').querySelector<HTMLElement>('.bets-bar__fill--up')?.style.width).toBe('50%');
    fireEvent.click(screen.getByTestId('bets-shortcut-prev30'));
    await waitFor(() => expect(api.of(PROFIT).at(-1)).toEqual({ startDate: '2025-02-05', endDate: '2025-03-06' }));
  });

  it('is shown in Tagalog', async () => {
    serve();
    await i18n.changeLanguage('TY');
    try {
      renderScreen(<ProfitScreen />, withBets());
      await screen.findByTestId('profit-summary');
      expect(screen.getByText('Kabuuang taya')).toBeTruthy();
      expect(screen.getByText('Bawat kategorya')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('EN');
    }
  });
});

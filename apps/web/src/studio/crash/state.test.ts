import { describe, expect, it } from 'vitest';
import type { TBetView, TRoundView, TServerMessage, TSession } from './api';
import { applyCashout, bookSettle, bookStake, HISTORY_MAX, initialState, isLaterRound, pushHistory, reducer, settledPayout, type TAction, type TCrashState, type TFunSaved } from './state';

const T0 = Date.parse('2025-01-01T12:00:00.000Z');
const iso = (ms: number) => new Date(T0 + ms).toISOString();
const R1 = '00000000-0000-4000-8000-000000000001';
const R2 = '00000000-0000-4000-8000-000000000002';

const round = (over: Partial<TRoundView> = {}): TRoundView => ({ roundId: R1, gameNo: 41, phase: 'betting', opensAt: iso(0), startsAt: iso(8000), ...over });
const crashed = (over: Partial<TRoundView> = {}) => round({ phase: 'crashed', point: 317, hash: 'h'.repeat(64), bustsAt: iso(20_000), ...over });

const session = (over: Partial<TSession> = {}): TSession => ({
  mode: 'fun',
  funId: 'fun_0123456789abcdefghijkl',
  currency: 'PHP',
  balance: '200000',
  limits: { minBet: '100', maxBet: '500000', maxWin: '10000000' },
  autoplay: true,
  rtp: '99.00',
  chain: { terminatingHash: 't'.repeat(64), salt: 'salt', length: 100_000 },
  round: round(),
  bets: [],
  myBet: null,
  history: [{ roundId: 'old', gameNo: 40, point: 150, hash: 'a'.repeat(64) }],
  serverNow: iso(1000),
  ...over,
});

type TIncoming = TServerMessage extends infer M ? (M extends TServerMessage ? Omit<M, 'serverNow'> & { serverNow?: string } : never) : never;
const msg = (m: TIncoming): TAction => ({ type: 'message', message: { serverNow: iso(1000), ...m } as TServerMessage, now: T0 + 1000 });
const run = (state: TCrashState, ...actions: TAction[]) => actions.reduce(reducer, state);
const bet = (over: Partial<TBetView> = {}): TBetView => ({ name: 'Guest', amount: '1000', status: 'placed', ...over });
const start = (s: TSession = session(), saved?: TFunSaved) => reducer(initialState, { type: 'session', session: s, now: T0 + 1000, first: true, saved });

describe('rounds', () => {
  it('a round is later when it opened later, or is the same one at a later phase', () => {
    expect(isLaterRound(null, round())).toBe(true);
    expect(isLaterRound(round(), round({ phase: 'running' }))).toBe(true);
    expect(isLaterRound(round({ phase: 'running' }), round())).toBe(false);
    expect(isLaterRound(crashed(), round({ roundId: R2, opensAt: iso(24_000) }))).toBe(true);
    expect(isLaterRound(round({ roundId: R2, opensAt: iso(24_000) }), crashed())).toBe(false);
  });

  it('follows a round from betting to take-off to the bust, with everyone’s bets', () => {
    let s = start();
    s = run(s, msg({ type: 'bet', roundId: R1, bet: bet({ name: 'Player ••abc' }) }), msg({ type: 'bet', roundId: R2, bet: bet() }));
    expect(s.bets).toEqual([bet({ name: 'Player ••abc' })]);
    s = run(s, msg({ type: 'start', round: round({ phase: 'running' }), bets: [bet({ name: 'Player ••abc' }), bet()] }));
    expect(s.round?.phase).toBe('running');
    expect(s.bets).toHaveLength(2);
    s = run(s, msg({ type: 'cashout', roundId: R1, bet: bet({ status: 'cashed', cashedAt: 150, payout: '1500' }) }));
    expect(s.bets[1]).toEqual(bet({ status: 'cashed', cashedAt: 150, payout: '1500' }));
    s = run(s, msg({ type: 'crash', round: crashed(), bets: [bet({ name: 'Player ••abc', status: 'lost' }), bet({ status: 'cashed', cashedAt: 150, payout: '1500' })] }));
    expect(s.round).toMatchObject({ phase: 'crashed', point: 317 });
    expect(s.bets[0]!.status).toBe('lost');
    expect(s.history[0]).toEqual({ roundId: R1, gameNo: 41, point: 317, hash: 'h'.repeat(64) });
    // The next round: an empty list.
    s = run(s, msg({ type: 'round', round: round({ roundId: R2, gameNo: 42, opensAt: iso(24_000), startsAt: iso(32_000) }) }));
    expect(s.round?.roundId).toBe(R2);
    expect(s.bets).toEqual([]);
  });

  it('a late event of an earlier phase or round changes nothing', () => {
    let s = run(start(), msg({ type: 'crash', round: crashed(), bets: [] }));
    s = run(s, msg({ type: 'start', round: round({ phase: 'running' }), bets: [bet()] }));
    expect(s.round?.phase).toBe('crashed');
    expect(s.bets).toEqual([]);
    // A stale session (still running) does not take the round back either.
    s = reducer(s, { type: 'session', session: session({ round: round({ phase: 'running' }), bets: [bet()] }), now: T0, first: false });
    expect(s.round?.phase).toBe('crashed');
  });

  it('keeps the clock offset from every message', () => {
    const s = run(start(), { type: 'message', message: { type: 'pong', serverNow: iso(5000) }, now: T0 + 3000 });
    expect(s.offset).toBe(2000);
  });

  it('the history keeps the newest 30 bust points, each once', () => {
    let h = pushHistory([], crashed());
    h = pushHistory(h, crashed());
    expect(h).toHaveLength(1);
    expect(pushHistory(h, round())).toEqual(h);
    for (let i = 0; i < 40; i++) h = pushHistory(h, crashed({ roundId: `r${i}`, gameNo: 100 + i }));
    expect(h).toHaveLength(HISTORY_MAX);
    expect(h[0]!.gameNo).toBe(139);
  });

  it('a cash-out updates the matching open bet, or is added', () => {
    const list = [bet({ name: 'A' }), bet({ name: 'B' }), bet({ name: 'B' })];
    const after = applyCashout(list, bet({ name: 'B', status: 'cashed', cashedAt: 200, payout: '2000' }));
    expect(after.map((b) => b.status)).toEqual(['placed', 'cashed', 'placed']);
    expect(applyCashout([], bet({ name: 'C', status: 'cashed' }))).toHaveLength(1);
  });
});

describe('fun credits: the page keeps them', () => {
  it('starts from the session’s credits, or from the ones saved for this fun session', () => {
    expect(start().balance).toBe(200_000n);
    expect(start(session(), { funId: 'fun_0123456789abcdefghijkl', balance: 12_345n, book: {} }).balance).toBe(12_345n);
    expect(start(session(), { funId: 'fun_another_one_000000000', balance: 12_345n, book: {} }).balance).toBe(200_000n);
  });

  it('takes a bet’s stake once, even when its answer comes twice', () => {
    const placed: TAction = { type: 'betPlaced', roundId: R1, result: { duplicate: false, bet: bet() }, autoCashout: 200 };
    let s = run(start(), placed);
    expect(s.balance).toBe(199_000n);
    expect(s.myBet).toMatchObject({ roundId: R1, amount: '1000', status: 'placed', autoCashout: 200 });
    s = run(s, { ...placed, result: { duplicate: true, bet: bet() } } as TAction);
    expect(s.balance).toBe(199_000n);
  });

  it('adds a cash-out’s payout once: answer, repeated answer and settled event', () => {
    let s = run(start(), { type: 'betPlaced', roundId: R1, result: { duplicate: false, bet: bet() } });
    const cashed = bet({ status: 'cashed', cashedAt: 241, payout: '2410' });
    s = run(s, { type: 'cashedOut', roundId: R1, result: { duplicate: false, bet: cashed } });
    expect(s.balance).toBe(199_000n + 2410n);
    expect(s.news).toMatchObject({ kind: 'cashed', cashedAt: 241, payout: 2410n });
    s = run(s, { type: 'cashedOut', roundId: R1, result: { duplicate: true, bet: cashed } }, msg({ type: 'settled', roundId: R1, bet: cashed }));
    expect(s.balance).toBe(201_410n);
    expect(s.myBet?.status).toBe('cashed');
  });

  it('an auto cash-out is paid by the settled event; a loss pays nothing', () => {
    let s = run(start(), { type: 'betPlaced', roundId: R1, result: { duplicate: false, bet: bet() }, autoCashout: 200 });
    s = run(s, msg({ type: 'settled', roundId: R1, bet: bet({ status: 'cashed', cashedAt: 200, payout: '2000' }) }));
    expect(s.balance).toBe(201_000n);
    expect(s.myBet).toMatchObject({ status: 'cashed', autoCashout: 200 });

    let l = run(start(), { type: 'betPlaced', roundId: R1, result: { duplicate: false, bet: bet() } });
    l = run(l, msg({ type: 'settled', roundId: R1, bet: bet({ status: 'lost' }) }));
    expect(l.balance).toBe(199_000n);
    expect(l.news).toMatchObject({ kind: 'lost', amount: 1000n, payout: 0n });
  });

  it('a refund gives the stake back', () => {
    let s = run(start(), { type: 'betPlaced', roundId: R1, result: { duplicate: false, bet: bet({ status: 'pending' }) } });
    s = run(s, msg({ type: 'settled', roundId: R1, bet: bet({ status: 'refunded', payout: '1000' }) }));
    expect(s.balance).toBe(200_000n);
  });

  it('a session refetch books what the page missed, and nothing twice', () => {
    // The bet's answer was lost: the session shows the bet, the stake is taken.
    let s = reducer(start(), { type: 'session', session: session({ myBet: bet() }), now: T0, first: false });
    expect(s.balance).toBe(199_000n);
    expect(s.myBet?.roundId).toBe(R1);
    // The settlement was missed too: the next session shows it cashed.
    const later = session({ round: crashed(), myBet: { ...bet({ status: 'cashed', cashedAt: 300, payout: '3000' }), autoCashout: 300 } });
    s = reducer(s, { type: 'session', session: later, now: T0, first: false });
    expect(s.balance).toBe(202_000n);
    s = reducer(s, { type: 'session', session: later, now: T0, first: false });
    s = run(s, msg({ type: 'settled', roundId: R1, bet: bet({ status: 'cashed', cashedAt: 300, payout: '3000' }) }));
    expect(s.balance).toBe(202_000n);
  });

  it('a page reloaded mid-round does not take the stake again (the book is saved with the credits)', () => {
    const afterBet = run(start(), { type: 'betPlaced', roundId: R1, result: { duplicate: false, bet: bet() } });
    const saved = { funId: 'fun_0123456789abcdefghijkl', balance: afterBet.balance, book: afterBet.book };
    const reloaded = start(session({ myBet: bet() }), saved);
    expect(reloaded.balance).toBe(199_000n);
  });

  it('refills the fun credits to the session’s start', () => {
    let s = run(start(), { type: 'betPlaced', roundId: R1, result: { duplicate: false, bet: bet({ amount: '199950' }) } });
    expect(s.balance).toBe(50n);
    s = run(s, { type: 'refill' });
    expect(s.balance).toBe(200_000n);
  });

  it('a server balance does not override fun credits', () => {
    const s = run(start(), { type: 'balance', balance: '5' });
    expect(s.balance).toBe(200_000n);
  });
});

describe('real and demo: the server’s balance', () => {
  const real = () => start(session({ mode: 'real', playerId: 'p-000123', funId: undefined, balance: '50000' }));

  it('takes the balance every answer carries', () => {
    let s = run(real(), { type: 'betPlaced', roundId: R1, result: { duplicate: false, bet: bet(), balance: '49000' } });
    expect(s.balance).toBe(49_000n);
    s = run(s, { type: 'cashedOut', roundId: R1, result: { duplicate: false, bet: bet({ status: 'cashed', cashedAt: 200, payout: '2000' }), balance: '51000' } });
    expect(s.balance).toBe(51_000n);
    // The settled event of the same cash-out adds nothing.
    s = run(s, msg({ type: 'settled', roundId: R1, bet: bet({ status: 'cashed', cashedAt: 200, payout: '2000' }) }));
    expect(s.balance).toBe(51_000n);
  });

  it('counts the stake and the payout itself only when an answer has no balance, once', () => {
    let s = run(real(), { type: 'betPlaced', roundId: R1, result: { duplicate: false, bet: bet() } });
    expect(s.balance).toBe(49_000n);
    s = run(s, msg({ type: 'settled', roundId: R1, bet: bet({ status: 'cashed', cashedAt: 200, payout: '2000' }) }), msg({ type: 'settled', roundId: R1, bet: bet({ status: 'cashed', cashedAt: 200, payout: '2000' }) }));
    expect(s.balance).toBe(51_000n);
  });

  it('a settled event with the wallet’s balance sets it', () => {
    let s = run(real(), { type: 'betPlaced', roundId: R1, result: { duplicate: false, bet: bet(), balance: '49000' } });
    s = run(s, msg({ type: 'settled', roundId: R1, bet: bet({ status: 'lost' }), balance: '48800' }));
    expect(s.balance).toBe(48_800n);
  });

  it('a session refetch takes the wallet’s balance as it is and books the round', () => {
    let s = reducer(real(), { type: 'session', session: session({ mode: 'real', balance: '47000', round: crashed(), myBet: bet({ status: 'cashed', cashedAt: 200, payout: '2000' }) }), now: T0, first: false });
    expect(s.balance).toBe(47_000n);
    s = run(s, msg({ type: 'settled', roundId: R1, bet: bet({ status: 'cashed', cashedAt: 200, payout: '2000' }) }));
    expect(s.balance).toBe(47_000n);
  });

  it('an insufficient-funds answer’s balance is taken', () => {
    expect(run(real(), { type: 'balance', balance: '1234' }).balance).toBe(1234n);
  });
});

describe('booking helpers', () => {
  it('what a settled bet pays back', () => {
    expect(settledPayout(bet({ status: 'cashed', payout: '2410' }))).toBe(2410n);
    expect(settledPayout(bet({ status: 'lost' }))).toBe(0n);
    expect(settledPayout(bet({ status: 'refunded' }))).toBe(1000n);
    expect(settledPayout(bet({ status: 'placed' }))).toBe(0n);
  });
  it('stake then settle, each once', () => {
    const s0 = { balance: 1000n, book: {}, mode: 'fun' as const };
    const s1 = { ...s0, ...bookStake(s0, 'r', 100n) };
    expect(s1.balance).toBe(900n);
    expect(bookStake(s1, 'r', 100n).balance).toBe(900n);
    const s2 = { ...s1, ...bookSettle(s1, 'r', bet({ status: 'cashed', amount: '100', payout: '250' })) };
    expect(s2.balance).toBe(1150n);
    expect(bookSettle(s2, 'r', bet({ status: 'cashed', amount: '100', payout: '250' })).balance).toBe(1150n);
    // Settled without a stake seen: the stake is taken first.
    expect(bookSettle(s0, 'x', bet({ status: 'cashed', amount: '100', payout: '250' })).balance).toBe(1150n);
  });
  it('the book remembers the last 40 rounds', () => {
    let s = { balance: 0n, book: {}, mode: 'fun' as const };
    for (let i = 0; i < 50; i++) s = { ...s, ...bookStake(s, `r${i}`, 1n) };
    expect(Object.keys(s.book)).toHaveLength(40);
    expect(s.book).not.toHaveProperty('r0');
    expect(s.book).toHaveProperty('r49');
  });
});

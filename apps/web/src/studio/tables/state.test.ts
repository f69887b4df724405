import { describe, expect, it } from 'vitest';
import { HISTORY_MAX, initialState, tableReducer, type TAction, type TTableState } from './state';
import type { TRoundView, TServerMessage, TSession } from './types';

const NOW = Date.parse('2030-01-01T00:00:00.000Z');
const iso = (ms: number) => new Date(NOW + ms).toISOString();

const round = (id: string, phase: TRoundView['phase'] = 'betting', outcome: unknown = null): TRoundView => ({
  roundId: id,
  roundNo: Number(id.replace(/\D/g, '')) || 1,
  phase,
  opensAt: iso(0),
  closesAt: iso(15_000),
  settlesAt: iso(24_000),
  outcome,
});

const session = (over: Partial<TSession> = {}): TSession => ({
  mode: 'fun',
  funId: 'fun_0123456789abcdefghijkl',
  currency: 'PHP',
  balance: '200000',
  table: { tableId: 'baccarat', game: 'baccarat', name: 'Baccarat', status: 'open', bettingMs: 15_000, dealingMs: 9_000, resultMs: 4_000 },
  spots: [],
  limits: { min: '10', max: '50000' },
  chipValues: ['10', '50', '100'],
  round: round('r1'),
  totals: {},
  players: 0,
  seated: 3,
  myChips: [],
  history: [],
  roads: null,
  serverNow: iso(0),
  ...over,
});

/** A server message without its clock (added here). */
type TUnclocked = TServerMessage extends infer M ? (M extends unknown ? Omit<M, 'serverNow'> : never) : never;
const msg = (m: TUnclocked): TAction => ({ type: 'message', message: { serverNow: iso(0), ...m } as TServerMessage, fun: true, now: NOW });
const run = (state: TTableState, ...actions: TAction[]) => actions.reduce(tableReducer, state);
const start = (over: Partial<TSession> = {}, balance = 200_000n) => run(initialState, { type: 'session', session: session(over), balance, now: NOW });

describe('the table state', () => {
  it('takes the session: round, chips, history, seated, balance and the clock offset', () => {
    const s = start({ myChips: [{ spot: 'player', amount: '100' }], history: [1, 2], seated: 7, serverNow: iso(1500) }, 123n);
    expect(s.round?.roundId).toBe('r1');
    expect(s.mine).toEqual([{ spot: 'player', amount: '100' }]);
    expect(s.history).toEqual([1, 2]);
    expect(s.seated).toBe(7);
    expect(s.balance).toBe(123n);
    expect(s.offset).toBe(1500);
  });

  it('a new round clears the table and keeps your chips for Rebet', () => {
    let s = start({ totals: { player: '500' }, players: 2 });
    s = run(s, { type: 'placed', roundId: 'r1', mine: [{ spot: 'player', amount: '100' }, { spot: 'player', amount: '50' }, { spot: 'tie', amount: '10' }], balance: 199_840n });
    s = run(s, { type: 'pending', pending: [{ spot: 'banker', amount: '10' }] });
    s = run(s, msg({ type: 'round', round: round('r2'), seated: 9 }));
    expect(s.round?.roundId).toBe('r2');
    expect(s.mine).toEqual([]);
    expect(s.pending).toEqual([]);
    expect(s.totals).toEqual({});
    expect(s.players).toBe(0);
    expect(s.seated).toBe(9);
    expect(s.last).toEqual([
      { spot: 'player', amount: '150' },
      { spot: 'tie', amount: '10' },
    ]);
    // A round without your chips keeps the older rebet.
    s = run(s, msg({ type: 'round', round: round('r3'), seated: 9 }));
    expect(s.last).toEqual([
      { spot: 'player', amount: '150' },
      { spot: 'tie', amount: '10' },
    ]);
  });

  it('the same round again (a refetch) keeps the chips waiting to be confirmed', () => {
    let s = start();
    s = run(s, { type: 'pending', pending: [{ spot: 'banker', amount: '10' }] });
    s = run(s, { type: 'session', session: session({ totals: { banker: '70' }, players: 4 }), balance: 200_000n, now: NOW });
    expect(s.pending).toEqual([{ spot: 'banker', amount: '10' }]);
    expect(s.totals).toEqual({ banker: '70' });
    expect(s.players).toBe(4);
  });

  it("takes totals of the current round only", () => {
    let s = start();
    s = run(s, msg({ type: 'totals', roundId: 'r0', totals: { player: '1' }, players: 1 }));
    expect(s.totals).toEqual({});
    s = run(s, msg({ type: 'totals', roundId: 'r1', totals: { player: '900' }, players: 5 }));
    expect(s.totals).toEqual({ player: '900' });
    expect(s.players).toBe(5);
  });

  it('drops unconfirmed chips when the betting closes or the deal comes', () => {
    let s = run(start(), { type: 'pending', pending: [{ spot: 'tie', amount: '10' }] });
    expect(run(s, { type: 'closed' }).pending).toEqual([]);
    s = run(s, msg({ type: 'deal', round: round('r1', 'dealing', { winner: 'tie' }) }));
    expect(s.pending).toEqual([]);
    expect(s.round?.phase).toBe('dealing');
  });

  it('adds each result to the history once, and keeps at most HISTORY_MAX', () => {
    let s = start({ history: Array.from({ length: HISTORY_MAX }, (_, i) => i) });
    const settled = round('r1', 'settled', 'X');
    s = run(s, msg({ type: 'result', round: settled, summary: '', last: ['X'] }));
    expect(s.history).toHaveLength(HISTORY_MAX);
    expect(s.history[0]).toBe(1);
    expect(s.history[HISTORY_MAX - 1]).toBe('X');
    s = run(s, msg({ type: 'result', round: settled, summary: '', last: ['X'] }));
    expect(s.history.filter((h) => h === 'X')).toHaveLength(1);
  });

  it("takes the shoe's roads from the result, and keeps its own when the server sends none", () => {
    const roads = { bead: { cols: 1, rows: 6, cells: [] } } as unknown as NonNullable<TTableState['roads']>;
    let s = start();
    s = run(s, msg({ type: 'result', round: round('r1', 'settled', 'X'), summary: '', last: ['X'], roads }));
    expect(s.roads).toBe(roads);
    s = run(s, msg({ type: 'result', round: round('r2', 'settled', 'Y'), summary: '', last: ['Y'] }));
    expect(s.roads).toBe(roads);
  });

  it('a session that already holds the result is not added to again by the event', () => {
    let s = start({ round: round('r1', 'settled', 'Y'), history: ['Y'] });
    s = run(s, msg({ type: 'result', round: round('r1', 'settled', 'Y'), summary: '', last: ['Y'] }));
    expect(s.history).toEqual(['Y']);
  });

  it('a refetch after the result keeps your chips of that round for Rebet', () => {
    let s = start();
    s = run(s, { type: 'placed', roundId: 'r1', mine: [{ spot: 'banker', amount: '100' }], balance: 199_900n });
    s = run(s, msg({ type: 'result', round: round('r1', 'settled', 'Z'), summary: '', last: ['Z'] }));
    // The server lists no chips for a settled round.
    s = run(s, { type: 'session', session: session({ round: round('r1', 'settled', 'Z'), myChips: [], history: ['Z'] }), balance: 199_900n, now: NOW });
    s = run(s, msg({ type: 'round', round: round('r2'), seated: 1 }));
    expect(s.last).toEqual([{ spot: 'banker', amount: '100' }]);
  });

  it('a void round refunds your chips (fun credits) and says so', () => {
    let s = start({}, 1000n);
    s = run(s, { type: 'placed', roundId: 'r1', mine: [{ spot: 'player', amount: '300' }], balance: 700n });
    s = run(s, msg({ type: 'void', roundId: 'r1' }));
    expect(s.balance).toBe(1000n);
    expect(s.mine).toEqual([]);
    expect(s.round?.phase).toBe('void');
    expect(s.toast).toMatchObject({ kind: 'void', stake: 300n });
    // Not for another round.
    expect(run(start({}, 5n), msg({ type: 'void', roundId: 'other' })).balance).toBe(5n);
  });

  it('books your result once: fun credits add the payout, real money takes the balance sent', () => {
    let s = start({}, 700n);
    s = run(s, msg({ type: 'settled', roundId: 'r1', stake: '300', payout: '600' }));
    expect(s.balance).toBe(1300n);
    expect(s.toast).toMatchObject({ kind: 'win', payout: 600n, stake: 300n });
    s = run(s, msg({ type: 'settled', roundId: 'r1', stake: '300', payout: '600' }));
    expect(s.balance).toBe(1300n);

    const real: TAction = { type: 'message', message: { type: 'settled', roundId: 'r9', stake: '100', payout: '0', balance: '4242', serverNow: iso(0) }, fun: false, now: NOW };
    const r = run(start({ mode: 'real' }, 1000n), real);
    expect(r.balance).toBe(4242n);
    expect(r.toast).toMatchObject({ kind: 'lose', stake: 100n });
  });

  it('a bet answer for a round already gone updates only the balance', () => {
    let s = start();
    s = run(s, msg({ type: 'round', round: round('r2'), seated: 1 }));
    s = run(s, { type: 'placed', roundId: 'r1', mine: [{ spot: 'tie', amount: '10' }], balance: 5n });
    expect(s.mine).toEqual([]);
    expect(s.balance).toBe(5n);
  });

  it('maintenance closes the table and drops pending chips', () => {
    let s = run(start(), { type: 'pending', pending: [{ spot: 'tie', amount: '10' }] });
    s = run(s, { type: 'maintenance' });
    expect(s.status).toBe('maintenance');
    expect(s.pending).toEqual([]);
  });

  it("hears the table closed for maintenance while seated, and open again with the next round", () => {
    let s = run(start(), { type: 'pending', pending: [{ spot: 'tie', amount: '10' }] });
    s = run(s, msg({ type: 'status', status: 'maintenance' }));
    expect(s.status).toBe('maintenance');
    expect(s.pending).toEqual([]);
    // Heard again at the next tick: nothing changes.
    expect(run(s, msg({ type: 'status', status: 'maintenance' }))).toEqual(s);
    s = run(s, msg({ type: 'round', round: round('r2'), seated: 4 }));
    expect(s.status).toBe('open');
    expect(s.round?.roundId).toBe('r2');
  });
});

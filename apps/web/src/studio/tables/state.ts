/**
 * The table as this page knows it, and how each server answer or event changes it: one pure
 * reducer (tested in state.test.ts), so a session refetch, a socket event and the player's
 * own chips can arrive in any order without the page losing track.
 */
import { nextOffset } from '../shared/clock';
import { chipsToSend, chipsTotal } from './logic';
import type { TChip, TRoads, TRoundView, TServerMessage, TSession } from './types';

/** How many results the history keeps (the server sends up to 72). */
export const HISTORY_MAX = 72;

export type TToast = { id: number; kind: 'win' | 'lose'; stake: bigint; payout: bigint } | { id: number; kind: 'void'; stake: bigint };

export interface TTableState {
  session: TSession | null;
  round: TRoundView | null;
  status: 'open' | 'maintenance';
  /** Everyone's chips per spot this round, and how many players hold them. */
  totals: Record<string, string>;
  players: number;
  seated: number;
  /** Your chips this round as the server holds them. */
  mine: TChip[];
  /** Chips put down but not confirmed yet, in the order they went down. */
  pending: TChip[];
  /** Your chips of the last round you played (for Rebet), one entry per spot. */
  last: TChip[];
  history: unknown[];
  roads: TRoads | null;
  /** The round whose result the history already holds. */
  resultFor: string | null;
  /** Server clock − local clock, ms. */
  offset: number | null;
  balance: bigint;
  toast: TToast | null;
  /** Rounds whose `settled` was booked (fun credits are added once). */
  paid: string[];
}

export const initialState: TTableState = {
  session: null,
  round: null,
  status: 'open',
  totals: {},
  players: 0,
  seated: 0,
  mine: [],
  pending: [],
  last: [],
  history: [],
  roads: null,
  resultFor: null,
  offset: null,
  balance: 0n,
  toast: null,
  paid: [],
};

export type TAction =
  /** A session answer; `balance` is what to show (fun: the credits the page keeps). */
  | { type: 'session'; session: TSession; balance: bigint; now: number }
  | { type: 'message'; message: TServerMessage; fun: boolean; now: number }
  | { type: 'pending'; pending: TChip[] }
  /** The countdown ran out on this page's clock: unconfirmed chips are dropped. */
  | { type: 'closed' }
  /** The server took chips: all your chips this round, and the balance after them. */
  | { type: 'placed'; roundId: string; mine: TChip[]; balance: bigint }
  | { type: 'balance'; balance: bigint }
  | { type: 'maintenance' }
  | { type: 'dismissToast' };

let toastIds = 0;

/** A round other than the current one: this round's chips become the rebet, the table's chips are cleared. */
function enterRound(state: TTableState, round: TRoundView): TTableState {
  if (state.round?.roundId === round.roundId) return { ...state, round };
  return { ...state, round, last: state.mine.length > 0 ? chipsToSend(state.mine) : state.last, mine: [], pending: [], totals: {}, players: 0 };
}

function onMessage(state: TTableState, m: TServerMessage, fun: boolean): TTableState {
  switch (m.type) {
    case 'round':
      // A round opens only at an open table (it may have been closed for maintenance until now).
      return { ...enterRound(state, m.round), seated: m.seated, status: 'open' };
    case 'status':
      return m.status === state.status ? state : { ...state, status: m.status, pending: m.status === 'open' ? state.pending : [] };
    case 'totals':
      return m.roundId === state.round?.roundId ? { ...state, totals: m.totals, players: m.players } : state;
    case 'deal':
      return { ...enterRound(state, m.round), pending: [] };
    case 'result': {
      // The server sends the shoe's roads with this round on them (baccarat, dragon tiger).
      const next = { ...enterRound(state, m.round), pending: [], ...(m.roads !== undefined ? { roads: m.roads } : {}) };
      if (state.resultFor === m.round.roundId) return next;
      return { ...next, history: [...state.history, ...m.last].slice(-HISTORY_MAX), resultFor: m.round.roundId };
    }
    case 'void': {
      if (state.round?.roundId !== m.roundId) return state;
      const stake = chipsTotal(state.mine);
      return {
        ...state,
        round: { ...state.round, phase: 'void' },
        mine: [],
        pending: [],
        balance: fun ? state.balance + stake : state.balance,
        toast: stake > 0n ? { id: ++toastIds, kind: 'void', stake } : state.toast,
      };
    }
    case 'settled': {
      if (state.paid.includes(m.roundId)) return state;
      const payout = BigInt(m.payout);
      const balance = !fun && m.balance !== undefined ? BigInt(m.balance) : state.balance + payout;
      return { ...state, balance, paid: [...state.paid, m.roundId].slice(-10), toast: { id: ++toastIds, kind: payout > 0n ? 'win' : 'lose', stake: BigInt(m.stake), payout } };
    }
    case 'welcome':
    case 'pong':
      return state;
  }
}

export function tableReducer(state: TTableState, action: TAction): TTableState {
  switch (action.type) {
    case 'session': {
      const s = action.session;
      const base = s.round ? enterRound(state, s.round) : { ...state, round: null, pending: [] };
      return {
        ...base,
        session: s,
        status: s.table.status,
        totals: s.totals,
        players: s.players,
        seated: s.seated,
        // The server lists your chips of a live round only: those of a settled one stay for Rebet.
        mine: s.round && (s.round.phase === 'betting' || s.round.phase === 'dealing') ? s.myChips : base.mine,
        pending: s.round?.phase === 'betting' ? base.pending : [],
        history: s.history.slice(-HISTORY_MAX),
        roads: s.roads,
        resultFor: s.round?.phase === 'settled' ? s.round.roundId : state.resultFor,
        offset: nextOffset(state.offset, s.serverNow, action.now),
        balance: action.balance,
      };
    }
    case 'message': {
      const next = onMessage(state, action.message, action.fun);
      return { ...next, offset: nextOffset(next.offset, action.message.serverNow, action.now) };
    }
    case 'pending':
      return { ...state, pending: action.pending };
    case 'closed':
      return state.pending.length > 0 ? { ...state, pending: [] } : state;
    case 'placed':
      if (state.round?.roundId !== action.roundId) return { ...state, balance: action.balance };
      return { ...state, mine: action.mine, pending: [], balance: action.balance };
    case 'balance':
      return { ...state, balance: action.balance };
    case 'maintenance':
      return { ...state, status: 'maintenance', pending: [] };
    case 'dismissToast':
      return { ...state, toast: null };
  }
}

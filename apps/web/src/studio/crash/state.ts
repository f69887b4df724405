/**
 * The game as this page knows it, and how each server answer or socket event changes it: one
 * pure reducer (tested in state.test.ts), so a session refetch, a socket event and the player's
 * own bet and cash-out can arrive in any order without the page losing track.
 *
 * Money: real and demo balances are the server's whenever an answer carries one. Fun mode has
 * no wallet, so the page keeps the credits: a round's stake is taken once and its payout added
 * once (the `book`), whichever of the bet's answer, a repeated answer, the `settled` event or a
 * session refetch tells of it first.
 */
import { nextOffset } from '../shared/clock';
import type { TMode } from '../shared/launch';
import type { TBetResult, TBetView, TCashoutResult, THistoryItem, TMyBetView, TRoundView, TServerMessage, TSession } from './api';

/** How many bust points the history keeps (the server sends 30). */
export const HISTORY_MAX = 30;
/** How many rounds the book remembers. */
const BOOK_MAX = 40;

export interface TMyBet extends TMyBetView {
  roundId: string;
}

/** What the page has booked of one round: its stake taken, its payout (or loss) settled. */
export interface TBookEntry {
  staked: boolean;
  settled: boolean;
}
export type TBook = Record<string, TBookEntry>;

/** A result of the player's own bet, to announce once. */
export interface TNews {
  id: number;
  roundId: string;
  kind: 'cashed' | 'lost' | 'refunded';
  cashedAt?: number;
  payout: bigint;
  amount: bigint;
}

export interface TCrashState {
  session: TSession | null;
  mode: TMode | null;
  round: TRoundView | null;
  /** Everyone's bets this round (masked names), as the server lists them. */
  bets: TBetView[];
  /** The player's bet: this round's, or the last one played (its result). */
  myBet: TMyBet | null;
  history: THistoryItem[];
  /** Server clock − local clock, ms. */
  offset: number | null;
  balance: bigint;
  book: TBook;
  news: TNews | null;
}

export const initialState: TCrashState = { session: null, mode: null, round: null, bets: [], myBet: null, history: [], offset: null, balance: 0n, book: {}, news: null };

/** The fun credits saved in the tab (with the fun session they belong to). */
export interface TFunSaved {
  funId: string;
  balance: bigint;
  book: TBook;
}

export type TAction =
  | { type: 'session'; session: TSession; now: number; first: boolean; saved?: TFunSaved | null }
  | { type: 'message'; message: TServerMessage; now: number }
  | { type: 'betPlaced'; roundId: string; result: TBetResult; autoCashout?: number | undefined }
  | { type: 'cashedOut'; roundId: string; result: TCashoutResult }
  | { type: 'balance'; balance: string }
  | { type: 'refill' };

const PHASE_RANK = { betting: 0, running: 1, crashed: 2 } as const;
const STATUS_RANK = { pending: 0, placed: 1, cashed: 2, lost: 2, refunded: 2 } as const;
const isFinal = (status: TBetView['status']) => STATUS_RANK[status] === 2;
const isMinor = (s: string | undefined): s is string => s !== undefined && /^-?\d+$/.test(s);

/** Whether `next` is the same round at the same or a later phase, or a round opened later. */
export function isLaterRound(current: TRoundView | null, next: TRoundView): boolean {
  if (!current) return true;
  if (current.roundId === next.roundId) return PHASE_RANK[next.phase] >= PHASE_RANK[current.phase];
  return Date.parse(next.opensAt) >= Date.parse(current.opensAt);
}

/** What a settled bet pays back: its payout when cashed, the stake when refunded, nothing when lost. */
export function settledPayout(bet: Pick<TBetView, 'status' | 'amount' | 'payout'>): bigint {
  if (bet.status === 'cashed') return isMinor(bet.payout) ? BigInt(bet.payout) : 0n;
  if (bet.status === 'refunded') return BigInt(isMinor(bet.payout) ? bet.payout : bet.amount);
  return 0n;
}

function withEntry(book: TBook, roundId: string, change: Partial<TBookEntry>): TBook {
  const next: TBook = { ...book, [roundId]: { staked: false, settled: false, ...book[roundId], ...change } };
  const keys = Object.keys(next);
  for (const key of keys.slice(0, Math.max(0, keys.length - BOOK_MAX))) delete next[key];
  return next;
}

/** Takes a round's stake once; a real or demo balance the server sent replaces the page's own count. */
export function bookStake(s: Pick<TCrashState, 'balance' | 'book' | 'mode'>, roundId: string, amount: bigint, serverBalance?: string): Pick<TCrashState, 'balance' | 'book'> {
  const entry = s.book[roundId];
  if (s.mode !== 'fun' && isMinor(serverBalance)) return { balance: BigInt(serverBalance), book: withEntry(s.book, roundId, { staked: true }) };
  if (entry?.staked) return { balance: s.balance, book: s.book };
  return { balance: s.balance - amount, book: withEntry(s.book, roundId, { staked: true }) };
}

/** Adds a settled bet's payout once (taking its stake first if the page never saw the bet's answer). */
export function bookSettle(s: Pick<TCrashState, 'balance' | 'book' | 'mode'>, roundId: string, bet: Pick<TBetView, 'status' | 'amount' | 'payout'>, serverBalance?: string): Pick<TCrashState, 'balance' | 'book'> {
  if (!isFinal(bet.status)) return bookStake(s, roundId, BigInt(bet.amount), serverBalance);
  if (s.mode !== 'fun' && isMinor(serverBalance)) return { balance: BigInt(serverBalance), book: withEntry(s.book, roundId, { staked: true, settled: true }) };
  const staked = bookStake(s, roundId, BigInt(bet.amount));
  if (staked.book[roundId]?.settled) return staked;
  return { balance: staked.balance + settledPayout(bet), book: withEntry(staked.book, roundId, { settled: true }) };
}

/** Merges what the server says of the player's bet into the page's: never back from a settled state to an open one. */
function mergeMine(current: TMyBet | null, roundId: string, bet: TBetView | TMyBetView, autoCashout?: number): TMyBet {
  const base = current?.roundId === roundId ? current : null;
  if (base && STATUS_RANK[bet.status] < STATUS_RANK[base.status]) return base;
  const auto = 'autoCashout' in bet && bet.autoCashout !== undefined ? bet.autoCashout : (autoCashout ?? base?.autoCashout);
  return { ...bet, roundId, ...(auto !== undefined ? { autoCashout: auto } : {}) };
}

function newsOf(prev: TNews | null, roundId: string, bet: TBetView): TNews | null {
  if (!isFinal(bet.status)) return prev;
  if (prev?.roundId === roundId) return prev;
  return {
    id: (prev?.id ?? 0) + 1,
    roundId,
    kind: bet.status as TNews['kind'],
    ...(bet.cashedAt !== undefined ? { cashedAt: bet.cashedAt } : {}),
    payout: settledPayout(bet),
    amount: BigInt(bet.amount),
  };
}

/** A round's bust point added to the history (newest first), once. */
export function pushHistory(history: readonly THistoryItem[], round: TRoundView): THistoryItem[] {
  if (round.phase !== 'crashed' || round.point === undefined || round.hash === undefined) return [...history];
  if (history.some((h) => h.roundId === round.roundId)) return [...history];
  return [{ roundId: round.roundId, gameNo: round.gameNo, point: round.point, hash: round.hash }, ...history].slice(0, HISTORY_MAX);
}

/** A cash-out another player made: the same open bet in the list takes its new state (or it is added). */
export function applyCashout(bets: readonly TBetView[], bet: TBetView): TBetView[] {
  const i = bets.findIndex((b) => b.name === bet.name && b.amount === bet.amount && (b.status === 'placed' || b.status === 'pending'));
  if (i < 0) return [...bets, bet];
  return bets.map((b, j) => (j === i ? bet : b));
}

function adoptSession(state: TCrashState, s: TSession, now: number, first: boolean, saved: TFunSaved | null | undefined): TCrashState {
  let next: TCrashState = { ...state, session: s, mode: s.mode, offset: nextOffset(state.offset, s.serverNow, now) };
  if (s.mode === 'fun') {
    if (first) {
      const mine = saved && saved.funId === s.funId ? saved : null;
      next = { ...next, balance: mine ? mine.balance : BigInt(s.balance), book: mine ? mine.book : {} };
    }
  } else next = { ...next, balance: BigInt(s.balance) };

  if (s.round && isLaterRound(state.round, s.round)) {
    // The session's list is the server's as of its answer (a socket event of a later phase would have made it stale: see isLaterRound).
    next = { ...next, round: s.round, bets: s.bets, history: s.history.slice(0, HISTORY_MAX) };
    if (s.myBet) {
      next.myBet = mergeMine(state.myBet, s.round.roundId, s.myBet);
      // Real and demo: the balance above is the wallet's; note the round as booked. Fun: book what the page missed.
      const booked = s.mode === 'fun' ? bookSettle(next, s.round.roundId, s.myBet) : { balance: next.balance, book: withEntry(next.book, s.round.roundId, { staked: true, settled: isFinal(s.myBet.status) }) };
      next = { ...next, ...booked };
    } else if (state.myBet?.roundId === s.round.roundId) {
      // The server has no bet of ours on this round (it was refused): nothing to show.
      next.myBet = null;
    }
  } else {
    next = { ...next, history: state.history.length > 0 ? state.history : s.history.slice(0, HISTORY_MAX) };
  }
  return next;
}

function onMessage(state: TCrashState, m: TServerMessage, now: number): TCrashState {
  const s: TCrashState = { ...state, offset: nextOffset(state.offset, m.serverNow, now) };
  switch (m.type) {
    case 'round':
      if (!isLaterRound(s.round, m.round)) return s;
      return { ...s, round: m.round, bets: s.round?.roundId === m.round.roundId ? s.bets : [] };
    case 'bet':
      if (s.round?.roundId !== m.roundId) return s;
      return { ...s, bets: [...s.bets, m.bet] };
    case 'start':
      if (!isLaterRound(s.round, m.round)) return s;
      return { ...s, round: m.round, bets: m.bets };
    case 'cashout':
      if (s.round?.roundId !== m.roundId) return s;
      return { ...s, bets: applyCashout(s.bets, m.bet) };
    case 'crash': {
      const history = pushHistory(s.history, m.round);
      if (!isLaterRound(s.round, m.round)) return { ...s, history };
      return { ...s, round: m.round, bets: m.bets, history };
    }
    case 'settled': {
      const myBet = mergeMine(s.myBet, m.roundId, m.bet);
      return { ...s, myBet: s.myBet && s.myBet.roundId !== m.roundId && s.round?.roundId !== m.roundId ? s.myBet : myBet, ...bookSettle(s, m.roundId, m.bet, m.balance), news: newsOf(s.news, m.roundId, m.bet) };
    }
    case 'welcome':
    case 'pong':
      return s;
  }
}

export function reducer(state: TCrashState, action: TAction): TCrashState {
  switch (action.type) {
    case 'session':
      return adoptSession(state, action.session, action.now, action.first, action.saved);
    case 'message':
      return onMessage(state, action.message, action.now);
    case 'betPlaced': {
      const myBet = mergeMine(state.myBet, action.roundId, action.result.bet, action.autoCashout);
      const booked = isFinal(action.result.bet.status) ? bookSettle(state, action.roundId, action.result.bet, action.result.balance) : bookStake(state, action.roundId, BigInt(action.result.bet.amount), action.result.balance);
      return { ...state, myBet, ...booked };
    }
    case 'cashedOut': {
      const myBet = mergeMine(state.myBet, action.roundId, action.result.bet);
      return { ...state, myBet, ...bookSettle(state, action.roundId, action.result.bet, action.result.balance), news: newsOf(state.news, action.roundId, action.result.bet) };
    }
    case 'balance':
      return state.mode === 'fun' || !isMinor(action.balance) ? state : { ...state, balance: BigInt(action.balance) };
    case 'refill':
      return state.mode === 'fun' && state.session ? { ...state, balance: BigInt(state.session.balance) } : state;
  }
}

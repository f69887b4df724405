/**
 * Exact RTP of the originals (@wps/fair): every figure is a ratio of bigints
 * built from the outcome rule's own probabilities and the package's own
 * multiplier functions, so the flooring of each multiplier to the
 * ten-thousandth is counted, not approximated. Nothing here is simulated; the
 * tests check each figure against rounds played through the real outcome
 * functions.
 *
 * The rules draw from 32-bit floats (Dice, Mines, Keno, Hi-Lo: ⌊f × n⌋), so
 * "equally likely" holds to within one part in 2^32 / n; the figures follow
 * the published rules, and the sheets state that bound. Plinko's f < 0.5 and
 * Crash's 52-bit X are exact.
 */
import {
  choose,
  crashMultiplier,
  DICE_MAX_WINNING,
  DICE_MIN_WINNING,
  DICE_VALUES,
  diceMultiplier,
  formatMultiplier,
  hiloGuessAllowed,
  hiloGuessWins,
  hiloMultiplier,
  hiloWinningRanks,
  KENO_DRAWN,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  kenoMultiplier,
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  minesMultiplier,
  MULT_ONE,
  PLINKO_RISKS,
  PLINKO_ROWS,
  plinkoMultiplier,
  type DiceBet,
  type HiloMove,
  type PlinkoRisk,
  type PlinkoRows,
} from '@wps/fair';
import type { BetRtp, Certifier, CertifyOptions, GameCertification } from '../certify/types';

/** The edges the sheets of Dice, Mines and Hi-Lo certify (basis points). */
export const CERTIFIED_EDGES_BP = [100, 200, 300, 400, 500] as const;

/** An exact return to player: num / den stakes. */
export interface Exact {
  num: bigint;
  den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
};

const reduce = ({ num, den }: Exact): Exact => {
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
};

const add = (a: Exact, b: Exact): Exact => reduce({ num: a.num * b.den + b.num * a.den, den: a.den * b.den });

const SCALE = 10n ** 18n;
/** The nearest double, to about 1e-16 (the bigint division keeps 18 digits first). */
export const toNumber = ({ num, den }: Exact): number => Number((num * SCALE) / den) / 1e18;

export const compare = (a: Exact, b: Exact): number => {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};

const fraction = (e: Exact): string => {
  const r = reduce(e);
  return `${r.num}/${r.den}`;
};

const exactRow = (bet: string, rtp: Exact): BetRtp => ({ bet, rtp: toNumber(rtp), method: 'exact', fraction: fraction(rtp) });

const pctOf = (edgeBp: number) => `${(edgeBp / 100).toFixed(2)} %`;
const times = (m: bigint) => `${formatMultiplier(m)}×`;
const hundredths = (n: number) => (n / 100).toFixed(2);

/**
 * The lowest and highest of many exact figures, as two rows. Both inside the
 * target means every figure is: the rows stand for all of them.
 */
function extremes<T>(items: readonly T[], rtpOf: (item: T) => Exact, label: (item: T) => string, prefix: string, noun: string): BetRtp[] {
  if (items.length === 0) throw new RangeError(`no ${noun} to certify`);
  let low = items[0] as T;
  let high = low;
  for (const item of items) {
    if (compare(rtpOf(item), rtpOf(low)) < 0) low = item;
    if (compare(rtpOf(item), rtpOf(high)) > 0) high = item;
  }
  const of = `of ${items.length.toLocaleString('en-US')} ${noun}`;
  return [exactRow(`${prefix}, lowest ${of}: ${label(low)}`, rtpOf(low)), exactRow(`${prefix}, highest ${of}: ${label(high)}`, rtpOf(high))];
}

/**
 * Dice, Mines and Hi-Lo pay (1 − edge) ÷ chance floored to the ten-thousandth:
 * the flooring takes less than 1/10,000 of the stake times the chance of being
 * paid, so every bet returns between (1 − edge) − 0.01 % and 1 − edge.
 */
export const EDGE_TARGET = { min: 0.9499, max: 0.99 };

// ——— Dice ———

export interface DiceRtp {
  bet: DiceBet;
  winning: number;
  multiplier: bigint;
  rtp: Exact;
}

/** Every allowed dice bet at one edge: winning / 10,001 × multiplier. */
export function diceExactRtps(edgeBp: number): DiceRtp[] {
  const out: DiceRtp[] = [];
  for (let target = 0; target <= 10_000; target++) {
    for (const direction of ['over', 'under'] as const) {
      const winning = direction === 'over' ? 10_000 - target : target;
      if (winning < DICE_MIN_WINNING || winning > DICE_MAX_WINNING) continue;
      const bet = { target, direction };
      const multiplier = diceMultiplier(bet, edgeBp);
      out.push({ bet, winning, multiplier, rtp: { num: BigInt(winning) * multiplier, den: BigInt(DICE_VALUES) * MULT_ONE } });
    }
  }
  return out;
}

export const diceCertifier: Certifier = {
  game: 'dice',
  certify({ onProgress }: CertifyOptions): GameCertification {
    const bets = CERTIFIED_EDGES_BP.flatMap((edge, i) => {
      const rows = extremes(
        diceExactRtps(edge),
        (d) => d.rtp,
        (d) => `${d.bet.direction} ${hundredths(d.bet.target)} (${times(d.multiplier)})`,
        `Edge ${pctOf(edge)}`,
        'bets',
      );
      onProgress?.(i + 1, CERTIFIED_EDGES_BP.length);
      return rows;
    });
    return { game: 'dice', sheet: 'docs/games/dice.md', target: EDGE_TARGET, bets };
  },
};

// ——— Plinko ———

/** Σ C(rows, k) / 2^rows × pay_k: each row's float goes right with chance exactly 1/2. */
export function plinkoExactRtp(rows: PlinkoRows, risk: PlinkoRisk): Exact {
  let num = 0n;
  for (let bucket = 0; bucket <= rows; bucket++) num += choose(rows, bucket) * plinkoMultiplier(rows, risk, bucket);
  return reduce({ num, den: 2n ** BigInt(rows) * MULT_ONE });
}

export const PLINKO_TARGET = { min: 0.9875, max: 0.99 };

export const plinkoCertifier: Certifier = {
  game: 'plinko',
  certify({ onProgress }: CertifyOptions): GameCertification {
    const tables = PLINKO_ROWS.flatMap((rows) => PLINKO_RISKS.map((risk) => ({ rows, risk })));
    const bets = tables.map(({ rows, risk }, i) => {
      onProgress?.(i + 1, tables.length);
      return exactRow(`${rows} rows, ${risk} risk`, plinkoExactRtp(rows, risk));
    });
    return { game: 'plinko', sheet: 'docs/games/plinko.md', target: PLINKO_TARGET, bets };
  },
};

// ——— Mines ———

/** Cash out after `safe` safe tiles: C(25 − m, k) / C(25, k) × multiplier, whatever tiles the player opens. */
export function minesExactRtp(mines: number, safe: number, edgeBp: number): Exact {
  const multiplier = minesMultiplier(mines, safe, edgeBp);
  return { num: choose(MINES_TILES - mines, safe) * multiplier, den: choose(MINES_TILES, safe) * MULT_ONE };
}

export const minesCashOuts = (): { mines: number; safe: number }[] => {
  const out: { mines: number; safe: number }[] = [];
  for (let mines = MINES_MIN; mines <= MINES_MAX; mines++) for (let safe = 1; safe <= MINES_TILES - mines; safe++) out.push({ mines, safe });
  return out;
};

export const minesCertifier: Certifier = {
  game: 'mines',
  certify({ onProgress }: CertifyOptions): GameCertification {
    const cashOuts = minesCashOuts();
    const bets = CERTIFIED_EDGES_BP.flatMap((edge, i) => {
      const rows = extremes(
        cashOuts,
        (c) => minesExactRtp(c.mines, c.safe, edge),
        (c) => `${c.mines} mine${c.mines === 1 ? '' : 's'}, cash out after ${c.safe} (${times(minesMultiplier(c.mines, c.safe, edge))})`,
        `Edge ${pctOf(edge)}`,
        'cash-outs',
      );
      onProgress?.(i + 1, CERTIFIED_EDGES_BP.length);
      return rows;
    });
    return { game: 'mines', sheet: 'docs/games/mines.md', target: EDGE_TARGET, bets };
  },
};

// ——— Keno ———

/** P(hits) of `picks` numbers when 10 of 40 are drawn: hypergeometric. */
export const kenoHitChance = (picks: number, hits: number): Exact => ({
  num: choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits),
  den: choose(KENO_NUMBERS, KENO_DRAWN),
});

export function kenoExactRtp(picks: number): Exact {
  let num = 0n;
  for (let hits = 0; hits <= picks; hits++) num += kenoHitChance(picks, hits).num * kenoMultiplier(picks, hits);
  return reduce({ num, den: choose(KENO_NUMBERS, KENO_DRAWN) * MULT_ONE });
}

export const KENO_TARGET = { min: 0.9863, max: 0.99 };

export const kenoCertifier: Certifier = {
  game: 'keno',
  certify({ onProgress }: CertifyOptions): GameCertification {
    const bets = Array.from({ length: KENO_MAX_PICKS }, (_, i) => {
      onProgress?.(i + 1, KENO_MAX_PICKS);
      return exactRow(`${i + 1} pick${i === 0 ? '' : 's'}`, kenoExactRtp(i + 1));
    });
    return { game: 'keno', sheet: 'docs/games/keno.md', target: KENO_TARGET, bets };
  },
};

// ——— Hi-Lo ———

export interface HiloStrategy {
  name: string;
  /** The move on a card of this rank (0 ace … 12 king); never a guess that is not offered. */
  move(rank: number): HiloMove;
}

const offered = (rank: number, guess: 'higher' | 'lower'): boolean => hiloGuessAllowed(rank * 4, guess);
const winningRanks = (rank: number, guess: 'higher' | 'lower'): number => hiloWinningRanks(rank * 4, guess);

const likelierSide = (rank: number): 'higher' | 'lower' => (winningRanks(rank, 'higher') >= winningRanks(rank, 'lower') ? 'higher' : 'lower');

/**
 * A family of strategies the sheet certifies; every other strategy returns
 * the same 1 − edge before flooring. They skip the long shots (an ace's Lower,
 * a king's Higher): four in a row pay 28,275× once in 371,000 games, which would put
 * their figures out of reach of the tests' simulation.
 */
export const HILO_STRATEGIES: readonly HiloStrategy[] = [
  { name: 'likelier side, skipping aces and kings', move: (rank) => (rank === 0 || rank === 12 ? 'skip' : likelierSide(rank)) },
  { name: 'likelier side on 2-4 and 10-Q only', move: (rank) => (winningRanks(rank, likelierSide(rank)) >= 10 && offered(rank, likelierSide(rank)) ? likelierSide(rank) : 'skip') },
  { name: 'always higher, skipping aces and kings', move: (rank) => (rank === 0 || rank === 12 ? 'skip' : 'higher') },
];

export const HILO_CASH_OUTS = [1, 2, 3, 4] as const;

/**
 * Exact RTP of a strategy that cashes out after `cashOutAfter` right guesses.
 * Every card's rank is uniform on 13 and independent of the others; a skipped
 * card is replaced by a fresh one, so the first card played after skips is
 * uniform on the ranks the strategy plays (a geometric series). The sum runs
 * over the rank sequences, grouped by the current rank and the winning-rank
 * counts so far, which alone set the multiplier. It ignores the 51-move limit
 * of a game: reaching it with at most 4 right guesses takes 47 skips or more.
 */
export function hiloExactRtp(strategy: HiloStrategy, cashOutAfter: number, edgeBp: number): Exact {
  const ranks = Array.from({ length: 13 }, (_, r) => r);
  const played = ranks.filter((r) => strategy.move(r) !== 'skip');
  if (played.length === 0) throw new RangeError(`${strategy.name} never plays`);
  // The multiplier depends only on the winning-rank counts, so paths are grouped by them and the current rank.
  type State = { rank: number; wins: number[]; p: Exact };
  let states = new Map<string, State>();
  const put = (map: Map<string, State>, s: State) => {
    const key = `${s.rank}|${s.wins.join(',')}`;
    const known = map.get(key);
    map.set(key, known ? { ...known, p: add(known.p, s.p) } : s);
  };
  for (const rank of played) put(states, { rank, wins: [], p: { num: 1n, den: BigInt(played.length) } });
  for (let step = 0; step < cashOutAfter; step++) {
    const next = new Map<string, State>();
    for (const s of states.values()) {
      const guess = strategy.move(s.rank) as 'higher' | 'lower';
      const won = [...s.wins, winningRanks(s.rank, guess)].sort((a, b) => a - b);
      for (const rank of ranks) {
        if (!hiloGuessWins(s.rank * 4, rank * 4, guess)) continue;
        if (strategy.move(rank) === 'skip' && step + 1 < cashOutAfter) {
          // Replaced until a played card comes: uniform on `played`, with this card's 1/13.
          for (const r of played) put(next, { rank: r, wins: won, p: reduce({ num: s.p.num, den: s.p.den * 13n * BigInt(played.length) }) });
        } else put(next, { rank, wins: won, p: reduce({ num: s.p.num, den: s.p.den * 13n }) });
      }
    }
    states = next;
  }
  let rtp: Exact = { num: 0n, den: 1n };
  for (const s of states.values()) rtp = add(rtp, { num: s.p.num * hiloMultiplier(s.wins, edgeBp), den: s.p.den * MULT_ONE });
  return rtp;
}

export const hiloCertifier: Certifier = {
  game: 'hilo',
  certify({ onProgress }: CertifyOptions): GameCertification {
    const plays = HILO_STRATEGIES.flatMap((strategy) => HILO_CASH_OUTS.map((cashOutAfter) => ({ strategy, cashOutAfter })));
    const bets = CERTIFIED_EDGES_BP.flatMap((edge, i) => {
      const rtps = new Map(plays.map((p) => [p, hiloExactRtp(p.strategy, p.cashOutAfter, edge)]));
      onProgress?.(i + 1, CERTIFIED_EDGES_BP.length);
      return extremes(plays, (p) => rtps.get(p)!, (p) => `${p.strategy.name}, cash out after ${p.cashOutAfter}`, `Edge ${pctOf(edge)}`, 'strategies');
    });
    return { game: 'hilo', sheet: 'docs/games/hilo.md', target: EDGE_TARGET, bets };
  },
};

// ——— Crash ———

export const CRASH_TARGETS = [101, 150, 200, 1_000, 10_000, 100_000, 100_000_000] as const;

/**
 * How many n of [0, 2^bits) make ⌊99 / (1 − n / 2^bits)⌋ ≥ m (hundredths), in
 * exact arithmetic. For m ≤ 100 every n does (the point is at least 1.00×);
 * otherwise 99 / (1 − X) ≥ m ⇔ X ≥ (m − 99) / m ⇔ n ≥ ⌈2^bits (m − 99) / m⌉.
 */
export function crashCountExact(m: number, bits = 52): bigint {
  const total = 1n << BigInt(bits);
  if (m <= 100) return total;
  const M = BigInt(m);
  return total - (total * (M - 99n) + M - 1n) / M;
}

/** The shipped rule's arithmetic for X = n / 2^52 (crashPoint after its HMAC): doubles, as the browser computes it. */
export const crashPointOfX = (n: number): number => Math.max(100, Math.floor(99 / (1 - n / 2 ** 52)));

/**
 * How many of the 2^52 values of X reach m under the shipped floating-point
 * rule. The rule is monotone in n, so this is 2^52 minus its first n reaching
 * m, found from the exact boundary; one rounded division could move it by a
 * value or two.
 */
export function crashCount(m: number): bigint {
  if (m <= 100) return 1n << 52n;
  let first = Number((1n << 52n) - crashCountExact(m));
  while (first > 0 && crashPointOfX(first - 1) >= m) first--;
  while (crashPointOfX(first) < m) first++;
  return (1n << 52n) - BigInt(first);
}

/** P(point ≥ m) × m: the crash multiplier is the target itself, never floored. */
export const crashExactRtp = (m: number): Exact => reduce({ num: crashCount(m) * crashMultiplier(m), den: (1n << 52n) * MULT_ONE });

/** 99 %, less the 52-bit granularity of X (under m / 2^52 hundredths, 2.3e-10 at 1,000,000×). */
export const CRASH_TARGET = { min: 0.99 - 1e-9, max: 0.99 };

export const crashCertifier: Certifier = {
  game: 'crash',
  certify({ onProgress }: CertifyOptions): GameCertification {
    const bets = CRASH_TARGETS.map((m, i) => {
      onProgress?.(i + 1, CRASH_TARGETS.length);
      return exactRow(`Cash out at ${(m / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}×`, crashExactRtp(m));
    });
    return { game: 'crash', sheet: 'docs/games/crash.md', target: CRASH_TARGET, bets };
  },
};

export const ORIGINAL_CERTIFIERS: readonly Certifier[] = [diceCertifier, plinkoCertifier, minesCertifier, kenoCertifier, hiloCertifier, crashCertifier];

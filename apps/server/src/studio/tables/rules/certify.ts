/**
 * Exact RTP of every bet of the live tables, for `npm run games:certify`.
 *
 * Each game's outcome space is enumerated with the probability of every class of outcome as
 * an exact integer weight, and every spot is settled through the game's own `settle` on a
 * representative outcome of each class, so the figures are those of the code that pays real
 * rounds. RTPs are exact fractions (BigInt) until they are reported as numbers.
 *
 * - Baccarat: every way the cards of one hand can come off a full, fresh 8-deck shoe, in
 *   dealing order and without replacement. The first four cards are enumerated by rank (13
 *   classes of 32 cards: the pairs read ranks), the third cards by value (10 classes), each
 *   path weighted by the number of cards left in its class; the hand stops where the game's
 *   own tableau (`playHand`) stops drawing.
 * - Dragon Tiger: the 52 × 52 ordered card classes off a fresh shoe (8 copies of each card).
 * - Sic Bo and the Color Game: the 216 equally likely throws. Roulette: the 37 pockets.
 *
 * A shoe dealt down to its cut card deals each round from a partly used shoe; averaged over
 * the shoe those rounds have the fresh shoe's odds to within far less than the figures'
 * precision (the tests check the shoe as dealt against these figures by simulation).
 */
import type { BetRtp, Certifier, GameCertification } from '../../certify/types';
import type { RandomSource } from '../../rng';
import { baccarat, handTotal, playHand, resolveHand, type TBaccaratOutcome } from './baccarat';
import { colorGame, COLORS, type TColorGameOutcome } from './color-game';
import { dragonTiger, resolveDragonTiger, type TDragonTigerOutcome } from './dragon-tiger';
import { resolveRoulette, roulette, WHEEL_ORDER, type TRouletteOutcome } from './roulette';
import { cardRank, DECKS, type TShoeRound } from './shoe';
import { DIE_FACES, resolveSicBo, sicBo, type TSicBoOutcome } from './sic-bo';
import type { TTableGame, TTableRules } from './types';

/** A class of outcomes: `weight` ways out of the enumeration's total, all settling like `outcome`. */
export interface TOutcomeClass<TOutcome> {
  weight: bigint;
  outcome: TOutcome;
}

export interface TOutcomeSpace<TOutcome> {
  total: bigint;
  classes: TOutcomeClass<TOutcome>[];
}

/** One certified bet: the spots it covers (one row of the sheet) and its RTP as a fraction in lowest terms. */
export interface TExactRtp {
  bet: string;
  spots: string[];
  num: bigint;
  den: bigint;
  rtp: number;
}

const gcd = (a: bigint, b: bigint): bigint => {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
};

/** A fraction as a number, correctly rounded enough for any RTP (both parts may exceed 2^53). */
export const fractionToNumber = (num: bigint, den: bigint): number => {
  const scale = 10n ** 18n;
  return Number((num * scale) / den) / 1e18;
};

const SHEET_ROUND: TShoeRound = { shoe: 0, round: 0, lastRound: false, cardsLeft: 0 };
/** A stake every pay divides exactly (Banker's 0.95, Dragon Tiger's half), so settling it gives the nominal pay. */
const UNIT = 100n;

/**
 * Every spot's exact RTP over an outcome space, grouped into the sheet's rows: one row per
 * bet kind when all its spots return the same, otherwise one row per set of equal spots.
 */
export function exactRtp<TOutcome, TSpot extends string, TState>(rules: TTableRules<TOutcome, TSpot, TState>, space: TOutcomeSpace<TOutcome>): TExactRtp[] {
  const returned = new Map<TSpot, bigint>(rules.spots.map((s) => [s.spot, 0n]));
  const bets = rules.spots.map((s) => ({ spot: s.spot, amount: UNIT }));
  for (const { weight, outcome } of space.classes) {
    for (const settled of rules.settle(outcome, bets)) returned.set(settled.spot, returned.get(settled.spot)! + weight * settled.payout);
  }
  const den = space.total * UNIT;
  const rows: TExactRtp[] = [];
  const kinds = [...new Set(rules.spots.map((s) => s.kind))];
  for (const kind of kinds) {
    const spots = rules.spots.filter((s) => s.kind === kind);
    const byValue = new Map<bigint, typeof spots>();
    for (const s of spots) {
      const num = returned.get(s.spot)!;
      byValue.set(num, [...(byValue.get(num) ?? []), s]);
    }
    for (const [num, same] of byValue) {
      const g = gcd(num, den);
      rows.push({
        bet: byValue.size === 1 ? kind : same.map((s) => s.label).join(' / '),
        spots: same.map((s) => s.spot),
        num: num / g,
        den: den / g,
        rtp: fractionToNumber(num, den),
      });
    }
  }
  return rows;
}

// ---- Baccarat -------------------------------------------------------------------------------

const WINNERS = ['player', 'banker', 'tie'] as const;

/**
 * Every hand off a fresh shoe, in 12 classes (winner × Player Pair × Banker Pair). Weights are
 * counted over all ordered draws of six cards, D = N(N−1)…(N−5) (a hand of four or five cards
 * stands for all the ways its unused cards can follow). D is 4,998,398,275,503,360 for 8
 * decks, below 2^53, so the running sums are exact in ordinary numbers; the result is checked
 * against D in BigInt before it is used.
 */
export function baccaratOutcomeSpace(decks = DECKS): TOutcomeSpace<TBaccaratOutcome> & { winners: Record<(typeof WINNERS)[number], bigint> } {
  const n = 52 * decks;
  const rankCounts = new Array<number>(13).fill(4 * decks);
  const valueRanks = Array.from({ length: 10 }, (_, v) => (v === 0 ? [9, 10, 11, 12] : [v - 1]));
  const tail = [1, 1, 1, 1, 1, 1, 1].map((_, depth) => {
    let f = 1;
    for (let i = depth; i < 6; i++) f *= n - i;
    return f; // ways the 6 − depth unused cards can follow
  });
  const sums = new Array<number>(12).fill(0);
  const representatives = new Array<TBaccaratOutcome | undefined>(12);
  const cards: number[] = [];

  const explore = (weight: number): void => {
    const depth = cards.length;
    if (depth >= 4) {
      let short = false;
      let at = 0;
      const hand = playHand(() => {
        if (at < depth) return cards[at++]!;
        short = true;
        return 0;
      });
      if (!short) {
        const pt = handTotal(hand.player);
        const bt = handTotal(hand.banker);
        const winner = pt > bt ? 0 : bt > pt ? 1 : 2;
        const cls = winner * 4 + (cardRank(hand.player[0]!) === cardRank(hand.player[1]!) ? 2 : 0) + (cardRank(hand.banker[0]!) === cardRank(hand.banker[1]!) ? 1 : 0);
        sums[cls]! += weight * tail[depth]!;
        representatives[cls] ??= resolveHand(hand.player, hand.banker, SHEET_ROUND);
        return;
      }
      if (depth === 6) throw new Error('a baccarat hand never draws a seventh card');
    }
    if (depth < 4) {
      for (let rank = 0; rank < 13; rank++) {
        const count = rankCounts[rank]!;
        if (count === 0) continue;
        rankCounts[rank] = count - 1;
        cards.push(rank * 4);
        explore(weight * count);
        cards.pop();
        rankCounts[rank] = count;
      }
      return;
    }
    for (const ranks of valueRanks) {
      let count = 0;
      for (const r of ranks) count += rankCounts[r]!;
      const rank = ranks.find((r) => rankCounts[r]! > 0);
      if (rank === undefined) continue;
      rankCounts[rank]!--;
      cards.push(rank * 4);
      explore(weight * count);
      cards.pop();
      rankCounts[rank]!++;
    }
  };
  explore(1);

  let total = 1n;
  for (let i = 0; i < 6; i++) total *= BigInt(n - i);
  const weights = sums.map((s) => BigInt(s));
  if (weights.reduce((a, b) => a + b, 0n) !== total || sums.some((s) => !Number.isSafeInteger(s))) throw new Error('baccarat enumeration lost exactness');
  const classes: TOutcomeClass<TBaccaratOutcome>[] = [];
  weights.forEach((weight, cls) => {
    const outcome = representatives[cls];
    if (outcome) classes.push({ weight, outcome });
  });
  const winners = { player: 0n, banker: 0n, tie: 0n };
  weights.forEach((w, cls) => (winners[WINNERS[Math.floor(cls / 4)]!] += w));
  return { total, classes, winners };
}

// ---- Dragon Tiger, dice, wheel -----------------------------------------------------------------

export function dragonTigerOutcomeSpace(decks = DECKS): TOutcomeSpace<TDragonTigerOutcome> {
  const classes: TOutcomeClass<TDragonTigerOutcome>[] = [];
  for (let dragon = 0; dragon < 52; dragon++) {
    for (let tiger = 0; tiger < 52; tiger++) {
      classes.push({ weight: BigInt(decks * (tiger === dragon ? decks - 1 : decks)), outcome: resolveDragonTiger(dragon, tiger, SHEET_ROUND) });
    }
  }
  return { total: BigInt(52 * decks * (52 * decks - 1)), classes };
}

function threeDice<T, TOutcome>(faces: readonly T[], resolve: (dice: [T, T, T]) => TOutcome): TOutcomeSpace<TOutcome> {
  const classes: TOutcomeClass<TOutcome>[] = [];
  for (const a of faces) for (const b of faces) for (const c of faces) classes.push({ weight: 1n, outcome: resolve([a, b, c]) });
  return { total: BigInt(faces.length ** 3), classes };
}

export const sicBoOutcomeSpace = (): TOutcomeSpace<TSicBoOutcome> => threeDice(DIE_FACES, resolveSicBo);
export const colorGameOutcomeSpace = (): TOutcomeSpace<TColorGameOutcome> => threeDice(COLORS, (dice) => ({ dice }));
export const rouletteOutcomeSpace = (): TOutcomeSpace<TRouletteOutcome> => ({
  total: BigInt(WHEEL_ORDER.length),
  classes: WHEEL_ORDER.map((_, pocket) => ({ weight: 1n, outcome: resolveRoulette(pocket) })),
});

// ---- Certifiers --------------------------------------------------------------------------------

/** The range each sheet states: every bet of the game must lie inside it. */
export const TABLE_TARGETS: Readonly<Record<TTableGame, { min: number; max: number }>> = {
  baccarat: { min: 0.85, max: 0.99 },
  'dragon-tiger': { min: 0.67, max: 0.97 },
  'sic-bo': { min: 0.8, max: 0.975 },
  roulette: { min: 0.97, max: 0.975 },
  'color-game': { min: 0.92, max: 0.925 },
};

export function tableRtp(game: TTableGame): TExactRtp[] {
  switch (game) {
    case 'baccarat':
      return exactRtp(baccarat, baccaratOutcomeSpace());
    case 'dragon-tiger':
      return exactRtp(dragonTiger, dragonTigerOutcomeSpace());
    case 'sic-bo':
      return exactRtp(sicBo, sicBoOutcomeSpace());
    case 'roulette':
      return exactRtp(roulette, rouletteOutcomeSpace());
    case 'color-game':
      return exactRtp(colorGame, colorGameOutcomeSpace());
  }
}

function certifier(game: TTableGame): Certifier {
  return {
    game,
    certify({ onProgress }): GameCertification {
      onProgress?.(0, 1);
      const bets: BetRtp[] = tableRtp(game).map((row) => ({ bet: row.bet, rtp: row.rtp, method: 'exact' }));
      onProgress?.(1, 1);
      return { game, sheet: `docs/games/${game}.md`, target: TABLE_TARGETS[game], bets };
    },
  };
}

export const TABLE_CERTIFIERS: readonly Certifier[] = (['baccarat', 'dragon-tiger', 'sic-bo', 'roulette', 'color-game'] as const).map(certifier);

// ---- Simulation (the tests' independent check) ------------------------------------------------------

export interface TSimulatedRtp {
  rounds: number;
  /** Return per unit staked on the group's spots together. */
  rtp: number;
  /** Standard error of `rtp`. */
  standardError: number;
}

/**
 * Plays `rounds` rounds through `deal` and `settle`, one unit on every spot of each group each
 * round, carrying the state (the shoe) from round to round as a table does.
 */
export function simulateRtp<TOutcome, TSpot extends string, TState>(
  rules: TTableRules<TOutcome, TSpot, TState>,
  rng: RandomSource,
  rounds: number,
  groups: readonly (readonly TSpot[])[],
): TSimulatedRtp[] {
  const spots = [...new Set(groups.flat())];
  const bets = spots.map((spot) => ({ spot, amount: UNIT }));
  const index = new Map(spots.map((s, i) => [s, i]));
  const sum = new Float64Array(groups.length);
  const sumSq = new Float64Array(groups.length);
  const payouts = new Float64Array(spots.length);
  let state: TState | null = null;
  for (let r = 0; r < rounds; r++) {
    const dealt: { outcome: TOutcome; state: TState } = rules.deal(rng, state);
    state = dealt.state;
    for (const settled of rules.settle(dealt.outcome, bets)) payouts[index.get(settled.spot)!] = Number(settled.payout) / Number(UNIT);
    groups.forEach((group, g) => {
      let x = 0;
      for (const spot of group) x += payouts[index.get(spot)!]!;
      x /= group.length;
      sum[g]! += x;
      sumSq[g]! += x * x;
    });
  }
  return groups.map((_, g) => {
    const mean = sum[g]! / rounds;
    const variance = Math.max(0, sumSq[g]! / rounds - mean * mean);
    return { rounds, rtp: mean, standardError: Math.sqrt(variance / rounds) };
  });
}

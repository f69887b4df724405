/**
 * European roulette: one zero, 37 pockets, every pocket equally likely. An inside bet
 * covering n numbers pays (36 / n − 1):1, so every bet returns 36/37; the even-money bets
 * lose on zero (no la partage, no en prison).
 *
 * Spots are strings naming what they cover, the numbers ascending and joined by "-":
 * `straight:17`, `split:17-20`, `street:16-17-18`, `corner:16-17-19-20`,
 * `line:16-17-18-19-20-21`, the zero bets `split:0-2`, `street:0-1-2` (trio) and
 * `corner:0-1-2-3` (first four), then `column:1`, `dozen:2`, `red`, `black`, `odd`,
 * `even`, `low`, `high`. Only the spots the layout actually has exist: a split of two
 * numbers that do not touch on the layout is an unknown spot, like any other string.
 */
import type { RandomSource } from '../../rng';
import { checkTableBets, offsetValidBet, settleEach } from './bets';
import type { TBet, TBetLimits, TSpotInfo, TTableRules } from './types';

/** The pockets clockwise from zero, as on the wheel. */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];
export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
const red = new Set(RED_NUMBERS);

export type TRouletteColour = 'red' | 'black' | 'green';
export const rouletteColour = (n: number): TRouletteColour => (n === 0 ? 'green' : red.has(n) ? 'red' : 'black');

export type TRouletteSpot =
  | `straight:${number}`
  | `split:${number}-${number}`
  | `street:${number}-${number}-${number}`
  | `corner:${number}-${number}-${number}-${number}`
  | `line:${number}-${number}-${number}-${number}-${number}-${number}`
  | `column:${1 | 2 | 3}`
  | `dozen:${1 | 2 | 3}`
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

export interface TRouletteOutcome {
  number: number;
  /** Index of the pocket in `WHEEL_ORDER` (where the ball came to rest, for the animation). */
  pocket: number;
  colour: TRouletteColour;
}

interface TRouletteSpotRule {
  info: TSpotInfo<TRouletteSpot>;
  numbers: ReadonlySet<number>;
  /** N of "N:1". */
  pays: number;
}

const rules: TRouletteSpotRule[] = [];
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Inside bets: the spot string is the kind and the numbers covered, so the name is built from them. */
function inside(kind: string, kindLabel: string, numbers: number[]): void {
  const sorted = [...numbers].sort((a, b) => a - b);
  const spot = `${kind}:${sorted.join('-')}` as TRouletteSpot;
  rules.push({
    info: { spot, kind: kindLabel, label: `${kindLabel} ${sorted.join('/')}`, pays: `${36 / sorted.length - 1}:1`, nameKey: `tables.roulette.spot.${kindLabel.toLowerCase().replace(/ /g, '-')}`, nameParams: { numbers: sorted.join('/') } },
    numbers: new Set(sorted),
    pays: 36 / sorted.length - 1,
  });
}
function outside(spot: TRouletteSpot, kind: string, label: string, numbers: number[], nameParams?: Record<string, number>): void {
  rules.push({
    info: { spot, kind, label, pays: `${36 / numbers.length - 1}:1`, nameKey: `tables.roulette.spot.${spot.split(':')[0]}`, ...(nameParams ? { nameParams } : {}) },
    numbers: new Set(numbers),
    pays: 36 / numbers.length - 1,
  });
}

// The layout: 12 rows (streets) of three, number n in column (n − 1) % 3 + 1; zero above the first row.
for (const n of range(0, 36)) inside('straight', 'Straight up', [n]);
for (const n of [1, 2, 3]) inside('split', 'Split', [0, n]);
for (const n of range(1, 36)) {
  if (n % 3 !== 0) inside('split', 'Split', [n, n + 1]);
  if (n <= 33) inside('split', 'Split', [n, n + 3]);
}
inside('street', 'Trio', [0, 1, 2]);
inside('street', 'Trio', [0, 2, 3]);
for (let first = 1; first <= 34; first += 3) inside('street', 'Street', [first, first + 1, first + 2]);
inside('corner', 'First four', [0, 1, 2, 3]);
for (const n of range(1, 32)) if (n % 3 !== 0) inside('corner', 'Corner', [n, n + 1, n + 3, n + 4]);
for (let first = 1; first <= 31; first += 3) inside('line', 'Six line', range(first, first + 5));
for (const c of [1, 2, 3] as const) outside(`column:${c}`, 'Column', `Column ${c}`, range(1, 36).filter((n) => (n - 1) % 3 === c - 1), { column: c });
for (const d of [1, 2, 3] as const) outside(`dozen:${d}`, 'Dozen', `Dozen ${d} (${12 * d - 11}–${12 * d})`, range(12 * d - 11, 12 * d), { dozen: d });
outside('red', 'Red', 'Red', [...RED_NUMBERS]);
outside('black', 'Black', 'Black', range(1, 36).filter((n) => !red.has(n)));
outside('odd', 'Odd', 'Odd', range(1, 36).filter((n) => n % 2 === 1));
outside('even', 'Even', 'Even', range(1, 36).filter((n) => n % 2 === 0));
outside('low', 'Low (1–18)', 'Low (1–18)', range(1, 18));
outside('high', 'High (19–36)', 'High (19–36)', range(19, 36));

const byKey = new Map<string, TRouletteSpotRule>(rules.map((r) => [r.info.spot, r]));
const isSpot = (spot: string): spot is TRouletteSpot => byKey.has(spot);
const opposites = [
  ['red', 'black'],
  ['odd', 'even'],
  ['low', 'high'],
] as const satisfies readonly (readonly [TRouletteSpot, TRouletteSpot])[];

/** The numbers a spot covers (for the layout's highlight). */
export const spotNumbers = (spot: TRouletteSpot): number[] => [...(byKey.get(spot)?.numbers ?? [])].sort((a, b) => a - b);

export function resolveRoulette(pocket: number): TRouletteOutcome {
  const number = WHEEL_ORDER[pocket];
  if (number === undefined || !Number.isInteger(pocket)) throw new RangeError(`no pocket ${pocket}`);
  return { number, pocket, colour: rouletteColour(number) };
}

export function roulettePayout(outcome: TRouletteOutcome, spot: TRouletteSpot, amount: bigint): bigint {
  const rule = byKey.get(spot)!;
  return rule.numbers.has(outcome.number) ? amount * BigInt(rule.pays + 1) : 0n;
}

export const roulette: TTableRules<TRouletteOutcome, TRouletteSpot> = {
  game: 'roulette',
  spots: rules.map((r) => r.info),
  opposites,
  isSpot,
  deal: (rng: RandomSource) => ({ outcome: resolveRoulette(rng.int(WHEEL_ORDER.length)), state: null }),
  settle: (outcome, bets) => settleEach({ isSpot, opposites }, bets, (spot, amount) => roulettePayout(outcome, spot, amount)),
  // Red–Black, Odd–Even and Low–High offset each other (zero makes both sides lose; the
  // difference is still all that counts). Inside bets and columns or dozens count in full.
  validBet: (bets: readonly TBet<TRouletteSpot>[]) => offsetValidBet(bets, opposites),
  checkBets: (bets: readonly TBet<string>[], limits: TBetLimits<TRouletteSpot>) => checkTableBets({ isSpot, opposites }, bets, limits),
};

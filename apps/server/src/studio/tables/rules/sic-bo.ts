/**
 * Sic Bo: three dice, the common Macau paytable. Small, Big, Odd and Even lose on any
 * triple (that is the house's edge on them); every other bet reads the dice as they are.
 */
import type { RandomSource } from '../../rng';
import { checkTableBets, offsetValidBet, settleEach } from './bets';
import type { TBet, TBetLimits, TSpotInfo, TTableRules } from './types';

export type TDie = 1 | 2 | 3 | 4 | 5 | 6;
export const DIE_FACES: readonly TDie[] = [1, 2, 3, 4, 5, 6];
export type TSicBoTotal = 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17;

export type TSicBoSpot =
  | 'small'
  | 'big'
  | 'odd'
  | 'even'
  | `total-${TSicBoTotal}`
  | 'any-triple'
  | `triple-${TDie}`
  | `double-${TDie}`
  /** Two different faces, the smaller first (combo-1-2 … combo-5-6). */
  | `combo-${TDie}-${TDie}`
  | `single-${TDie}`;

export interface TSicBoOutcome {
  dice: [TDie, TDie, TDie];
  total: number;
  triple: boolean;
}

/** "Pays N:1" of each total; 4 and 17 are the rarest (1 way in 216 … 3 ways). */
export const TOTAL_PAYS: Readonly<Record<TSicBoTotal, number>> = { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6, 11: 6, 12: 6, 13: 8, 14: 12, 15: 17, 16: 30, 17: 60 };
const ANY_TRIPLE_PAYS = 30;
const TRIPLE_PAYS = 180;
const DOUBLE_PAYS = 10;
const COMBO_PAYS = 6;

export function resolveSicBo(dice: readonly [TDie, TDie, TDie]): TSicBoOutcome {
  const [a, b, c] = dice;
  return { dice: [a, b, c], total: a + b + c, triple: a === b && b === c };
}

interface TSpotRule {
  info: TSpotInfo<TSicBoSpot>;
  /** Pays N:1 for the outcome, or null when the bet loses. */
  pays(o: TSicBoOutcome): number | null;
}

const count = (o: TSicBoOutcome, face: number): number => o.dice.filter((d) => d === face).length;
const rules: TSpotRule[] = [];
const add = (spot: TSicBoSpot, kind: string, label: string, pays: string, rule: TSpotRule['pays'], nameParams?: TSpotInfo<TSicBoSpot>['nameParams']) => {
  const nameKey = `tables.sic-bo.spot.${spot.replace(/-[0-9].*$/, '')}`;
  rules.push({ info: { spot, kind, label, pays, nameKey, ...(nameParams ? { nameParams } : {}) }, pays: rule });
};
add('small', 'Small', 'Small (4–10)', '1:1', (o) => (!o.triple && o.total <= 10 ? 1 : null));
add('big', 'Big', 'Big (11–17)', '1:1', (o) => (!o.triple && o.total >= 11 ? 1 : null));
add('odd', 'Odd', 'Odd', '1:1', (o) => (!o.triple && o.total % 2 === 1 ? 1 : null));
add('even', 'Even', 'Even', '1:1', (o) => (!o.triple && o.total % 2 === 0 ? 1 : null));
for (const [total, pays] of Object.entries(TOTAL_PAYS)) {
  const t = Number(total);
  add(`total-${t as TSicBoTotal}`, 'Total', `Total ${t}`, `${pays}:1`, (o) => (o.total === t ? pays : null), { total: t });
}
add('any-triple', 'Any triple', 'Any triple', `${ANY_TRIPLE_PAYS}:1`, (o) => (o.triple ? ANY_TRIPLE_PAYS : null));
for (const face of DIE_FACES) add(`triple-${face}`, 'Specific triple', `Triple ${face}`, `${TRIPLE_PAYS}:1`, (o) => (count(o, face) === 3 ? TRIPLE_PAYS : null), { face });
for (const face of DIE_FACES) add(`double-${face}`, 'Specific double', `Double ${face}`, `${DOUBLE_PAYS}:1`, (o) => (count(o, face) >= 2 ? DOUBLE_PAYS : null), { face });
for (const a of DIE_FACES) {
  for (const b of DIE_FACES) {
    if (b > a) add(`combo-${a}-${b}`, 'Two-dice combination', `Combination ${a}-${b}`, `${COMBO_PAYS}:1`, (o) => (count(o, a) >= 1 && count(o, b) >= 1 ? COMBO_PAYS : null), { a, b });
  }
}
// One die showing the number pays 1:1, two 2:1, three 3:1.
for (const face of DIE_FACES) add(`single-${face}`, 'Single number', `Single ${face}`, '1:1 / 2:1 / 3:1', (o) => count(o, face) || null, { face });

const byKey = new Map<string, TSpotRule>(rules.map((r) => [r.info.spot, r]));
const isSpot = (spot: string): spot is TSicBoSpot => byKey.has(spot);
const opposites = [
  ['small', 'big'],
  ['odd', 'even'],
] as const satisfies readonly (readonly [TSicBoSpot, TSicBoSpot])[];

export function sicBoPayout(outcome: TSicBoOutcome, spot: TSicBoSpot, amount: bigint): bigint {
  const pays = byKey.get(spot)!.pays(outcome);
  return pays === null ? 0n : amount * BigInt(pays + 1);
}

const rollDie = (rng: RandomSource): TDie => (rng.int(6) + 1) as TDie;

export const sicBo: TTableRules<TSicBoOutcome, TSicBoSpot> = {
  game: 'sic-bo',
  spots: rules.map((r) => r.info),
  opposites,
  isSpot,
  deal: (rng: RandomSource) => ({ outcome: resolveSicBo([rollDie(rng), rollDie(rng), rollDie(rng)]), state: null }),
  settle: (outcome, bets) => settleEach({ isSpot, opposites }, bets, (spot, amount) => sicBoPayout(outcome, spot, amount)),
  // Small–Big and Odd–Even offset each other (on a triple both sides lose, and the
  // difference still counts: the hedge is what does not count, not the loss).
  validBet: (bets: readonly TBet<TSicBoSpot>[]) => offsetValidBet(bets, opposites),
  checkBets: (bets: readonly TBet<string>[], limits: TBetLimits<TSicBoSpot>) => checkTableBets({ isSpot, opposites }, bets, limits),
};

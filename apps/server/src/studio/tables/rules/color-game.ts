/**
 * The Color Game of Philippine fairs (perya): three dice whose six faces are colours. A
 * bet on a colour wins 1:1 for each die showing it (one die 1:1, two 2:1, three 3:1) and
 * loses when no die shows it.
 */
import type { RandomSource } from '../../rng';
import { checkTableBets, offsetValidBet, settleEach } from './bets';
import type { TBet, TBetLimits, TSpotInfo, TTableRules } from './types';

export const COLORS = ['yellow', 'white', 'pink', 'blue', 'red', 'green'] as const;
export type TColor = (typeof COLORS)[number];
export type TColorGameSpot = TColor;

export interface TColorGameOutcome {
  dice: [TColor, TColor, TColor];
}

const isSpot = (spot: string): spot is TColorGameSpot => (COLORS as readonly string[]).includes(spot);
/** Six colours, none the opposite of another: betting all six is no hedge (it returns 4 to 6 of the 6 staked). */
const opposites: readonly (readonly [TColorGameSpot, TColorGameSpot])[] = [];

export function colorGamePayout(outcome: TColorGameOutcome, spot: TColorGameSpot, amount: bigint): bigint {
  const shown = outcome.dice.filter((c) => c === spot).length;
  return shown === 0 ? 0n : amount * BigInt(shown + 1);
}

const rollDie = (rng: RandomSource): TColor => COLORS[rng.int(COLORS.length)]!;

export const colorGame: TTableRules<TColorGameOutcome, TColorGameSpot> = {
  game: 'color-game',
  spots: COLORS.map(
    (spot): TSpotInfo<TColorGameSpot> => ({ spot, kind: 'Colour', label: spot[0]!.toUpperCase() + spot.slice(1), pays: '1:1 / 2:1 / 3:1', nameKey: `tables.color-game.spot.${spot}` }),
  ),
  opposites,
  isSpot,
  deal: (rng: RandomSource) => ({ outcome: { dice: [rollDie(rng), rollDie(rng), rollDie(rng)] }, state: null }),
  settle: (outcome, bets) => settleEach({ isSpot, opposites }, bets, (spot, amount) => colorGamePayout(outcome, spot, amount)),
  validBet: (bets: readonly TBet<TColorGameSpot>[]) => offsetValidBet(bets, opposites),
  checkBets: (bets: readonly TBet<string>[], limits: TBetLimits<TColorGameSpot>) => checkTableBets({ isSpot, opposites }, bets, limits),
};

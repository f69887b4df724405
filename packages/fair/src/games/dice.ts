/**
 * Dice: one float makes a roll from 0.00 to 100.00 (10,001 equally likely
 * values, kept in hundredths). The player picks a target and rolls over or
 * under it; the win chance is the share of the 10,001 values that win, and
 * the multiplier is (1 − edge) ÷ chance, floored to the ten-thousandth.
 */
import { fairFloats, type FairInput } from '../floats';
import { checkEdge, formatPercent, MULT_ONE } from '../payout';

export const DICE_VALUES = 10_001;
/** Win chance limits, in winning values of 10,001: about 1 % to 98 %. */
export const DICE_MIN_WINNING = 100;
export const DICE_MAX_WINNING = 9_800;

export type DiceDirection = 'over' | 'under';

export interface DiceBet {
  /** 0..10000 (hundredths). */
  target: number;
  direction: DiceDirection;
}

export const diceRoll = (input: FairInput): number => Math.floor(fairFloats(input, 1)[0]! * DICE_VALUES);

/** How many of the 10,001 rolls win: over wins above the target, under below it. */
export function diceWinning(bet: DiceBet): number {
  if (!Number.isInteger(bet.target) || bet.target < 0 || bet.target > 10_000) throw new RangeError(`target must be 0..10000, got ${bet.target}`);
  const winning = bet.direction === 'over' ? 10_000 - bet.target : bet.target;
  if (winning < DICE_MIN_WINNING || winning > DICE_MAX_WINNING) {
    throw new RangeError(`the win chance must be ${DICE_MIN_WINNING}..${DICE_MAX_WINNING} of ${DICE_VALUES} values, got ${winning}`);
  }
  return winning;
}

export function diceMultiplier(bet: DiceBet, edgeBp: number): bigint {
  const winning = BigInt(diceWinning(bet));
  return ((MULT_ONE - checkEdge(edgeBp)) * BigInt(DICE_VALUES)) / winning;
}

/** The win chance as the game and the verifier show it: percent, two decimals, floored ("49.49"). */
export const diceChanceText = (bet: DiceBet): string => formatPercent(diceWinning(bet), DICE_VALUES);

export const diceWins = (bet: DiceBet, roll: number): boolean => (bet.direction === 'over' ? roll > bet.target : roll < bet.target);

export function playDice(input: FairInput, bet: DiceBet, edgeBp: number): { roll: number; win: boolean; multiplier: bigint } {
  const multiplier = diceMultiplier(bet, edgeBp);
  const roll = diceRoll(input);
  const win = diceWins(bet, roll);
  return { roll, win, multiplier: win ? multiplier : 0n };
}

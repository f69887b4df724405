/**
 * Mines: a 5×5 board, tiles 0–24 row by row. The mines are drawn at the
 * start of the game, one float each from the tiles still left (a Fisher–Yates
 * draw). After k safe tiles the cash-out pays (1 − edge) × C(25, k) ÷ C(25 − m, k),
 * the inverse of the chance of k safe tiles in a row, floored to the ten-thousandth:
 * every stopping point returns 1 − edge.
 */
import { drawDistinct, type FairInput } from '../floats';
import { checkEdge, choose } from '../payout';

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

export function checkMines(mines: number): number {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) throw new RangeError(`mines must be ${MINES_MIN}..${MINES_MAX}, got ${mines}`);
  return mines;
}

export const minesPositions = (input: FairInput, mines: number): number[] => drawDistinct(input, checkMines(mines), MINES_TILES);

/** The cash-out multiplier after `safe` safe tiles (0 safe: nothing to cash out). */
export function minesMultiplier(mines: number, safe: number, edgeBp: number): bigint {
  checkMines(mines);
  if (!Number.isInteger(safe) || safe < 0 || safe > MINES_TILES - mines) throw new RangeError(`safe tiles must be 0..${MINES_TILES - mines}, got ${safe}`);
  if (safe === 0) return 0n;
  return ((10_000n - checkEdge(edgeBp)) * choose(MINES_TILES, safe)) / choose(MINES_TILES - mines, safe);
}

/**
 * Keno: the player picks 1 to 10 numbers of 1–40; 10 numbers are drawn
 * (the same Fisher–Yates draw as the mines); the pay depends on how many
 * picks were drawn, by the table of the pick count (in hundredths of the stake).
 */
import { drawDistinct, type FairInput } from '../floats';

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;

/** KENO_PAYS[picks][hits], hundredths of the stake. */
export const KENO_PAYS: Readonly<Record<number, readonly number[]>> = {
  1: [0, 396],
  2: [0, 160, 643],
  3: [0, 0, 564, 1800],
  4: [0, 0, 273, 871, 2700],
  5: [0, 0, 157, 493, 1500, 5000],
  6: [0, 0, 0, 440, 1400, 4600, 14000],
  7: [0, 0, 0, 253, 803, 2500, 8200, 26000],
  8: [0, 0, 0, 0, 755, 2400, 7900, 24000, 79000],
  9: [0, 0, 0, 0, 432, 1300, 5100, 14000, 62000, 140000],
  10: [0, 0, 0, 0, 266, 848, 2700, 8600, 27000, 130000, 280000],
};

export function checkKenoPicks(picks: readonly number[]): number[] {
  if (picks.length < 1 || picks.length > KENO_MAX_PICKS) throw new RangeError(`pick 1..${KENO_MAX_PICKS} numbers, got ${picks.length}`);
  for (const n of picks) if (!Number.isInteger(n) || n < 1 || n > KENO_NUMBERS) throw new RangeError(`numbers must be 1..${KENO_NUMBERS}, got ${n}`);
  if (new Set(picks).size !== picks.length) throw new RangeError('the picked numbers must differ');
  return [...picks].sort((a, b) => a - b);
}

export const kenoDraw = (input: FairInput): number[] => drawDistinct(input, KENO_DRAWN, KENO_NUMBERS).map((i) => i + 1);

export const kenoMultiplier = (picks: number, hits: number): bigint => BigInt(KENO_PAYS[picks]![hits]!) * 100n;

export function playKeno(input: FairInput, picks: readonly number[]): { drawn: number[]; hits: number[]; multiplier: bigint } {
  const chosen = checkKenoPicks(picks);
  const drawn = kenoDraw(input);
  const hits = chosen.filter((n) => drawn.includes(n));
  return { drawn, hits, multiplier: kenoMultiplier(chosen.length, hits.length) };
}

/**
 * Plinko: one float per row, f < 0.5 left, otherwise right; the ball lands
 * in the bucket numbered by its rights (0..rows). The pay of each bucket is
 * fixed by the table of its rows and risk (symmetric; in tenths of the stake).
 */
import { fairFloats, type FairInput } from '../floats';

export const PLINKO_ROWS = [8, 12, 16] as const;
export type PlinkoRows = (typeof PLINKO_ROWS)[number];
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

/** Pays in tenths of the stake, bucket 0..rows. */
export const PLINKO_TABLES: Record<PlinkoRows, Record<PlinkoRisk, readonly number[]>> = {
  8: {
    low: [41, 22, 14, 8, 6, 8, 14, 22, 41],
    medium: [66, 32, 16, 7, 3, 7, 16, 32, 66],
    high: [110, 41, 15, 6, 2, 6, 15, 41, 110],
  },
  12: {
    low: [62, 39, 29, 17, 11, 8, 5, 8, 11, 17, 29, 39, 62],
    medium: [170, 88, 43, 21, 11, 6, 3, 6, 11, 21, 43, 88, 170],
    high: [500, 160, 61, 24, 9, 4, 2, 4, 9, 24, 61, 160, 500],
  },
  16: {
    low: [100, 77, 49, 34, 21, 14, 10, 7, 6, 7, 10, 14, 21, 34, 49, 77, 100],
    medium: [590, 250, 120, 61, 31, 17, 8, 5, 3, 5, 8, 17, 31, 61, 120, 250, 590],
    high: [1800, 710, 260, 96, 36, 15, 6, 3, 2, 3, 6, 15, 36, 96, 260, 710, 1800],
  },
};

export function checkPlinko(rows: number, risk: string): { rows: PlinkoRows; risk: PlinkoRisk } {
  if (!(PLINKO_ROWS as readonly number[]).includes(rows)) throw new RangeError(`rows must be one of ${PLINKO_ROWS.join(', ')}, got ${rows}`);
  if (!(PLINKO_RISKS as readonly string[]).includes(risk)) throw new RangeError(`risk must be one of ${PLINKO_RISKS.join(', ')}, got ${risk}`);
  return { rows: rows as PlinkoRows, risk: risk as PlinkoRisk };
}

export function plinkoPath(input: FairInput, rows: number): { path: (0 | 1)[]; bucket: number } {
  if (!Number.isInteger(rows) || rows < 8 || rows > 16) throw new RangeError(`rows must be 8..16, got ${rows}`);
  const path = fairFloats(input, rows).map((f) => (f < 0.5 ? 0 : 1) as 0 | 1);
  return { path, bucket: path.reduce<number>((n, d) => n + d, 0) };
}

/** The bucket's pay in ten-thousandths of the stake. */
export const plinkoMultiplier = (rows: PlinkoRows, risk: PlinkoRisk, bucket: number): bigint => BigInt(PLINKO_TABLES[rows][risk][bucket]!) * 1000n;

export function playPlinko(input: FairInput, rows: number, risk: string): { path: (0 | 1)[]; bucket: number; multiplier: bigint } {
  const table = checkPlinko(rows, risk);
  const { path, bucket } = plinkoPath(input, table.rows);
  return { path, bucket, multiplier: plinkoMultiplier(table.rows, table.risk, bucket) };
}

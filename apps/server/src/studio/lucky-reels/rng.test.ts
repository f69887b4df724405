import { describe, expect, it } from 'vitest';
import { CRYPTO_MAX_RANGE, SEEDED_MAX_RANGE, createSeededRng, cryptoRng, uniformFromUint32 } from '../rng';

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: number[], draws: number): number {
  const expected = draws / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

function histogram(draw: () => number, n: number, draws: number): number[] {
  const counts = new Array<number>(n).fill(0);
  for (let i = 0; i < draws; i++) counts[draw()]!++;
  return counts;
}

describe('seeded generator (simulator and tests only)', () => {
  it('replays the same stream for the same seed and a different one for another seed', () => {
    const a = createSeededRng('seed-1');
    const b = createSeededRng('seed-1');
    const c = createSeededRng('seed-2');
    const streamA = Array.from({ length: 20 }, () => a.nextUint32());
    expect(Array.from({ length: 20 }, () => b.nextUint32())).toEqual(streamA);
    expect(Array.from({ length: 20 }, () => c.nextUint32())).not.toEqual(streamA);
    expect(streamA.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32)).toBe(true);
  });

  it('gives uniform ranges: chi-square under the 0.1% critical value for the strip lengths and an odd range', () => {
    // Critical values of chi-square at p = 0.001 for n - 1 degrees of freedom.
    const critical: Record<number, number> = { 7: 22.46, 29: 56.89, 30: 58.3, 31: 59.7, 32: 61.1 };
    for (const n of [7, 29, 30, 31, 32]) {
      const rng = createSeededRng(`chi-${n}`);
      const draws = n * 4000;
      const counts = histogram(() => rng.int(n), n, draws);
      expect(counts.every((c) => c > 0)).toBe(true);
      expect(chiSquare(counts, draws)).toBeLessThan(critical[n]!);
    }
  });

  it('rejects words above the largest multiple of the range instead of folding them (no modulo bias)', () => {
    // 2^32 mod 3 = 1, so 0xFFFFFFFF is the one word that would favour 0; it must be redrawn.
    const words = [0xffffffff, 0xffffffff, 5];
    expect(uniformFromUint32(() => words.shift()!, 3)).toBe(2);
    expect(words).toEqual([]);
    // A range of 3 × 2^30 would map words [3·2^30, 2^32) onto [0, 2^30) twice as often without rejection.
    const n = 3 * 2 ** 30;
    const high = [3 * 2 ** 30, 2 ** 32 - 1, 7];
    expect(uniformFromUint32(() => high.shift()!, n)).toBe(7);
  });

  it('checks its range argument', () => {
    const rng = createSeededRng(1);
    for (const bad of [0, -1, 1.5, Number.NaN, SEEDED_MAX_RANGE + 1]) expect(() => rng.int(bad)).toThrow(RangeError);
    expect(rng.int(1)).toBe(0);
    expect(rng.int(SEEDED_MAX_RANGE)).toBeLessThan(SEEDED_MAX_RANGE);
  });
});

describe('crypto generator (real rounds)', () => {
  it('draws integers inside the range and covers it', () => {
    const counts = histogram(() => cryptoRng.int(31), 31, 31 * 200);
    expect(counts.every((c) => c > 0)).toBe(true);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(31 * 200);
    expect(cryptoRng.int(1)).toBe(0);
  });

  it('refuses empty, fractional, negative and too-large ranges', () => {
    for (const bad of [0, -5, 2.5, Number.POSITIVE_INFINITY, CRYPTO_MAX_RANGE + 1]) expect(() => cryptoRng.int(bad)).toThrow(RangeError);
    expect(cryptoRng.int(CRYPTO_MAX_RANGE)).toBeLessThan(CRYPTO_MAX_RANGE);
  });
});

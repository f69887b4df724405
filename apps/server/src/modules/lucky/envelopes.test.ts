import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cryptoBigInt, createSeededRng } from '../../studio/rng';
import { splitDoubleMean } from './envelopes';

describe('splitDoubleMean', () => {
  it('always sums to the budget with every envelope at least one minor unit (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.integer({ min: 1, max: 500 }), fc.integer(), (budget, count, seed) => {
        fc.pre(budget >= BigInt(count));
        const rng = createSeededRng(seed);
        // A seeded draw for reproducible shrinking: uniform enough for the property (not for money).
        const draw = (max: bigint) => (max <= 2n ** 32n ? BigInt(rng.int(Number(max))) : (BigInt(rng.int(2 ** 32)) * max) >> 32n);
        const envelopes = splitDoubleMean(budget, count, draw);
        expect(envelopes).toHaveLength(count);
        expect(envelopes.reduce((a, b) => a + b, 0n)).toBe(budget);
        for (const e of envelopes) expect(e >= 1n).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the exact minimum when the budget equals the count, and keeps the mean', () => {
    expect(splitDoubleMean(5n, 5, cryptoBigInt)).toEqual([1n, 1n, 1n, 1n, 1n]);
    const many = Array.from({ length: 200 }, () => splitDoubleMean(100_000n, 10, cryptoBigInt));
    // Every position's average is near the mean (10,000): the first is uniform on [1, 20,000].
    const firstMean = many.reduce((s, e) => s + Number(e[0]), 0) / many.length;
    expect(firstMean).toBeGreaterThan(8_000);
    expect(firstMean).toBeLessThan(12_000);
  });

  it('refuses a budget too small for its envelopes', () => {
    expect(() => splitDoubleMean(3n, 4, cryptoBigInt)).toThrow(RangeError);
    expect(() => splitDoubleMean(3n, 0, cryptoBigInt)).toThrow(RangeError);
  });

  it('draws bigints past 2^48 within range', () => {
    for (let i = 0; i < 50; i++) {
      const x = cryptoBigInt(10n ** 15n);
      expect(x >= 0n && x < 10n ** 15n).toBe(true);
    }
  });
});

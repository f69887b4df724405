import { describe, expect, it } from 'vitest';
import { wheelSegment } from './wheel';

describe('wheelSegment', () => {
  it('is a pure function of the seeds', () => {
    const input = { serverSeed: 'server', clientSeed: 'client', nonce: 3 };
    expect(wheelSegment(input, [1, 2, 3])).toBe(wheelSegment(input, [1, 2, 3]));
  });

  it('lands on each segment in proportion to its weight', () => {
    const weights = [1, 3, 6];
    const counts = [0, 0, 0];
    for (let nonce = 0; nonce < 6000; nonce++) counts[wheelSegment({ serverSeed: 's', clientSeed: 'c', nonce }, weights)]!++;
    // 600 / 1800 / 3600 expected; 5 standard deviations of slack.
    expect(Math.abs(counts[0]! - 600)).toBeLessThan(5 * Math.sqrt(6000 * 0.1 * 0.9));
    expect(Math.abs(counts[1]! - 1800)).toBeLessThan(5 * Math.sqrt(6000 * 0.3 * 0.7));
    expect(Math.abs(counts[2]! - 3600)).toBeLessThan(5 * Math.sqrt(6000 * 0.6 * 0.4));
  });

  it('refuses weights that are not positive integers', () => {
    expect(() => wheelSegment({ serverSeed: 's', clientSeed: 'c', nonce: 0 }, [1, 0])).toThrow(RangeError);
    expect(() => wheelSegment({ serverSeed: 's', clientSeed: 'c', nonce: 0 }, [])).toThrow(RangeError);
  });
});

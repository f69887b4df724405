import { describe, expect, it } from 'vitest';
import { clockOf, inkOn, landingRotation, oddsPercent, parseWeights, progressPercent, segmentArcs, segmentAtPointer, shortfall, SPIN_TURNS } from './lucky';

describe('the wheel geometry', () => {
  it('gives each segment an arc proportional to its weight, clockwise from the top', () => {
    expect(segmentArcs([1, 2, 1])).toEqual([
      { start: 0, end: 90, mid: 45 },
      { start: 90, end: 270, mid: 180 },
      { start: 270, end: 360, mid: 315 },
    ]);
  });

  it('always stops the pointer inside the answered segment, after whole turns, from wherever the wheel stands', () => {
    const arcs = segmentArcs([50, 30, 15, 5, 1, 9999]);
    for (const from of [0, 17, 359.5, 2000.25]) {
      for (let i = 0; i < arcs.length; i++) {
        for (const jitter of [-1, -0.3, 0, 0.8, 1]) {
          const to = landingRotation(from, arcs[i]!, jitter);
          expect(to - from).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
          expect(to - from).toBeLessThan((SPIN_TURNS + 1) * 360);
          expect(segmentAtPointer(to, arcs)).toBe(i);
        }
      }
    }
  });

  it('reads dark text on a light colour and light text on a dark one', () => {
    expect(inkOn('#f59e0b')).toBe('dark');
    expect(inkOn('#334155')).toBe('light');
  });
});

describe('the figures', () => {
  it('words odds in per cent with 2 decimals', () => {
    expect(oddsPercent(1, 3)).toBe('33.33%');
    expect(oddsPercent(2, 3)).toBe('66.67%');
    expect(oddsPercent(5, 100)).toBe('5.00%');
  });

  it('measures a requirement in minor units without floats', () => {
    expect(shortfall('200000', '50000')).toBe(150000n);
    expect(shortfall('200000', '200000')).toBeNull();
    expect(shortfall('200000', null)).toBeNull();
    expect(progressPercent('200000', '50000')).toBe(25);
    expect(progressPercent('3', '1')).toBe(33.3);
    expect(progressPercent('200000', '999999')).toBe(100);
  });

  it('counts down in days and a clock', () => {
    expect(clockOf(3_723_000)).toEqual({ days: 0, clock: '01:02:03' });
    expect(clockOf(2 * 86_400_000 + 5_000)).toEqual({ days: 2, clock: '00:00:05' });
    expect(clockOf(-10)).toEqual({ days: 0, clock: '00:00:00' });
  });

  it('reads a comma list of weights within the wheel\'s limits', () => {
    const limits = { minCount: 3, maxCount: 20, maxWeight: 10_000 };
    expect(parseWeights(' 10, 20 ,70 ', limits)).toEqual({ weights: [10, 20, 70], error: null });
    expect(parseWeights('10, 20', limits).error).toBe('count');
    expect(parseWeights('10, 0, 5', limits).error).toBe('range');
    expect(parseWeights('10, 2.5, 5', limits).error).toBe('format');
  });
});

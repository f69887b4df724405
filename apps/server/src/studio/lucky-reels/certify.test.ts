import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../rng';
import { certificate, enumerateStrips, expectedFreeSpins, featureExact, simulateFeatures } from './certify';
import { compileGame, evaluateLine, resolveSpin, spin } from './engine';
import { LUCKY_REELS, type TGameData } from './game-data';

const game = compileGame(LUCKY_REELS);
// Each exact enumeration of the real strips takes a few hundred milliseconds: do each once.
let baseCache: ReturnType<typeof enumerateStrips> | undefined;
let featureCache: ReturnType<typeof featureExact> | undefined;
const realBase = () => (baseCache ??= enumerateStrips(game, game.baseStrips));
const realFeature = () => (featureCache ??= featureExact(game));

/** The slow, obvious way: every stop combination through the engine's own resolveSpin. */
function naiveEnumeration(data: TGameData) {
  const g = compileGame(data);
  const strips = g.baseStrips;
  const bet = { lineBet: 1n, lines: data.lines };
  let total = 0n;
  let hits = 0;
  let triggers = 0;
  let combinations = 0;
  let max = 0n;
  const histogram = new Map<number, number>();
  const stops = [0, 0, 0, 0, 0];
  const walk = (reel: number): void => {
    if (reel === strips.length) {
      const result = resolveSpin(g, strips, [...stops], bet, 1);
      combinations++;
      total += result.win;
      if (result.win > 0n) hits++;
      if (result.win > max) max = result.win;
      if (result.scatterCount >= data.freeSpins.triggerCount) triggers++;
      histogram.set(Number(result.win), (histogram.get(Number(result.win)) ?? 0) + 1);
      return;
    }
    for (let s = 0; s < strips[reel]!.length; s++) {
      stops[reel] = s;
      walk(reel + 1);
    }
  };
  walk(0);
  return { total, hits, triggers, combinations, max, histogram };
}

// Short strips with wilds next to each other and scatters close enough to show twice on one reel,
// so the fast enumerator's prefix and scatter bookkeeping is exercised, not just the easy cases.
const reduced: TGameData = {
  ...LUCKY_REELS,
  baseStrips: [
    ['SEVEN', 'WILD', 'SCATTER', 'TEN', 'SCATTER'],
    ['WILD', 'WILD', 'SEVEN', 'TEN', 'SCATTER', 'ACE'],
    ['SEVEN', 'TEN', 'WILD', 'SCATTER', 'ACE'],
    ['TEN', 'WILD', 'SEVEN', 'ACE', 'SCATTER', 'WILD'],
    ['SCATTER', 'SEVEN', 'WILD', 'TEN', 'ACE'],
  ],
};

describe('exact base-game enumeration', () => {
  it('matches a naive enumeration through the engine on a reduced strip set, combination for combination', () => {
    const naive = naiveEnumeration(reduced);
    const fast = enumerateStrips(compileGame(reduced), compileGame(reduced).baseStrips);
    expect(fast.combinations).toBe(naive.combinations);
    expect(BigInt(fast.totalUnits)).toBe(naive.total);
    expect(fast.hits).toBe(naive.hits);
    expect(fast.triggers).toBe(naive.triggers);
    expect(BigInt(fast.maxUnits)).toBe(naive.max);
    const fastHistogram = new Map<number, number>();
    fast.histogram.forEach((count, units) => count > 0 && fastHistogram.set(units, count));
    expect(fastHistogram).toEqual(naive.histogram);
    expect(naive.triggers).toBeGreaterThan(0);
    expect(fast.rtp).toBe(Number(naive.total) / (naive.combinations * 20));
  });

  it('gives the real game line pays equal to the independent per-reel symbol count formula', () => {
    // A line reads one row of each reel and every stop is equally likely, so its pay depends only on
    // how often each symbol sits on each strip: Σ over symbol tuples of pay × Π counts, times 20 lines.
    const n = game.symbolCount;
    const counts = game.baseStrips.map((strip) => {
      const c = new Array<number>(n).fill(0);
      for (const s of strip) c[s]!++;
      return c;
    });
    let perLine = 0;
    const tuple = [0, 0, 0, 0, 0];
    for (let i = 0; i < n ** 5; i++) {
      let rest = i;
      let weight = 1;
      for (let r = 4; r >= 0; r--) {
        tuple[r] = rest % n;
        rest = Math.floor(rest / n);
        weight *= counts[r]![tuple[r]!]!;
      }
      if (weight > 0) perLine += weight * (evaluateLine(game, tuple)?.multiplier ?? 0);
    }
    const fast = realBase();
    expect(fast.lineUnits).toBe(perLine * 20);
    expect(fast.combinations).toBe(game.baseStrips.reduce((p, s) => p * s.length, 1));
    // Scatters: a window shows at most one per reel, on 3 of the strip's stops.
    expect(fast.histogram.reduce((a, b) => a + b, 0)).toBe(fast.combinations);
  });
});

describe('free-spins feature', () => {
  it('expects exactly 10 spins without retriggers and the 50-spin cap when every spin retriggers', () => {
    expect(expectedFreeSpins(game, 0)).toBe(10);
    expect(expectedFreeSpins(game, 1)).toBe(50);
    // q small: about 10 spins each retriggering with q, the first order term is 10 × q × 10.
    const q = 0.001;
    expect(expectedFreeSpins(game, q)).toBeGreaterThan(10 + 100 * q);
    expect(expectedFreeSpins(game, q)).toBeLessThan(10 + 100 * q * 1.05);
  });

  it('simulated feature mean agrees with the exact Wald value within 4 standard errors', () => {
    const exact = realFeature();
    const sim = simulateFeatures(game, createSeededRng('feature-check'), 3000);
    const standardError = sim.stdDev / Math.sqrt(sim.features);
    expect(Math.abs(sim.mean - exact.expectedWin)).toBeLessThan(4 * standardError);
    expect(sim.freeSpins).toBeGreaterThanOrEqual(10 * 3000);
    const base = realBase();
    const cert = certificate(base, sim, exact);
    expect(cert.totalRtp.low).toBeLessThan(cert.totalRtp.estimate);
    expect(cert.totalRtp.high - cert.totalRtp.estimate).toBeCloseTo(cert.featureRtp.high - cert.featureRtp.estimate, 12);
  });

  it('certifies the documented target: the exact total RTP lies within 96.0 % ± 0.5 %', () => {
    const base = realBase();
    const exact = realFeature();
    const total = base.rtp + base.triggerProbability * exact.expectedWin;
    const { target, tolerance } = LUCKY_REELS.rtp;
    expect(total).toBeGreaterThan(target - tolerance);
    expect(total).toBeLessThan(target + tolerance);
  });
});

describe('full game simulation', () => {
  it('lands within a wide band around the target RTP over 80,000 seeded rounds', () => {
    const rng = createSeededRng('full-game');
    const rounds = 80_000;
    let won = 0n;
    for (let i = 0; i < rounds; i++) won += spin(rng, { lineBet: 1n, lines: 20 }).totalWin;
    const rtp = Number(won) / (rounds * 20);
    expect(rtp).toBeGreaterThan(0.9);
    expect(rtp).toBeLessThan(1.02);
  });
});

import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  crashPoint,
  diceChanceText,
  diceRoll,
  drawDistinct,
  formatPercent,
  fairFloats,
  hashServerSeed,
  hiloCards,
  isOnChain,
  kenoDraw,
  minesPositions,
  plinkoPath,
  previousGameHash,
} from './index';

const input = (nonce: number) => ({ serverSeed: 'server-seed-for-tests', clientSeed: 'my-client-seed', nonce });

describe('fair floats', () => {
  it('are the published construction: 4 bytes of HMAC-SHA256(server seed, client:nonce:cursor) per float, 8 a cursor', () => {
    const bytes = (cursor: number) => createHmac('sha256', 'server-seed-for-tests').update(`my-client-seed:7:${cursor}`).digest();
    const float = (b: Buffer, at: number) => b[at]! / 256 + b[at + 1]! / 65536 + b[at + 2]! / 16777216 + b[at + 3]! / 4294967296;
    const floats = fairFloats(input(7), 10);
    expect(floats[0]).toBe(float(bytes(0), 0));
    expect(floats[7]).toBe(float(bytes(0), 28));
    expect(floats[8]).toBe(float(bytes(1), 0));
    expect(floats.every((f) => f >= 0 && f < 1)).toBe(true);
    expect(fairFloats(input(7), 10)).toEqual(floats);
    expect(fairFloats(input(8), 1)[0]).not.toBe(floats[0]);
    expect(() => fairFloats(input(-1), 1)).toThrow(RangeError);
  });

  it('hash a server seed with SHA-256', () => {
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const seed = randomBytes(32).toString('hex');
    expect(hashServerSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });
});

describe('outcomes', () => {
  const N = 20_000;

  it('dice rolls 0.00 to 100.00 evenly', () => {
    let sum = 0;
    let min = Infinity;
    let max = -Infinity;
    for (let n = 0; n < N; n++) {
      const r = diceRoll(input(n));
      expect(Number.isInteger(r)).toBe(true);
      sum += r;
      min = Math.min(min, r);
      max = Math.max(max, r);
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThanOrEqual(10_000);
    // Mean 5000, standard error of the mean ≈ 2887 / √N ≈ 20: six of them.
    expect(Math.abs(sum / N - 5000)).toBeLessThan(120);
  });

  it('draws distinct positions with every position equally likely first', () => {
    const first = new Array<number>(25).fill(0);
    for (let n = 0; n < N; n++) {
      const mines = minesPositions(input(n), 5);
      expect(new Set(mines).size).toBe(5);
      expect(mines.every((m) => m >= 0 && m < 25)).toBe(true);
      first[mines[0]!]!++;
    }
    // Chi-square with 24 degrees of freedom: 60 is far beyond the 99.99th percentile (≈ 56).
    const expected = N / 25;
    expect(first.reduce((chi, o) => chi + (o - expected) ** 2 / expected, 0)).toBeLessThan(60);
    const keno = kenoDraw(input(1));
    expect(keno).toHaveLength(10);
    expect(new Set(keno).size).toBe(10);
    expect(keno.every((k) => k >= 1 && k <= 40)).toBe(true);
    expect(drawDistinct(input(3), 25, 25).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(() => minesPositions(input(1), 25)).toThrow(RangeError);
  });

  it('drops the plinko ball one row at a time: the bucket is the number of rights, binomial around the middle', () => {
    let sum = 0;
    for (let n = 0; n < N; n++) {
      const { path, bucket } = plinkoPath(input(n), 16);
      expect(path).toHaveLength(16);
      expect(bucket).toBe(path.filter((d) => d === 1).length);
      sum += bucket;
    }
    expect(Math.abs(sum / N - 8)).toBeLessThan(0.1);
    expect(() => plinkoPath(input(1), 7)).toThrow(RangeError);
  });

  it('deals hi-lo cards from an endless deck', () => {
    const cards = hiloCards(input(2), 30);
    expect(cards).toHaveLength(30);
    expect(cards.every((c) => Number.isInteger(c) && c >= 0 && c < 52)).toBe(true);
  });
});

describe('chances as shown', () => {
  it('floors a percent to two decimals: never shown higher than it is', () => {
    expect(formatPercent(5000, 10_001)).toBe('49.99');
    expect(formatPercent(1, 13)).toBe('7.69');
    expect(formatPercent(12, 13)).toBe('92.30');
    expect(formatPercent(10_001, 10_001)).toBe('100.00');
    expect(formatPercent(1, 0)).toBe('0.00');
  });

  it("dice's win chance is one figure for the game and the verifier: 4,950 of 10,001 is 49.49 % (49.4950…), not 49.50", () => {
    expect(diceChanceText({ target: 5050, direction: 'over' })).toBe('49.49');
    expect(diceChanceText({ target: 4950, direction: 'under' })).toBe('49.49');
    expect(diceChanceText({ target: 100, direction: 'under' })).toBe('0.99');
    expect(diceChanceText({ target: 200, direction: 'over' })).toBe('97.99');
  });
});

describe('crash', () => {
  it('busts at 1.00× or more with P(point ≥ m) = 0.99 / m', () => {
    const n = 50_000;
    let atLeast2 = 0;
    let atLeast10 = 0;
    for (let i = 0; i < n; i++) {
      const p = crashPoint(randomBytes(32).toString('hex'), 'public-salt');
      expect(p).toBeGreaterThanOrEqual(100);
      if (p >= 200) atLeast2++;
      if (p >= 1000) atLeast10++;
    }
    // 0.495 and 0.099, each within six standard errors.
    expect(Math.abs(atLeast2 / n - 0.495)).toBeLessThan(6 * Math.sqrt((0.495 * 0.505) / n));
    expect(Math.abs(atLeast10 / n - 0.099)).toBeLessThan(6 * Math.sqrt((0.099 * 0.901) / n));
  });

  it('plays a hash chain from its end: every game hash leads to the published terminating hash', () => {
    const chain = [randomBytes(32).toString('hex')];
    for (let i = 0; i < 100; i++) chain.push(previousGameHash(chain[chain.length - 1]!));
    const terminating = chain[chain.length - 1]!;
    // The first game played is the one just before the end, then backwards.
    expect(isOnChain(chain[99]!, terminating, 100)).toBe(true);
    expect(isOnChain(chain[0]!, terminating, 100)).toBe(true);
    expect(isOnChain(randomBytes(32).toString('hex'), terminating, 100)).toBe(false);
    expect(crashPoint(chain[50]!, 'salt')).toBe(crashPoint(chain[50]!, 'salt'));
  });
});

import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  crashPoint,
  DICE_VALUES,
  diceMultiplier,
  diceRoll,
  diceWins,
  hiloCards,
  hiloGuessWins,
  hiloMultiplier,
  hiloWinningRanks,
  hmacSha256Hex,
  kenoDraw,
  kenoMultiplier,
  minesMultiplier,
  minesPositions,
  PLINKO_RISKS,
  PLINKO_ROWS,
  plinkoMultiplier,
  plinkoPath,
  replayHilo,
  type DiceBet,
  type FairInput,
  type HiloMove,
} from '@wps/fair';
import { describe, expect, it } from 'vitest';
import { withinTarget, type GameCertification } from '../certify/types';
import {
  CERTIFIED_EDGES_BP,
  CRASH_TARGETS,
  crashCount,
  crashCountExact,
  crashPointOfX,
  crashExactRtp,
  diceExactRtps,
  HILO_CASH_OUTS,
  HILO_STRATEGIES,
  hiloExactRtp,
  kenoExactRtp,
  minesCashOuts,
  minesExactRtp,
  ORIGINAL_CERTIFIERS,
  plinkoExactRtp,
  toNumber,
  type Exact,
  type HiloStrategy,
} from './certify';

/*
 * Each exact figure is checked against rounds played through the real outcome
 * functions of @wps/fair with fresh random seeds. A test makes several checks
 * at once, so each check's interval is widened (Bonferroni) to keep the whole
 * test's false-alarm chance at 0.1 %: a 99.9 % interval per test.
 */
const ALPHA = 0.001;

/** Φ⁻¹(p), Acklam's rational approximation (relative error under 1.2e-9). */
function normalQuantile(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628274631];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
}

const zFor = (checks: number) => normalQuantile(1 - ALPHA / (2 * checks));

/**
 * The central region of Binomial(n, p) holding all but `alpha`: the counts k
 * with P(K < lo) ≤ alpha/2 and P(K > hi) ≤ alpha/2. Weights from the mode
 * outwards by the ratio of neighbouring terms, so tiny p and large n both work.
 */
function binomialRegion(n: number, p: number, alpha: number): [number, number] {
  const mode = Math.min(n, Math.floor((n + 1) * p));
  const weights = new Map<number, number>([[mode, 1]]);
  let total = 1;
  for (let k = mode, w = 1; k < n && w > 1e-40; k++) {
    w *= ((n - k) / (k + 1)) * (p / (1 - p));
    weights.set(k + 1, w);
    total += w;
  }
  for (let k = mode, w = 1; k > 0 && w > 1e-40; k--) {
    w *= (k / (n - k + 1)) * ((1 - p) / p);
    weights.set(k - 1, w);
    total += w;
  }
  const ks = [...weights.keys()].sort((x, y) => x - y);
  let lo = ks[0]!;
  for (let tail = 0; lo < mode; lo++) {
    tail += weights.get(lo)! / total;
    if (tail > alpha / 2) break;
  }
  let hi = ks[ks.length - 1]!;
  for (let tail = 0; hi > mode; hi--) {
    tail += weights.get(hi)! / total;
    if (tail > alpha / 2) break;
  }
  return [lo, hi];
}

/** A win-or-nothing bet: the simulated mean (wins × multiplier / rounds) lies in the exact RTP's interval. */
function expectWinOrNothing(label: string, exact: number, multiplier: number, wins: number, rounds: number, checks: number): void {
  const p = exact / multiplier;
  const [lo, hi] = binomialRegion(rounds, p, ALPHA / checks);
  const mean = (wins * multiplier) / rounds;
  const [low, high] = [(lo * multiplier) / rounds, (hi * multiplier) / rounds];
  expect(mean >= low && mean <= high, `${label}: simulated ${mean}, exact ${exact}, interval [${low}, ${high}]`).toBe(true);
}

/** Running mean and variance (Welford) of one bet's returns. */
class Returns {
  n = 0;
  mean = 0;
  private m2 = 0;
  add(x: number): void {
    this.n++;
    const d = x - this.mean;
    this.mean += d / this.n;
    this.m2 += d * (x - this.mean);
  }
  get sd(): number {
    return Math.sqrt(this.m2 / (this.n - 1));
  }
}

/** A bet with many pays: the simulated mean lies within z standard errors of the exact RTP. */
function expectMean(label: string, exact: number, r: Returns, checks: number): void {
  const half = (zFor(checks) * r.sd) / Math.sqrt(r.n);
  expect(Math.abs(r.mean - exact) <= half, `${label}: simulated ${r.mean}, exact ${exact} ± ${half}`).toBe(true);
}

const freshSeeds = () => ({ serverSeed: randomBytes(32).toString('hex'), clientSeed: randomBytes(8).toString('hex') });
const times = (m: bigint) => Number(m) / 10_000;
const num = (e: Exact) => toNumber(e);

async function certification(game: string): Promise<GameCertification> {
  return ORIGINAL_CERTIFIERS.find((c) => c.game === game)!.certify({ rounds: 0, seed: 0 });
}

const sheet = (game: string) => readFileSync(fileURLToPath(new URL(`../../../../../docs/games/${game}.md`, import.meta.url)), 'utf8');
const pct = (x: number) => `${(x * 100).toFixed(4)} %`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sheet shows each bet's figure as `npm run games:certify` prints it, and the target it is certified against. */
function expectSheetStates(c: GameCertification, target: string): void {
  const text = sheet(c.game);
  expect(text).toContain(target);
  for (const b of c.bets) expect(text).toMatch(new RegExp(`${escape(b.bet)}\\s+exact\\s+${escape(pct(b.rtp))}`));
}

describe('dice', () => {
  it('pays (1 − edge) less the flooring on every bet, as its sheet states', async () => {
    for (const edge of [...CERTIFIED_EDGES_BP, 150, 499]) {
      const rtps = diceExactRtps(edge);
      expect(rtps).toHaveLength(2 * (9800 - 100 + 1));
      for (const d of rtps) {
        const rtp = num(d.rtp);
        // The floor takes under 1/10,000 of the stake, times the win chance.
        expect(rtp).toBeLessThanOrEqual(1 - edge / 10_000 + 1e-15);
        expect(rtp).toBeGreaterThan(1 - edge / 10_000 - (d.winning / DICE_VALUES) * 1e-4);
      }
    }
    const c = await certification('dice');
    expect(withinTarget(c)).toBe(true);
    expect(c.bets).toHaveLength(10);
    expect(c.bets[0]).toMatchObject({ bet: 'Edge 1.00 %, lowest of 19,402 bets: over 2.28 (1.0131×)', fraction: '24750033/25002500' });
    expect(c.bets[1]).toMatchObject({ rtp: 0.99, fraction: '99/100' });
    expect(c.bets[9]!.rtp).toBe(0.95);
    expectSheetStates(c, '94.99 %–99.00 %');
  });

  it('rounds on 32-bit floats move a win chance by under 2^-32', () => {
    // ⌊f × 10001⌋ with f = n / 2^32: the rolls above t are the n ≥ ⌈(t + 1) 2^32 / 10001⌉.
    const two32 = 2n ** 32n;
    for (const target of [0, 1, 199, 5000, 9899, 9999]) {
      const above = two32 - ((BigInt(target) + 1n) * two32 + 10_000n) / 10_001n;
      const drift = Math.abs(Number(above) / 2 ** 32 - (10_000 - target) / DICE_VALUES);
      expect(drift).toBeLessThan(2 ** -32);
    }
  });

  it('matches rounds played through diceRoll and diceWins', () => {
    const bets: { edge: number; bet: DiceBet; exact: number; multiplier: bigint }[] = [];
    for (const edge of CERTIFIED_EDGES_BP) {
      const rtps = diceExactRtps(edge);
      const sorted = [...rtps].sort((a, b) => num(a.rtp) - num(b.rtp));
      const pick = [sorted[0]!, sorted[sorted.length - 1]!, rtps.find((d) => d.bet.direction === 'under' && d.bet.target === 5000)!, rtps.find((d) => d.winning === 9800)!];
      for (const d of pick) bets.push({ edge, bet: d.bet, exact: num(d.rtp), multiplier: diceMultiplier(d.bet, edge) });
    }
    const rounds = 80_000;
    const wins = new Array<number>(bets.length).fill(0);
    const seeds = freshSeeds();
    for (let nonce = 0; nonce < rounds; nonce++) {
      const roll = diceRoll({ ...seeds, nonce });
      bets.forEach((b, i) => {
        if (diceWins(b.bet, roll)) wins[i]!++;
      });
    }
    bets.forEach((b, i) => expectWinOrNothing(`${b.edge} ${b.bet.direction} ${b.bet.target}`, b.exact, times(b.multiplier), wins[i]!, rounds, bets.length));
  });
});

describe('plinko', () => {
  it('returns each table exactly as its sheet states', async () => {
    expect(plinkoExactRtp(8, 'high')).toEqual({ num: 79n, den: 80n });
    expect(plinkoExactRtp(16, 'medium')).toEqual({ num: 64879n, den: 65536n });
    const c = await certification('plinko');
    expect(c.bets).toHaveLength(9);
    expect(withinTarget(c)).toBe(true);
    expect(Math.min(...c.bets.map((b) => b.rtp))).toBe(c.target.min);
    expect(Math.max(...c.bets.map((b) => b.rtp))).toBeLessThanOrEqual(c.target.max);
    expectSheetStates(c, '98.75 %–99.00 %');
  });

  it('matches balls dropped through plinkoPath', () => {
    const rounds = 20_000;
    const returns = new Map(PLINKO_ROWS.flatMap((rows) => PLINKO_RISKS.map((risk) => [`${rows}/${risk}`, new Returns()] as const)));
    const seeds = freshSeeds();
    for (let nonce = 0; nonce < rounds; nonce++) {
      for (const rows of PLINKO_ROWS) {
        const { bucket } = plinkoPath({ ...seeds, nonce }, rows);
        for (const risk of PLINKO_RISKS) returns.get(`${rows}/${risk}`)!.add(times(plinkoMultiplier(rows, risk, bucket)));
      }
    }
    for (const rows of PLINKO_ROWS) for (const risk of PLINKO_RISKS) expectMean(`${rows} ${risk}`, num(plinkoExactRtp(rows, risk)), returns.get(`${rows}/${risk}`)!, 9);
  });
});

describe('mines', () => {
  it('returns (1 − edge) less the flooring at every cash-out, as its sheet states', async () => {
    const cashOuts = minesCashOuts();
    expect(cashOuts).toHaveLength(300);
    for (const edge of CERTIFIED_EDGES_BP) {
      for (const { mines, safe } of cashOuts) {
        const rtp = num(minesExactRtp(mines, safe, edge));
        expect(rtp).toBeLessThanOrEqual(1 - edge / 10_000 + 1e-15);
        expect(rtp).toBeGreaterThan(1 - edge / 10_000 - 1e-4);
      }
    }
    // 1 mine, 1 safe tile at 1 %: 24/25 × ⌊9900 × 25/24⌋ = 24/25 × 1.0312.
    expect(minesExactRtp(1, 1, 100)).toEqual({ num: 24n * 10_312n, den: 25n * 10_000n });
    const c = await certification('mines');
    expect(withinTarget(c)).toBe(true);
    expectSheetStates(c, '94.99 %–99.00 %');
  });

  it('matches boards drawn by minesPositions, opened in a random order', () => {
    const counts = [1, 3, 5, 10, 24];
    const rounds = 10_000;
    const checks = counts.reduce((n, m) => n + 25 - m, 0);
    const seeds = freshSeeds();
    for (const mines of counts) {
      // reached[k]: boards whose first k opened tiles were all safe.
      const reached = new Array<number>(26 - mines).fill(0);
      for (let nonce = 0; nonce < rounds; nonce++) {
        const board = new Set(minesPositions({ ...seeds, nonce }, mines));
        const order = Array.from({ length: 25 }, (_, i) => i);
        let safe = 0;
        for (let i = 0; i < 25 - mines; i++) {
          const j = i + randomInt(25 - i);
          [order[i], order[j]] = [order[j]!, order[i]!];
          if (board.has(order[i]!)) break;
          safe++;
        }
        for (let k = 1; k <= safe; k++) reached[k]!++;
      }
      for (let k = 1; k <= 25 - mines; k++) {
        for (const edge of [100, 500]) {
          expectWinOrNothing(`${mines} mines, ${k} safe, edge ${edge}`, num(minesExactRtp(mines, k, edge)), times(minesMultiplier(mines, k, edge)), reached[k]!, rounds, checks);
        }
      }
    }
  });
});

describe('keno', () => {
  it('returns each pick count exactly as its sheet states', async () => {
    expect(kenoExactRtp(1)).toEqual({ num: 99n, den: 100n });
    expect(kenoExactRtp(2)).toEqual({ num: 5129n, den: 5200n });
    const c = await certification('keno');
    expect(c.bets).toHaveLength(10);
    expect(withinTarget(c)).toBe(true);
    expect(Math.min(...c.bets.map((b) => b.rtp))).toBeGreaterThanOrEqual(c.target.min);
    expect(Math.min(...c.bets.map((b) => b.rtp))).toBeLessThan(c.target.min + 0.0001);
    expectSheetStates(c, '98.63 %–99.00 %');
  });

  it('matches draws by kenoDraw against random picks', () => {
    const rounds = 30_000;
    const returns = Array.from({ length: 11 }, () => new Returns());
    const seeds = freshSeeds();
    for (let nonce = 0; nonce < rounds; nonce++) {
      const drawn = new Set(kenoDraw({ ...seeds, nonce }));
      const numbers = Array.from({ length: 40 }, (_, i) => i + 1);
      let hits = 0;
      for (let picks = 1; picks <= 10; picks++) {
        // The player's picks grow one random number at a time: any choice has the same odds.
        const j = picks - 1 + randomInt(41 - picks);
        [numbers[picks - 1], numbers[j]] = [numbers[j]!, numbers[picks - 1]!];
        if (drawn.has(numbers[picks - 1]!)) hits++;
        returns[picks]!.add(times(kenoMultiplier(picks, hits)));
      }
    }
    for (let picks = 1; picks <= 10; picks++) expectMean(`${picks} picks`, num(kenoExactRtp(picks)), returns[picks]!, 10);
  });
});

describe('hi-lo', () => {
  it('returns (1 − edge) less the flooring for every strategy of the family, as its sheet states', async () => {
    for (const edge of [100, 500]) {
      for (const s of HILO_STRATEGIES) {
        for (const k of HILO_CASH_OUTS) {
          const rtp = num(hiloExactRtp(s, k, edge));
          expect(rtp).toBeLessThanOrEqual(1 - edge / 10_000 + 1e-15);
          expect(rtp).toBeGreaterThan(1 - edge / 10_000 - 1e-4);
        }
      }
    }
    const c = await certification('hilo');
    expect(withinTarget(c)).toBe(true);
    expectSheetStates(c, '94.99 %–99.00 %');
  });

  it('agrees with a plain enumeration of every rank sequence for a strategy that never skips', () => {
    // The long shot every time (Lower from an ace, Higher from a king, Higher from a 7).
    const lessLikely: HiloStrategy = {
      name: 'less likely side',
      move: (rank) => (rank === 0 ? 'lower' : rank === 12 || 13 - rank <= rank + 1 ? 'higher' : 'lower'),
    };
    for (const k of [1, 2, 3]) {
      let sum = 0n;
      const walk = (ranks: number[]): void => {
        if (ranks.length === k + 1) {
          const wins = ranks.slice(0, k).map((r) => hiloWinningRanks(r * 4, lessLikely.move(r) as 'higher' | 'lower'));
          sum += hiloMultiplier(wins, 100);
          return;
        }
        const last = ranks[ranks.length - 1];
        for (let r = 0; r < 13; r++) {
          if (last !== undefined) {
            const guess = lessLikely.move(last);
            if (guess === 'higher' ? r < last : r > last) continue;
          }
          walk([...ranks, r]);
        }
      };
      walk([]);
      const exact = hiloExactRtp(lessLikely, k, 100);
      // Every sequence of k + 1 ranks has chance 13^-(k+1).
      expect(exact.num * 13n ** BigInt(k + 1) * 10_000n).toBe(sum * exact.den);
    }
  });

  it('matches games replayed by replayHilo', () => {
    const rounds = 6_000;
    const edges = [100, 500];
    const returns = new Map<string, Returns>();
    const key = (s: HiloStrategy, k: number, edge: number) => `${s.name}/${k}/${edge}`;
    const seeds = freshSeeds();
    for (let nonce = 0; nonce < rounds; nonce++) {
      const input: FairInput = { ...seeds, nonce };
      for (const s of HILO_STRATEGIES) {
        let cards = hiloCards(input, 8);
        const moves: HiloMove[] = [];
        let right = 0;
        for (let i = 0; right < 4; i++) {
          if (i + 1 >= cards.length) cards = hiloCards(input, 52);
          const move = s.move(Math.floor(cards[i]! / 4));
          moves.push(move);
          if (move === 'skip') continue;
          if (!hiloGuessWins(cards[i]!, cards[i + 1]!, move)) break;
          right++;
        }
        // The game as the server settles it: which guesses won, and the multiplier after the fourth.
        const game = replayHilo(input, moves, 100);
        const won = game.steps.filter((st) => st.win).map((st) => hiloWinningRanks(st.card, st.move as 'higher' | 'lower'));
        expect(won).toHaveLength(game.lost ? right : 4);
        if (!game.lost) expect(hiloMultiplier(won, 100)).toBe(game.multiplier);
        for (const edge of edges) {
          for (const k of HILO_CASH_OUTS) {
            if (!returns.has(key(s, k, edge))) returns.set(key(s, k, edge), new Returns());
            returns.get(key(s, k, edge))!.add(won.length >= k ? times(hiloMultiplier(won.slice(0, k), edge)) : 0);
          }
        }
      }
    }
    for (const s of HILO_STRATEGIES) {
      for (const k of HILO_CASH_OUTS) {
        for (const edge of edges) expectMean(key(s, k, edge), num(hiloExactRtp(s, k, edge)), returns.get(key(s, k, edge))!, HILO_STRATEGIES.length * HILO_CASH_OUTS.length * edges.length);
      }
    }
  });
});

describe('crash', () => {
  it('counts the X that reach a target by the closed form, as a brute force over 2^16 values does', () => {
    const bits = 16;
    const size = 2 ** bits;
    const points = Array.from({ length: size }, (_, n) => Math.max(100, Math.floor((99 * size) / (size - n))));
    for (const m of [50, 100, 101, 150, 199, 200, 1000, 12_345, 99 * size, 99 * size + 1]) {
      expect({ m, count: crashCountExact(m, bits) }).toEqual({ m, count: BigInt(points.filter((p) => p >= m).length) });
    }
  });

  it('mirrors crashPoint in crashPointOfX, and the floating-point rule reaches each target exactly as the closed form says', () => {
    for (let i = 0; i < 2000; i++) {
      const hash = randomBytes(32).toString('hex');
      const n = Number.parseInt(hmacSha256Hex(hash, 'salt').slice(0, 13), 16);
      expect(crashPointOfX(n)).toBe(crashPoint(hash, 'salt'));
    }
    for (const m of CRASH_TARGETS) expect(crashCount(m)).toBe(crashCountExact(m));
    expect(crashCount(100)).toBe(2n ** 52n);
  });

  it('returns 99 % at every certified target, as its sheet states', async () => {
    for (const m of CRASH_TARGETS) {
      const rtp = num(crashExactRtp(m));
      expect(rtp).toBeLessThanOrEqual(0.99);
      expect(rtp).toBeGreaterThan(0.99 - m / 100 / 2 ** 52);
    }
    expect(crashExactRtp(200)).toEqual({ num: 2229281815548395n, den: 2251799813685248n });
    const c = await certification('crash');
    expect(withinTarget(c)).toBe(true);
    expectSheetStates(c, '98.9999999 %–99.00 %');
  });

  it('matches rounds from crashPoint over random game hashes', () => {
    const rounds = 40_000;
    const reached = new Array<number>(CRASH_TARGETS.length).fill(0);
    for (let i = 0; i < rounds; i++) {
      const point = crashPoint(randomBytes(32).toString('hex'), 'certify-test-salt');
      CRASH_TARGETS.forEach((m, j) => {
        if (point >= m) reached[j]!++;
      });
    }
    CRASH_TARGETS.forEach((m, j) => expectWinOrNothing(`${m / 100}×`, num(crashExactRtp(m)), m / 100, reached[j]!, rounds, CRASH_TARGETS.length));
  });
});

describe('the checks themselves', () => {
  it('are narrow enough to see a wrong figure, and reject one', () => {
    // A 2× bet over 200,000 rounds is pinned to ±0.75 %: a 1-point error in an edge shows.
    const [lo, hi] = binomialRegion(200_000, 0.495, ALPHA);
    expect(((hi - lo) / 200_000) * 2).toBeLessThan(0.015);
    expect(binomialRegion(100_000, 1e-6, ALPHA)).toEqual([0, 2]);
    expect(normalQuantile(0.9995)).toBeCloseTo(3.2905, 4);
    const r = new Returns();
    for (let i = 0; i < 10_000; i++) r.add(i % 2 === 0 ? 0 : 2);
    expect(() => expectMean('right', 1, r, 1)).not.toThrow();
    expect(() => expectMean('5 points off', 0.95, r, 1)).toThrow();
    expect(() => expectWinOrNothing('right', 1, 2, 5000, 10_000, 1)).not.toThrow();
    expect(() => expectWinOrNothing('5 points off', 0.95, 2, 5000, 10_000, 1)).toThrow();
  });
});

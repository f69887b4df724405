/**
 * RTP certification: the base game exactly, by enumerating every combination of reel stops,
 * and the free-spins feature by simulation (with an exact cross-check by Wald's identity).
 * Amounts here are in line bets (the total bet is `lines` line bets); they are statistics,
 * not money, and every line-bet sum stays an exact integer below 2^53.
 */
import type { RandomSource } from '../rng';
import { evaluateLine, playFreeSpins, SCATTER, type TCompiledGame } from './engine';

export interface TEnumeration {
  combinations: number;
  /** Sum over all combinations, in line bets. */
  lineUnits: number;
  scatterUnits: number;
  totalUnits: number;
  /** Combinations with any win. */
  hits: number;
  /** Combinations with at least `triggerCount` scatters. */
  triggers: number;
  /** histogram[w]: combinations whose spin wins exactly w line bets. */
  histogram: Float64Array;
  maxUnits: number;
  /** Exact RTP of the strips' spins (line + scatter pays, multiplier 1). */
  rtp: number;
  hitFrequency: number;
  triggerProbability: number;
  /** Standard deviation of one spin's win, in total bets. */
  stdDev: number;
}

/** line pay (line bets) for every 5-symbol tuple, indexed base-`symbolCount`. */
function linePayTable(game: TCompiledGame): Int32Array {
  const n = game.symbolCount;
  const table = new Int32Array(n ** 5);
  const symbols = [0, 0, 0, 0, 0];
  for (let i = 0; i < table.length; i++) {
    let rest = i;
    for (let reel = 4; reel >= 0; reel--) {
      symbols[reel] = rest % n;
      rest = Math.floor(rest / n);
    }
    table[i] = evaluateLine(game, symbols)?.multiplier ?? 0;
  }
  return table;
}

/**
 * Exact distribution of one spin over all stop combinations of five strips. Lines are
 * evaluated through a lookup table built from the engine's own `evaluateLine`; a line whose
 * pay is already settled by its first four symbols is summed once per four-reel prefix, so the
 * innermost loop only visits the few lines still open.
 */
export function enumerateStrips(game: TCompiledGame, strips: readonly Uint8Array[], onProgress?: (done: number, total: number) => void): TEnumeration {
  if (strips.length !== 5 || game.paylines.some((l) => l.length !== 5)) throw new Error('the enumerator is written for 5 reels');
  const n = game.symbolCount;
  const lines = game.paylines.length;
  const rows = game.data.rows;
  const table = linePayTable(game);
  // open4[p]: the pay of prefix p (4 symbols) still depends on the fifth symbol.
  const open4 = new Uint8Array(n ** 4);
  for (let p = 0; p < open4.length; p++) {
    const first = table[p * n]!;
    for (let s = 1; s < n; s++) if (table[p * n + s] !== first) open4[p] = 1;
  }
  const lengths = strips.map((s) => s.length);
  // lineSymbols[r][stop * lines + l]: symbol on line l of reel r at that stop.
  const lineSymbols = strips.map((strip, reel) => {
    const out = new Uint8Array(strip.length * lines);
    for (let stop = 0; stop < strip.length; stop++) {
      for (let l = 0; l < lines; l++) out[stop * lines + l] = strip[(stop + game.paylines[l]![reel]!) % strip.length]!;
    }
    return out;
  });
  const scatters = strips.map((strip) => {
    const out = new Uint8Array(strip.length);
    for (let stop = 0; stop < strip.length; stop++) for (let row = 0; row < rows; row++) if (strip[(stop + row) % strip.length] === SCATTER) out[stop]!++;
    return out;
  });
  const scatterUnitsByCount = new Int32Array(5 * rows + 1);
  for (let c = 0; c < scatterUnitsByCount.length; c++) scatterUnitsByCount[c] = game.scatterPays[Math.min(c, 5)]! * lines;
  const trigger = game.data.freeSpins.triggerCount;
  let maxLinePay = 0;
  for (const v of table) maxLinePay = Math.max(maxLinePay, v);
  const histogram = new Float64Array(maxLinePay * lines + Math.max(...scatterUnitsByCount) + 1);

  const [L0, L1, L2, L3, L4] = lengths as [number, number, number, number, number];
  const [y0, y1, y2, y3, y4] = lineSymbols as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  const [c0, c1, c2, c3, c4] = scatters as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  const prefix2 = new Int32Array(lines);
  const prefix3 = new Int32Array(lines);
  const openBase = new Int32Array(lines);
  const openLine = new Int32Array(lines);
  let lineUnits = 0;
  let scatterUnits = 0;
  let triggers = 0;
  const total = L0 * L1;
  for (let s0 = 0; s0 < L0; s0++) {
    for (let s1 = 0; s1 < L1; s1++) {
      for (let l = 0; l < lines; l++) prefix2[l] = y0[s0 * lines + l]! * n + y1[s1 * lines + l]!;
      const sc1 = c0[s0]! + c1[s1]!;
      for (let s2 = 0; s2 < L2; s2++) {
        for (let l = 0; l < lines; l++) prefix3[l] = prefix2[l]! * n + y2[s2 * lines + l]!;
        const sc2 = sc1 + c2[s2]!;
        for (let s3 = 0; s3 < L3; s3++) {
          let settled = 0;
          let open = 0;
          for (let l = 0; l < lines; l++) {
            const p4 = prefix3[l]! * n + y3[s3 * lines + l]!;
            if (open4[p4] === 1) {
              openBase[open] = p4 * n;
              openLine[open] = l;
              open++;
            } else {
              settled += table[p4 * n]!;
            }
          }
          const sc3 = sc2 + c3[s3]!;
          for (let s4 = 0; s4 < L4; s4++) {
            let lineWin = settled;
            const row4 = s4 * lines;
            for (let k = 0; k < open; k++) lineWin += table[openBase[k]! + y4[row4 + openLine[k]!]!]!;
            const sc = sc3 + c4[s4]!;
            const scatterWin = scatterUnitsByCount[sc]!;
            histogram[lineWin + scatterWin]!++;
            lineUnits += lineWin;
            scatterUnits += scatterWin;
            if (sc >= trigger) triggers++;
          }
        }
      }
      onProgress?.(s0 * L1 + s1 + 1, total);
    }
  }
  const combinations = L0 * L1 * L2 * L3 * L4;
  let hits = 0;
  let maxUnits = 0;
  let sumSquares = 0;
  histogram.forEach((count, units) => {
    if (count === 0) return;
    if (units > 0) hits += count;
    maxUnits = units;
    sumSquares += count * units * units;
  });
  const totalUnits = lineUnits + scatterUnits;
  const mean = totalUnits / combinations / lines;
  return {
    combinations,
    lineUnits,
    scatterUnits,
    totalUnits,
    hits,
    triggers,
    histogram,
    maxUnits,
    rtp: totalUnits / (combinations * lines),
    hitFrequency: hits / combinations,
    triggerProbability: triggers / combinations,
    stdDev: Math.sqrt(Math.max(0, sumSquares / combinations / (lines * lines) - mean * mean)),
  };
}

/**
 * Expected number of free spins a feature plays, exactly: each spin retriggers with
 * probability q, adding the award up to the round's cap.
 */
export function expectedFreeSpins(game: TCompiledGame, q: number): number {
  const { award, maxPerRound } = game.data.freeSpins;
  const memo = new Map<string, number>();
  const from = (played: number, awarded: number): number => {
    if (played === awarded) return awarded;
    const key = `${played}/${awarded}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = q * from(played + 1, Math.min(awarded + award, maxPerRound)) + (1 - q) * from(played + 1, awarded);
    memo.set(key, value);
    return value;
  };
  return from(0, award);
}

export interface TFeatureExact {
  /** One free spin's exact distribution on the free-spin strips (multiplier 1). */
  spin: TEnumeration;
  expectedSpins: number;
  /** Expected feature win in total bets, the free-spin multiplier included. */
  expectedWin: number;
}

/**
 * The feature's expected win exactly: the number of free spins played is a stopping time of
 * independent, identically distributed spins, so by Wald's identity
 * E[feature win] = E[spins played] × E[one free spin's win].
 */
export function featureExact(game: TCompiledGame, onProgress?: (done: number, total: number) => void): TFeatureExact {
  const spinDist = enumerateStrips(game, game.freeSpinStrips, onProgress);
  const expectedSpins = expectedFreeSpins(game, spinDist.triggerProbability);
  return { spin: spinDist, expectedSpins, expectedWin: expectedSpins * spinDist.rtp * game.data.freeSpins.winMultiplier };
}

export interface TFeatureSimulation {
  features: number;
  freeSpins: number;
  /** Mean feature win, in total bets. */
  mean: number;
  /** Sample standard deviation of a feature's win, in total bets. */
  stdDev: number;
  /** Largest feature win seen, in total bets. */
  maxWin: number;
  retriggers: number;
  cappedFeatures: number;
  seconds: number;
}

/** Plays `features` whole free-spin features through the engine (line bet 1, so wins are in line bets). */
export function simulateFeatures(game: TCompiledGame, rng: RandomSource, features: number, onProgress?: (done: number, total: number) => void): TFeatureSimulation {
  const bet = { lineBet: 1n, lines: game.data.lines };
  const { award, maxPerRound } = game.data.freeSpins;
  const started = performance.now();
  let mean = 0;
  let m2 = 0;
  let max = 0;
  let freeSpins = 0;
  let retriggers = 0;
  let capped = 0;
  const step = Math.max(1, Math.floor(features / 200));
  for (let i = 1; i <= features; i++) {
    const spins = playFreeSpins(rng, bet, award, game);
    let units = 0n;
    for (const s of spins) {
      units += s.win;
      if (s.freeSpinsAwarded > 0) retriggers++;
    }
    if (spins.length === maxPerRound) capped++;
    freeSpins += spins.length;
    const win = Number(units) / bet.lines;
    // Welford: a numerically stable running mean and variance.
    const delta = win - mean;
    mean += delta / i;
    m2 += delta * (win - mean);
    if (win > max) max = win;
    if (i % step === 0 || i === features) onProgress?.(i, features);
  }
  return {
    features,
    freeSpins,
    mean,
    stdDev: features > 1 ? Math.sqrt(m2 / (features - 1)) : 0,
    maxWin: max,
    retriggers,
    cappedFeatures: capped,
    seconds: (performance.now() - started) / 1000,
  };
}

export const Z95 = 1.959964;

export interface TCertificate {
  baseRtp: number;
  triggerProbability: number;
  featureRtp: { estimate: number; low: number; high: number };
  totalRtp: { estimate: number; low: number; high: number };
  /** Analytic total (Wald's identity) — the simulation's cross-check. */
  exactTotalRtp: number;
  exactFeatureRtp: number;
}

/** Base exact + P(trigger) × simulated feature mean, with a 95% interval from the simulation alone (the base term has no variance). */
export function certificate(base: TEnumeration, feature: TFeatureSimulation, exact: TFeatureExact): TCertificate {
  const p = base.triggerProbability;
  const featureEstimate = p * feature.mean;
  const half = (Z95 * p * feature.stdDev) / Math.sqrt(feature.features);
  return {
    baseRtp: base.rtp,
    triggerProbability: p,
    featureRtp: { estimate: featureEstimate, low: featureEstimate - half, high: featureEstimate + half },
    totalRtp: { estimate: base.rtp + featureEstimate, low: base.rtp + featureEstimate - half, high: base.rtp + featureEstimate + half },
    exactFeatureRtp: p * exact.expectedWin,
    exactTotalRtp: base.rtp + p * exact.expectedWin,
  };
}

/**
 * RTP certification of the studio slot Lucky Reels.
 *
 *   npm run slot:rtp -- [--spins N] [--seed S] [--json]
 *
 * The base game is computed exactly by enumerating every combination of reel stops; the
 * free-spins feature is simulated through the engine (N whole features) and its RTP
 * contribution is P(trigger, exact) × mean feature win, with a 95% confidence interval.
 * Wald's identity gives the feature's exact value as a cross-check. Exit code 1 when the
 * 95% interval of the total RTP is not inside the documented target range.
 */
import { randomBytes } from 'node:crypto';
import { createSeededRng } from '../studio/rng';
import { compileGame } from '../studio/lucky-reels/engine';
import { LUCKY_REELS, type TGameData } from '../studio/lucky-reels/game-data';
import { certificate, enumerateStrips, featureExact, simulateFeatures, type TCertificate } from '../studio/lucky-reels/certify';

export const USAGE = `Usage: npm run slot:rtp -- [--spins N] [--seed S] [--json]

  --spins N   free-spin features to simulate (default 200000)
  --seed S    seed of the simulator's deterministic generator (default: random, printed)
  --json      print the figures as JSON on stdout`;

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface TOptions {
  spins: number;
  seed: string;
  json: boolean;
}

export function parseArgs(argv: readonly string[], randomSeed = () => randomBytes(6).toString('hex')): TOptions {
  const options: TOptions = { spins: 200_000, seed: '', json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--spins') {
      const value = Number(argv[++i]);
      if (!Number.isSafeInteger(value) || value < 2) throw new UsageError('--spins needs a whole number of at least 2');
      options.spins = value;
    } else if (arg === '--seed') {
      const value = argv[++i];
      if (value === undefined || value === '') throw new UsageError('--seed needs a value');
      options.seed = value;
    } else throw new UsageError(`unknown option ${arg}`);
  }
  if (options.seed === '') options.seed = randomSeed();
  return options;
}

export type TProgress = (phase: string, done: number, total: number) => void;

export interface TReport {
  game: string;
  target: { rtp: number; tolerance: number; low: number; high: number };
  base: {
    strips: number[];
    combinations: number;
    rtp: number;
    /** The base RTP as an exact fraction: total pays in line bets / (combinations × lines). */
    rtpFraction: string;
    lineRtp: number;
    scatterRtp: number;
    hitFrequency: number;
    triggerFrequency: number;
    stdDev: number;
    maxWin: number;
    seconds: number;
    spinsPerSecond: number;
  };
  feature: {
    seed: string;
    features: number;
    freeSpins: number;
    meanWin: number;
    stdDev: number;
    maxWin: number;
    retriggerRate: number;
    cappedFeatures: number;
    seconds: number;
    spinsPerSecond: number;
    exactMeanWin: number;
    exactExpectedSpins: number;
  };
  certificate: TCertificate;
  pass: boolean;
}

/** Runs the whole certification; wins are in multiples of the total bet. */
export function certify(options: TOptions, progress: TProgress = () => {}, data: TGameData = LUCKY_REELS): TReport {
  const game = compileGame(data);
  const started = performance.now();
  const base = enumerateStrips(game, game.baseStrips, (d, t) => progress('base game (exact)', d, t));
  const baseSeconds = (performance.now() - started) / 1000;
  const exact = featureExact(game, (d, t) => progress('free-spin strips (exact)', d, t));
  const sim = simulateFeatures(game, createSeededRng(options.seed), options.spins, (d, t) => progress('free spins (simulated)', d, t));
  const cert = certificate(base, sim, exact);
  const { target, tolerance } = data.rtp;
  const lines = data.lines;
  return {
    game: data.name,
    target: { rtp: target, tolerance, low: target - tolerance, high: target + tolerance },
    base: {
      strips: game.baseStrips.map((s) => s.length),
      combinations: base.combinations,
      rtp: base.rtp,
      rtpFraction: `${base.totalUnits}/${base.combinations * lines}`,
      lineRtp: base.lineUnits / base.combinations / lines,
      scatterRtp: base.scatterUnits / base.combinations / lines,
      hitFrequency: base.hitFrequency,
      triggerFrequency: base.triggerProbability,
      stdDev: base.stdDev,
      maxWin: base.maxUnits / lines,
      seconds: baseSeconds,
      spinsPerSecond: base.combinations / baseSeconds,
    },
    feature: {
      seed: options.seed,
      features: sim.features,
      freeSpins: sim.freeSpins,
      meanWin: sim.mean,
      stdDev: sim.stdDev,
      maxWin: sim.maxWin,
      retriggerRate: sim.retriggers / sim.freeSpins,
      cappedFeatures: sim.cappedFeatures,
      seconds: sim.seconds,
      spinsPerSecond: sim.freeSpins / sim.seconds,
      exactMeanWin: exact.expectedWin,
      exactExpectedSpins: exact.expectedSpins,
    },
    certificate: cert,
    pass: cert.totalRtp.low >= target - tolerance && cert.totalRtp.high <= target + tolerance,
  };
}

const pct = (x: number, digits = 3) => `${(x * 100).toFixed(digits)} %`;
const int = (x: number) => Math.round(x).toLocaleString('en-US');
const times = (x: number) => `${x.toFixed(2)} × bet`;

export function formatReport(r: TReport): string {
  const c = r.certificate;
  return [
    `${r.game} — RTP certification`,
    ``,
    `Base game: exact over ${r.base.strips.join('×')} = ${int(r.base.combinations)} stop combinations (${r.base.seconds.toFixed(2)} s, ${int(r.base.spinsPerSecond)} spins/s)`,
    `  base RTP           ${pct(c.baseRtp, 4)}  = ${r.base.rtpFraction}  (lines ${pct(r.base.lineRtp, 4)}, scatters ${pct(r.base.scatterRtp, 4)})`,
    `  hit frequency      ${pct(r.base.hitFrequency, 2)}  (1 in ${(1 / r.base.hitFrequency).toFixed(2)})`,
    `  trigger frequency  ${pct(r.base.triggerFrequency, 4)}  (1 in ${(1 / r.base.triggerFrequency).toFixed(1)})`,
    `  std dev per spin   ${times(r.base.stdDev)}    max base win ${times(r.base.maxWin)}`,
    ``,
    `Free spins: ${int(r.feature.features)} features simulated, ${int(r.feature.freeSpins)} free spins (seed ${r.feature.seed}, ${r.feature.seconds.toFixed(2)} s, ${int(r.feature.spinsPerSecond)} spins/s)`,
    `  mean feature win   ${times(r.feature.meanWin)}  (sd ${r.feature.stdDev.toFixed(2)}, max seen ${times(r.feature.maxWin)})`,
    `  retriggers         ${pct(r.feature.retriggerRate, 3)} of free spins, ${int(r.feature.cappedFeatures)} features reached the cap`,
    `  feature RTP        ${pct(c.featureRtp.estimate)}  95% CI [${pct(c.featureRtp.low)}, ${pct(c.featureRtp.high)}]`,
    `  exact (Wald)       ${pct(c.exactFeatureRtp)}  (${r.feature.exactExpectedSpins.toFixed(3)} free spins × mean free-spin win)`,
    ``,
    `Total RTP            ${pct(c.totalRtp.estimate)}  95% CI [${pct(c.totalRtp.low)}, ${pct(c.totalRtp.high)}]   exact ${pct(c.exactTotalRtp)}`,
    `Target               ${pct(r.target.rtp, 2)} ± ${pct(r.target.tolerance, 2)}  → ${r.pass ? 'PASS' : 'FAIL'}`,
  ].join('\n');
}

/** A bar redrawn in place on a terminal; plain lines every 10% when stderr is a file or a pipe. */
export function progressBar(stream: NodeJS.WriteStream = process.stderr): TProgress {
  let lastPhase = '';
  let lastStep = -1;
  return (phase, done, total) => {
    const fraction = total === 0 ? 1 : done / total;
    if (stream.isTTY) {
      const width = 30;
      const filled = Math.round(fraction * width);
      stream.write(`\r${phase.padEnd(26)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.floor(fraction * 100)).padStart(3)}%`);
      if (done === total) stream.write('\n');
      return;
    }
    const step = Math.floor(fraction * 10);
    if (phase !== lastPhase || step !== lastStep) {
      lastPhase = phase;
      lastStep = step;
      stream.write(`${phase}: ${step * 10}%\n`);
    }
  };
}

function main(): void {
  const argv = process.argv.slice(2);
  if (argv[0] === '--help' || argv[0] === 'help') {
    console.log(USAGE);
    return;
  }
  const options = parseArgs(argv);
  const report = certify(options, progressBar());
  console.log(options.json ? JSON.stringify(report, null, 2) : formatReport(report));
  if (!report.pass) process.exitCode = 1;
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntryPoint) {
  try {
    main();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.error(err instanceof UsageError ? `${message}\n\n${USAGE}` : message);
    process.exit(1);
  }
}

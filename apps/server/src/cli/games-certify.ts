/**
 * RTP certification of every studio game against its sheet.
 *
 *   npm run games:certify -- [--game CODE]... [--rounds N] [--seed N] [--json]
 *
 * Runs each certifier of the registry (exact figures where the outcomes can be
 * enumerated, simulations with a 95 % interval where they cannot), prints a
 * table per game and exits with code 1 when any bet lies outside its game's
 * target range (a simulated bet by its whole interval).
 */
import { randomInt } from 'node:crypto';
import { CERTIFIERS } from '../studio/certify/registry';
import { withinTarget, type BetRtp, type Certifier, type GameCertification } from '../studio/certify/types';
import { progressBar, type TProgress } from './slot-rtp';

export const DEFAULT_ROUNDS = 200_000;

export const usage = (games: readonly string[] = CERTIFIERS.map((c) => c.game)) => `Usage: npm run games:certify -- [--game CODE]... [--rounds N] [--seed N] [--json]

  --game CODE   certify only this game (repeatable): ${games.join(', ')}
  --rounds N    rounds per simulated bet (default ${DEFAULT_ROUNDS})
  --seed N      seed of the simulator's deterministic generator (default: random, printed)
  --json        print the certifications as JSON on stdout`;

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface TOptions {
  /** Game codes to certify, in registry order; empty: every game. */
  games: string[];
  rounds: number;
  seed: number;
  json: boolean;
}

const wholeNumber = (raw: string | undefined, min: number): number | undefined => {
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= min ? value : undefined;
};

export function parseArgs(argv: readonly string[], known: readonly string[] = CERTIFIERS.map((c) => c.game), randomSeed = () => randomInt(2 ** 31)): TOptions {
  const options: TOptions = { games: [], rounds: DEFAULT_ROUNDS, seed: -1, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--game') {
      const game = argv[++i];
      if (game === undefined || !known.includes(game)) throw new UsageError(`--game must be one of ${known.join(', ')}`);
      if (!options.games.includes(game)) options.games.push(game);
    } else if (arg === '--rounds') {
      const value = wholeNumber(argv[++i], 2);
      if (value === undefined) throw new UsageError('--rounds needs a whole number of at least 2');
      options.rounds = value;
    } else if (arg === '--seed') {
      const value = wholeNumber(argv[++i], 0);
      if (value === undefined) throw new UsageError('--seed needs a whole number');
      options.seed = value;
    } else throw new UsageError(`unknown option ${arg}`);
  }
  options.games.sort((a, b) => known.indexOf(a) - known.indexOf(b));
  if (options.seed < 0) options.seed = randomSeed();
  return options;
}

export interface TGameResult extends GameCertification {
  pass: boolean;
  seconds: number;
}

export interface TRun {
  seed: number;
  rounds: number;
  games: TGameResult[];
  pass: boolean;
}

/** Runs the chosen certifiers one after the other, each with its own progress phase. */
export async function run(options: TOptions, progress: TProgress = () => {}, certifiers: readonly Certifier[] = CERTIFIERS): Promise<TRun> {
  const chosen = options.games.length === 0 ? certifiers : certifiers.filter((c) => options.games.includes(c.game));
  const games: TGameResult[] = [];
  for (const [i, certifier] of chosen.entries()) {
    const phase = `${certifier.game} (${i + 1}/${chosen.length})`;
    let finished = false;
    const started = performance.now();
    const result = await certifier.certify({
      rounds: options.rounds,
      seed: options.seed,
      onProgress: (done, total) => {
        finished = done >= total;
        progress(phase, Math.min(done, total), total);
      },
    });
    // A bar that never reached its end still gets its last line.
    if (!finished) progress(phase, 1, 1);
    games.push({ ...result, pass: withinTarget(result), seconds: (performance.now() - started) / 1000 });
  }
  return { seed: options.seed, rounds: options.rounds, games, pass: games.every((g) => g.pass) };
}

/**
 * The progress for a stream: a terminal gets every update (the bar redraws one
 * line); a file or a pipe gets a phase's first and last lines and at most one
 * a second between them, so quick games leave two lines, not ten.
 */
export function progressFor(stream: NodeJS.WriteStream, now = () => performance.now(), intervalMs = 1000): TProgress {
  const bar = progressBar(stream);
  if (stream.isTTY) return bar;
  let phase = '';
  let last = -Infinity;
  return (p, done, total) => {
    const t = now();
    if (p !== phase || done >= total || t - last >= intervalMs) {
      phase = p;
      last = t;
      bar(p, done, total);
    }
  };
}

const pct = (x: number) => `${(x * 100).toFixed(4)} %`;
/** Targets as the sheets write them: two decimals, more only where the range needs them. */
const targetPct = (x: number) => `${(x * 100).toFixed(7).replace(/0{1,5}$/, '')} %`;
const betPasses = (game: GameCertification, bet: BetRtp) => withinTarget({ ...game, bets: [bet] });

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
  return rows.map((r) => `  ${r.map((cell, col) => cell.padEnd(widths[col]!)).join('  ')}`.trimEnd());
}

export function formatReport(r: TRun): string {
  const lines = [`Studio games — RTP certification (seed ${r.seed}, ${r.rounds.toLocaleString('en-US')} rounds per simulated bet)`];
  for (const g of r.games) {
    lines.push(
      '',
      `${g.game}: target ${targetPct(g.target.min)}–${targetPct(g.target.max)}  (${g.sheet}, ${g.seconds.toFixed(2)} s)  → ${g.pass ? 'PASS' : 'FAIL'}`,
      ...table([
        ['Bet', 'Method', 'RTP', '95 % CI', 'Result'],
        ...g.bets.map((b) => [
          b.bet,
          b.method === 'simulation' ? `simulation, ${(b.rounds ?? 0).toLocaleString('en-US')} rounds` : 'exact',
          pct(b.rtp),
          b.ci95 ? `${pct(b.ci95[0])} – ${pct(b.ci95[1])}` : '',
          betPasses(g, b) ? 'PASS' : 'FAIL',
        ]),
      ]),
    );
  }
  const failed = r.games.filter((g) => !g.pass).map((g) => g.game);
  lines.push('', failed.length === 0 ? `All ${r.games.length} games inside their targets: PASS` : `Outside their targets: ${failed.join(', ')}: FAIL`);
  return lines.join('\n');
}

export interface TIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WriteStream;
  certifiers: readonly Certifier[];
}

/** The whole command; resolves to its exit code. */
export async function main(argv: readonly string[], io: TIo = { stdout: process.stdout, stderr: process.stderr, certifiers: CERTIFIERS }): Promise<number> {
  const known = io.certifiers.map((c) => c.game);
  if (argv[0] === '--help' || argv[0] === 'help') {
    io.stdout.write(`${usage(known)}\n`);
    return 0;
  }
  let options: TOptions;
  try {
    options = parseArgs(argv, known);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.stderr.write(`${err.message}\n\n${usage(known)}\n`);
    return 1;
  }
  const report = await run(options, progressFor(io.stderr), io.certifiers);
  io.stdout.write(`${options.json ? JSON.stringify(report, null, 2) : formatReport(report)}\n`);
  return report.pass ? 0 : 1;
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntryPoint) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exitCode = 1;
    },
  );
}

/**
 * Engagement's cost on the round path (issue 15, "Done when": bench/engagement).
 * Runs bench/rounds twice in one run, one after the other on the same
 * machine: first the demo brand without its engagement programme
 * (BENCH_ENGAGEMENT=off: no promotions, loyalty, missions, tournament, wheel
 * or referrals, so a settled round's after-commit work finds nothing to do),
 * then with it (on: bonus probes, points, VIP, missions, the tournament's
 * live board, referral checks for every settled batch). Each run carries its
 * own pgbench and hello-world references. See bench/engagement/README.md.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_SECONDS=8 npx tsx bench/engagement/run.ts
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printTable, round } from '../lib/pg';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');

interface RoundsRow {
  clients: number;
  roundsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  cpuMicrosPerCall: number;
  postgresMicrosPerRound: number | null;
  machineMicrosPerRound: number | null;
  pgbenchTps: number;
  ratio: number;
  helloRoundsPerSecond: number;
}
interface RoundsResult {
  engagement: 'on' | 'off';
  checkLedger: { ok: boolean };
  rows: RoundsRow[];
}

function runRounds(engagement: 'on' | 'off'): Promise<RoundsResult> {
  const out = join(HERE, `rounds-${engagement}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'rounds', 'run.ts')], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, BENCH_ENGAGEMENT: engagement, BENCH_RESULTS: out, BENCH_CLIENTS: process.env.BENCH_CLIENTS ?? '10,100' },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(readFileSync(out, 'utf8')) as RoundsResult) : reject(new Error(`bench/rounds (${engagement}) exited with ${code}`))));
  });
}

const off = await runRounds('off');
const on = await runRounds('on');
const rows = on.rows.map((r) => {
  const base = off.rows.find((b) => b.clients === r.clients)!;
  return {
    clients: r.clients,
    off: { roundsPerSecond: base.roundsPerSecond, p50Ms: base.p50Ms, p99Ms: base.p99Ms, ratio: base.ratio, postgresMicrosPerRound: base.postgresMicrosPerRound, machineMicrosPerRound: base.machineMicrosPerRound },
    on: { roundsPerSecond: r.roundsPerSecond, p50Ms: r.p50Ms, p99Ms: r.p99Ms, ratio: r.ratio, postgresMicrosPerRound: r.postgresMicrosPerRound, machineMicrosPerRound: r.machineMicrosPerRound },
    addedP99Ms: round(r.p99Ms - base.p99Ms, 1),
    addedP50Ms: round(r.p50Ms - base.p50Ms, 1),
    addedMachineMicrosPerRound: r.machineMicrosPerRound !== null && base.machineMicrosPerRound !== null ? r.machineMicrosPerRound - base.machineMicrosPerRound : null,
  };
});
printTable(
  ['connections', 'rounds/s off / on', 'p50 ms off / on', 'p99 ms off / on', 'added p99 ms', 'ratio to pgbench off / on', 'machine µs/round off / on'],
  rows.map((r) => [
    String(r.clients),
    `${r.off.roundsPerSecond} / ${r.on.roundsPerSecond}`,
    `${r.off.p50Ms} / ${r.on.p50Ms}`,
    `${r.off.p99Ms} / ${r.on.p99Ms}`,
    String(r.addedP99Ms),
    `${r.off.ratio} / ${r.on.ratio}`,
    `${r.off.machineMicrosPerRound ?? '—'} / ${r.on.machineMicrosPerRound ?? '—'}`,
  ]),
);
writeFileSync(join(HERE, 'results.json'), `${JSON.stringify({ date: new Date().toISOString(), ledgerOk: off.checkLedger.ok && on.checkLedger.ok, rows }, null, 2)}\n`);
console.log(`wrote ${join('bench', 'engagement', 'results.json')}`);

/**
 * What the benchmarks share: environment numbers, throw-away databases made
 * from the DATABASE_URL connection (dropped at the end, also on failure or
 * Ctrl-C), pgbench's TPC-B-like figure, and latency percentiles.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Only used to CREATE and DROP the bench databases. */
export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return value;
}

export const clientCounts = (name: string, fallback: string): number[] => (process.env[name] ?? fallback).split(',').map((c) => Number(c.trim()));

const urlFor = (database: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

export async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const created: string[] = [];
export async function createDatabase(name: string): Promise<string> {
  await admin((c) => c.query(`create database "${name}"`));
  created.push(name);
  return urlFor(name);
}

export async function dropCreatedDatabases(): Promise<void> {
  while (created.length > 0) {
    const name = created.pop() as string;
    await admin((c) => c.query(`drop database if exists "${name}" with (force)`)).catch((err: unknown) => {
      console.error(`could not drop database ${name}: ${(err as Error).message}`);
    });
  }
}

export const serverVersion = () => admin(async (c) => (await c.query<{ server_version: string }>('show server_version')).rows[0]?.server_version);

/**
 * Runs a bench's main: its databases are dropped however it ends (Ctrl-C
 * included); `cleanup` runs first (e.g. closing a server holding connections).
 */
export async function runBench(main: () => Promise<void>, cleanup: () => Promise<void> = async () => undefined): Promise<void> {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.error(`\n${signal}: dropping the bench databases`);
      void cleanup()
        .catch(() => undefined)
        .then(dropCreatedDatabases)
        .finally(() => process.exit(130));
    });
  }
  try {
    await main();
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    await cleanup().catch((err: unknown) => console.error(err));
    await dropCreatedDatabases();
  }
}

export async function pgbenchInit(url: string, scale: number): Promise<void> {
  await run('pgbench', ['-i', '-s', String(scale), '-q', url], { maxBuffer: 16 * 1024 * 1024 });
}

/** pgbench's TPC-B-like transactions per second (without initial connection time). */
export async function pgbenchRun(url: string, clients: number, seconds: number): Promise<number> {
  const threads = Math.min(2, clients);
  const { stdout } = await run('pgbench', ['-c', String(clients), '-j', String(threads), '-T', String(Math.round(seconds)), '-n', url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout) ?? /tps = ([\d.]+)/.exec(stdout);
  if (!match?.[1]) throw new Error(`could not read tps from pgbench:\n${stdout}`);
  return round(Number(match[1]), 1);
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number;
}

export const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Prints rows as an aligned table (first column left-aligned). */
export function printTable(header: string[], body: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] as string).length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ');
  console.log();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
  console.log();
}

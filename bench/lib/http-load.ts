/**
 * Closed loops of GET calls over HTTP from load-generator processes of their
 * own (bench/console/console-worker.ts), so the generators' CPU never counts
 * as the server's: `requests` cycled by `processes` children, `concurrency`
 * loops in all, for `seconds` after a 2 s warm-up. Used by bench/console and
 * bench/agents.
 */
import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConsoleRequest, ConsoleResult, ConsoleRun } from '../console/console-worker';
import { percentile, round } from './pg';

const WORKER = join(dirname(fileURLToPath(import.meta.url)), '..', 'console', 'console-worker.ts');

export async function httpLoad(
  o: { port: number; token: string; requests: ConsoleRequest[]; processes: number; concurrency: number; seconds: number },
): Promise<{ latencies: Record<string, number[]>; errors: number; firstErrors: string[] }> {
  const workers = Array.from({ length: o.processes }, () => fork(WORKER, [], { stdio: 'inherit' }));
  const results = await Promise.all(
    workers.map(
      (worker, w) =>
        new Promise<ConsoleResult>((resolve, reject) => {
          worker.once('message', (m: ConsoleResult) => resolve(m));
          worker.once('error', reject);
          worker.once('exit', (code) => reject(new Error(`load process ${w} exited (${code}) without its result`)));
          const run: ConsoleRun = {
            type: 'run',
            port: o.port,
            token: o.token,
            // Each process starts at another point of the list, so they do not ask the same thing at once.
            requests: [...o.requests.slice((w * o.requests.length) / o.processes), ...o.requests.slice(0, (w * o.requests.length) / o.processes)],
            concurrency: Math.max(1, Math.round(o.concurrency / o.processes)),
            seconds: o.seconds,
            warmupMs: 2_000,
          };
          worker.send(run);
        }),
    ),
  );
  const latencies: Record<string, number[]> = {};
  // Concatenated, not spread: a hello-world run yields hundreds of thousands of latencies.
  for (const r of results) for (const [kind, list] of Object.entries(r.latencies)) latencies[kind] = (latencies[kind] ?? []).concat(list);
  return { latencies, errors: results.reduce((s, r) => s + r.errors, 0), firstErrors: results.flatMap((r) => r.firstErrors) };
}

/** n, p50, p95 and p99 of a list of latencies (ms, one decimal). */
export const latencyStats = (list: number[] = []) => {
  const sorted = [...list].sort((a, b) => a - b);
  return { n: sorted.length, p50: round(percentile(sorted, 0.5), 1), p95: round(percentile(sorted, 0.95), 1), p99: round(percentile(sorted, 0.99), 1) };
};

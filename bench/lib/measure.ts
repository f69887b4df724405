import { readdirSync, readFileSync } from 'node:fs';
import { percentile, round } from './pg';

export interface Measured {
  /** Operations completed in the measured period. */
  count: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time of this Node process during the measured period, % of one core. */
  nodeCpuPercent: number;
}

/**
 * `clients` closed loops, each awaiting one `op(client)` after the other:
 * first a warm-up (not measured), then `seconds` measured. Latency is the
 * wall time of one `op` as its caller sees it. The first three errors per
 * phase are printed with `label`.
 */
export async function measureClients(
  clients: number,
  seconds: number,
  warmupSeconds: number,
  label: string,
  op: (client: number) => Promise<void>,
): Promise<Measured> {
  const loop = async (client: number, until: number, latencies: number[] | null, errors: { n: number }) => {
    while (performance.now() < until) {
      const start = performance.now();
      try {
        await op(client);
        latencies?.push(performance.now() - start);
      } catch (err) {
        errors.n++;
        if (errors.n <= 3) console.error(`  ${label} client ${client}: ${(err as Error).message}`);
      }
    }
  };

  const ignored = { n: 0 };
  const warmUntil = performance.now() + warmupSeconds * 1000;
  await Promise.all(Array.from({ length: clients }, (_, i) => loop(i, warmUntil, null, ignored)));

  const perClient = Array.from({ length: clients }, () => [] as number[]);
  const errors = { n: 0 };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(perClient.map((latencies, i) => loop(i, until, latencies, errors)));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);

  return {
    ...summarizeLatencies(perClient.flat(), elapsed),
    errors: errors.n + ignored.n,
    nodeCpuPercent: round(((cpu.user + cpu.system) / 1e6 / elapsed) * 100, 0),
  };
}

/** Count, rate and p50/p99 of operation latencies (ms) measured over `elapsed` seconds. */
export function summarizeLatencies(latencies: number[], elapsed: number) {
  const all = [...latencies].sort((a, b) => a - b);
  return {
    count: all.length,
    seconds: round(elapsed, 2),
    perSecond: round(all.length / elapsed, 1),
    p50: round(percentile(all, 0.5), 2),
    p99: round(percentile(all, 0.99), 2),
  };
}

/**
 * CPU time (µs, user + system) of every process of this machine whose name is
 * `name` (PostgreSQL's backends: "postgres"), and of the whole machine, read
 * from /proc: where a round's time goes when the app is not the busy one.
 * Linux only; undefined elsewhere.
 */
export function processCpuMicros(name: string): { processes: number; machine: number } | undefined {
  try {
    const ticks = 100; // USER_HZ on Linux
    let processes = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue;
      }
      const open = stat.indexOf('(');
      const close = stat.lastIndexOf(')');
      if (stat.slice(open + 1, close) !== name) continue;
      const fields = stat.slice(close + 2).split(' ');
      processes += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    }
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const busy = cpu.reduce((a, b) => a + b, 0) - (cpu[3] ?? 0) - (cpu[4] ?? 0); // all but idle and iowait
    return { processes: (processes / ticks) * 1e6, machine: (busy / ticks) * 1e6 };
  } catch {
    return undefined;
  }
}

/**
 * Durable jobs (issue 10 item 4): delayed and periodic work kept in
 * PostgreSQL (or the embedded PGlite: the same SQL), so a job survives a
 * restart, runs once across server processes, and retries with backoff.
 * Decision record: docs/decisions/005-outbox-and-jobs.md.
 *
 * - `enqueue(db, name, payload, { runAt, key })` writes a job, inside the
 *   caller's transaction when given one (a job is never lost to a crash
 *   between a change and its follow-up). A key makes it once-only.
 * - `define(name, handler, { everySeconds })` registers a handler; with a
 *   period the job is also periodic: the process that moves its schedule
 *   forward enqueues the run (key `name@slot`), so each slot runs once.
 * - Every server process runs `start()`: a loop that takes due jobs with
 *   SKIP LOCKED under a lease. A process killed mid-run leaves its job
 *   `running` until the lease passes; another process then takes it up
 *   again (handlers are idempotent). The loop also sweeps the outbox.
 * - Runs are rows: operators list them (`npm run ops -- jobs`, staff API
 *   /wps/staff/jobs) with attempts, errors and results.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DrizzleDb } from '../../db/database';
import { hostname } from 'node:os';
import { claimJobs, completeJob, failJob, insertJob, registerProcess, takeDueSchedules, touchProcess, upsertSchedule, type JobRow } from './jobs.repository';

export type JobHandler = (job: JobRow) => Promise<Record<string, unknown> | void>;

export interface JobDefinition {
  handler: JobHandler;
  everySeconds?: number | undefined;
  maxAttempts: number;
  leaseSeconds: number;
}

export interface EnqueueOptions {
  runAt?: Date | undefined;
  key?: string | undefined;
  maxAttempts?: number | undefined;
}

export interface JobRunner {
  readonly worker: string;
  define(name: string, handler: JobHandler, opts?: { everySeconds?: number; maxAttempts?: number; leaseSeconds?: number }): void;
  /** Enqueues in `db` (a transaction or the pool); false when the key was taken. */
  enqueue(db: DrizzleDb, name: string, payload?: Record<string, unknown>, opts?: EnqueueOptions): Promise<boolean>;
  /** One pass: due schedules, then due jobs; answers how many jobs ran. */
  runDue(): Promise<number>;
  /** Starts the polling loop (server processes). */
  start(): Promise<void>;
  /** Stops the loop and waits for the job in hand. */
  stop(): Promise<void>;
}

export const JOB_POLL_MS = 1_000;
/** Backoff of the n-th failed attempt: 5 s, 10 s, 20 s … at most an hour. */
export const jobBackoffSeconds = (attempts: number) => Math.min(5 * 2 ** Math.max(0, attempts - 1), 3_600);

/** A process marks itself seen at most this often (its loop turns every JOB_POLL_MS). */
export const PROCESS_BEAT_SECONDS = 15;

export function createJobRunner(
  db: DrizzleDb,
  log: Pick<FastifyBaseLogger, 'error' | 'info' | 'warn'>,
  opts: { pollMs?: number; worker?: string; onTick?: () => Promise<unknown>; version?: string } = {},
): JobRunner {
  const worker = opts.worker ?? `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  let lastBeat = 0;
  const definitions = new Map<string, JobDefinition>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let inFlight: Promise<unknown> | null = null;

  async function runOne(job: JobRow): Promise<void> {
    const def = definitions.get(job.name);
    if (!def) return;
    // A job whose process died on its last attempt is not tried again.
    if (job.attempts > job.maxAttempts) {
      await failJob(db, job.id, worker, job.lastError ?? 'its process stopped during the last attempt', 0);
      return;
    }
    try {
      const result = await def.handler(job);
      await completeJob(db, job.id, worker, result ?? null);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const spent = job.attempts >= job.maxAttempts;
      (spent ? log.error : log.warn).call(log, { err, jobId: job.id, job: job.name, attempts: job.attempts }, spent ? 'job failed for good' : 'job failed; retrying');
      await failJob(db, job.id, worker, message, jobBackoffSeconds(job.attempts));
    }
  }

  async function runDue(): Promise<number> {
    const names = [...definitions.keys()];
    const periodic = names.filter((n) => definitions.get(n)!.everySeconds);
    for (const due of await takeDueSchedules(db, periodic)) {
      await insertJob(db, { name: due.name, payload: { slot: due.slot.toISOString() }, key: `${due.name}@${due.slot.toISOString()}`, maxAttempts: definitions.get(due.name)!.maxAttempts });
    }
    let ran = 0;
    for (;;) {
      const lease = Math.max(...names.map((n) => definitions.get(n)!.leaseSeconds));
      const jobs = await claimJobs(db, { worker, names, leaseSeconds: lease, limit: 10 });
      for (const job of jobs) await runOne(job);
      ran += jobs.length;
      if (jobs.length < 10) return ran;
    }
  }

  const tick = async () => {
    try {
      // The process is alive as long as its loop turns: no timer of its own.
      if (Date.now() - lastBeat >= PROCESS_BEAT_SECONDS * 1000) {
        lastBeat = Date.now();
        await touchProcess(db, worker);
      }
      await runDue();
      await opts.onTick?.();
    } catch (err) {
      log.error({ err }, 'job runner pass failed');
    }
  };

  const loop = () => {
    if (stopped) return;
    inFlight = tick().finally(() => {
      inFlight = null;
      if (!stopped) {
        timer = setTimeout(loop, opts.pollMs ?? JOB_POLL_MS);
        timer.unref();
      }
    });
  };

  return {
    worker,
    define(name, handler, o = {}) {
      definitions.set(name, { handler, everySeconds: o.everySeconds, maxAttempts: o.maxAttempts ?? 5, leaseSeconds: o.leaseSeconds ?? 300 });
    },
    enqueue: (target, name, payload = {}, o = {}) =>
      insertJob(target, { name, payload, key: o.key, runAt: o.runAt, maxAttempts: o.maxAttempts ?? definitions.get(name)?.maxAttempts ?? 5 }),
    runDue,
    async start() {
      for (const [name, def] of definitions) if (def.everySeconds) await upsertSchedule(db, name, def.everySeconds);
      await registerProcess(db, { id: worker, host: hostname(), pid: process.pid, version: opts.version ?? 'unknown', nodeVersion: process.version });
      lastBeat = Date.now();
      stopped = false;
      loop();
    },
    async stop() {
      const wasRunning = !stopped;
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
      if (wasRunning) await touchProcess(db, worker, true).catch((err: unknown) => log.warn({ err }, 'could not mark the process stopped'));
    },
  };
}

import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, tz } from '../../db/columns';

// ---------------------------------------------------------------------------
// Durable jobs (issue 10 item 4): delayed and periodic work that runs once
// across processes and survives restarts. System rows: a job acts on the
// brands its payload names (or on every brand).
// ---------------------------------------------------------------------------

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** A job with a key is enqueued once (a periodic run's slot, one job per withdrawal...). */
    key: text('key'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    runAt: tz('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** A running job whose lease passed (its process died) is taken up again. */
    lockedUntil: tz('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: tz('created_at').notNull(),
    startedAt: tz('started_at'),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_key_unique').on(t.key),
    index('jobs_due_idx').on(t.status, t.runAt),
    index('jobs_name_idx').on(t.name, t.id),
    check('jobs_status_check', inList(t.status, JOB_STATUSES)),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);

/** A periodic job: the runner that moves `next_run_at` forward enqueues the run, so it runs once across processes. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  everySeconds: integer('every_seconds').notNull(),
  nextRunAt: tz('next_run_at').notNull(),
  lastRunAt: tz('last_run_at'),
});

/**
 * The server processes running the job loop (every server process does):
 * each registers itself at start, marks itself seen as its loop turns (at
 * most every PROCESS_BEAT_SECONDS) and stopped when it stops. Operators see
 * which processes run which version (the console's Jobs & health).
 */
export const serverProcesses = pgTable(
  'server_processes',
  {
    /** The runner's worker id (also `jobs.locked_by`). */
    id: text('id').primaryKey(),
    host: text('host').notNull(),
    pid: integer('pid').notNull(),
    version: text('version').notNull(),
    nodeVersion: text('node_version').notNull(),
    startedAt: tz('started_at').notNull(),
    lastSeenAt: tz('last_seen_at').notNull(),
    stoppedAt: tz('stopped_at'),
  },
  (t) => [index('server_processes_seen_idx').on(t.lastSeenAt)],
);

/**
 * SQL of the durable job queue (jobs, job_schedules). Times are the
 * database's now(): every process agrees on one clock for leases and runs.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';

async function rows<T>(db: DrizzleDb, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

export interface JobRow {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  key: string | null;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lockedBy: string | null;
  lastError: string | null;
  result: Record<string, unknown> | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

interface JobSqlRow {
  id: number | string;
  name: string;
  payload: Record<string, unknown> | string;
  key: string | null;
  status: JobRow['status'];
  attempts: number | string;
  max_attempts: number | string;
  run_at: string | Date;
  locked_by: string | null;
  last_error: string | null;
  result: Record<string, unknown> | string | null;
  created_at: string | Date;
  started_at: string | Date | null;
  finished_at: string | Date | null;
}

const json = (v: Record<string, unknown> | string | null) => (typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : v);
const date = (v: string | Date | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

const toRow = (r: JobSqlRow): JobRow => ({
  id: Number(r.id),
  name: r.name,
  payload: json(r.payload) ?? {},
  key: r.key,
  status: r.status,
  attempts: Number(r.attempts),
  maxAttempts: Number(r.max_attempts),
  runAt: date(r.run_at)!,
  lockedBy: r.locked_by,
  lastError: r.last_error,
  result: json(r.result),
  createdAt: date(r.created_at)!,
  startedAt: date(r.started_at),
  finishedAt: date(r.finished_at),
});

/** Enqueues a job; false when a job with the same key exists already (it is enqueued once). */
export async function insertJob(
  db: DrizzleDb,
  j: { name: string; payload: Record<string, unknown>; key?: string | undefined; runAt?: Date | undefined; maxAttempts: number },
): Promise<boolean> {
  const runAt = j.runAt ? sql`${j.runAt.toISOString()}::timestamptz` : sql`now()`;
  const inserted = await rows<{ id: number }>(db, sql`
    insert into jobs (name, payload, key, run_at, max_attempts, created_at)
    values (${j.name}::text, ${JSON.stringify(j.payload)}::jsonb, ${j.key ?? null}::text, ${runAt}, ${j.maxAttempts}::integer, now())
    on conflict (key) do nothing
    returning id`);
  return inserted.length > 0;
}

/**
 * Takes up to `limit` due jobs for `worker`: queued ones whose time has come,
 * and running ones whose lease passed (their process died). SKIP LOCKED: two
 * processes never take the same job.
 */
export async function claimJobs(db: DrizzleDb, o: { worker: string; names: readonly string[]; leaseSeconds: number; limit: number }): Promise<JobRow[]> {
  if (o.names.length === 0) return [];
  const names = `{${o.names.map((n) => `"${n}"`).join(',')}}`;
  const found = await rows<JobSqlRow>(db, sql`
    update jobs j set status = 'running', attempts = j.attempts + 1, locked_by = ${o.worker}::text,
      locked_until = now() + make_interval(secs => ${o.leaseSeconds}::int), started_at = now()
    where j.id in (
      select id from jobs
      where name = any(${names}::text[])
        and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
      order by run_at, id limit ${o.limit}::int for update skip locked)
    returning j.*`);
  return found.map(toRow).sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

export async function completeJob(db: DrizzleDb, id: number, worker: string, result: Record<string, unknown> | null): Promise<void> {
  await db.execute(sql`
    update jobs set status = 'done', finished_at = now(), locked_until = null, result = ${result === null ? null : JSON.stringify(result)}::jsonb, last_error = null
    where id = ${id}::bigint and locked_by = ${worker}::text and status = 'running'`);
}

/** A failed run: queued again after `retryInSeconds`, or failed for good once its attempts are spent. */
export async function failJob(db: DrizzleDb, id: number, worker: string, error: string, retryInSeconds: number): Promise<void> {
  await db.execute(sql`
    update jobs set
      status = case when attempts >= max_attempts then 'failed' else 'queued' end,
      finished_at = case when attempts >= max_attempts then now() else null end,
      run_at = now() + make_interval(secs => ${retryInSeconds}::int),
      locked_until = null, last_error = ${error.slice(0, 2000)}::text
    where id = ${id}::bigint and locked_by = ${worker}::text and status = 'running'`);
}

export async function upsertSchedule(db: DrizzleDb, name: string, everySeconds: number): Promise<void> {
  await db.execute(sql`
    insert into job_schedules (name, every_seconds, next_run_at) values (${name}::text, ${everySeconds}::integer, now())
    on conflict (name) do update set every_seconds = excluded.every_seconds`);
}

/**
 * Moves every due schedule of `names` forward by its period and answers the
 * runs it is owed, each with its slot time: one conditional UPDATE, so a slot
 * goes to exactly one process however many tick at once.
 */
export async function takeDueSchedules(db: DrizzleDb, names: readonly string[]): Promise<{ name: string; slot: Date }[]> {
  if (names.length === 0) return [];
  const list = `{${names.map((n) => `"${n}"`).join(',')}}`;
  const due = await rows<{ name: string; slot: string | Date }>(db, sql`
    update job_schedules s set last_run_at = now(),
      next_run_at = greatest(s.next_run_at + make_interval(secs => s.every_seconds), now())
    from (select name, next_run_at as slot from job_schedules where name = any(${list}::text[]) and next_run_at <= now() for update skip locked) d
    where s.name = d.name
    returning s.name, d.slot`);
  return due.map((d) => ({ name: d.name, slot: date(d.slot)! }));
}

export async function listJobs(db: DrizzleDb, o: { name?: string | undefined; status?: JobRow['status'] | undefined; limit: number; offset?: number }): Promise<JobRow[]> {
  const found = await rows<JobSqlRow>(db, sql`
    select * from jobs
    where true ${o.name ? sql`and name = ${o.name}::text` : sql``} ${o.status ? sql`and status = ${o.status}::text` : sql``}
    order by id desc limit ${o.limit}::int offset ${o.offset ?? 0}::int`);
  return found.map(toRow);
}

export async function listSchedules(db: DrizzleDb) {
  const found = await rows<{ name: string; every_seconds: number | string; next_run_at: string | Date; last_run_at: string | Date | null }>(
    db,
    sql`select name, every_seconds, next_run_at, last_run_at from job_schedules order by name`,
  );
  return found.map((s) => ({ name: s.name, everySeconds: Number(s.every_seconds), nextRunAt: date(s.next_run_at)!, lastRunAt: date(s.last_run_at) }));
}

/** Finished jobs older than `days` go (the runs of periodic jobs would otherwise pile up). */
export async function purgeFinishedJobs(db: DrizzleDb, days: number): Promise<number> {
  const gone = await rows<{ id: number }>(db, sql`
    delete from jobs where status in ('done', 'failed') and finished_at < now() - make_interval(days => ${days}::int) returning id`);
  return gone.length;
}

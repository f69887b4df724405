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

/** Finished runs and processes last seen are kept this many days for operators. */
export const JOBS_KEEP_DAYS = 14;

/** Finished jobs older than `days` go (the runs of periodic jobs would otherwise pile up). */
export async function purgeFinishedJobs(db: DrizzleDb, days: number): Promise<number> {
  const gone = await rows<{ id: number }>(db, sql`
    delete from jobs where status in ('done', 'failed') and finished_at < now() - make_interval(days => ${days}::int) returning id`);
  return gone.length;
}

// ----- Server processes ------------------------------------------------------

export interface ServerProcessRow {
  id: string;
  host: string;
  pid: number;
  version: string;
  nodeVersion: string;
  startedAt: Date;
  lastSeenAt: Date;
  stoppedAt: Date | null;
}

export async function registerProcess(db: DrizzleDb, p: { id: string; host: string; pid: number; version: string; nodeVersion: string }): Promise<void> {
  await db.execute(sql`
    insert into server_processes (id, host, pid, version, node_version, started_at, last_seen_at)
    values (${p.id}::text, ${p.host}::text, ${p.pid}::integer, ${p.version}::text, ${p.nodeVersion}::text, now(), now())
    on conflict (id) do update set last_seen_at = now(), stopped_at = null`);
}

export async function touchProcess(db: DrizzleDb, id: string, stopped = false): Promise<void> {
  await db.execute(sql`update server_processes set last_seen_at = now() ${stopped ? sql`, stopped_at = now()` : sql``} where id = ${id}::text`);
}

/** Processes seen within `days` (the rest were purged with the finished jobs), most recent first. */
export async function listProcesses(db: DrizzleDb, days: number): Promise<ServerProcessRow[]> {
  const found = await rows<{ id: string; host: string; pid: number | string; version: string; node_version: string; started_at: string | Date; last_seen_at: string | Date; stopped_at: string | Date | null }>(
    db,
    sql`select * from server_processes where last_seen_at > now() - make_interval(days => ${days}::int) order by last_seen_at desc, id limit 200`,
  );
  return found.map((p) => ({
    id: p.id,
    host: p.host,
    pid: Number(p.pid),
    version: p.version,
    nodeVersion: p.node_version,
    startedAt: date(p.started_at)!,
    lastSeenAt: date(p.last_seen_at)!,
    stoppedAt: date(p.stopped_at),
  }));
}

export async function purgeProcesses(db: DrizzleDb, days: number): Promise<number> {
  const gone = await rows<{ id: string }>(db, sql`delete from server_processes where last_seen_at < now() - make_interval(days => ${days}::int) returning id`);
  return gone.length;
}

/** The database's clock, which the processes' `last_seen_at` follow. */
export async function databaseNow(db: DrizzleDb): Promise<Date> {
  const [row] = await rows<{ now: string | Date }>(db, sql`select now() as now`);
  return date(row!.now)!;
}

// ----- What operators read ---------------------------------------------------

export interface JobQueueRow {
  name: string;
  queued: number;
  running: number;
  done24h: number;
  failed24h: number;
  /** Failed for good and not run again since. */
  failedTotal: number;
  lastFinishedAt: Date | null;
}

/** Per job name: what waits, what runs, and how the last day went. */
export async function jobQueues(db: DrizzleDb): Promise<JobQueueRow[]> {
  const found = await rows<{ name: string; queued: string | number; running: string | number; done_24h: string | number; failed_24h: string | number; failed_total: string | number; last_finished_at: string | Date | null }>(
    db,
    sql`select name,
        count(*) filter (where status = 'queued') as queued,
        count(*) filter (where status = 'running') as running,
        count(*) filter (where status = 'done' and finished_at > now() - interval '1 day') as done_24h,
        count(*) filter (where status = 'failed' and finished_at > now() - interval '1 day') as failed_24h,
        count(*) filter (where status = 'failed') as failed_total,
        max(finished_at) as last_finished_at
      from jobs group by name order by name`,
  );
  return found.map((r) => ({
    name: r.name,
    queued: Number(r.queued),
    running: Number(r.running),
    done24h: Number(r.done_24h),
    failed24h: Number(r.failed_24h),
    failedTotal: Number(r.failed_total),
    lastFinishedAt: date(r.last_finished_at),
  }));
}

/** Runs, newest first, in keyset pages (`before`: the last id of the previous page). */
export async function listJobRuns(db: DrizzleDb, o: { name?: string | undefined; status?: JobRow['status'] | undefined; before?: number | undefined; limit: number }): Promise<JobRow[]> {
  const found = await rows<JobSqlRow>(db, sql`
    select * from jobs
    where true ${o.name ? sql`and name = ${o.name}::text` : sql``} ${o.status ? sql`and status = ${o.status}::text` : sql``}
      ${o.before ? sql`and id < ${o.before}::bigint` : sql``}
    order by id desc limit ${o.limit}::int`);
  return found.map(toRow);
}

export async function findJob(db: DrizzleDb, id: number): Promise<JobRow | undefined> {
  const [found] = await rows<JobSqlRow>(db, sql`select * from jobs where id = ${id}::bigint`);
  return found ? toRow(found) : undefined;
}

/** A job that failed for good is queued once more (one more attempt), now; answers it, or undefined when it had not failed. */
export async function retryFailedJob(db: DrizzleDb, id: number): Promise<JobRow | undefined> {
  const [found] = await rows<JobSqlRow>(db, sql`
    update jobs set status = 'queued', run_at = now(), max_attempts = attempts + 1, finished_at = null, locked_until = null, locked_by = null
    where id = ${id}::bigint and status = 'failed'
    returning *`);
  return found ? toRow(found) : undefined;
}

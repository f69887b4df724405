/**
 * SQL of the transactional outbox (outbox_events). Times are the database's
 * own (now()), never the app clock: leases and hand-overs between processes
 * must agree on one clock.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { preparedRows } from '../../db/prepared';

export interface OutboxRow {
  id: number;
  merchantId: number;
  topic: string;
  payload: Record<string, unknown>;
  attempts: number;
  /** Subscribers that took this event on an earlier attempt (its others failed). */
  deliveredTo: string[];
}

interface OutboxSqlRow {
  id: number | string;
  merchant_id: number | string;
  topic: string;
  payload: Record<string, unknown> | string;
  attempts: number | string;
  delivered_to: string[] | string;
}

async function rows<T>(db: DrizzleDb, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const toRow = (r: OutboxSqlRow): OutboxRow => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  topic: r.topic,
  payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload,
  attempts: Number(r.attempts),
  // As JSON (to_jsonb): PostgreSQL and PGlite then hand over the same thing.
  deliveredTo: typeof r.delivered_to === 'string' ? (JSON.parse(r.delivered_to) as string[]) : r.delivered_to,
});

export async function insertEvent(db: DrizzleDb, e: { merchantId: number; topic: string; payload: Record<string, unknown>; origin: string }): Promise<void> {
  // outbox_emit (migration 0009) is the one writer of events; provider_apply calls it too.
  await db.execute(sql`select outbox_emit(${e.merchantId}::integer, ${e.topic}::text, ${JSON.stringify(e.payload)}::jsonb, ${e.origin}::text)`);
}

/**
 * Takes up to `limit` due events under a lease of `leaseSeconds`: their
 * `available_at` moves past the lease, so no other dispatcher takes them
 * meanwhile, and a dispatcher that dies leaves them to be taken up again.
 * `origin` set: only that app's own events (handled at once after its
 * commit); unset: anyone's, left behind for longer than `graceSeconds`.
 */
export async function claimEvents(
  db: DrizzleDb,
  o: { origin?: string | undefined; merchantId?: number | undefined; graceSeconds: number; leaseSeconds: number; limit: number },
): Promise<OutboxRow[]> {
  if (o.origin !== undefined && o.merchantId === undefined) {
    // An app's own events after its commits: the hot case, prepared.
    const own = await preparedRows<OutboxSqlRow>(
      db,
      'outbox_claim_own',
      `update outbox_events e set attempts = e.attempts + 1, available_at = now() + make_interval(secs => $2::int)
       where e.id in (select id from outbox_events where origin = $1::text and available_at <= now() order by id limit $3::int for update skip locked)
       returning e.id, e.merchant_id, e.topic, e.payload, e.attempts, to_jsonb(e.delivered_to) as delivered_to`,
      [o.origin, o.leaseSeconds, o.limit],
    );
    return own.map(toRow).sort((a, b) => a.id - b.id);
  }
  const due = o.origin !== undefined ? sql`origin = ${o.origin}::text and available_at <= now()` : sql`available_at <= now() - make_interval(secs => ${o.graceSeconds}::int)`;
  const whose = o.merchantId === undefined ? due : sql`${due} and merchant_id = ${o.merchantId}::integer`;
  const found = await rows<OutboxSqlRow>(db, sql`
    update outbox_events e set attempts = e.attempts + 1, available_at = now() + make_interval(secs => ${o.leaseSeconds}::int)
    where e.id in (select id from outbox_events where ${whose} order by id limit ${o.limit}::int for update skip locked)
    returning e.id, e.merchant_id, e.topic, e.payload, e.attempts, to_jsonb(e.delivered_to) as delivered_to`);
  return found.map(toRow).sort((a, b) => a.id - b.id);
}

export async function deleteEvents(db: DrizzleDb, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await preparedRows(db, 'outbox_delete', 'delete from outbox_events where id = any($1::bigint[])', [`{${ids.join(',')}}`]);
}

/**
 * A failed event waits `delaySeconds` before anyone tries it again; the
 * subscribers that took it this time (`delivered`) are not given it again.
 */
export async function deferEvent(db: DrizzleDb, id: number, delaySeconds: number, error: string, delivered: readonly string[]): Promise<void> {
  await db.execute(sql`
    update outbox_events
    set available_at = now() + make_interval(secs => ${delaySeconds}::int), last_error = ${error.slice(0, 2000)}::text,
        delivered_to = delivered_to || array(select jsonb_array_elements_text(${JSON.stringify(delivered)}::jsonb))
    where id = ${id}::bigint`);
}

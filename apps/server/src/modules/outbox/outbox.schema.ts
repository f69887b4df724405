import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { merchantRef, tz } from '../../db/columns';

// ---------------------------------------------------------------------------
// After-commit events (issue 10 item 3): the transactional outbox.
// ---------------------------------------------------------------------------

/**
 * An event written in the transaction of the change it reports; subscribers
 * run after commit, at least once, in any server process. The process that
 * wrote it handles it at once (`origin`); any process takes over events left
 * behind past their `availableAt`. Handled events are deleted.
 * `deliveredTo` names the subscribers that have already taken an event whose
 * other subscribers failed: a retry goes only to those still owed it.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    origin: text('origin').notNull(),
    attempts: integer('attempts').notNull().default(0),
    availableAt: tz('available_at').notNull(),
    lastError: text('last_error'),
    deliveredTo: text('delivered_to').array().notNull().default(sql`'{}'::text[]`),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('outbox_events_available_idx').on(t.availableAt, t.id), index('outbox_events_origin_idx').on(t.origin, t.id)],
);

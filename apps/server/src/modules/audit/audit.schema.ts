import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { merchantRef, tz } from '../../db/columns';

/** Who did what, when, to which row, with the row before and after and the reason. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    actorKind: text('actor_kind', { enum: ['staff', 'member', 'system', 'gateway'] }).notNull(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    reason: text('reason'),
    ip: text('ip'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.merchantId, t.entity, t.entityId), index('audit_log_created_idx').on(t.merchantId, t.createdAt)],
);

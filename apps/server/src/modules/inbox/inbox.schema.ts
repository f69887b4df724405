import { index, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchantRef, tz } from '../../db/columns';
import { memberRef } from '../member/member.schema';

/** Inbox messages from templates (SPEC.md §3); the client renders `template` with `params` in the member's language. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** Makes a template send idempotent (e.g. 'deposit_credited:42'). */
    dedupeKey: text('dedupe_key').notNull(),
    readAt: tz('read_at'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [uniqueIndex('inbox_messages_dedupe_unique').on(t.memberId, t.dedupeKey), index('inbox_messages_member_idx').on(t.memberId, t.id)],
);

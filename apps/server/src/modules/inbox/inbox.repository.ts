import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { inboxMessages } from '../../db/schema';

export type InboxRow = typeof inboxMessages.$inferSelect;

/** Undefined when the dedupe key was used: the message was sent before. */
export async function insertMessageOnce(db: DrizzleDb, row: typeof inboxMessages.$inferInsert): Promise<InboxRow | undefined> {
  const [inserted] = await db.insert(inboxMessages).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findMessageByDedupeKey(db: DrizzleDb, memberId: number, dedupeKey: string): Promise<InboxRow | undefined> {
  const [row] = await db
    .select()
    .from(inboxMessages)
    .where(and(eq(inboxMessages.memberId, memberId), eq(inboxMessages.dedupeKey, dedupeKey)))
    .limit(1);
  return row;
}

export async function countUnread(db: DrizzleDb, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.memberId, memberId), isNull(inboxMessages.readAt)));
  return Number(row?.n ?? 0);
}

export async function listMessages(db: DrizzleDb, memberId: number, page: { limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(inboxMessages)
    .where(eq(inboxMessages.memberId, memberId))
    .orderBy(desc(inboxMessages.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(inboxMessages).where(eq(inboxMessages.memberId, memberId));
  return { rows, total: Number(total?.n ?? 0) };
}

export async function markRead(db: DrizzleDb, memberId: number, ids: number[] | 'all', now: Date): Promise<void> {
  const mine = and(eq(inboxMessages.memberId, memberId), isNull(inboxMessages.readAt));
  await db
    .update(inboxMessages)
    .set({ readAt: now })
    .where(ids === 'all' ? mine : and(mine, inArray(inboxMessages.id, ids)));
}

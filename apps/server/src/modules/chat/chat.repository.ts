import type { TChatAuthor, TChatQueue } from '@wps/contracts';
import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { members } from '../member/member.schema';
import { staffUsers } from '../staff/staff.schema';
import { chatCannedReplies, chatConversations, chatImages, chatMessages } from './chat.schema';

export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect & { staffName: string | null };
export type CannedReplyRow = typeof chatCannedReplies.$inferSelect;

export async function insertConversation(db: DrizzleDb, row: typeof chatConversations.$inferInsert): Promise<ChatConversationRow> {
  const [created] = await db.insert(chatConversations).values(row).onConflictDoNothing().returning();
  if (!created) throw new Error('conversation insert lost a race');
  return created;
}

/** A member's conversation that is not closed (at most one: a unique index keeps it so). */
export async function findOpenMemberConversation(db: DrizzleDb, merchantId: number, memberId: number): Promise<ChatConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.memberId, memberId), ne(chatConversations.status, 'closed')));
  return row;
}

/** The member's latest conversation, closed or not (their history after a chat ended). */
export async function findLatestMemberConversation(db: DrizzleDb, merchantId: number, memberId: number): Promise<ChatConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.memberId, memberId)))
    .orderBy(desc(chatConversations.id))
    .limit(1);
  return row;
}

export async function findVisitorConversation(db: DrizzleDb, merchantId: number, tokenHash: string): Promise<ChatConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.visitorTokenHash, tokenHash)));
  return row;
}

export async function findConversation(db: DrizzleDb, merchantId: number, id: number): Promise<ChatConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.id, id)));
  return row;
}

const messageColumns = {
  id: chatMessages.id,
  merchantId: chatMessages.merchantId,
  conversationId: chatMessages.conversationId,
  author: chatMessages.author,
  staffId: chatMessages.staffId,
  body: chatMessages.body,
  event: chatMessages.event,
  imageId: chatMessages.imageId,
  clientKey: chatMessages.clientKey,
  createdAt: chatMessages.createdAt,
  staffName: staffUsers.displayName,
};

/**
 * Adds a message unless the same author already sent this client key in the
 * conversation; answers with the message either way (`created` says which).
 */
export async function insertMessage(
  db: DrizzleDb,
  row: typeof chatMessages.$inferInsert,
): Promise<{ message: ChatMessageRow; created: boolean }> {
  const [inserted] = await db.insert(chatMessages).values(row).onConflictDoNothing().returning({ id: chatMessages.id });
  const id =
    inserted?.id ??
    (
      await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, row.conversationId), eq(chatMessages.author, row.author), eq(chatMessages.clientKey, row.clientKey ?? '')))
    )[0]?.id;
  if (id === undefined) throw new Error('chat message neither inserted nor found');
  const [message] = await db.select(messageColumns).from(chatMessages).leftJoin(staffUsers, eq(staffUsers.id, chatMessages.staffId)).where(eq(chatMessages.id, id));
  return { message: message!, created: inserted !== undefined };
}

/** The newest `limit` messages before `before` (all when omitted), oldest first. */
export async function listMessages(db: DrizzleDb, conversationId: number, limit: number, before?: number): Promise<ChatMessageRow[]> {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(staffUsers, eq(staffUsers.id, chatMessages.staffId))
    .where(before === undefined ? eq(chatMessages.conversationId, conversationId) : and(eq(chatMessages.conversationId, conversationId), lt(chatMessages.id, before)))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/**
 * Records a message on its conversation in one statement: the preview and
 * time, the other side's unread count, and a closed conversation reopened
 * (to the queue when nobody holds it).
 */
export async function touchConversation(
  db: DrizzleDb,
  id: number,
  author: TChatAuthor,
  at: Date,
  preview: string,
): Promise<ChatConversationRow> {
  const [row] = await db
    .update(chatConversations)
    .set({
      lastMessageAt: at,
      preview,
      ...(author === 'visitor' ? { staffUnread: sql`${chatConversations.staffUnread} + 1` } : {}),
      ...(author === 'staff' ? { visitorUnread: sql`${chatConversations.visitorUnread} + 1` } : {}),
    })
    .where(eq(chatConversations.id, id))
    .returning();
  return row!;
}

/** Gives the conversation to a staff member, only from the state the caller saw (no lost race). */
export async function assignConversation(
  db: DrizzleDb,
  merchantId: number,
  id: number,
  staffId: number,
  expectedAssignee: number | null,
): Promise<ChatConversationRow | undefined> {
  const [row] = await db
    .update(chatConversations)
    .set({ assignedStaffId: staffId, status: 'open' })
    .where(
      and(
        eq(chatConversations.merchantId, merchantId),
        eq(chatConversations.id, id),
        ne(chatConversations.status, 'closed'),
        expectedAssignee === null ? isNull(chatConversations.assignedStaffId) : eq(chatConversations.assignedStaffId, expectedAssignee),
      ),
    )
    .returning();
  return row;
}

export async function closeConversation(db: DrizzleDb, merchantId: number, id: number, at: Date): Promise<ChatConversationRow | undefined> {
  const [row] = await db
    .update(chatConversations)
    .set({ status: 'closed', closedAt: at })
    .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.id, id), ne(chatConversations.status, 'closed')))
    .returning();
  return row;
}

/** One side read up to a message: its unread count becomes what is newer from the other side. */
export async function markRead(db: DrizzleDb, id: number, side: 'staff' | 'visitor', upTo: number): Promise<ChatConversationRow> {
  const counter = side === 'staff' ? chatConversations.staffUnread : chatConversations.visitorUnread;
  const from: TChatAuthor = side === 'staff' ? 'visitor' : 'staff';
  const remaining = sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${id} and ${chatMessages.author} = ${from} and ${chatMessages.id} > ${upTo})`;
  const [row] = await db
    .update(chatConversations)
    .set(side === 'staff' ? { staffUnread: remaining } : { visitorUnread: remaining })
    .where(and(eq(chatConversations.id, id), sql`${counter} > 0`))
    .returning();
  return row ?? (await db.select().from(chatConversations).where(eq(chatConversations.id, id)))[0]!;
}

export const queueRowColumns = {
  conversation: chatConversations,
  username: members.account,
  assigneeName: staffUsers.displayName,
};
export type ChatQueueRow = { conversation: ChatConversationRow; username: string | null; assigneeName: string | null };

const queueFilter = (merchantId: number, queue: TChatQueue, staffId: number) => {
  const mine = eq(chatConversations.assignedStaffId, staffId);
  switch (queue) {
    case 'waiting':
      return and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.status, 'waiting'));
    case 'mine':
      return and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.status, 'open'), mine);
    case 'open':
      return and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.status, 'open'));
    case 'closed':
      return and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.status, 'closed'));
  }
};

/** A queue, newest activity first, in keyset pages of (last message time, id). */
export async function listQueue(
  db: DrizzleDb,
  input: { merchantId: number; queue: TChatQueue; staffId: number; language?: string; before?: { at: Date; id: number }; limit: number },
): Promise<ChatQueueRow[]> {
  const { before } = input;
  return db
    .select(queueRowColumns)
    .from(chatConversations)
    .leftJoin(members, eq(members.id, chatConversations.memberId))
    .leftJoin(staffUsers, eq(staffUsers.id, chatConversations.assignedStaffId))
    .where(
      and(
        queueFilter(input.merchantId, input.queue, input.staffId),
        input.language ? eq(chatConversations.language, input.language) : undefined,
        before
          ? or(lt(chatConversations.lastMessageAt, before.at), and(eq(chatConversations.lastMessageAt, before.at), lt(chatConversations.id, before.id)))
          : undefined,
      ),
    )
    .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
    .limit(input.limit);
}

export async function findQueueRow(db: DrizzleDb, merchantId: number, id: number): Promise<ChatQueueRow | undefined> {
  const [row] = await db
    .select(queueRowColumns)
    .from(chatConversations)
    .leftJoin(members, eq(members.id, chatConversations.memberId))
    .leftJoin(staffUsers, eq(staffUsers.id, chatConversations.assignedStaffId))
    .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.id, id)));
  return row;
}

/** The counts behind the queue tabs and the sidebar badge. */
export async function queueCounts(db: DrizzleDb, merchantId: number, staffId: number) {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${chatConversations.status} = 'waiting')::int`,
      open: sql<number>`count(*) filter (where ${chatConversations.status} = 'open')::int`,
      mine: sql<number>`count(*) filter (where ${chatConversations.status} = 'open' and ${chatConversations.assignedStaffId} = ${staffId})::int`,
      mineUnread: sql<number>`coalesce(sum(${chatConversations.staffUnread}) filter (where ${chatConversations.status} = 'open' and ${chatConversations.assignedStaffId} = ${staffId}), 0)::int`,
    })
    .from(chatConversations)
    .where(and(eq(chatConversations.merchantId, merchantId), inArray(chatConversations.status, ['waiting', 'open'])));
  return row ?? { waiting: 0, open: 0, mine: 0, mineUnread: 0 };
}

export async function insertImage(db: DrizzleDb, row: typeof chatImages.$inferInsert): Promise<number> {
  const [created] = await db.insert(chatImages).values(row).returning({ id: chatImages.id });
  return created!.id;
}

export async function findImage(db: DrizzleDb, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(chatImages)
    .where(and(eq(chatImages.merchantId, merchantId), eq(chatImages.id, id)));
  return row;
}

export function listCannedReplies(db: DrizzleDb, merchantId: number): Promise<CannedReplyRow[]> {
  return db.select().from(chatCannedReplies).where(eq(chatCannedReplies.merchantId, merchantId)).orderBy(asc(chatCannedReplies.language), asc(chatCannedReplies.title));
}

export async function findCannedReply(db: DrizzleDb, merchantId: number, id: number): Promise<CannedReplyRow | undefined> {
  const [row] = await db
    .select()
    .from(chatCannedReplies)
    .where(and(eq(chatCannedReplies.merchantId, merchantId), eq(chatCannedReplies.id, id)));
  return row;
}

export async function countCannedReplies(db: DrizzleDb, merchantId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(chatCannedReplies).where(eq(chatCannedReplies.merchantId, merchantId));
  return row?.n ?? 0;
}

export async function insertCannedReply(db: DrizzleDb, row: typeof chatCannedReplies.$inferInsert): Promise<CannedReplyRow> {
  const [created] = await db.insert(chatCannedReplies).values(row).returning();
  return created!;
}

export async function updateCannedReply(db: DrizzleDb, merchantId: number, id: number, set: Partial<typeof chatCannedReplies.$inferInsert>): Promise<CannedReplyRow | undefined> {
  const [row] = await db
    .update(chatCannedReplies)
    .set(set)
    .where(and(eq(chatCannedReplies.merchantId, merchantId), eq(chatCannedReplies.id, id)))
    .returning();
  return row;
}

export async function deleteCannedReply(db: DrizzleDb, merchantId: number, id: number): Promise<CannedReplyRow | undefined> {
  const [row] = await db
    .delete(chatCannedReplies)
    .where(and(eq(chatCannedReplies.merchantId, merchantId), eq(chatCannedReplies.id, id)))
    .returning();
  return row;
}

import { CHAT_AUTHORS, CHAT_STATUSES } from '@wps/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, inList, merchantRef, tz } from '../../db/columns';
import { members } from '../member/member.schema';
import { staffUsers } from '../staff/staff.schema';

/**
 * Support chat conversations: a member's (member_id) or a visitor's (named by
 * the hash of the token the visitor holds). One conversation of a member is
 * not closed at a time. Unread counts are kept on the row, each side's
 * counter raised by the other side's messages and cleared by reading.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    visitorTokenHash: text('visitor_token_hash'),
    visitorName: text('visitor_name'),
    language: text('language').notNull(),
    status: text('status', { enum: CHAT_STATUSES }).notNull(),
    assignedStaffId: integer('assigned_staff_id').references(() => staffUsers.id),
    /** Visitor messages no agent has read. */
    staffUnread: integer('staff_unread').notNull().default(0),
    /** Agent messages the visitor has not read. */
    visitorUnread: integer('visitor_unread').notNull().default(0),
    lastMessageAt: tz('last_message_at').notNull(),
    /** The last message, shortened, for the console's queue. */
    preview: text('preview').notNull().default(''),
    ip: text('ip'),
    createdAt: tz('created_at').notNull(),
    closedAt: tz('closed_at'),
  },
  (t) => [
    uniqueIndex('chat_conversations_visitor_unique').on(t.visitorTokenHash),
    uniqueIndex('chat_conversations_member_open_unique').on(t.merchantId, t.memberId).where(sql`${t.status} <> 'closed' and ${t.memberId} is not null`),
    index('chat_conversations_queue_idx').on(t.merchantId, t.status, t.lastMessageAt, t.id),
    index('chat_conversations_assignee_idx').on(t.merchantId, t.assignedStaffId, t.status),
    check('chat_conversations_status_check', inList(t.status, CHAT_STATUSES)),
    check('chat_conversations_owner_check', sql`${t.memberId} is not null or ${t.visitorTokenHash} is not null`),
  ],
);

/** Images sent in a conversation (png or jpg, at most 5 MB, checked by their signature). */
export const chatImages = pgTable(
  'chat_images',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('chat_images_conversation_idx').on(t.conversationId), check('chat_images_size_check', sql`${t.size} <= 5242880`)],
);

/** The messages, in id order; a client's key makes a retried send one message. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: CHAT_AUTHORS }).notNull(),
    staffId: integer('staff_id').references(() => staffUsers.id),
    body: text('body').notNull(),
    /** `system` messages: what happened. */
    event: text('event'),
    imageId: integer('image_id').references(() => chatImages.id),
    clientKey: text('client_key'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('chat_messages_client_key_unique').on(t.conversationId, t.author, t.clientKey),
    check('chat_messages_author_check', inList(t.author, CHAT_AUTHORS)),
  ],
);

/** The brand's canned replies, per language. */
export const chatCannedReplies = pgTable(
  'chat_canned_replies',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedBy: integer('updated_by').references(() => staffUsers.id),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [index('chat_canned_replies_merchant_idx').on(t.merchantId, t.language)],
);

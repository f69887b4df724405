import { z } from 'zod';
import { CHAT_STATUSES, ZChatMessage, ZStaffChatSendBody } from '../chat/chat.schemas';
import { LANGUAGE_CODES } from '../shared/languages';

/** The console's queues: waiting for an agent, mine, everyone's open ones, closed ones. */
export const CHAT_QUEUES = ['waiting', 'mine', 'open', 'closed'] as const;
export type TChatQueue = (typeof CHAT_QUEUES)[number];

export const CANNED_TITLE_MAX = 60;
export const CANNED_TEXT_MAX = 1000;
export const CANNED_REPLIES_MAX = 200;

/** One conversation as the queue lists it. */
export const ZStaffChatRow = z.object({
  id: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  language: z.enum(LANGUAGE_CODES),
  /** The member, when a signed-in member wrote; else the name the visitor gave (or null). */
  member: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  visitorName: z.string().nullable(),
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The last message, shortened, for the list. */
  preview: z.string(),
  lastMessageAt: z.string(),
  /** Visitor messages no agent has read yet. */
  unread: z.number().int(),
  createdAt: z.string(),
});
export type TStaffChatRow = z.infer<typeof ZStaffChatRow>;

export const ZStaffChatQueueQuery = z.object({
  queue: z.enum(CHAT_QUEUES).default('waiting'),
  language: z.enum(LANGUAGE_CODES).optional(),
  /** The next page: the cursor of the previous page's last row. */
  before: z.string().regex(/^\d{1,15}:\d{1,10}$/, 'a cursor from the previous page').optional(),
});
export const ZStaffChatQueue = z.object({
  rows: z.array(ZStaffChatRow),
  next: z.string().nullable(),
  /** Counts for the queue tabs and the sidebar badge. */
  counts: z.object({ waiting: z.number().int(), mine: z.number().int(), mineUnread: z.number().int(), open: z.number().int() }),
});
export type TStaffChatQueue = z.infer<typeof ZStaffChatQueue>;

export const ZStaffChatIdQuery = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export const ZStaffChatThread = z.object({
  conversation: ZStaffChatRow,
  messages: z.array(ZChatMessage),
  hasOlder: z.boolean(),
});
export type TStaffChatThread = z.infer<typeof ZStaffChatThread>;

const chatId = z.number().int().positive().max(2_147_483_647);
export const ZStaffChatIdBody = z.object({ id: chatId });
export const ZStaffChatAssignBody = z.object({
  id: chatId,
  /** Who answers from now on; omitted: the caller takes it. */
  staffId: chatId.optional(),
});
export { ZStaffChatSendBody };
export type TStaffChatSendBody = z.input<typeof ZStaffChatSendBody>;
export const ZStaffChatReadBody = z.object({ id: chatId, upTo: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const ZStaffChatImageQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZCannedReply = z.object({
  id: z.number().int(),
  language: z.enum(LANGUAGE_CODES),
  title: z.string(),
  text: z.string(),
  updatedAt: z.string(),
});
export type TCannedReply = z.infer<typeof ZCannedReply>;
export const ZCannedReplyBody = z.object({
  /** Omitted: a new reply. */
  id: chatId.optional(),
  language: z.enum(LANGUAGE_CODES),
  title: z.string().trim().min(1).max(CANNED_TITLE_MAX),
  text: z.string().trim().min(1).max(CANNED_TEXT_MAX),
});
export type TCannedReplyBody = z.input<typeof ZCannedReplyBody>;
/** Agents who may take a conversation over (for the transfer menu). */
export const ZChatAgent = z.object({ id: z.number().int(), name: z.string() });


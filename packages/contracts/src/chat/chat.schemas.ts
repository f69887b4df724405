/**
 * The support chat (issue 13, part 10): a visitor or member talks with the
 * brand's support agents from the site's LIVECHAT entry; agents answer from
 * the console. Messages travel by the calls below and arrive over a
 * WebSocket of their own (CHAT_SOCKET_PATH), on every server process.
 *
 * A visitor's conversation is named by an opaque token the start call hands
 * out once (sent back in the `X-Chat-Token` header); a member's by their
 * session, so the chat follows them on every device.
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from '../shared/languages';
import { ZImageUpload } from '../wallet/wallet.schemas';

export const CHAT_TOKEN_HEADER = 'x-chat-token';
/** The player side's chat socket; the first frame is `{ type: 'auth', token }` (a chat token or a member's session token). */
export const CHAT_SOCKET_PATH = '/wps/chat/ws';
/** The console's chat socket; the first frame is `{ type: 'auth', token }` with the staff token. */
export const STAFF_CHAT_SOCKET_PATH = '/wps/staff/chat/ws';

export const CHAT_TEXT_MAX = 1000;
export const CHAT_NAME_MAX = 40;
export const CHAT_PAGE_SIZE = 50;
/** A client's id for one message, so a retried send makes one message. */
export const ZChatClientKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, _ or -');

export const CHAT_STATUSES = ['waiting', 'open', 'closed'] as const;
export type TChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_AUTHORS = ['visitor', 'staff', 'system'] as const;
export type TChatAuthor = (typeof CHAT_AUTHORS)[number];
/** What a `system` message says (the clients word it in their language). */
export const CHAT_SYSTEM_EVENTS = ['assigned', 'closed', 'closed_by_visitor'] as const;

const chatText = z
  .string()
  .trim()
  .max(CHAT_TEXT_MAX, `at most ${CHAT_TEXT_MAX} characters`);

export const ZChatMessage = z.object({
  id: z.number().int(),
  author: z.enum(CHAT_AUTHORS),
  /** The support agent's display name on staff messages. */
  staffName: z.string().nullable(),
  text: z.string(),
  /** `system` messages: what happened (`assigned`, `closed`…), worded by the client. */
  event: z.enum(CHAT_SYSTEM_EVENTS).nullable(),
  /** An image sent with the message: fetch it with its call (the socket never carries images). */
  imageId: z.number().int().nullable(),
  clientKey: z.string().nullable(),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** The conversation as its visitor or member sees it. */
export const ZChatConversation = z.object({
  id: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  language: z.enum(LANGUAGE_CODES),
  /** The support agent who answers, once one took the conversation. */
  agentName: z.string().nullable(),
  /** Agent messages the visitor has not read yet. */
  unread: z.number().int(),
  createdAt: z.string(),
});
export type TChatConversation = z.infer<typeof ZChatConversation>;

export const ZChatStartBody = z.object({
  /** How a visitor introduces themself (members are known by their username). */
  name: z.string().trim().max(CHAT_NAME_MAX).optional(),
  language: z.enum(LANGUAGE_CODES),
});
export const ZChatThread = z.object({
  conversation: ZChatConversation.nullable(),
  /** Oldest first; the newest CHAT_PAGE_SIZE unless `before` asked for older ones. */
  messages: z.array(ZChatMessage),
  hasOlder: z.boolean(),
});
export type TChatThread = z.infer<typeof ZChatThread>;
export const ZChatStarted = ZChatThread.extend({
  /** A visitor's new conversation: its token, given once; keep it to come back to the conversation. */
  token: z.string().nullable(),
});
export type TChatStarted = z.infer<typeof ZChatStarted>;

export const ZChatHistoryQuery = z.object({
  /** Messages older than this id (the first one the client holds). */
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

const ZChatSendFields = z.object({
  clientKey: ZChatClientKey,
  text: chatText.default(''),
  image: ZImageUpload.optional(),
});
const hasContent = (body: { text: string; image?: unknown }) => body.text.length > 0 || body.image !== undefined;
const contentRequired = { message: 'Write a message or attach an image', path: ['text'] };
export const ZChatSendBody = ZChatSendFields.refine(hasContent, contentRequired);
/** The console's send: the same message, to the conversation `id`. */
export const ZStaffChatSendBody = ZChatSendFields.extend({ id: z.number().int().positive().max(2_147_483_647) }).refine(hasContent, contentRequired);
export type TChatSendBody = z.input<typeof ZChatSendBody>;

export const ZChatReadBody = z.object({ upTo: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const ZChatImageQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZChatImage = z.object({ dataUrl: z.string() });

/** Frames the chat sockets push (player and console alike). */
export const ZChatFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('error'), code: z.string() }),
  z.object({ type: z.literal('message'), conversationId: z.number().int(), message: ZChatMessage }),
  /** The conversation changed (assigned, closed, read); the console's frames carry the queue row, the site's its own view. */
  z.object({ type: z.literal('conversation'), conversationId: z.number().int() }),
]);
export type TChatFrame = z.infer<typeof ZChatFrame>;
/** The first frame of a chat socket: a member's session token, a staff token, or (`visitor`) a visitor's chat token. */
export const ZChatSocketAuth = z.object({ type: z.literal('auth'), token: z.string().min(1).max(200), visitor: z.boolean().optional() });

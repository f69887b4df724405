/**
 * The support chat: visitors and members write from the site, the brand's
 * support agents answer from the console. Every message is a row (history
 * kept); the unread counts live on the conversation. After each commit the
 * change is published on the live bus (`publishJson`), so the chat sockets of
 * every server process push it: the site's socket listens on the
 * conversation's owner channel, the console's on the brand's staff channel.
 */
import {
  CHAT_PAGE_SIZE,
  CHAT_TOKEN_HEADER,
  CANNED_REPLIES_MAX,
  ErrorCode,
  type TCannedReplyBody,
  type TChatFrame,
  type TChatQueue,
  type TImageUpload,
  type TLanguageCode,
} from '@wps/contracts';
import type { FastifyRequest } from 'fastify';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { decodeImage } from '../../lib/image-upload';
import { randomId, randomToken, sha256 } from '../../lib/tokens';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import { authenticate } from '../session/session.service';
import { staffHolding } from '../staff/staff.service';
import type { AuthenticatedStaff } from '../staff/staff.types';
import {
  assignConversation,
  closeConversation,
  countCannedReplies,
  deleteCannedReply,
  findCannedReply,
  findConversation,
  findImage,
  findLatestMemberConversation,
  findOpenMemberConversation,
  findQueueRow,
  findVisitorConversation,
  insertCannedReply,
  insertConversation,
  insertImage,
  insertMessage,
  listCannedReplies,
  listMessages,
  listQueue,
  markRead,
  queueCounts,
  touchConversation,
  updateCannedReply,
  type ChatConversationRow,
  type ChatMessageRow,
} from './chat.repository';
import { presentCanned, presentMessage, presentQueueRow, presentVisitorConversation } from './chat.presenter';

type Services = AppServices;

/** Where a conversation's owner listens: a member on every device, a visitor on their conversation. */
export const chatOwnerChannel = (merchantId: number, owner: { memberId: number } | { conversationId: number }) =>
  'memberId' in owner ? `chat:member:${merchantId}:${owner.memberId}` : `chat:conversation:${merchantId}:${owner.conversationId}`;
/** Where the brand's support agents listen. */
export const chatStaffChannel = (merchantId: number) => `chat:staff:${merchantId}`;

const ownerChannelOf = (c: ChatConversationRow) =>
  chatOwnerChannel(c.merchantId, c.memberId !== null ? { memberId: c.memberId } : { conversationId: c.id });

/** Tells both sides; a failed publish costs a live update, never the committed change (pages refetch on reconnect). */
async function publish(services: Services, conversation: ChatConversationRow, frame: TChatFrame): Promise<void> {
  await Promise.allSettled([
    services.live.publishJson(ownerChannelOf(conversation), frame),
    services.live.publishJson(chatStaffChannel(conversation.merchantId), frame),
  ]);
}

const previewOf = (text: string, hasImage: boolean) => (text.length > 0 ? text.slice(0, 120) : hasImage ? '[image]' : '');

// ----- The site's side -------------------------------------------------------

export type ChatCaller =
  | { kind: 'member'; merchantId: number; memberId: number }
  | { kind: 'visitor'; merchantId: number; tokenHash: string | null };

/** A member by their session (a bad session is a 401 like any member call); otherwise a visitor by their chat token. */
export async function chatCallerOf(services: AppServices, request: FastifyRequest): Promise<ChatCaller> {
  const merchantId = request.brand.merchant.id;
  if (request.headers.authorization) {
    await authenticate(services, request);
    return { kind: 'member', merchantId, memberId: request.member!.id };
  }
  const token = request.headers[CHAT_TOKEN_HEADER];
  const valid = typeof token === 'string' && /^[A-Za-z0-9_-]{20,128}$/.test(token);
  return { kind: 'visitor', merchantId, tokenHash: valid ? sha256(token) : null };
}

/** The caller's current conversation: a member's open one, else their latest; a visitor's by token. */
async function callerConversation(db: DrizzleDb, caller: ChatCaller): Promise<ChatConversationRow | undefined> {
  if (caller.kind === 'member') {
    return (await findOpenMemberConversation(db, caller.merchantId, caller.memberId)) ?? findLatestMemberConversation(db, caller.merchantId, caller.memberId);
  }
  return caller.tokenHash ? findVisitorConversation(db, caller.merchantId, caller.tokenHash) : undefined;
}

async function requireConversation(db: DrizzleDb, caller: ChatCaller): Promise<ChatConversationRow> {
  const found = await callerConversation(db, caller);
  if (!found) throw new AppError(404, ErrorCode.chatNotFound, 'There is no conversation to continue; start a new one');
  return found;
}

async function thread(db: DrizzleDb, conversation: ChatConversationRow | undefined, before?: number) {
  if (!conversation) return { conversation: null, messages: [], hasOlder: false };
  const rows = await listMessages(db, conversation.id, CHAT_PAGE_SIZE + 1, before);
  const hasOlder = rows.length > CHAT_PAGE_SIZE;
  const page = hasOlder ? rows.slice(1) : rows;
  const agent = conversation.assignedStaffId === null ? null : ((await findQueueRow(db, conversation.merchantId, conversation.id))?.assigneeName ?? null);
  return { conversation: presentVisitorConversation(conversation, agent), messages: page.map(presentMessage), hasOlder };
}

export async function startChat(services: Services, caller: ChatCaller, input: { name?: string; language: TLanguageCode; ip: string }) {
  const existing = await callerConversation(services.db, caller);
  if (existing && existing.status !== 'closed') return { ...(await thread(services.db, existing)), token: null };
  const now = services.clock.now();
  const token = caller.kind === 'visitor' ? randomToken() : null;
  const base = { merchantId: caller.merchantId, language: input.language, status: 'waiting' as const, lastMessageAt: now, createdAt: now, ip: input.ip };
  let created: ChatConversationRow;
  if (caller.kind === 'member') {
    try {
      created = await insertConversation(services.db, { ...base, memberId: caller.memberId });
    } catch {
      // Two pages of the member started at once: the other one's conversation is theirs too.
      created = await requireConversation(services.db, caller);
    }
  } else {
    created = await insertConversation(services.db, { ...base, visitorTokenHash: sha256(token!), visitorName: input.name || null });
  }
  await publish(services, created, { type: 'conversation', conversationId: created.id });
  return { ...(await thread(services.db, created)), token };
}

export async function chatHistory(services: Services, caller: ChatCaller, before?: number) {
  return thread(services.db, await callerConversation(services.db, caller), before);
}

interface MessageInput {
  clientKey: string;
  text: string;
  image?: TImageUpload;
}

/** Stores one message and its image, moves the conversation's counters, then tells both sides. */
async function addMessage(
  services: Services,
  conversation: ChatConversationRow,
  author: 'visitor' | 'staff',
  staffId: number | null,
  input: MessageInput,
): Promise<ChatMessageRow> {
  const image = input.image ? decodeImage(input.image, 'image') : null;
  const now = services.clock.now();
  const { message, created } = await services.db.transaction(async (tx) => {
    const imageId = image
      ? await insertImage(tx, { merchantId: conversation.merchantId, conversationId: conversation.id, mime: image.mime, size: image.size, sha256: image.sha256, bytes: image.bytes, createdAt: now })
      : null;
    const result = await insertMessage(tx, {
      merchantId: conversation.merchantId,
      conversationId: conversation.id,
      author,
      staffId,
      body: input.text,
      imageId,
      clientKey: input.clientKey,
      createdAt: now,
    });
    // A retried send: the first one counted; its image (if the retry carried one) is not kept twice.
    if (!result.created) {
      if (imageId !== null) throw new RetriedSend(result.message);
      return result;
    }
    await touchConversation(tx, conversation.id, author, now, previewOf(input.text, image !== null));
    return result;
  }).catch((err: unknown) => {
    if (err instanceof RetriedSend) return { message: err.original, created: false };
    throw err;
  });
  if (created) await publish(services, conversation, { type: 'message', conversationId: conversation.id, message: presentMessage(message) });
  return message;
}

/** Rolls back a retried send's second image; the first message answers. */
class RetriedSend extends Error {
  constructor(readonly original: ChatMessageRow) {
    super('retried send');
  }
}

export async function visitorSend(services: Services, caller: ChatCaller, input: MessageInput) {
  const conversation = await requireConversation(services.db, caller);
  if (conversation.status === 'closed') throw new AppError(409, ErrorCode.chatClosed, 'This conversation was closed; start a new one');
  return presentMessage(await addMessage(services, conversation, 'visitor', null, input));
}

export async function visitorRead(services: Services, caller: ChatCaller, upTo: number) {
  const conversation = await requireConversation(services.db, caller);
  const updated = await markRead(services.db, conversation.id, 'visitor', upTo);
  // The member's other pages clear their badge too.
  await services.live.publishJson(ownerChannelOf(updated), { type: 'conversation', conversationId: updated.id } satisfies TChatFrame);
  return { unread: updated.visitorUnread };
}

export async function visitorClose(services: Services, caller: ChatCaller) {
  const conversation = await requireConversation(services.db, caller);
  const closed = await closeWith(services, conversation, 'closed_by_visitor', null);
  return thread(services.db, closed ?? conversation);
}

/** An image of the caller's own conversation only. */
export async function visitorImage(services: Services, caller: ChatCaller, id: number) {
  const image = await findImage(services.db, caller.merchantId, id);
  const conversation = image ? await findConversation(services.db, caller.merchantId, image.conversationId) : undefined;
  const owns =
    conversation &&
    (caller.kind === 'member' ? conversation.memberId === caller.memberId : caller.tokenHash !== null && conversation.visitorTokenHash === caller.tokenHash);
  if (!image || !owns) throw AppError.notFound('No such image');
  return { dataUrl: `data:${image.mime};base64,${image.bytes.toString('base64')}` };
}

/** Closes with a system message, once; answers with the closed row, or undefined when it already was. */
async function closeWith(services: Services, conversation: ChatConversationRow, event: 'closed' | 'closed_by_visitor', staffId: number | null) {
  const now = services.clock.now();
  const closed = await services.db.transaction(async (tx) => {
    const row = await closeConversation(tx, conversation.merchantId, conversation.id, now);
    if (!row) return undefined;
    await insertMessage(tx, { merchantId: row.merchantId, conversationId: row.id, author: 'system', staffId, body: '', event, clientKey: `close-${row.id}`, createdAt: now });
    if (staffId !== null) {
      await recordAudit(tx, {
        merchantId: row.merchantId,
        actor: { kind: 'staff', id: staffId },
        action: 'chat.close',
        entity: 'chat_conversation',
        entityId: row.id,
        before: { status: conversation.status, assignedStaffId: conversation.assignedStaffId },
        after: { status: row.status, assignedStaffId: row.assignedStaffId },
        at: now,
      });
    }
    return row;
  });
  if (closed) await publish(services, closed, { type: 'conversation', conversationId: closed.id });
  return closed;
}

// ----- The console's side ----------------------------------------------------

type Staff = Pick<AuthenticatedStaff, 'id' | 'merchantId' | 'permissions'> & { ip?: string | null };

const encodeCursor = (at: Date, id: number) => `${at.getTime()}:${id}`;
const decodeCursor = (cursor: string) => {
  const [ms, id] = cursor.split(':').map(Number);
  return { at: new Date(ms!), id: id! };
};

export async function staffQueue(services: Services, staff: Staff, query: { queue: TChatQueue; language?: TLanguageCode; before?: string }) {
  const limit = CHAT_PAGE_SIZE;
  const [rows, counts] = await Promise.all([
    listQueue(services.db, {
      merchantId: staff.merchantId,
      queue: query.queue,
      staffId: staff.id,
      language: query.language,
      before: query.before ? decodeCursor(query.before) : undefined,
      limit: limit + 1,
    }),
    queueCounts(services.db, staff.merchantId, staff.id),
  ]);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page.map(presentQueueRow),
    next: rows.length > limit && last ? encodeCursor(last.conversation.lastMessageAt, last.conversation.id) : null,
    counts,
  };
}

async function queueRow(db: DrizzleDb, merchantId: number, id: number) {
  const row = await findQueueRow(db, merchantId, id);
  if (!row) throw AppError.notFound('No such conversation');
  return row;
}

export async function staffThread(services: Services, staff: Staff, id: number, before?: number) {
  const row = await queueRow(services.db, staff.merchantId, id);
  const rows = await listMessages(services.db, id, CHAT_PAGE_SIZE + 1, before);
  const hasOlder = rows.length > CHAT_PAGE_SIZE;
  return { conversation: presentQueueRow(row), messages: (hasOlder ? rows.slice(1) : rows).map(presentMessage), hasOlder };
}

const assignedElsewhere = () => new AppError(409, ErrorCode.chatAssignedElsewhere, 'Another agent answers this conversation; take it over first');

/**
 * Takes a conversation (nobody holds it) or hands it to another agent: the
 * holder may hand theirs over; taking one from another agent needs
 * support.manage. The update only applies from the holder the caller saw,
 * so two agents taking the same conversation at once leave it with one.
 */
export async function staffAssign(services: Services, staff: Staff, input: { id: number; staffId?: number }) {
  const current = (await queueRow(services.db, staff.merchantId, input.id)).conversation;
  if (current.status === 'closed') throw new AppError(409, ErrorCode.chatClosed, 'This conversation is closed');
  const target = input.staffId ?? staff.id;
  const holder = current.assignedStaffId;
  if (holder !== null && holder !== staff.id && !staff.permissions.has('support.manage')) throw assignedElsewhere();
  if (holder === target) return presentQueueRow(await queueRow(services.db, staff.merchantId, input.id));
  const agents = await staffHolding(services, staff.merchantId, 'support.chat');
  const agent = agents.find((a) => a.id === target);
  if (!agent) throw new AppError(400, ErrorCode.validation, 'staffId: not an agent of this brand who answers the chat');
  const now = services.clock.now();
  const updated = await services.db.transaction(async (tx) => {
    const row = await assignConversation(tx, staff.merchantId, input.id, target, holder);
    if (!row) return undefined;
    await insertMessage(tx, { merchantId: row.merchantId, conversationId: row.id, author: 'system', staffId: target, body: agent.name, event: 'assigned', clientKey: `assign-${row.id}-${randomId(8)}`, createdAt: now });
    await recordAudit(tx, {
      merchantId: row.merchantId,
      actor: { kind: 'staff', id: staff.id, ip: staff.ip },
      action: 'chat.assign',
      entity: 'chat_conversation',
      entityId: row.id,
      before: { status: current.status, assignedStaffId: holder },
      after: { status: row.status, assignedStaffId: row.assignedStaffId },
      at: now,
    });
    return row;
  });
  if (!updated) throw assignedElsewhere();
  await publish(services, updated, { type: 'conversation', conversationId: updated.id });
  return presentQueueRow(await queueRow(services.db, staff.merchantId, input.id));
}

/** An agent's answer; a conversation nobody holds becomes the sender's first. */
export async function staffSend(services: Services, staff: Staff, input: MessageInput & { id: number }) {
  let conversation = (await queueRow(services.db, staff.merchantId, input.id)).conversation;
  if (conversation.status === 'closed') throw new AppError(409, ErrorCode.chatClosed, 'This conversation is closed');
  if (conversation.assignedStaffId === null) {
    await staffAssign(services, staff, { id: input.id });
    conversation = (await queueRow(services.db, staff.merchantId, input.id)).conversation;
  }
  if (conversation.assignedStaffId !== staff.id) throw assignedElsewhere();
  const message = await addMessage(services, conversation, 'staff', staff.id, input);
  // Answering is reading what came before.
  await markRead(services.db, conversation.id, 'staff', message.id);
  return presentMessage(message);
}

export async function staffRead(services: Services, staff: Staff, input: { id: number; upTo: number }) {
  const row = await queueRow(services.db, staff.merchantId, input.id);
  const updated = await markRead(services.db, row.conversation.id, 'staff', input.upTo);
  if (updated.staffUnread !== row.conversation.staffUnread) {
    await services.live.publishJson(chatStaffChannel(staff.merchantId), { type: 'conversation', conversationId: updated.id } satisfies TChatFrame);
  }
  return presentQueueRow(await queueRow(services.db, staff.merchantId, input.id));
}

export async function staffClose(services: Services, staff: Staff, id: number) {
  const row = await queueRow(services.db, staff.merchantId, id);
  if (row.conversation.assignedStaffId !== null && row.conversation.assignedStaffId !== staff.id && !staff.permissions.has('support.manage')) throw assignedElsewhere();
  await closeWith(services, row.conversation, 'closed', staff.id);
  return presentQueueRow(await queueRow(services.db, staff.merchantId, id));
}

export async function staffImage(services: Services, staff: Staff, id: number) {
  const image = await findImage(services.db, staff.merchantId, id);
  if (!image) throw AppError.notFound('No such image');
  return { dataUrl: `data:${image.mime};base64,${image.bytes.toString('base64')}` };
}

export const chatAgents = (services: AppServices, staff: Staff) => staffHolding(services, staff.merchantId, 'support.chat');

export async function cannedReplies(services: Services, staff: Staff) {
  return (await listCannedReplies(services.db, staff.merchantId)).map(presentCanned);
}

export async function saveCannedReply(services: Services, staff: Staff, input: TCannedReplyBody) {
  const now = services.clock.now();
  const fields = { language: input.language, title: input.title, body: input.text, updatedBy: staff.id, updatedAt: now };
  const saved = await services.db.transaction(async (tx) => {
    const before = input.id === undefined ? undefined : await findCannedReply(tx, staff.merchantId, input.id);
    if (input.id !== undefined && !before) throw AppError.notFound('No such canned reply');
    if (!before && (await countCannedReplies(tx, staff.merchantId)) >= CANNED_REPLIES_MAX) {
      throw new AppError(409, ErrorCode.invalidState, `A brand keeps at most ${CANNED_REPLIES_MAX} canned replies`);
    }
    const row = before ? await updateCannedReply(tx, staff.merchantId, before.id, fields) : await insertCannedReply(tx, { merchantId: staff.merchantId, ...fields });
    await recordAudit(tx, {
      merchantId: staff.merchantId,
      actor: { kind: 'staff', id: staff.id, ip: staff.ip },
      action: before ? 'chat.canned.update' : 'chat.canned.create',
      entity: 'chat_canned_reply',
      entityId: row!.id,
      before: before ? presentCanned(before) : null,
      after: presentCanned(row!),
      at: now,
    });
    return row!;
  });
  return presentCanned(saved);
}

export async function removeCannedReply(services: Services, staff: Staff, id: number) {
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const removed = await deleteCannedReply(tx, staff.merchantId, id);
    if (!removed) throw AppError.notFound('No such canned reply');
    await recordAudit(tx, {
      merchantId: staff.merchantId,
      actor: { kind: 'staff', id: staff.id, ip: staff.ip },
      action: 'chat.canned.delete',
      entity: 'chat_canned_reply',
      entityId: id,
      before: presentCanned(removed),
      after: null,
      at: now,
    });
  });
  return { id };
}

import { CHAT_SYSTEM_EVENTS, type TCannedReply, type TChatConversation, type TChatMessage, type TLanguageCode, type TStaffChatRow } from '@wps/contracts';
import type { CannedReplyRow, ChatConversationRow, ChatMessageRow, ChatQueueRow } from './chat.repository';

const systemEvent = (event: string | null): TChatMessage['event'] =>
  (CHAT_SYSTEM_EVENTS as readonly string[]).includes(event ?? '') ? (event as TChatMessage['event']) : null;

export const presentMessage = (m: ChatMessageRow): TChatMessage => ({
  id: m.id,
  author: m.author,
  staffName: m.author === 'visitor' ? null : m.staffName,
  text: m.body,
  event: m.author === 'system' ? systemEvent(m.event) : null,
  imageId: m.imageId,
  clientKey: m.author === 'system' ? null : m.clientKey,
  createdAt: m.createdAt.toISOString(),
});

/** The visitor's view: who answers, and what they have not read. */
export const presentVisitorConversation = (c: ChatConversationRow, agentName: string | null): TChatConversation => ({
  id: c.id,
  status: c.status,
  language: c.language as TLanguageCode,
  agentName,
  unread: c.visitorUnread,
  createdAt: c.createdAt.toISOString(),
});

export const presentQueueRow = ({ conversation: c, username, assigneeName }: ChatQueueRow): TStaffChatRow => ({
  id: c.id,
  status: c.status,
  language: c.language as TLanguageCode,
  member: c.memberId !== null && username !== null ? { id: c.memberId, username } : null,
  visitorName: c.visitorName,
  assignee: c.assignedStaffId !== null ? { id: c.assignedStaffId, name: assigneeName ?? '' } : null,
  preview: c.preview,
  lastMessageAt: c.lastMessageAt.toISOString(),
  unread: c.staffUnread,
  createdAt: c.createdAt.toISOString(),
});

export const presentCanned = (r: CannedReplyRow): TCannedReply => ({
  id: r.id,
  language: r.language as TLanguageCode,
  title: r.title,
  text: r.body,
  updatedAt: r.updatedAt.toISOString(),
});

import { z } from 'zod';
import { ZChatImage, ZChatMessage } from '../chat/chat.schemas';
import { defineContract } from '../contract';
import { UPLOAD_BODY_LIMIT } from '../wallet/wallet.schemas';
import {
  ZCannedReply,
  ZCannedReplyBody,
  ZChatAgent,
  ZStaffChatAssignBody,
  ZStaffChatIdBody,
  ZStaffChatIdQuery,
  ZStaffChatImageQuery,
  ZStaffChatQueue,
  ZStaffChatQueueQuery,
  ZStaffChatReadBody,
  ZStaffChatRow,
  ZStaffChatSendBody,
  ZStaffChatThread,
} from './staff-chat.schemas';

const staff = ['Staff'];

export const staffChatQueue = defineContract({
  method: 'GET',
  path: '/wps/staff/chat/conversations',
  summary: 'The support chat queues: waiting for an agent, mine, all open, closed (newest activity first, keyset pages)',
  tags: staff,
  auth: false,
  staff: { permission: 'support.chat' },
  query: ZStaffChatQueueQuery,
  value: ZStaffChatQueue,
});

export const staffChatThread = defineContract({
  method: 'GET',
  path: '/wps/staff/chat/conversation',
  summary: 'One conversation and its messages (older pages with before)',
  tags: staff,
  auth: false,
  staff: { permission: 'support.chat' },
  query: ZStaffChatIdQuery,
  value: ZStaffChatThread,
});

export const staffChatAssign = defineContract({
  method: 'POST',
  path: '/wps/staff/chat/assign',
  summary: 'Take a waiting conversation, or hand one over to another agent (audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'support.chat' },
  body: ZStaffChatAssignBody,
  value: ZStaffChatRow,
});

export const staffChatSend = defineContract({
  method: 'POST',
  path: '/wps/staff/chat/send',
  summary: 'Answer in a conversation (a waiting one becomes the sender\'s); the same clientKey twice makes one message',
  tags: staff,
  auth: false,
  staff: { permission: 'support.chat' },
  bodyLimit: UPLOAD_BODY_LIMIT,
  body: ZStaffChatSendBody,
  value: ZChatMessage,
});

export const staffChatRead = defineContract({
  method: 'POST',
  path: '/wps/staff/chat/read',
  summary: "The agents have read the visitor's messages up to this id",
  tags: staff,
  auth: false,
  staff: { permission: 'support.chat' },
  body: ZStaffChatReadBody,
  value: ZStaffChatRow,
});

export const staffChatClose = defineContract({
  method: 'POST',
  path: '/wps/staff/chat/close',
  summary: 'Close a conversation (audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'support.chat' },
  body: ZStaffChatIdBody,
  value: ZStaffChatRow,
});

export const staffChatImage = defineContract({
  method: 'GET',
  path: '/wps/staff/chat/image',
  summary: 'An image sent in a conversation, as a data URL',
  tags: staff,
  auth: false,
  staff: { permission: 'support.chat' },
  query: ZStaffChatImageQuery,
  value: ZChatImage,
});

export const staffChatAgents = defineContract({
  method: 'GET',
  path: '/wps/staff/chat/agents',
  summary: "The brand's active staff who may answer the chat (to hand a conversation over)",
  tags: staff,
  auth: false,
  staff: { permission: 'support.chat' },
  value: z.array(ZChatAgent),
});

export const staffCannedReplies = defineContract({
  method: 'GET',
  path: '/wps/staff/chat/canned',
  summary: "The brand's canned replies",
  tags: staff,
  auth: false,
  staff: { permission: 'support.chat' },
  value: z.array(ZCannedReply),
});

export const staffSaveCannedReply = defineContract({
  method: 'POST',
  path: '/wps/staff/chat/canned/save',
  summary: 'Add or change a canned reply (audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'support.manage' },
  body: ZCannedReplyBody,
  value: ZCannedReply,
});

export const staffDeleteCannedReply = defineContract({
  method: 'POST',
  path: '/wps/staff/chat/canned/delete',
  summary: 'Remove a canned reply (audited)',
  tags: staff,
  auth: false,
  staff: { permission: 'support.manage' },
  body: ZStaffChatIdBody,
  value: z.object({ id: z.number().int() }),
});

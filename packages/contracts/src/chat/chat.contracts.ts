import { z } from 'zod';
import { defineContract } from '../contract';
import { UPLOAD_BODY_LIMIT } from '../wallet/wallet.schemas';
import {
  ZChatHistoryQuery,
  ZChatImage,
  ZChatImageQuery,
  ZChatMessage,
  ZChatReadBody,
  ZChatSendBody,
  ZChatStartBody,
  ZChatStarted,
  ZChatThread,
} from './chat.schemas';

const chat = ['Support chat'];
const caller = ' A member is known by their session (Authorization), a visitor by the token the start call gave (X-Chat-Token).';

export const chatStart = defineContract({
  method: 'POST',
  path: '/wps/chat/start',
  summary: `Open the support chat: the caller's conversation that is not closed, or a new one.${caller}`,
  tags: chat,
  auth: false,
  body: ZChatStartBody,
  value: ZChatStarted,
});

export const chatHistory = defineContract({
  method: 'GET',
  path: '/wps/chat/history',
  summary: `The caller's conversation and its messages (older pages with before).${caller}`,
  tags: chat,
  auth: false,
  query: ZChatHistoryQuery,
  value: ZChatThread,
});

export const chatSend = defineContract({
  method: 'POST',
  path: '/wps/chat/send',
  summary: `Send a message (text, an image or both) to support; the same clientKey twice makes one message.${caller}`,
  tags: chat,
  auth: false,
  bodyLimit: UPLOAD_BODY_LIMIT,
  body: ZChatSendBody,
  value: ZChatMessage,
});

export const chatRead = defineContract({
  method: 'POST',
  path: '/wps/chat/read',
  summary: `The caller has read the agent's messages up to this id.${caller}`,
  tags: chat,
  auth: false,
  body: ZChatReadBody,
  value: z.object({ unread: z.number().int() }),
});

export const chatClose = defineContract({
  method: 'POST',
  path: '/wps/chat/close',
  summary: `End the conversation (its history stays with support).${caller}`,
  tags: chat,
  auth: false,
  value: ZChatThread,
});

export const chatImage = defineContract({
  method: 'GET',
  path: '/wps/chat/image',
  summary: `An image of the caller's conversation, as a data URL.${caller}`,
  tags: chat,
  auth: false,
  query: ZChatImageQuery,
  value: ZChatImage,
});

import {
  CHAT_SOCKET_PATH,
  STAFF_CHAT_SOCKET_PATH,
  chatClose,
  chatHistory,
  chatImage,
  chatRead,
  chatSend,
  chatStart,
  staffCannedReplies,
  staffChatAgents,
  staffChatAssign,
  staffChatClose,
  staffChatImage,
  staffChatQueue,
  staffChatRead,
  staffChatSend,
  staffChatThread,
  staffDeleteCannedReply,
  staffSaveCannedReply,
} from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { whoStaff } from '../staff/staff.service';
import {
  cannedReplies,
  chatAgents,
  chatCallerOf,
  chatHistory as history,
  removeCannedReply,
  saveCannedReply,
  staffAssign,
  staffClose,
  staffImage,
  staffQueue,
  staffRead,
  staffSend,
  staffThread,
  startChat,
  visitorClose,
  visitorImage,
  visitorRead,
  visitorSend,
} from './chat.service';
import { serveChatSocket, siteChatAccess, staffChatAccess } from './chat.socket';

/** Sends and starts per visitor address: enough for a person typing, not for a flood. */
const SEND_LIMIT = { max: 30, timeWindowMs: 60_000 };
const START_LIMIT = { max: 10, timeWindowMs: 60_000 };

/** The site's chat calls and socket (visitors and members); inside the /wps scope, so the brand is known. */
export function registerChatRoutes(app: FastifyInstance, services: AppServices): void {
  const caller = (request: FastifyRequest) => chatCallerOf(services, request);
  registerContract(app, chatStart, async ({ body, request }) => startChat(services, await caller(request), { ...body, ip: request.clientIp }), { allowTrial: true, rateLimit: START_LIMIT });
  registerContract(app, chatHistory, async ({ query, request }) => history(services, await caller(request), query.before), { allowTrial: true });
  registerContract(app, chatSend, async ({ body, request }) => visitorSend(services, await caller(request), body), { allowTrial: true, rateLimit: SEND_LIMIT });
  registerContract(app, chatRead, async ({ body, request }) => visitorRead(services, await caller(request), body.upTo), { allowTrial: true });
  registerContract(app, chatClose, async ({ request }) => visitorClose(services, await caller(request)), { allowTrial: true });
  registerContract(app, chatImage, async ({ query, request }) => visitorImage(services, await caller(request), query.id), { allowTrial: true });
  app.get(CHAT_SOCKET_PATH, { websocket: true }, (socket, request) => {
    serveChatSocket({ services, log: request.log, resolve: siteChatAccess(services, request.brand.merchant) }, socket);
  });
}

/** The console's side: queues, answers, canned replies, and the agents' socket. */
export function registerStaffChatRoutes(app: FastifyInstance, services: AppServices): void {
  const staffOf = (request: FastifyRequest) => ({ ...whoStaff(request), ip: request.clientIp });
  registerContract(app, staffChatQueue, async ({ query, request }) => staffQueue(services, staffOf(request), query));
  registerContract(app, staffChatThread, async ({ query, request }) => staffThread(services, staffOf(request), query.id, query.before));
  registerContract(app, staffChatAssign, async ({ body, request }) => staffAssign(services, staffOf(request), body));
  registerContract(app, staffChatSend, async ({ body, request }) => staffSend(services, staffOf(request), body));
  registerContract(app, staffChatRead, async ({ body, request }) => staffRead(services, staffOf(request), body));
  registerContract(app, staffChatClose, async ({ body, request }) => staffClose(services, staffOf(request), body.id));
  registerContract(app, staffChatImage, async ({ query, request }) => staffImage(services, staffOf(request), query.id));
  registerContract(app, staffChatAgents, async ({ request }) => chatAgents(services, staffOf(request)));
  registerContract(app, staffCannedReplies, async ({ request }) => cannedReplies(services, staffOf(request)));
  registerContract(app, staffSaveCannedReply, async ({ body, request }) => saveCannedReply(services, staffOf(request), body));
  registerContract(app, staffDeleteCannedReply, async ({ body, request }) => removeCannedReply(services, staffOf(request), body.id));
  app.get(STAFF_CHAT_SOCKET_PATH, { websocket: true }, (socket, request) => {
    serveChatSocket({ services, log: request.log, resolve: staffChatAccess(services, request.brand.merchant, request.clientIp) }, socket);
  });
}

import { inboxMessages, markMessagesRead as markReadContract, unreadCount as unreadCountContract } from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { markMessagesRead, memberMessages, unreadCount } from './inbox.service';

const memberId = (request: FastifyRequest) => {
  if (!request.member) throw new Error('auth contract reached without a member');
  return request.member.id;
};

export function registerInboxRoutes(app: FastifyInstance, services: AppServices): void {
  registerContract(app, unreadCountContract, async ({ request }) => unreadCount(services, memberId(request)));
  registerContract(app, inboxMessages, async ({ query, request }) => memberMessages(services, memberId(request), query));
  registerContract(app, markReadContract, async ({ body, request }) => markMessagesRead(services, memberId(request), body));
}

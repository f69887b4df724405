import { oauthExchange as oauthExchangeContract } from '@wps/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { exchangeOAuthCode } from './oauth.service';
import { loginContext } from './session.routes';

export function registerOAuthRoutes(app: FastifyInstance, services: AppServices, guard: preHandlerAsyncHookHandler): void {
  registerContract(app, oauthExchangeContract, ({ request, body }) => exchangeOAuthCode(services, loginContext(request), body.code), {
    preHandler: guard,
    rateLimit: { max: 30, timeWindowMs: 60_000 },
  });
}

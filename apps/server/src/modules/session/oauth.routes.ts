import { oauthExchange as oauthExchangeContract } from '@wps/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { siteOrigin } from '../brand';
import { exchangeOAuthCode, finishOAuth, startOAuth } from './oauth.service';
import { loginContext } from './session.routes';

/**
 * The two browser redirects of the authorization-code flow are plain routes
 * (they answer 302, not an envelope); the exchange is a contract call.
 */
export function registerOAuthRoutes(app: FastifyInstance, services: AppServices, guard: preHandlerAsyncHookHandler): void {
  registerContract(app, oauthExchangeContract, ({ request, body }) => exchangeOAuthCode(services, loginContext(request), body.code), {
    preHandler: guard,
    rateLimit: { max: 30, timeWindowMs: 60_000 },
  });
  const provider = (request: FastifyRequest) => (request.params as { provider: string }).provider;
  app.get('/wps/session/oauth/:provider/start', { preHandler: guard }, async (request, reply) => {
    const returnTo = (request.query as { returnTo?: unknown }).returnTo;
    return reply.redirect(await startOAuth(services, request.brand.merchant, provider(request), siteOrigin(request), returnTo), 302);
  });
  app.get('/wps/session/oauth/:provider/callback', { preHandler: guard }, async (request, reply) => {
    const query = request.query as { code?: unknown; state?: unknown; iss?: unknown; error?: unknown };
    return reply.redirect(await finishOAuth(services, loginContext(request), provider(request), query), 302);
  });
}

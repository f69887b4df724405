/**
 * API answers are never stored by a browser or a shared cache: they carry
 * session tokens, balances and personal data (login and session answers
 * above all). Every /wps answer gets `Cache-Control: no-store` unless its
 * route chose its own caching.
 */
import type { FastifyInstance } from 'fastify';

export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/wps/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * Lucky Reels' routes: the game page (GET /studio/lucky-reels/, built by apps/web as a second
 * Vite entry) and its two calls. The page is framed by the platform's game popup, which is the
 * same origin: helmet's frame-ancestors 'self' / X-Frame-Options SAMEORIGIN already allow that.
 */
import { envelopeOf } from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { studioAnswer, studioEnvelopeOf } from '../platform/answer';
import { createStudioContext, studioRateLimit, type StudioContextOptions } from '../platform/context';
import { sendStudioPage } from '../platform/page';
import { ZSession, ZSessionBody, ZSpinBody, ZSpinResult } from './schemas';
import { createLuckyReelsService, type LuckyReelsService } from './service';
import { databaseSpinStore } from './spin-store';

export const STUDIO_PATH = '/studio/lucky-reels';

/** Spins per minute from one address: turbo autoplay makes about one a second; four a second is plenty. */
const SPIN_RATE_PER_MINUTE = 240;
const SESSION_RATE_PER_MINUTE = 30;

export interface LuckyReelsOptions extends StudioContextOptions {
  service?: LuckyReelsService;
}

export function registerLuckyReels(app: FastifyInstance, opts: LuckyReelsOptions): void {
  const service = opts.service ?? createLuckyReelsService({ store: databaseSpinStore(opts.db) });
  const contextOf = createStudioContext(app, opts, 'Lucky Reels');
  const limit = (max: number) => studioRateLimit(app, max);

  app.post(
    `${STUDIO_PATH}/api/session`,
    {
      schema: { hide: true, body: ZSessionBody, response: { 200: envelopeOf(ZSession) } },
      config: { rateLimit: limit(SESSION_RATE_PER_MINUTE) },
    },
    async (request) => ({ success: true, value: await service.session(await contextOf(request), ZSessionBody.parse(request.body)) }),
  );

  app.post(
    `${STUDIO_PATH}/api/spin`,
    {
      schema: { hide: true, body: ZSpinBody, response: { 200: studioEnvelopeOf(ZSpinResult) } },
      config: { rateLimit: limit(SPIN_RATE_PER_MINUTE) },
    },
    async (request) => studioAnswer(contextOf(request).then((ctx) => service.spin(ctx, ZSpinBody.parse(request.body)))),
  );

  // The page itself (its scripts and styles are the web build's fingerprinted /assets).
  app.get(`${STUDIO_PATH}/`, (_request, reply) => sendStudioPage(reply, opts.config, 'studio/lucky-reels/index.html', 'Lucky Reels'));
}

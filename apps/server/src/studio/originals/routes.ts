/**
 * The originals' routes: each game's page (/studio/<game>/, one web build
 * entry for all of them) and its calls (/studio/<game>/api/...), and the
 * public record of a round the site's verifier reads (/studio/fair/rounds/<id>).
 */
import { envelopeOf } from '@wps/contracts';
import {
  PLAYED_GAMES,
  ZActBody,
  ZBetBody,
  ZOriginalsSession,
  ZPublicRound,
  ZRotateBody,
  ZRotateResult,
  ZRoundId,
  ZRoundView,
  ZSessionBody,
} from '@wps/fair';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { studioAnswer, studioEnvelopeOf } from '../platform/answer';
import { createStudioContext, studioRateLimit, type StudioContextOptions } from '../platform/context';
import { studioLimitsReader } from '../platform/limits';
import { sendStudioPage } from '../platform/page';
import { createOriginalsService, type OriginalsService } from './service';
import { originalsStore } from './store';

/** Bets and steps per minute from one address: turbo autoplay runs about three rounds a second. */
const PLAY_RATE_PER_MINUTE = 600;
const SESSION_RATE_PER_MINUTE = 60;
const ROUND_READS_PER_MINUTE = 120;

const TITLES: Record<(typeof PLAYED_GAMES)[number], string> = { dice: 'Dice', plinko: 'Plinko', keno: 'Keno', mines: 'Mines', hilo: 'Hi-Lo' };

export interface OriginalsOptions extends StudioContextOptions {
  service?: OriginalsService;
  /** The app's clock (tests move it). */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The originals' background work (the durable job and tests): unanswered closing wins sent again. */
    studioOriginals: { repay: () => ReturnType<OriginalsService['repay']> };
  }
}

export function registerOriginals(app: FastifyInstance, opts: OriginalsOptions): OriginalsService {
  const service = opts.service ?? createOriginalsService({ store: originalsStore(opts.db), limitsOf: studioLimitsReader(opts.db, opts.now), ...(opts.now ? { now: opts.now } : {}) });
  const contextOf = createStudioContext(app, opts, 'This game');
  app.decorate('studioOriginals', { repay: () => service.repay((host) => contextOf.forHost(host, app.log)) });
  const limit = (max: number) => ({ rateLimit: studioRateLimit(app, max) });

  for (const game of PLAYED_GAMES) {
    const base = `/studio/${game}`;
    app.post(
      `${base}/api/session`,
      { schema: { hide: true, body: ZSessionBody, response: { 200: envelopeOf(ZOriginalsSession) } }, config: limit(SESSION_RATE_PER_MINUTE) },
      async (request) => ({ success: true, value: await service.session(await contextOf(request), game, ZSessionBody.parse(request.body)) }),
    );
    app.post(
      `${base}/api/bet`,
      { schema: { hide: true, body: ZBetBody, response: { 200: studioEnvelopeOf(ZRoundView) } }, config: limit(PLAY_RATE_PER_MINUTE) },
      async (request) => studioAnswer(contextOf(request).then((ctx) => service.bet(ctx, game, ZBetBody.parse(request.body)))),
    );
    app.post(
      `${base}/api/act`,
      { schema: { hide: true, body: ZActBody, response: { 200: envelopeOf(ZRoundView) } }, config: limit(PLAY_RATE_PER_MINUTE) },
      async (request) => ({ success: true, value: await service.act(await contextOf(request), game, ZActBody.parse(request.body)) }),
    );
    app.post(
      `${base}/api/rotate`,
      { schema: { hide: true, body: ZRotateBody, response: { 200: envelopeOf(ZRotateResult) } }, config: limit(SESSION_RATE_PER_MINUTE) },
      async (request) => ({ success: true, value: await service.rotate(await contextOf(request), game, ZRotateBody.parse(request.body)) }),
    );
    app.get(`${base}/`, (_request, reply) => sendStudioPage(reply, opts.config, 'studio/originals/index.html', TITLES[game]));
  }

  const ZRoundParams = z.object({ roundId: ZRoundId });
  app.get(
    '/studio/fair/rounds/:roundId',
    { schema: { hide: true, params: ZRoundParams, response: { 200: envelopeOf(ZPublicRound) } }, config: limit(ROUND_READS_PER_MINUTE) },
    async (request) => ({ success: true, value: await service.publicRound(ZRoundParams.parse(request.params).roundId) }),
  );
  return service;
}

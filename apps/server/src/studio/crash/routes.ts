/** Crash's routes: its page (/studio/crash/, a web build entry of its own), its calls and its socket. */
import { envelopeOf } from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LiveBus } from '../../modules/live/live.bus';
import { httpPlatform, inProcessPlatform } from '../platform/client';
import { studioAnswer, studioEnvelopeOf } from '../platform/answer';
import { createStudioContext, studioRateLimit, type StudioContextOptions } from '../platform/context';
import { studioLimitsReader } from '../platform/limits';
import { sendStudioPage } from '../platform/page';
import { registerStudioSocket } from '../platform/socket';
import { createCrashService, crashChannel, crashPlayerChannel, ZCrashBetBody, ZCrashCashoutBody, ZCrashSessionBody, type CrashService } from './service';
import { crashStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Crash's rounds (the tick job drives them; tests call it directly). */
    studioCrash: CrashService;
  }
}

export interface CrashOptions extends StudioContextOptions {
  bus: LiveBus;
  now?: () => Date;
}

export function registerCrash(app: FastifyInstance, opts: CrashOptions): CrashService {
  const now = opts.now ?? (() => new Date());
  const platform = opts.platform ?? (opts.config.studioPlatformUrl ? httpPlatform(opts.config.studioPlatformUrl) : inProcessPlatform(app));
  const service = createCrashService({ db: opts.db, store: crashStore(opts.db), bus: opts.bus, limitsOf: studioLimitsReader(opts.db, now), platform, now, log: app.log });
  app.decorate('studioCrash', service);
  app.addHook('onClose', async () => void service.stop());
  const contextOf = createStudioContext(app, { ...opts, platform }, 'Crash');
  const limit = (max: number) => ({ rateLimit: studioRateLimit(app, max) });
  const base = '/studio/crash';
  const any = envelopeOf(z.unknown());

  app.post(`${base}/api/session`, { schema: { hide: true, body: ZCrashSessionBody, response: { 200: any } }, config: limit(60) }, async (request) => ({
    success: true,
    value: await service.session(await contextOf(request), ZCrashSessionBody.parse(request.body)),
  }));
  app.post(`${base}/api/bet`, { schema: { hide: true, body: ZCrashBetBody, response: { 200: studioEnvelopeOf(z.unknown()) } }, config: limit(300) }, async (request) =>
    studioAnswer(contextOf(request).then((ctx) => service.bet(ctx, ZCrashBetBody.parse(request.body)))),
  );
  app.post(`${base}/api/cashout`, { schema: { hide: true, body: ZCrashCashoutBody, response: { 200: any } }, config: limit(300) }, async (request) => ({
    success: true,
    value: await service.cashout(await contextOf(request), ZCrashCashoutBody.parse(request.body)),
  }));
  app.get(`${base}/`, (_request, reply) => sendStudioPage(reply, opts.config, 'studio/crash/index.html', 'Crash'));
  registerStudioSocket(app, `${base}/api/ws`, {
    bus: opts.bus,
    now,
    contextOf,
    channel: crashChannel,
    playerOf: (ctx, hello) => service.playerOf(ctx, hello),
    playerChannel: crashPlayerChannel,
  });
  return service;
}

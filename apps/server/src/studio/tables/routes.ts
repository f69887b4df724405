/**
 * The live tables' routes: each table's page (/studio/<game>/, one web build
 * entry for all of them), its calls (session, bet) and its socket
 * (/studio/<game>/api/ws, platform/socket.ts).
 */
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
import { TABLE_DEFS } from './catalog';
import { createTablesService, playerChannel, tableChannel, ZTableBetBody, ZTableSessionBody, type TablesService } from './service';
import { tablesStore } from './store';

const BET_RATE_PER_MINUTE = 600;
const SESSION_RATE_PER_MINUTE = 60;

declare module 'fastify' {
  interface FastifyInstance {
    /** The live tables (the tick job drives them; tests call it directly). */
    studioTables: TablesService;
  }
}

export interface TablesOptions extends StudioContextOptions {
  bus: LiveBus;
  now?: () => Date;
}

export function registerTables(app: FastifyInstance, opts: TablesOptions): TablesService {
  const now = opts.now ?? (() => new Date());
  const platform = opts.platform ?? (opts.config.studioPlatformUrl ? httpPlatform(opts.config.studioPlatformUrl) : inProcessPlatform(app));
  const service = createTablesService({
    db: opts.db,
    store: tablesStore(opts.db),
    bus: opts.bus,
    limitsOf: studioLimitsReader(opts.db, now),
    platform,
    now,
    log: app.log,
  });
  app.decorate('studioTables', service);
  app.addHook('onClose', async () => service.stop());
  const contextOf = createStudioContext(app, { ...opts, platform }, 'This table');
  const limit = (max: number) => ({ rateLimit: studioRateLimit(app, max) });

  // The tables as the platform's room list reads them (provider_settings.lobby_url).
  const ZLobbyQuery = z.object({ currency: z.string().regex(/^[A-Z]{3,5}$/).optional() });
  app.get('/studio/tables/api/lobby', { schema: { hide: true, querystring: ZLobbyQuery, response: { 200: envelopeOf(z.unknown()) } }, config: limit(600) }, async (request) => {
    const ctx = await contextOf(request);
    return { success: true, value: await service.lobby(ctx, ZLobbyQuery.parse(request.query).currency ?? ctx.currency) };
  });

  for (const def of TABLE_DEFS) {
    const base = `/studio/${def.game}`;
    app.post(`${base}/api/session`, { schema: { hide: true, body: ZTableSessionBody, response: { 200: envelopeOf(z.unknown()) } }, config: limit(SESSION_RATE_PER_MINUTE) }, async (request) => ({
      success: true,
      value: await service.session(await contextOf(request), def.game, ZTableSessionBody.parse(request.body)),
    }));
    app.post(`${base}/api/bet`, { schema: { hide: true, body: ZTableBetBody, response: { 200: studioEnvelopeOf(z.unknown()) } }, config: limit(BET_RATE_PER_MINUTE) }, async (request) =>
      studioAnswer(contextOf(request).then((ctx) => service.bet(ctx, def.game, ZTableBetBody.parse(request.body)))),
    );
    app.get(`${base}/`, (_request, reply) => sendStudioPage(reply, opts.config, 'studio/tables/index.html', def.name));

    registerStudioSocket(app, `${base}/api/ws`, {
      bus: opts.bus,
      now,
      contextOf,
      channel: tableChannel(def.tableId),
      playerOf: (ctx, hello) => service.playerOf(ctx, def.game, hello),
      playerChannel: (merchantId, key) => playerChannel(def.tableId, merchantId, key),
      seen: (merchantId, key, at) => service.seen(def.tableId, merchantId, key, at),
    });
  }
  return service;
}

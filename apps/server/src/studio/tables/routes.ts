/**
 * The live tables' routes: each table's page (/studio/<game>/, one web build
 * entry for all of them), its calls (session, bet) and its socket
 * (/studio/<game>/api/ws): the table's events to every seated player, and the
 * player's own results once they said who they are.
 */
import { envelopeOf } from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LiveBus } from '../../modules/live/live.bus';
import { httpPlatform, inProcessPlatform } from '../platform/client';
import { createStudioContext, studioRateLimit, type StudioContextOptions } from '../platform/context';
import { studioLimitsReader } from '../platform/limits';
import { sendStudioPage } from '../platform/page';
import { TABLE_DEFS } from './catalog';
import { createTablesService, playerChannel, tableChannel, ZTableBetBody, ZTableClientMessage, ZTableSessionBody, type TablesService } from './service';
import { tablesStore } from './store';

const BET_RATE_PER_MINUTE = 600;
const SESSION_RATE_PER_MINUTE = 60;
/** A socket's pings count as presence at most this often. */
const PRESENCE_EVERY_MS = 20_000;

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
  const contextOf = createStudioContext(app, { ...opts, platform }, 'This table');
  const limit = (max: number) => ({ rateLimit: studioRateLimit(app, max) });

  for (const def of TABLE_DEFS) {
    const base = `/studio/${def.game}`;
    app.post(`${base}/api/session`, { schema: { hide: true, body: ZTableSessionBody, response: { 200: envelopeOf(z.unknown()) } }, config: limit(SESSION_RATE_PER_MINUTE) }, async (request) => ({
      success: true,
      value: await service.session(await contextOf(request), def.game, ZTableSessionBody.parse(request.body)),
    }));
    app.post(`${base}/api/bet`, { schema: { hide: true, body: ZTableBetBody, response: { 200: envelopeOf(z.unknown()) } }, config: limit(BET_RATE_PER_MINUTE) }, async (request) => ({
      success: true,
      value: await service.bet(await contextOf(request), def.game, ZTableBetBody.parse(request.body)),
    }));
    app.get(`${base}/`, (_request, reply) => sendStudioPage(reply, opts.config, 'studio/tables/index.html', def.name));

    app.get(`${base}/api/ws`, { websocket: true }, (socket, request) => {
      const unsubscribe: (() => void)[] = [];
      const send = (message: unknown) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      unsubscribe.push(opts.bus.subscribeJson(tableChannel(def.tableId), send));
      let player: { merchantId: number; key: string } | undefined;
      let lastSeen = 0;
      let hello = false;
      socket.on('message', (raw: Buffer) => {
        let parsed: z.infer<typeof ZTableClientMessage>;
        try {
          parsed = ZTableClientMessage.parse(JSON.parse(raw.toString('utf8')));
        } catch {
          socket.close(1008, 'bad message');
          return;
        }
        if (parsed.type === 'ping') {
          send({ type: 'pong', serverNow: now().toISOString() });
          if (player && now().getTime() - lastSeen >= PRESENCE_EVERY_MS) {
            lastSeen = now().getTime();
            void service.seen(def.tableId, player.merchantId, player.key, now()).catch(() => undefined);
          }
          return;
        }
        // Who this socket is for, once: their own results and balance follow.
        if (hello) return;
        hello = true;
        void (async () => {
          try {
            const ctx = await contextOf(request);
            const p = await service.playerOf(ctx, parsed);
            player = { merchantId: ctx.merchantId, key: p.key };
            lastSeen = now().getTime();
            await service.seen(def.tableId, ctx.merchantId, p.key, now());
            unsubscribe.push(opts.bus.subscribeJson(playerChannel(def.tableId, ctx.merchantId, p.key), send));
            send({ type: 'welcome', serverNow: now().toISOString() });
          } catch (err) {
            request.log.info({ err }, 'tables: a socket could not say who it is');
            socket.close(4401, 'session');
          }
        })();
      });
      socket.on('close', () => {
        for (const u of unsubscribe) u();
      });
    });
  }
  return service;
}

/**
 * A studio game's live socket: every event of the game's shared channel to
 * every open page, and once the page said who it is ({type:'hello'}), that
 * player's own events too. Pings keep the player counted as seated.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { LiveBus } from '../../modules/live/live.bus';
import type { StudioContext } from './context';

const ZToken = z.string().min(16).max(200);
const ZFunId = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);
export const ZStudioClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), mode: z.enum(['real', 'demo', 'fun']), token: ZToken.optional(), funId: ZFunId.optional() }),
  z.object({ type: z.literal('ping') }),
]);
export type TStudioHello = Extract<z.infer<typeof ZStudioClientMessage>, { type: 'hello' }>;

/** A socket's pings count as presence at most this often. */
const PRESENCE_EVERY_MS = 20_000;

export interface StudioSocketOptions {
  bus: LiveBus;
  now: () => Date;
  contextOf: (request: FastifyRequest) => Promise<StudioContext>;
  /** The game's shared channel. */
  channel: string;
  /** Who the hello names (throws when the token is refused). */
  playerOf: (ctx: StudioContext, hello: TStudioHello) => Promise<{ key: string }>;
  /** The player's own channel. */
  playerChannel: (merchantId: number, playerKey: string) => string;
  /** Notes the player as present (seated). */
  seen?: (merchantId: number, playerKey: string, at: Date) => Promise<void>;
}

export function registerStudioSocket(app: FastifyInstance, path: string, opts: StudioSocketOptions): void {
  app.get(path, { websocket: true }, (socket, request) => {
    const unsubscribe: (() => void)[] = [];
    const send = (message: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    unsubscribe.push(opts.bus.subscribeJson(opts.channel, send));
    let player: { merchantId: number; key: string } | undefined;
    let lastSeen = 0;
    let hello = false;
    const present = () => {
      if (!player || !opts.seen) return;
      lastSeen = opts.now().getTime();
      void opts.seen(player.merchantId, player.key, opts.now()).catch(() => undefined);
    };
    socket.on('message', (raw: Buffer) => {
      let parsed: z.infer<typeof ZStudioClientMessage>;
      try {
        parsed = ZStudioClientMessage.parse(JSON.parse(raw.toString('utf8')));
      } catch {
        socket.close(1008, 'bad message');
        return;
      }
      if (parsed.type === 'ping') {
        send({ type: 'pong', serverNow: opts.now().toISOString() });
        if (opts.now().getTime() - lastSeen >= PRESENCE_EVERY_MS) present();
        return;
      }
      // Who this socket is for, once: their own results and balance follow.
      if (hello) return;
      hello = true;
      void (async () => {
        try {
          const ctx = await opts.contextOf(request);
          const p = await opts.playerOf(ctx, parsed);
          player = { merchantId: ctx.merchantId, key: p.key };
          present();
          unsubscribe.push(opts.bus.subscribeJson(opts.playerChannel(ctx.merchantId, p.key), send));
          send({ type: 'welcome', serverNow: opts.now().toISOString() });
        } catch (err) {
          request.log.info({ err }, 'studio socket: a page could not say who it is');
          socket.close(4401, 'session');
        }
      })();
    });
    socket.on('close', () => {
      for (const u of unsubscribe) u();
    });
  });
}

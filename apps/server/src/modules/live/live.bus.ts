/**
 * Live events: a publish/subscribe bus carrying what a member's open pages
 * must learn at once (balance changes, new messages, deposit and withdrawal
 * updates). Services publish after their database transaction commits; the
 * WebSocket endpoint subscribes per connected member. In-process by default;
 * with REDIS_URL the Redis bus lets several server processes share it.
 *
 * Beside the events for the pages, the bus carries control messages between
 * server processes about a member's sockets (never sent to a browser): a
 * session ended (every socket of the member re-checks its session at once,
 * on every process), a socket opened or closed (so the per-member socket cap
 * holds across processes).
 */
import type { TLiveEvent } from '@wps/contracts';
import { z } from 'zod';

export const ZLiveBusControl = z.discriminatedUnion('type', [
  /** Sessions of the member were revoked or ended: each socket re-checks its own session now. */
  z.object({ type: z.literal('sessions_ended') }),
  /** A socket of the member opened (`openedAt` orders sockets across processes). */
  z.object({ type: z.literal('socket_opened'), socketId: z.string().max(64), openedAt: z.number() }),
  z.object({ type: z.literal('socket_closed'), socketId: z.string().max(64) }),
]);
export type TLiveBusControl = z.infer<typeof ZLiveBusControl>;

export interface LiveBus {
  publish(channel: string, event: TLiveEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, handler: (event: TLiveEvent) => void): () => void;
  /**
   * Resolves once events published on a subscribed channel reach its handlers
   * (with Redis, after the server confirmed the SUBSCRIBE). The socket sends
   * `ready` and the balance snapshot only then, so no change falls in between.
   * Optional: a bus without it delivers from the moment of `subscribe`.
   */
  subscribed?(channel: string): Promise<void>;
  /** Control messages about a member's sockets, on their own channel beside `channel`'s events. */
  publishControl(channel: string, message: TLiveBusControl): Promise<void>;
  subscribeControl(channel: string, handler: (message: TLiveBusControl) => void): () => void;
  /** Like `subscribed`, for the control channel. */
  controlSubscribed?(channel: string): Promise<void>;
  /**
   * Any JSON message on a channel of its own (`json:<channel>`), for other
   * parts of the deployment that share the bus (the studio's live tables);
   * the subscriber validates what it receives.
   */
  publishJson(channel: string, message: unknown): Promise<void>;
  subscribeJson(channel: string, handler: (message: unknown) => void): () => void;
  close(): Promise<void>;
}

export const memberChannel = (merchantId: number, memberId: number) => `member:${merchantId}:${memberId}`;
/** Where the control messages of an event channel travel. */
export const controlChannel = (channel: string) => `control:${channel}`;
/** Where the JSON messages of a channel travel. */
export const jsonChannel = (channel: string) => `json:${channel}`;

export function createInProcessBus(): LiveBus {
  const handlers = new Map<string, Set<(message: never) => void>>();
  const deliver = (channel: string, message: unknown) => {
    for (const handler of [...(handlers.get(channel) ?? [])]) {
      try {
        (handler as (m: unknown) => void)(message);
      } catch {
        // One broken listener must not stop the others.
      }
    }
  };
  const add = <M>(channel: string, handler: (message: M) => void) => {
    let set = handlers.get(channel);
    if (!set) handlers.set(channel, (set = new Set()));
    set.add(handler as (message: never) => void);
    return () => {
      set.delete(handler as (message: never) => void);
      if (set.size === 0 && handlers.get(channel) === set) handlers.delete(channel);
    };
  };
  return {
    async publish(channel, event) {
      deliver(channel, event);
    },
    subscribe: (channel, handler) => add(channel, handler),
    async subscribed() {},
    async publishControl(channel, message) {
      deliver(controlChannel(channel), message);
    },
    subscribeControl: (channel, handler) => add(controlChannel(channel), handler),
    async controlSubscribed() {},
    async publishJson(channel, message) {
      deliver(jsonChannel(channel), message);
    },
    subscribeJson: (channel, handler) => add(jsonChannel(channel), handler),
    async close() {
      handlers.clear();
    },
  };
}

/**
 * Live events: a publish/subscribe bus carrying what a member's open pages
 * must learn at once (balance changes, new messages, deposit and withdrawal
 * updates). Services publish after their database transaction commits; the
 * WebSocket endpoint subscribes per connected member. In-process by default;
 * with REDIS_URL the Redis bus lets several server processes share it.
 */
import type { TLiveEvent } from '@wps/contracts';

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
  close(): Promise<void>;
}

export const memberChannel = (merchantId: number, memberId: number) => `member:${merchantId}:${memberId}`;

export function createInProcessBus(): LiveBus {
  const handlers = new Map<string, Set<(event: TLiveEvent) => void>>();
  return {
    async publish(channel, event) {
      for (const handler of [...(handlers.get(channel) ?? [])]) {
        try {
          handler(event);
        } catch {
          // One broken listener must not stop the others.
        }
      }
    },
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(channel);
      };
    },
    async subscribed() {},
    async close() {
      handlers.clear();
    },
  };
}

/**
 * The live-event bus over Redis pub/sub, so a member's socket on one server
 * process hears what a request on another process published. One connection
 * publishes; one (in subscriber mode) listens, subscribed to each channel
 * while at least one local socket wants it. Live events are a convenience on
 * top of the database (a reconnecting page reads a fresh balance snapshot), so
 * a Redis outage never fails the request that moved the money: a failed
 * publish is logged and dropped.
 *
 * Every channel carries the deployment's prefix (`<prefix>:member:1:2`), so
 * two deployments on one Redis never hear each other's members.
 */
import { createHash } from 'node:crypto';
import { ZLiveEvent, type TLiveEvent } from '@wps/contracts';
import { Redis } from 'ioredis';
import type { LiveBus } from './live.bus';

export interface RedisBusLog {
  warn(details: object, message: string): void;
}

const silent: RedisBusLog = { warn: () => {} };

/** After a connection drops, a publish waits for one reconnect attempt at most, then fails (and is dropped). */
const PUBLISH_RETRIES = 1;

export interface RedisBusOptions {
  /** The deployment's prefix (config REDIS_PREFIX or deploymentRedisPrefix); every channel is `<prefix>:<channel>`. */
  prefix: string;
  log?: RedisBusLog;
}

/**
 * The default prefix of a deployment: a short hash of its server secret,
 * which is unique per deployment and the same on every process sharing its
 * database. The hash reveals nothing of the secret.
 */
export const deploymentRedisPrefix = (serverSecret: string): string =>
  `wps-${createHash('sha256').update(`redis-prefix:${serverSecret}`).digest('hex').slice(0, 12)}`;

export function createRedisBus(url: string, options: RedisBusOptions): LiveBus {
  const log = options.log ?? silent;
  const scoped = (channel: string) => `${options.prefix}:${channel}`;
  const publisher = new Redis(url, { maxRetriesPerRequest: PUBLISH_RETRIES });
  // Resubscribes to its channels by itself after a reconnect (ioredis autoResubscribe).
  const subscriber = new Redis(url);
  for (const [role, client] of [['publisher', publisher], ['subscriber', subscriber]] as const) {
    client.on('error', (err: Error) => log.warn({ err: err.message, role }, 'live-event bus: redis connection error'));
  }

  const handlers = new Map<string, Set<(event: TLiveEvent) => void>>();
  /** The SUBSCRIBE of each channel with local handlers; settles once Redis confirmed it. */
  const subscriptions = new Map<string, Promise<void>>();

  subscriber.on('message', (redisChannel: string, text: string) => {
    const listeners = handlers.get(redisChannel);
    const channel = redisChannel.slice(options.prefix.length + 1);
    if (!listeners) return;
    const event = parseEvent(text);
    if (!event) {
      log.warn({ channel }, 'live-event bus: dropped a message that is not a live event');
      return;
    }
    for (const handler of [...listeners]) {
      try {
        handler(event);
      } catch {
        // One broken listener must not stop the others.
      }
    }
  });

  return {
    async publish(channel, event) {
      try {
        await publisher.publish(scoped(channel), JSON.stringify(event));
      } catch (err) {
        log.warn({ err: (err as Error).message, channel }, 'live-event bus: publish failed');
      }
    },
    subscribe(localChannel, handler) {
      const channel = scoped(localChannel);
      let set = handlers.get(channel);
      if (!set) {
        handlers.set(channel, (set = new Set()));
        // Commands on one connection run in order, so a SUBSCRIBE after an
        // UNSUBSCRIBE of the same channel leaves it subscribed.
        const confirmed = subscriber.subscribe(channel).then(() => undefined);
        confirmed.catch((err: Error) => log.warn({ err: err.message, channel }, 'live-event bus: subscribe failed'));
        subscriptions.set(channel, confirmed);
      }
      set.add(handler);
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        set.delete(handler);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        subscriptions.delete(channel);
        subscriber.unsubscribe(channel).catch((err: Error) => log.warn({ err: err.message, channel }, 'live-event bus: unsubscribe failed'));
      };
    },
    async subscribed(channel) {
      await subscriptions.get(scoped(channel));
    },
    async close() {
      handlers.clear();
      subscriptions.clear();
      await Promise.all([quit(publisher), quit(subscriber)]);
    },
  };
}

function parseEvent(text: string): TLiveEvent | null {
  try {
    const parsed = ZLiveEvent.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** QUIT when connected (pending replies arrive first); a connection still trying is just dropped. */
async function quit(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // Fall through to the hard disconnect.
    }
  }
  client.disconnect();
}

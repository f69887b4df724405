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
import { ZLiveEvent } from '@wps/contracts';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { ZLiveBusControl, controlChannel, jsonChannel, type LiveBus } from './live.bus';

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

  /** Each Redis channel's local handlers, each with the schema its messages must pass. */
  const handlers = new Map<string, Set<Listener>>();
  /** The SUBSCRIBE of each channel with local handlers; settles once Redis confirmed it. */
  const subscriptions = new Map<string, Promise<void>>();

  subscriber.on('message', (redisChannel: string, text: string) => {
    const listeners = handlers.get(redisChannel);
    if (!listeners) return;
    const channel = redisChannel.slice(options.prefix.length + 1);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    for (const listener of [...listeners]) {
      const parsed = listener.schema.safeParse(json);
      if (!parsed.success) {
        log.warn({ channel }, 'live-event bus: dropped a message that is not a live event');
        continue;
      }
      try {
        listener.handler(parsed.data);
      } catch {
        // One broken listener must not stop the others.
      }
    }
  });

  const publishTo = async (channel: string, message: unknown) => {
    try {
      await publisher.publish(scoped(channel), JSON.stringify(message));
    } catch (err) {
      log.warn({ err: (err as Error).message, channel }, 'live-event bus: publish failed');
    }
  };

  function listen(localChannel: string, listener: Listener): () => void {
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
    set.add(listener);
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      set.delete(listener);
      if (set.size > 0 || handlers.get(channel) !== set) return;
      handlers.delete(channel);
      subscriptions.delete(channel);
      subscriber.unsubscribe(channel).catch((err: Error) => log.warn({ err: err.message, channel }, 'live-event bus: unsubscribe failed'));
    };
  }

  return {
    publish: (channel, event) => publishTo(channel, event),
    subscribe: (channel, handler) => listen(channel, { schema: ZLiveEvent, handler: handler as (m: unknown) => void }),
    async subscribed(channel) {
      await subscriptions.get(scoped(channel));
    },
    publishControl: (channel, message) => publishTo(controlChannel(channel), message),
    subscribeControl: (channel, handler) => listen(controlChannel(channel), { schema: ZLiveBusControl, handler: handler as (m: unknown) => void }),
    async controlSubscribed(channel) {
      await subscriptions.get(scoped(controlChannel(channel)));
    },
    publishJson: (channel, message) => publishTo(jsonChannel(channel), message),
    subscribeJson: (channel, handler) => listen(jsonChannel(channel), { schema: z.unknown(), handler }),
    async close() {
      handlers.clear();
      subscriptions.clear();
      await Promise.all([quit(publisher), quit(subscriber)]);
    },
  };
}

interface Listener {
  schema: z.ZodType;
  handler: (message: unknown) => void;
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

/**
 * After-commit events (issue 10 item 3): a transactional outbox.
 *
 * A service that changes money writes its event with `emit(tx, …)` in the
 * same database transaction, so the event exists exactly when the change
 * does. After commit the service calls `dispatch()`: this app takes its own
 * events (by `origin`) and runs their subscribers at once, so a member's
 * balance still moves in the same instant as before. Events an app leaves
 * behind (it died, a subscriber failed) are taken up by any server process's
 * `sweep()`, which the durable job runner calls periodically.
 *
 * Delivery is at least once: a subscriber may see an event twice (a process
 * killed between running it and deleting it), so every subscriber is
 * idempotent (a balance push is always the current balance; inbox messages
 * and winners have dedupe keys). A failing subscriber delays its event with
 * a growing backoff, for itself only: the event remembers the subscribers
 * that took it, and a retry goes to the others; after MAX_ATTEMPTS the event
 * is logged and dropped.
 *
 * No module imports another's service to react to its money: the reacting
 * module subscribes to a topic here.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DrizzleDb } from '../../db/database';
import { claimEvents, deferEvent, deleteEvents, insertEvent } from './outbox.repository';
import type { OutboxEvent, OutboxTopic, OutboxTopics } from './outbox.topics';

export const OUTBOX_MAX_ATTEMPTS = 10;
/** How long a taken event is reserved for its dispatcher. */
export const OUTBOX_LEASE_SECONDS = 30;
/** How long an event waits for its own app before any process takes it up. */
export const OUTBOX_GRACE_SECONDS = 5;
const BATCH = 200;

/**
 * Time spent in each subscriber of this process, and the events it took (a
 * process's own metrics: bench/rounds reads them to say what the after-commit
 * work costs per round).
 */
const subscriberTimes = new Map<string, { calls: number; events: number; ms: number }>();
export const outboxSubscriberTimes = (): ReadonlyMap<string, { calls: number; events: number; ms: number }> => subscriberTimes;
async function timed(name: string, events: number, run: () => Promise<void>): Promise<void> {
  const started = performance.now();
  try {
    await run();
  } finally {
    const t = subscriberTimes.get(name) ?? { calls: 0, events: 0, ms: 0 };
    t.calls++;
    t.events += events;
    t.ms += performance.now() - started;
    subscriberTimes.set(name, t);
  }
}

type Handler<T extends OutboxTopic> = (event: OutboxEvent<T>) => Promise<void>;
/** An event as taken for delivery, with the subscribers that already have it. */
type Delivery = OutboxEvent & { deliveredTo: string[] };
type BatchHandler<T extends OutboxTopic> = (events: OutboxEvent<T>[]) => Promise<void>;

export interface Outbox {
  /** This app's origin tag (tests and logs). */
  readonly origin: string;
  /** Writes an event in the caller's transaction. */
  emit<T extends OutboxTopic>(tx: DrizzleDb, merchantId: number, topic: T, payload: OutboxTopics[T]): Promise<void>;
  /** Subscribes a named handler to a topic (at start-up, before any dispatch). */
  on<T extends OutboxTopic>(topic: T, name: string, handler: Handler<T>): void;
  /**
   * Subscribes a handler that takes every event of its topic in a delivered
   * batch (up to 200) at once: one query for many events. If it throws, those
   * events are given to it again later (and only to it, and to other
   * subscribers that failed them).
   */
  onBatch<T extends OutboxTopic>(topic: T, name: string, handler: BatchHandler<T>): void;
  /** Runs this app's own pending events now; resolves when a pass that began after the call has finished. Never throws. */
  dispatch(): Promise<void>;
  /** Runs events any process left behind; answers how many were handled. */
  sweep(): Promise<number>;
  /** Waits for dispatches in flight (before the database closes). */
  idle(): Promise<void>;
}

export interface OutboxOptions {
  /** This app's tag on the events it writes; a new one per app by default. */
  origin?: string;
  graceSeconds?: number;
  leaseSeconds?: number;
  /** Seconds a failed event waits before its next attempt (given the attempts so far). */
  backoffSeconds?: (attempts: number) => number;
  /** Sweep only this brand's events (tests sharing one database keep to their own brand). */
  merchantId?: number;
}

export function createOutbox(db: DrizzleDb, log: Pick<FastifyBaseLogger, 'error' | 'warn'>, opts: OutboxOptions = {}): Outbox {
  const origin = opts.origin ?? `app-${randomUUID()}`;
  const grace = opts.graceSeconds ?? OUTBOX_GRACE_SECONDS;
  const lease = opts.leaseSeconds ?? OUTBOX_LEASE_SECONDS;
  const backoff = opts.backoffSeconds ?? ((attempts: number) => Math.min(2 ** attempts, 300));
  const handlers = new Map<string, { name: string; handler: Handler<OutboxTopic> }[]>();
  const batchHandlers = new Map<string, { name: string; handler: BatchHandler<OutboxTopic> }[]>();
  let running: Promise<void> | null = null;
  let again: Promise<void> | null = null;

  /**
   * Each subscriber is owed each event once: one that failed gets the event
   * again later, the others that took it already do not (`deliveredTo`), so a
   * failing consumer neither repeats its neighbours' work nor holds it back.
   */
  async function deliver(events: Delivery[]): Promise<number> {
    const failed = new Map<number, unknown>();
    const tookNow = new Map<number, string[]>();
    const took = (event: Delivery, name: string) => {
      const names = tookNow.get(event.id);
      if (names) names.push(name);
      else tookNow.set(event.id, [name]);
    };
    const fail = (event: Delivery, err: unknown) => {
      if (!failed.has(event.id)) failed.set(event.id, err);
    };
    // Batch subscribers first: each takes every event of its topic in this batch that it is owed, at once.
    const byTopic = new Map<string, Delivery[]>();
    for (const event of events) {
      const list = byTopic.get(event.topic);
      if (list) list.push(event);
      else byTopic.set(event.topic, [event]);
    }
    for (const [topic, list] of byTopic) {
      for (const h of batchHandlers.get(topic) ?? []) {
        const owed = list.filter((event) => !event.deliveredTo.includes(h.name));
        if (owed.length === 0) continue;
        try {
          await timed(h.name, owed.length, () => h.handler(owed));
          for (const event of owed) took(event, h.name);
        } catch (err) {
          for (const event of owed) fail(event, err);
        }
      }
    }
    const done: number[] = [];
    for (const event of events) {
      for (const h of handlers.get(event.topic) ?? []) {
        if (event.deliveredTo.includes(h.name)) continue;
        try {
          await timed(h.name, 1, () => h.handler(event));
          took(event, h.name);
        } catch (err) {
          fail(event, err);
        }
      }
      if (!failed.has(event.id)) {
        done.push(event.id);
        continue;
      }
      const err = failed.get(event.id);
      if (event.attempts >= OUTBOX_MAX_ATTEMPTS) {
        log.error({ err, eventId: event.id, topic: event.topic, payload: event.payload }, 'outbox event dropped after its last attempt');
        done.push(event.id);
      } else {
        log.warn({ err, eventId: event.id, topic: event.topic, attempts: event.attempts }, 'outbox subscriber failed; the event will be retried');
        await deferEvent(db, event.id, backoff(event.attempts), String((err as Error)?.message ?? err), tookNow.get(event.id) ?? []).catch(() => undefined);
      }
    }
    await deleteEvents(db, done);
    return events.length;
  }

  async function pass(whose: { origin?: string }): Promise<number> {
    let handled = 0;
    for (;;) {
      const events = (await claimEvents(db, { ...whose, merchantId: opts.merchantId, graceSeconds: grace, leaseSeconds: lease, limit: BATCH })) as Delivery[];
      if (events.length === 0) return handled;
      handled += await deliver(events);
      if (events.length < BATCH) return handled;
    }
  }

  const ownPass = () =>
    pass({ origin }).then(
      () => undefined,
      (err: unknown) => log.error({ err }, 'outbox dispatch failed; the events stay for the sweeper'),
    );

  return {
    origin,
    async emit(tx, merchantId, topic, payload) {
      await insertEvent(tx, { merchantId, topic, payload: payload as Record<string, unknown>, origin });
    },
    on(topic, name, handler) {
      const list = handlers.get(topic) ?? [];
      list.push({ name, handler: handler as Handler<OutboxTopic> });
      handlers.set(topic, list);
    },
    onBatch(topic, name, handler) {
      const list = batchHandlers.get(topic) ?? [];
      list.push({ name, handler: handler as BatchHandler<OutboxTopic> });
      batchHandlers.set(topic, list);
    },
    dispatch() {
      // One pass at a time; a call during a pass gets the next one, which sees its events.
      if (!running) {
        running = ownPass().finally(() => {
          running = null;
        });
        return running;
      }
      if (!again) {
        again = running.then(() => {
          again = null;
          running = ownPass().finally(() => {
            running = null;
          });
          return running;
        });
      }
      return again;
    },
    sweep: () => pass({}),
    async idle() {
      while (running || again) await (again ?? running);
    },
  };
}

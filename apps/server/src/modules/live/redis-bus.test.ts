import { randomUUID } from 'node:crypto';
import type { TLiveEvent } from '@wps/contracts';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_REDIS_URL, redisReachable } from '../../../test/support/redis';
import type { LiveBus } from './live.bus';
import { createRedisBus, deploymentRedisPrefix } from './redis-bus';

const REDIS_URL = TEST_REDIS_URL;
/** This file's deployment prefix; Redis sees every channel as `<prefix>:<channel>`. */
const PREFIX = `test-${randomUUID().slice(0, 8)}`;
const inRedis = (channel: string) => `${PREFIX}:${channel}`;
/** CI has a Redis, so these tests run there; they skip only where none answers. */
const reachable = await redisReachable(REDIS_URL);

const balanceEvent = (balance: string): TLiveEvent => ({
  type: 'balance',
  balance: { currency: 'PHP', currencySymbol: '₱', balance, locked: '0', bonus: '0' },
});

/** Collects a handler's events and lets a test wait for the n-th. */
function recorder() {
  const events: TLiveEvent[] = [];
  let wake: (() => void) | null = null;
  return {
    events,
    handler: (event: TLiveEvent) => {
      events.push(event);
      wake?.();
    },
    async waitFor(count: number, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} events, got ${events.length}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return events;
    },
  };
}

/** How many Redis connections are subscribed to the channel. */
async function subscribers(admin: Redis, channel: string): Promise<number> {
  const [, count] = (await admin.pubsub('NUMSUB', channel)) as [string, number];
  return Number(count);
}

/** Time for a message already published to arrive, so a test can tell that it did not. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe.skipIf(!reachable)('Redis live-event bus (two server processes)', () => {
  const opened: LiveBus[] = [];
  const admins: Redis[] = [];
  const bus = (prefix = PREFIX) => {
    const created = createRedisBus(REDIS_URL, { prefix });
    opened.push(created);
    return created;
  };
  const admin = () => {
    const client = new Redis(REDIS_URL);
    admins.push(client);
    return client;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((b) => b.close()));
    await Promise.all(admins.splice(0).map((a) => a.quit()));
  });

  it('delivers an event published by one process to a subscriber in another', async () => {
    const [processA, processB] = [bus(), bus()];
    const channel = `test:${randomUUID()}`;
    const heard = recorder();
    processB.subscribe(channel, heard.handler);
    await processB.subscribed?.(channel);
    await processA.publish(channel, balanceEvent('100'));
    await processA.publish(channel, balanceEvent('250'));
    expect(await heard.waitFor(2)).toEqual([balanceEvent('100'), balanceEvent('250')]);
  });

  it('delivers only the channel subscribed to', async () => {
    const [processA, processB] = [bus(), bus()];
    const mine = `test:${randomUUID()}`;
    const other = `test:${randomUUID()}`;
    const heard = recorder();
    processB.subscribe(mine, heard.handler);
    await processB.subscribed?.(mine);
    await processA.publish(other, balanceEvent('1'));
    await processA.publish(mine, balanceEvent('2'));
    await heard.waitFor(1);
    await settle();
    expect(heard.events).toEqual([balanceEvent('2')]);
  });

  it('counts subscribers per channel: Redis stays subscribed until the last handler leaves', async () => {
    const [processA, processB] = [bus(), bus()];
    const redis = admin();
    const channel = `test:${randomUUID()}`;
    const first = recorder();
    const second = recorder();
    const leaveFirst = processB.subscribe(channel, first.handler);
    const leaveSecond = processB.subscribe(channel, second.handler);
    await processB.subscribed?.(channel);
    expect(await subscribers(redis, inRedis(channel))).toBe(1);

    leaveFirst();
    leaveFirst(); // a second call must not take the other handler's place away
    await processA.publish(channel, balanceEvent('3'));
    await second.waitFor(1);
    expect(await subscribers(redis, inRedis(channel))).toBe(1);

    leaveSecond();
    await processA.publish(channel, balanceEvent('4'));
    await settle();
    expect(first.events).toEqual([]);
    expect(second.events).toEqual([balanceEvent('3')]);
    expect(await subscribers(redis, inRedis(channel))).toBe(0);
  });

  it('subscribes again after everyone left', async () => {
    const [processA, processB] = [bus(), bus()];
    const channel = `test:${randomUUID()}`;
    processB.subscribe(channel, () => {})();
    const heard = recorder();
    processB.subscribe(channel, heard.handler);
    await processB.subscribed?.(channel);
    await processA.publish(channel, balanceEvent('5'));
    expect(await heard.waitFor(1)).toEqual([balanceEvent('5')]);
  });

  it('drops a message on the channel that is not a live event', async () => {
    const [processA, processB] = [bus(), bus()];
    const redis = admin();
    const channel = `test:${randomUUID()}`;
    const heard = recorder();
    processB.subscribe(channel, heard.handler);
    await processB.subscribed?.(channel);
    await redis.publish(inRedis(channel), 'not json');
    await redis.publish(inRedis(channel), JSON.stringify({ type: 'balance', balance: 'lots' }));
    await processA.publish(channel, balanceEvent('6'));
    expect(await heard.waitFor(1)).toEqual([balanceEvent('6')]);
  });

  it('two deployments on one Redis (different prefixes) never hear each other; one deployment\'s processes do', async () => {
    const deploymentA = bus(`${PREFIX}-a`);
    const deploymentB = bus(`${PREFIX}-b`);
    const deploymentAOtherProcess = bus(`${PREFIX}-a`);
    const channel = 'member:1:1';
    const inA = recorder();
    const inB = recorder();
    deploymentA.subscribe(channel, inA.handler);
    deploymentB.subscribe(channel, inB.handler);
    await deploymentA.subscribed?.(channel);
    await deploymentB.subscribed?.(channel);
    await deploymentAOtherProcess.publish(channel, balanceEvent('11'));
    await deploymentB.publish(channel, balanceEvent('22'));
    expect(await inA.waitFor(1)).toEqual([balanceEvent('11')]);
    expect(await inB.waitFor(1)).toEqual([balanceEvent('22')]);
    await settle();
    expect(inA.events).toEqual([balanceEvent('11')]);
    expect(inB.events).toEqual([balanceEvent('22')]);
    // Nothing listens on the bare channel: a deployment without the prefix would hear nothing either.
    expect(await subscribers(admin(), channel)).toBe(0);
  });

  it('carries control messages between processes on their own channel, apart from the page events', async () => {
    const [processA, processB] = [bus(), bus()];
    const channel = `member:${randomUUID()}`;
    const controls: unknown[] = [];
    const events = recorder();
    processB.subscribe(channel, events.handler);
    processB.subscribeControl(channel, (m) => controls.push(m));
    await processB.subscribed?.(channel);
    await processB.controlSubscribed?.(channel);
    await admin().publish(inRedis(`control:${channel}`), JSON.stringify({ type: 'socket_opened', socketId: 1 }));
    await processA.publishControl(channel, { type: 'sessions_ended' });
    await processA.publish(channel, balanceEvent('8'));
    await events.waitFor(1);
    await settle();
    // The malformed control message was dropped; no control message reached the event handler or the reverse.
    expect(controls).toEqual([{ type: 'sessions_ended' }]);
    expect(events.events).toEqual([balanceEvent('8')]);
  });

  it('close quits its connections, so Redis no longer counts its subscriptions', async () => {
    const processB = createRedisBus(REDIS_URL, { prefix: PREFIX });
    const redis = admin();
    const channel = `test:${randomUUID()}`;
    processB.subscribe(channel, () => {});
    await processB.subscribed?.(channel);
    expect(await subscribers(redis, inRedis(channel))).toBe(1);
    await processB.close();
    expect(await subscribers(redis, inRedis(channel))).toBe(0);
  });
});

describe('Redis live-event bus without Redis', () => {
  it('never fails a publish (the money already moved): it logs and drops it', async () => {
    const warn = vi.fn();
    // Port 1: nothing listens there, the connection is refused at once.
    const unreachable = createRedisBus('redis://127.0.0.1:1', { prefix: PREFIX, log: { warn } });
    await expect(unreachable.publish('test:nowhere', balanceEvent('7'))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ channel: 'test:nowhere' }), 'live-event bus: publish failed');
    await unreachable.close();
  });
});

describe('deployment prefix', () => {
  it('is a short hash of the server secret: the same for every process of a deployment, different between deployments', () => {
    const a = deploymentRedisPrefix('secret-of-deployment-a-0123456789abcdef');
    expect(a).toMatch(/^wps-[0-9a-f]{12}$/);
    expect(deploymentRedisPrefix('secret-of-deployment-a-0123456789abcdef')).toBe(a);
    expect(deploymentRedisPrefix('secret-of-deployment-b-0123456789abcdef')).not.toBe(a);
    expect(a).not.toContain('secret');
  });
});

import { LIVE_CLOSE, LIVE_EVENTS_PATH, TRIAL_USER_TYPE, logout, type TLiveControl, type TLiveEvent } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import { seedWallet } from '../src/db/seed/wallet';
import { createManualClock } from '../src/lib/clock';
import { findMerchantByCode, type MerchantRow } from '../src/modules/brand/brand.repository';
import { createInProcessBus, memberChannel, type LiveBus } from '../src/modules/live/live.bus';
import { LIVE_SOCKET_DEFAULTS } from '../src/modules/live/live.options';
import { createRedisBus } from '../src/modules/live/redis-bus';
import { publishBalance, publishBalances } from '../src/modules/wallet/wallet.balance';
import { createTestApp, createTestBrand } from './helpers';
import { CAPTCHA_TEXT, accountBrand, call } from './support/accounts';
import { TEST_REDIS_URL, redisReachable } from './support/redis';
import { fundMember, loggedInMember, type WalletTestApp } from './support/wallet';

type Frame = TLiveEvent | TLiveControl;

const AUTH_TIMEOUT_MS = 300;
const SESSION_CHECK_MS = 150;
// Wide enough that a busy CI machine still answers pings in time.
const PING_INTERVAL_MS = 400;

/**
 * A wallet test app (as createWalletApp builds it) whose live-event socket
 * has short timings, with a bus the test can publish on, or the Redis bus
 * the app opens itself for REDIS_URL.
 */
async function createLiveApp(opts: { live?: LiveBus; redisUrl?: string; redisPrefix?: string }): Promise<WalletTestApp> {
  const clock = createManualClock(new Date('2026-03-01T08:00:00Z'));
  const t = await createTestApp(
    { trustedProxies: ['127.0.0.1'], rateLimitPerMinute: 100_000, redisUrl: opts.redisUrl, redisPrefix: opts.redisPrefix },
    {
      services: {
        clock,
        captchaText: () => CAPTCHA_TEXT,
        humanChallengeMaxNumber: 200,
        ...(opts.live ? { live: opts.live } : {}),
        liveSocket: { ...LIVE_SOCKET_DEFAULTS, authTimeoutMs: AUTH_TIMEOUT_MS, sessionCheckMs: SESSION_CHECK_MS, pingIntervalMs: PING_INTERVAL_MS },
      },
    },
  );
  const { host, agentHost, code } = await createTestBrand(t.database, accountBrand());
  const merchant = await findMerchantByCode(t.database.db, code);
  if (!merchant) throw new Error('test brand missing');
  await seedWallet(t.database.db, code);
  return { ...t, clock, host, agentHost, merchantId: merchant.id, code, currency: merchant.currency };
}

/** A socket client that keeps every frame and lets a test wait for the next one. */
interface LiveClient {
  socket: WebSocket;
  frames: Frame[];
  next(timeoutMs?: number): Promise<Frame>;
  closed: Promise<{ code: number; reason: string }>;
  auth(token: string): void;
}

function openClient(url: string, host: string, opts: { autoPong?: boolean } = {}): Promise<LiveClient> {
  const socket = new WebSocket(url, { headers: { host }, autoPong: opts.autoPong ?? true });
  const frames: Frame[] = [];
  let read = 0;
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as Frame);
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const client: LiveClient = {
    socket,
    frames,
    closed,
    auth: (token) => socket.send(JSON.stringify({ type: 'auth', token })),
    next(timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no frame within ${timeoutMs} ms (have ${JSON.stringify(frames)})`)), timeoutMs);
        const take = () => {
          if (read < frames.length) {
            clearTimeout(timer);
            resolve(frames[read++]!);
          } else waiters.push(take);
        };
        take();
      });
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}

describe('live events over the WebSocket', () => {
  let t: WalletTestApp;
  let bus: LiveBus;
  let url: string;
  let merchant: MerchantRow;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    bus = createInProcessBus();
    t = await createLiveApp({ live: bus });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace(/^http/, 'ws')}${LIVE_EVENTS_PATH}`;
    const found = await findMerchantByCode(t.database.db, t.code);
    if (!found) throw new Error('test brand missing');
    merchant = found;
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await t.close();
    await bus.close();
  });

  const connect = async (opts: { autoPong?: boolean } = {}) => {
    const client = await openClient(url, t.host, opts);
    clients.push(client);
    return client;
  };
  /** A connected, authenticated client of a member, past its ready frame and balance snapshot. */
  const liveMember = async (m: { type?: number } = {}) => {
    const member = await loggedInMember(t, m);
    const client = await connect();
    client.auth(member.token);
    expect(await client.next()).toEqual({ type: 'ready' });
    const snapshot = await client.next();
    return { member, client, snapshot };
  };

  it('answers a real session token with ready, then a balance snapshot', async () => {
    const member = await loggedInMember(t);
    await fundMember(t, member.id, 123_456n);
    const client = await connect();
    client.auth(member.token);
    expect(await client.next()).toEqual({ type: 'ready' });
    expect(await client.next()).toEqual({
      type: 'balance',
      balance: { currency: t.currency, currencySymbol: merchant.currencySymbol, balance: '123456', locked: '0', bonus: '0' },
    });
  });

  it('pushes the new balance when money moved and publishBalance ran', async () => {
    const { member, client, snapshot } = await liveMember();
    expect(snapshot).toMatchObject({ type: 'balance', balance: { balance: '0' } });
    await fundMember(t, member.id, 50_000n);
    await publishBalance({ db: t.database.db, live: bus }, merchant, member.id);
    expect(await client.next()).toMatchObject({ type: 'balance', balance: { balance: '50000' } });
  });

  it('never delivers another member’s events', async () => {
    const a = await liveMember();
    const b = await liveMember();
    await fundMember(t, b.member.id, 777n);
    await fundMember(t, a.member.id, 5n);
    await publishBalance({ db: t.database.db, live: bus }, merchant, b.member.id);
    await publishBalance({ db: t.database.db, live: bus }, merchant, a.member.id);
    expect(await b.client.next()).toMatchObject({ type: 'balance', balance: { balance: '777' } });
    // The in-process bus delivers in publish order: had B's event reached A, it would come first.
    expect(await a.client.next()).toMatchObject({ type: 'balance', balance: { balance: '5' } });
    expect(a.client.frames.some((f) => f.type === 'balance' && f.balance.balance === '777')).toBe(false);
  });

  it('pushes each member of a batch their own balance from one read (a live table settling many players)', async () => {
    const a = await liveMember();
    const b = await liveMember();
    const c = await liveMember(); // no account yet: 0
    await fundMember(t, a.member.id, 1_000n);
    await fundMember(t, b.member.id, 2_000n);
    await publishBalances({ db: t.database.db, live: bus }, merchant, [a.member.id, b.member.id, c.member.id, a.member.id]);
    expect(await a.client.next()).toMatchObject({ type: 'balance', balance: { balance: '1000', currency: t.currency } });
    expect(await b.client.next()).toMatchObject({ type: 'balance', balance: { balance: '2000' } });
    expect(await c.client.next()).toMatchObject({ type: 'balance', balance: { balance: '0', locked: '0', bonus: '0' } });
    // A member named twice in the batch is pushed once.
    await publishBalance({ db: t.database.db, live: bus }, merchant, a.member.id);
    expect(await a.client.next()).toMatchObject({ type: 'balance', balance: { balance: '1000' } });
    expect(a.client.frames.filter((f) => f.type === 'balance')).toHaveLength(3);
  });

  it('lets a trial member listen too', async () => {
    const { snapshot } = await liveMember({ type: TRIAL_USER_TYPE });
    expect(snapshot.type).toBe('balance');
  });

  it('refuses a bad token with not_logged_in and close code 4401', async () => {
    const client = await connect();
    client.auth('x'.repeat(43));
    expect(await client.next()).toEqual({ type: 'error', code: 'not_logged_in' });
    expect((await client.closed).code).toBe(LIVE_CLOSE.notLoggedIn);
  });

  it('refuses a first frame that is not an auth frame', async () => {
    const client = await connect();
    client.socket.send('hello');
    expect((await client.closed).code).toBe(LIVE_CLOSE.notLoggedIn);
    expect(client.frames).toEqual([{ type: 'error', code: 'not_logged_in' }]);
  });

  it('closes a socket that sends no auth frame in time', async () => {
    const started = Date.now();
    const client = await connect();
    expect((await client.closed).code).toBe(LIVE_CLOSE.authTimeout);
    expect(Date.now() - started).toBeGreaterThanOrEqual(AUTH_TIMEOUT_MS - 50);
    expect(client.frames).toEqual([]);
  });

  it('closes the socket with 4401 once the session is logged out', async () => {
    const { member, client } = await liveMember();
    const res = await call(t, logout, undefined, { token: member.token, ip: member.ip });
    expect(res.statusCode).toBe(200);
    expect((await client.closed).code).toBe(LIVE_CLOSE.notLoggedIn);
  });

  it('keeps at most five sockets per member, closing the oldest', async () => {
    const member = await loggedInMember(t);
    const sockets: LiveClient[] = [];
    for (let i = 0; i < 6; i++) {
      const client = await connect();
      client.auth(member.token);
      expect(await client.next()).toEqual({ type: 'ready' });
      sockets.push(client);
    }
    expect((await sockets[0]!.closed).code).toBe(LIVE_CLOSE.replaced);
    expect(sockets.slice(1).every((c) => c.socket.readyState === WebSocket.OPEN)).toBe(true);
    // The five still open all hear the member's channel.
    await bus.publish(memberChannel(t.merchantId, member.id), { type: 'balance', balance: { currency: t.currency, currencySymbol: '₱', balance: '1', locked: '0', bonus: '0' } });
    for (const client of sockets.slice(1)) {
      await client.next(); // the snapshot
      expect(await client.next()).toMatchObject({ type: 'balance', balance: { balance: '1' } });
    }
  });

  it('drops a socket that stops answering pings, and keeps one that answers', async () => {
    const member = await loggedInMember(t);
    const silent = await connect({ autoPong: false });
    const answering = await connect();
    for (const client of [silent, answering]) client.auth(member.token);
    for (const client of [silent, answering]) expect(await client.next()).toEqual({ type: 'ready' });
    // Closed without a close frame: the server terminated the connection.
    expect((await silent.closed).code).toBe(1006);
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('drops a client frame larger than 1 KiB', async () => {
    const client = await connect();
    client.socket.send(JSON.stringify({ type: 'auth', token: 'y'.repeat(2000) }));
    expect((await client.closed).code).toBe(1009);
  });
});

/** CI has a Redis, so this runs there; it skips only where none answers. */
const redisUp = await redisReachable();

describe.skipIf(!redisUp)('live events across server processes (REDIS_URL)', () => {
  it('pushes to a member’s socket on one process what another process published', async () => {
    // This app opens its own Redis bus, as a deployment with REDIS_URL does.
    const prefix = `live-test-${Date.now().toString(36)}`;
    const t = await createLiveApp({ redisUrl: TEST_REDIS_URL, redisPrefix: prefix });
    const otherProcess = createRedisBus(TEST_REDIS_URL, { prefix });
    const admin = new Redis(TEST_REDIS_URL);
    let client: LiveClient | null = null;
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const merchant = await findMerchantByCode(t.database.db, t.code);
      if (!merchant) throw new Error('test brand missing');
      const member = await loggedInMember(t);
      client = await openClient(`${address.replace(/^http/, 'ws')}${LIVE_EVENTS_PATH}`, t.host);
      client.auth(member.token);
      expect(await client.next()).toEqual({ type: 'ready' });
      expect(await client.next()).toMatchObject({ type: 'balance', balance: { balance: '0' } });
      // `ready` came after Redis confirmed the subscription.
      const channel = `${prefix}:${memberChannel(merchant.id, member.id)}`;
      const [, subscribed] = (await admin.pubsub('NUMSUB', channel)) as [string, number];
      expect(Number(subscribed)).toBe(1);

      await fundMember(t, member.id, 9_900n);
      await publishBalance({ db: t.database.db, live: otherProcess }, merchant, member.id);
      expect(await client.next()).toMatchObject({ type: 'balance', balance: { balance: '9900' } });

      await t.close();
      const [, after] = (await admin.pubsub('NUMSUB', channel)) as [string, number];
      expect(Number(after)).toBe(0);
    } finally {
      client?.socket.terminate();
      await t.close().catch(() => {});
      await otherProcess.close();
      await admin.quit();
    }
  });
});

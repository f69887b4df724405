/**
 * Two server processes (two apps on one database, each with its own live bus
 * on the machine's Redis, or one shared in-process bus where no Redis
 * answers): a logout or a password change on one process closes the member's
 * sockets on the other at once, not at the next periodic session check; and
 * the per-member socket cap holds across processes.
 */
import { randomUUID } from 'node:crypto';
import { LIVE_CLOSE, LIVE_EVENTS_PATH, changePassword, login, logout } from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { seedWallet } from '../src/db/seed/wallet';
import { createManualClock } from '../src/lib/clock';
import { findMerchantByCode } from '../src/modules/brand/brand.repository';
import { createInProcessBus, type LiveBus } from '../src/modules/live/live.bus';
import { LIVE_SOCKET_DEFAULTS } from '../src/modules/live/live.options';
import { createRedisBus } from '../src/modules/live/redis-bus';
import { createTestApp, createTestBrand } from './helpers';
import { CAPTCHA_TEXT, accountBrand, call, createMember, freshIp, humanProof, loginResult } from './support/accounts';
import { secondProcess } from './support/processes';
import { TEST_REDIS_URL, redisReachable } from './support/redis';
import type { WalletTestApp } from './support/wallet';

const redisUp = await redisReachable();
const PREFIX = `revoke-${randomUUID().slice(0, 8)}`;
/** Long enough that only the revocation event, never the periodic fallback, can close a socket within a test. */
const SESSION_CHECK_MS = 10 * 60_000;
const MAX_SOCKETS = 2;

const liveSocket = { ...LIVE_SOCKET_DEFAULTS, sessionCheckMs: SESSION_CHECK_MS, maxSocketsPerMember: MAX_SOCKETS };
const buses: LiveBus[] = [];
const newBus = (): LiveBus => {
  const bus = redisUp ? createRedisBus(TEST_REDIS_URL, { prefix: PREFIX }) : (buses[0] ?? createInProcessBus());
  buses.push(bus);
  return bus;
};

let a: WalletTestApp;
let b: FastifyInstance;
let urlA: string;
let urlB: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  const clock = createManualClock(new Date('2026-03-01T08:00:00Z'));
  const services = { clock, captchaText: () => CAPTCHA_TEXT, humanChallengeMaxNumber: 200, liveSocket };
  const base = await createTestApp({ trustedProxies: ['127.0.0.1'], rateLimitPerMinute: 100_000 }, { services: { ...services, live: newBus() } });
  const { host, agentHost, code } = await createTestBrand(base.database, accountBrand());
  const merchant = await findMerchantByCode(base.database.db, code);
  if (!merchant) throw new Error('test brand missing');
  await seedWallet(base.database.db, code);
  a = { ...base, clock, host, agentHost, merchantId: merchant.id, code, currency: merchant.currency };
  // The second process: another app on the same database, with its own bus.
  b = await secondProcess(base.database, { ...services, live: newBus() });
  const toWs = (address: string) => `${address.replace(/^http/, 'ws')}${LIVE_EVENTS_PATH}`;
  urlA = toWs(await a.app.listen({ port: 0, host: '127.0.0.1' }));
  urlB = toWs(await b.listen({ port: 0, host: '127.0.0.1' }));
});

afterAll(async () => {
  for (const s of sockets) s.terminate();
  await b.close();
  await a.close();
  await Promise.all([...new Set(buses)].map((bus) => bus.close()));
});

/** An authenticated socket, once it has its ready frame and balance snapshot; resolves its close code. */
async function liveSocketOf(url: string, token: string): Promise<{ socket: WebSocket; closed: Promise<number> }> {
  const socket = new WebSocket(url, { headers: { host: a.host } });
  sockets.push(socket);
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  let frames = 0;
  const ready = new Promise<void>((resolve, reject) => {
    socket.on('message', () => {
      frames++;
      if (frames === 2) resolve();
    });
    socket.once('error', reject);
    void closed.then((code) => reject(new Error(`closed ${code} before its snapshot`)));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  await ready;
  return { socket, closed };
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms))]);

async function memberWithSessions(count: number) {
  const ip = freshIp();
  const m = await createMember(a, { password: 'Secret123', knownIps: [ip] });
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    tokens.push(loginResult(await call(a, login, { username: m.account, password: m.password, verification: await humanProof(a) }, { ip })).token);
  }
  return { m, ip, tokens };
}

describe(`session revocation reaches every process (${redisUp ? 'Redis' : 'in-process'} bus)`, () => {
  it('a logout on process A closes that session’s socket on process B at once (4401)', async () => {
    const { ip, tokens } = await memberWithSessions(2);
    const [gone, kept] = tokens as [string, string];
    const onB = await liveSocketOf(urlB, gone);
    const otherSessionOnB = await liveSocketOf(urlB, kept);
    expect((await call(a, logout, undefined, { token: gone, ip })).statusCode).toBe(200);
    expect(await within(onB.closed, 3_000, 'socket of the logged-out session')).toBe(LIVE_CLOSE.notLoggedIn);
    // The member's other session keeps its socket.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(otherSessionOnB.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('a password change on A closes the sockets of the member’s other sessions on B, not its own', async () => {
    const { ip, tokens } = await memberWithSessions(2);
    const [current, other] = tokens as [string, string];
    const currentOnB = await liveSocketOf(urlB, current);
    const otherOnB = await liveSocketOf(urlB, other);
    const res = await call(a, changePassword, { oldPassword: 'Secret123', newPassword: 'Better1234', confirmNewPassword: 'Better1234' }, { token: current, ip });
    expect(res.statusCode).toBe(200);
    expect(await within(otherOnB.closed, 3_000, 'socket of the other session')).toBe(LIVE_CLOSE.notLoggedIn);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(currentOnB.socket.readyState).toBe(WebSocket.OPEN);
  });

  it(`the cap of ${MAX_SOCKETS} sockets per member holds across processes: the oldest closes (4409)`, async () => {
    const { tokens } = await memberWithSessions(1);
    const token = tokens[0]!;
    const first = await liveSocketOf(urlA, token);
    const second = await liveSocketOf(urlB, token);
    // Each process holds at most 2 of them, so only the cross-process count can close the first.
    const third = await liveSocketOf(urlA, token);
    expect(await within(first.closed, 3_000, 'oldest socket')).toBe(LIVE_CLOSE.replaced);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second.socket.readyState).toBe(WebSocket.OPEN);
    expect(third.socket.readyState).toBe(WebSocket.OPEN);
  });
});

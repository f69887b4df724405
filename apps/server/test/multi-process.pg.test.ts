/**
 * Two real server processes (`node src/main.ts`) on one PostgreSQL database
 * of their own and one Redis (issue 10 item 5): what one process does, the
 * other sees; a rate limit counted on one holds on the other; a due periodic
 * job runs once; a kill -9 in the middle of a storm loses no acknowledged
 * call and leaves the ledger sound.
 *
 * Only with DATABASE_URL (vitest.config.ts); needs the machine's Redis.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase, type Database } from '../src/db/client';
import { auditLog, memberBankAccounts, merchants, providerSettings, sessions, withdrawals } from '../src/db/schema';
import { checkLedger, memberMainAccount, paymentChannelAccount, postTransaction } from '../src/modules/ledger/ledger.service';
import { insertMember } from '../src/modules/member/member.repository';
import { signProviderBody, sha256Hex } from '../src/modules/provider/provider.signature';
import { insertGameToken } from '../src/modules/provider/provider.repository';
import { hashPassword } from '../src/lib/password';
import { sha256 } from '../src/lib/tokens';
import { totpCode, totpStep } from '../src/lib/totp';
import { expectWagersSoundIn } from './support/wagers';
import { login, sealBody, type TEncryptionKey, type THumanChallenge } from '@wps/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.DATABASE_URL as string;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const HOST = 'localhost'; // the demo brand
const suffix = randomBytes(4).toString('hex');
const dbName = `wps_mp_${suffix}`;

const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
const urlFor = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};
const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Proc {
  name: string;
  port: number;
  child: ChildProcess;
  output: string[];
}

async function startServer(name: string): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: urlFor(dbName),
      REDIS_URL,
      REDIS_PREFIX: `mp-${suffix}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent/wps-web-dist',
      // The test plays many visitors from one address: it names them in X-Forwarded-For.
      TRUSTED_PROXIES: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '40',
      DB_POOL_MAX: '5',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const proc = { name, port, child, output };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output.join('')}`);
    const ok = await fetch(`http://127.0.0.1:${port}/wps/system/status`, { headers: { host: HOST, 'x-forwarded-for': '10.200.0.1' } })
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return proc;
    if (Date.now() > deadline) throw new Error(`${name} did not start: ${output.join('')}`);
    await sleep(250);
  }
}

const stopServer = async (p: Proc) => {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  await new Promise((r) => p.child.once('exit', r));
};

let a: Proc;
let b: Proc;
let database: Database;
let merchantId: number;
let currency: string;

async function api(p: Proc, method: 'GET' | 'POST', path: string, o: { token?: string; body?: unknown; ip?: string } = {}) {
  const res = await fetch(`http://127.0.0.1:${p.port}${path}`, {
    method,
    headers: {
      host: HOST,
      'x-forwarded-for': o.ip ?? '10.201.0.1',
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(o.body === undefined ? {} : { body: JSON.stringify(o.body) }),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; code?: string; value?: Record<string, unknown> } };
}

/** A member with a live session (the token), straight in the database. */
async function member(): Promise<{ id: number; token: string }> {
  const now = new Date();
  const m = await insertMember(database.db, {
    merchantId,
    account: `mp${suffix}${randomBytes(3).toString('hex')}`,
    passwordHash: await hashPassword('Secret123!x'),
    passwordChangedAt: now,
    type: 0,
    firstLoginAt: now,
  });
  const token = randomBytes(32).toString('base64url');
  await database.db.insert(sessions).values({
    id: randomBytes(12).toString('hex'),
    merchantId,
    memberId: m.id,
    tokenHash: sha256(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  return { id: m.id, token };
}

async function fund(memberId: number, amount: bigint) {
  const main = await memberMainAccount(database.db, merchantId, memberId, currency);
  const source = await paymentChannelAccount(database.db, merchantId, currency, 'TEST');
  await postTransaction(database.db, {
    merchantId,
    idempotencyKey: `mp:fund:${memberId}:${randomBytes(4).toString('hex')}`,
    type: 'adjustment',
    entries: [
      { accountId: main.id, amount },
      { accountId: source.id, amount: -amount },
    ],
  });
}

beforeAll(async () => {
  await admin(`create database "${dbName}"`);
  // Both start at once: migration and seed take turns under their advisory lock.
  [a, b] = await Promise.all([startServer('A'), startServer('B')]);
  database = await openDatabase({ databaseUrl: urlFor(dbName), poolMax: 4 });
  const [m] = await database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
  currency = m!.currency;
}, 120_000);

afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map(stopServer));
  await database?.close();
  await admin(`drop database if exists "${dbName}" with (force)`);
}, 60_000);

describe('two server processes on one database and one Redis', () => {
  it("a deposit approved through A reaches the member's WebSocket on B, balance and inbox message", async () => {
    const m = await member();
    const events: { type: string; balance?: { balance: string } }[] = [];
    const socket = new WebSocket(`ws://127.0.0.1:${b.port}/wps/ws`, { headers: { host: HOST } });
    await new Promise((r, j) => socket.once('open', r).once('error', j));
    socket.on('message', (data) => events.push(JSON.parse(String(data)) as { type: string }));
    socket.send(JSON.stringify({ type: 'auth', token: m.token }));
    for (let i = 0; i < 100 && !events.some((e) => e.type === 'ready'); i++) await sleep(50);
    expect(events.map((e) => e.type)).toContain('ready');

    const deposit = await api(a, 'POST', '/wps/relay/deposit/bank', {
      token: m.token,
      body: { requestId: `mp-dep-${suffix}`, channelCode: 'BDO', amount: '250000', payerName: 'Juan Dela Cruz', reference: 'MP-1' },
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    const staff = await api(a, 'POST', '/wps/staff/session', { body: { username: 'finance01', password: 'Finance@123' }, ip: '10.201.0.2' });
    expect(staff.status, JSON.stringify(staff.body)).toBe(200);
    // Finance enrols the authenticator at the first login; the code is confirmed on the other process.
    const enrolment = staff.body.value!.enrolment as { secret: string };
    const enrolled = await api(b, 'POST', '/wps/staff/totp/enrol', { token: staff.body.value!.token as string, body: { otp: totpCode(enrolment.secret, totpStep()) }, ip: '10.201.0.2' });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    const approved = await api(a, 'POST', '/wps/staff/deposits/approve', { token: staff.body.value!.token as string, body: { id: deposit.body.value!.id }, ip: '10.201.0.2' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    for (let i = 0; i < 100 && !(events.some((e) => e.type === 'balance' && e.balance?.balance === '250000') && events.some((e) => e.type === 'message')); i++) await sleep(50);
    socket.close();
    expect(events.find((e) => e.type === 'balance' && e.balance?.balance === '250000')).toBeTruthy();
    expect(events.find((e) => e.type === 'message')).toBeTruthy();
  });

  it('a rate limit counted on A holds on B', async () => {
    const ip = '10.202.0.9';
    const onA = await Promise.all(Array.from({ length: 30 }, () => api(a, 'GET', '/wps/system/status', { ip })));
    expect(onA.every((r) => r.status === 200)).toBe(true);
    const onB: number[] = [];
    for (let i = 0; i < 15; i++) onB.push((await api(b, 'GET', '/wps/system/status', { ip })).status);
    // 40 a minute for the address across both processes: B refuses from the 11th call.
    expect(onB.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(onB.slice(10).every((s) => s === 429)).toBe(true);
    // Another address is not affected.
    expect((await api(b, 'GET', '/wps/system/status', { ip: '10.202.0.10' })).status).toBe(200);
  });

  it('login failures counted on A hold on B: the captcha is asked there too, for the name from any address', async () => {
    const now = new Date();
    const m = await insertMember(database.db, {
      merchantId,
      account: `mpl${suffix}`,
      passwordHash: await hashPassword('Secret123!x'),
      passwordChangedAt: now,
      type: 0,
      firstLoginAt: now,
    });
    const attempt = async (p: Proc, ip: string, password: string) => {
      const permission = await api(p, 'GET', '/wps/system/permission', { ip });
      const key = (permission.body.value as { info: { encryption: TEncryptionKey } }).info.encryption;
      const challenge = await api(p, 'GET', '/wps/verification/challenge', { ip });
      const human = challenge.body.value as THumanChallenge;
      const verification = { challenge: human, solution: await solveChallenge({ challenge: human, deriveKey }) };
      const sealed = await sealBody({ username: m.account, password, verification }, login, key, { now: Date.now() });
      return api(p, 'POST', login.path, { body: sealed, ip });
    };
    for (let i = 0; i < 3; i++) {
      const res = await attempt(a, '10.204.0.1', `wrong-${i}`);
      expect(res.body.code).toBe('invalid_credentials');
    }
    // The fourth try goes to the other process, from the same address and from a new one: both must show the captcha.
    expect((await attempt(b, '10.204.0.1', 'Secret123!x')).body.code).toBe('captcha_required');
    expect((await attempt(b, '10.204.0.2', 'Secret123!x')).body.code).toBe('captcha_required');
  });

  it('a due withdrawal auto-confirm runs once, on one of the two processes', async () => {
    const m = await member();
    const now = new Date();
    const [bank] = await database.db
      .insert(memberBankAccounts)
      .values({ merchantId, memberId: m.id, bankName: 'BDO', payeeName: 'Juan Dela Cruz', accountNumber: `00${suffix}`, createdAt: now, updatedAt: now })
      .returning();
    const reviewedAt = new Date(now.getTime() - 2 * 86_400_000);
    const [w] = await database.db
      .insert(withdrawals)
      .values({
        merchantId,
        memberId: m.id,
        bankAccountId: bank!.id,
        bankName: 'BDO',
        payeeName: 'Juan Dela Cruz',
        accountNumber: bank!.accountNumber,
        requestId: `mp-w-${suffix}`,
        orderNo: `MPW${suffix}`,
        amount: 10_000n,
        status: 'approved',
        reviewedAt,
        receiptStatus: 'awaiting',
        createdAt: reviewedAt,
        updatedAt: reviewedAt,
      })
      .returning();
    // Both processes' loops tick every second; the schedule's next slot is now.
    await database.db.execute(sql`update job_schedules set next_run_at = now() where name = 'withdrawals.auto-confirm'`);
    let confirmed: typeof w;
    for (let i = 0; i < 100; i++) {
      [confirmed] = await database.db.select().from(withdrawals).where(eq(withdrawals.id, w!.id));
      if (confirmed?.receiptStatus === 'received') break;
      await sleep(100);
    }
    expect(confirmed!).toMatchObject({ receiptStatus: 'received', receiptForced: true });
    await sleep(1_500); // both loops had their chance again
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'withdrawal'), eq(auditLog.entityId, String(w!.id)), eq(auditLog.action, 'withdrawal.receipt_auto_confirm')));
    expect(audits).toHaveLength(1);
    const { rows } = (await database.db.execute(
      sql`select key, status, locked_by from jobs where name = 'withdrawals.auto-confirm' and created_at > ${now.toISOString()}::timestamptz - interval '1 second'`,
    )) as unknown as { rows: { key: string; status: string; locked_by: string }[] };
    // One run per slot, by one process.
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    expect(rows.every((r) => r.status === 'done')).toBe(true);
  });

  it('kill -9 of one process in the middle of a storm loses no acknowledged call; the ledger and wagers stay sound', async () => {
    const [settings] = await database.db
      .select()
      .from(providerSettings)
      .where(and(eq(providerSettings.merchantId, merchantId), eq(providerSettings.vassalage, 'WPS')));
    const secret = settings!.secret;
    const players = await Promise.all(Array.from({ length: 6 }, () => member()));
    const tokens = new Map<number, string>();
    for (const p of players) {
      await fund(p.id, 10_000_000n);
      const token = randomBytes(24).toString('hex');
      await insertGameToken(database.db, {
        tokenHash: sha256Hex(token),
        merchantId,
        memberId: p.id,
        vassalage: 'WPS',
        gameCode: 'lucky-reels',
        isTrial: false,
        language: 'en',
        expiresAt: new Date(Date.now() + 3_600_000),
        createdAt: new Date(),
      });
      tokens.set(p.id, token);
    }
    const vendor = async (p: Proc, name: string, body: object) => {
      const raw = JSON.stringify(body);
      const res = await fetch(`http://127.0.0.1:${p.port}/wps/provider/WPS/${name}`, {
        method: 'POST',
        headers: { host: HOST, 'content-type': 'application/json', 'x-signature': signProviderBody(raw, secret) },
        body: raw,
      });
      return { status: res.status, body: (await res.json()) as { success: boolean; value?: { duplicate?: boolean } } };
    };

    // Each player plays rounds on both processes alternately; A dies with -9 a moment in.
    const acknowledged: { kind: string; txid: string; amount: bigint; playerId: number }[] = [];
    const failed: { name: string; body: object }[] = [];
    let killed = false;
    const play = async (player: { id: number }, n: number) => {
      for (let r = 0; r < 25; r++) {
        const roundId = `mp-${player.id}-${r}`;
        const target = (r + n) % 2 === 0 ? a : b;
        const calls: [string, object, string, bigint][] = [
          ['bet', { token: tokens.get(player.id), playerId: String(player.id), transactionId: `${roundId}-b`, roundId, amount: '300' }, `${roundId}-b`, 300n],
          ['win', { playerId: String(player.id), transactionId: `${roundId}-w`, roundId, amount: String((r * 37) % 900), endRound: true }, `${roundId}-w`, BigInt((r * 37) % 900)],
        ];
        for (const [i, [name, body, txid, amount]] of calls.entries()) {
          const live = killed && target === a ? b : target;
          const res = await vendor(live, name, body).catch(() => null);
          if (res && res.status === 200) {
            acknowledged.push({ kind: name, txid, amount, playerId: player.id });
            continue;
          }
          // A vendor pays no win for a bet it has no answer for: both go again later, in order.
          for (const [laterName, laterBody] of calls.slice(i)) failed.push({ name: laterName, body: laterBody });
          break;
        }
      }
    };
    const storm = Promise.all(players.map((p, i) => play(p, i)));
    await sleep(400);
    a.child.kill('SIGKILL');
    killed = true;
    await storm;
    expect(acknowledged.length).toBeGreaterThan(0);

    // What A never answered is retried on B: a call that was applied answers duplicate, nothing moves twice.
    for (const f of failed) {
      const res = await vendor(b, f.name, f.body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    // Every acknowledged call is in the database, applied.
    const { rows } = (await database.db.execute(
      sql`select transaction_id, applied from provider_transactions where merchant_id = ${merchantId} and vassalage = 'WPS' and transaction_id like 'mp-%'`,
    )) as unknown as { rows: { transaction_id: string; applied: boolean }[] };
    const stored = new Map(rows.map((r) => [r.transaction_id, r.applied]));
    for (const ack of acknowledged) {
      expect(stored.has(ack.txid), ack.txid).toBe(true);
      if (ack.amount > 0n) expect(stored.get(ack.txid), ack.txid).toBe(true);
    }
    const ledger = await checkLedger(database.db, { merchantId });
    expect(ledger.ok).toBe(true);
    await expectWagersSoundIn(database, merchantId);
    // Each player's balance is their funding plus their settled rounds' net, nothing lost or doubled.
    for (const p of players) {
      const { rows: bal } = (await database.db.execute(sql`
        select (select balance from ledger_accounts where merchant_id = ${merchantId} and owner_kind = 'member' and owner_id = ${p.id} and kind = 'main')::text as balance,
               (select coalesce(sum(win_total - bet_total), 0) from game_rounds where merchant_id = ${merchantId} and member_id = ${p.id})::text as net`)) as unknown as {
        rows: { balance: string; net: string }[];
      };
      expect(BigInt(bal[0]!.balance)).toBe(10_000_000n + BigInt(bal[0]!.net));
    }
    // A comes back and serves again.
    a = await startServer('A');
    expect((await api(a, 'GET', '/wps/system/status', { ip: '10.203.0.1' })).status).toBe(200);
  }, 120_000);
});

/**
 * The server process of bench/tables (forked by run.ts): the app as main.ts
 * builds it (buildApp, backgroundJobs: true: the durable tick and the tables'
 * own wake-ups), on the bench's fresh PostgreSQL database, on 127.0.0.1 and an
 * ephemeral port. Nothing of the server is changed; it is only watched from
 * outside its code:
 *
 * - every statement (pg.Client#query: start, end, first characters);
 * - every provider API call the studio makes to the platform (the tables reach
 *   the wallet through `app.inject` on this same app: call name, start, end);
 * - every message the tables publish on the live bus (the in-process bus,
 *   passed in as buildApp's `live` override and wrapped);
 * - its CPU and event-loop utilization, sampled every 50 ms.
 *
 * Beside it, a bare Fastify + @fastify/websocket "hello world" (no database)
 * that pushes the same messages to the same number of sockets: the push
 * reference of this machine in the same run.
 */
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { WebSocket } from 'ws';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { createInProcessBus, type LiveBus } from '../../apps/server/src/modules/live/live.bus';
import { percentile, round } from '../lib/pg';
import type { CallSummary, FanoutDone, FanoutRequest, ServerListening, ServerPhase, ServerStart, StatsReply, StatsRequest, WindowStats } from './protocol';

const TABLE_CHANNEL = 'table:baccarat';

// ------------------------------------------------------------ statements

const qStart: number[] = [];
const qEnd: number[] = [];
const qTag: string[] = [];
/** Completion times of `update studio_table_bets set status = 'settled'`. */
const settledUpdates: number[] = [];
const SETTLED_UPDATE = /^update "studio_table_bets" set "status" = \$1, "payout"/;
/** store.roundBets(roundId, ['placed']): read once by every settle pass over a round (tables service, settle()). */
const ROUND_BETS = /from "studio_table_bets" where \("studio_table_bets"\."round_id" = \$1 and "studio_table_bets"\."status" in \(\$2(, \$3)?\)\)/;
const settlePasses: number[] = [];

const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function watched(this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string; values?: unknown[] } | undefined;
  const text = typeof first === 'string' ? first : (first?.text ?? '');
  const values = (Array.isArray(args[1]) ? args[1] : typeof first === 'object' ? first?.values : undefined) as unknown[] | undefined;
  const i = qStart.length;
  qStart.push(Date.now());
  qEnd.push(Number.NaN);
  qTag.push(text.slice(0, 60));
  const isSettle = SETTLED_UPDATE.test(text) && values?.[0] === 'settled';
  // The settle pass reads the round's pending and placed bets in one query (values: round, 'pending', 'placed').
  if (ROUND_BETS.test(text) && values?.includes('placed')) settlePasses.push(Date.now());
  // Only an update that changed the row counts as the bet settled (a second settle pass finds it settled already).
  const done = (res?: unknown) => {
    const at = Date.now();
    qEnd[i] = at;
    if (isSettle && (res as { rowCount?: number } | undefined)?.rowCount === 1) settledUpdates.push(at);
  };
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    const callback = args[last] as (...a: unknown[]) => unknown;
    args[last] = (...a: unknown[]) => {
      done(a[1]);
      return callback(...a);
    };
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  }
  const result = (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, () => done());
  return result;
} as typeof pg.Client.prototype.query;

// ------------------------------------------------------------ provider calls and publishes

const calls: { call: string; start: number; end: number }[] = [];
const publishes: { type: string; channel: string; at: number }[] = [];

function watchedBus(inner: LiveBus): LiveBus {
  return {
    ...inner,
    publishJson(channel, message) {
      const m = message as { type?: string; round?: { roundId: string; roundNo: number; closesAt: string; settlesAt: string } };
      const at = Date.now();
      publishes.push({ type: m.type ?? '?', channel, at });
      const promise = inner.publishJson(channel, message);
      if (channel === TABLE_CHANNEL && m.round && (m.type === 'round' || m.type === 'deal' || m.type === 'result')) {
        const phase: ServerPhase = { type: 'phase', kind: m.type, roundId: m.round.roundId, roundNo: m.round.roundNo, closesAt: m.round.closesAt, settlesAt: m.round.settlesAt, at };
        process.send?.(phase);
        if (profileDir) profilePhase(phase);
      }
      return promise;
    },
  };
}

// ------------------------------------------------------------ CPU profiles of the windows (BENCH_SERVER_PROFILE)

let profileDir: string | undefined;
let inspector: Session | undefined;
let profiling: string | undefined;

function post(method: string): Promise<unknown> {
  return new Promise((resolve, reject) => inspector!.post(method, (err, result) => (err ? reject(err) : resolve(result))));
}

async function startProfile(name: string): Promise<void> {
  if (profiling) await stopProfile();
  inspector ??= new Session();
  inspector.connect();
  await post('Profiler.enable');
  await post('Profiler.start');
  profiling = name;
}

async function stopProfile(): Promise<void> {
  const name = profiling;
  if (!name || !inspector) return;
  profiling = undefined;
  const { profile } = (await post('Profiler.stop')) as { profile: unknown };
  inspector.disconnect();
  writeFileSync(join(profileDir!, `${name}.cpuprofile`), JSON.stringify(profile));
}

/** The betting window (round opened → deal) and the settle window (settles_at → result) of each round, one profile each. */
function profilePhase(p: ServerPhase): void {
  const run = (f: () => Promise<void>) => void f().catch((err: unknown) => console.error('bench server: profiler', err));
  if (p.kind === 'round') run(() => startProfile(`bet-${p.roundNo}`));
  if (p.kind === 'deal') {
    run(stopProfile);
    setTimeout(() => run(() => startProfile(`settle-${p.roundNo}`)), Math.max(0, Date.parse(p.settlesAt) - Date.now() - 20));
  }
  if (p.kind === 'result') run(stopProfile);
}

// ------------------------------------------------------------ CPU samples

const samples: { at: number; cpu: number; elu: ReturnType<typeof performance.eventLoopUtilization> }[] = [];
function sample(): void {
  const c = process.cpuUsage();
  samples.push({ at: Date.now(), cpu: c.user + c.system, elu: performance.eventLoopUtilization() });
}
const sampler = setInterval(sample, 50);

/** The samples just before `from` and just after `to`. */
function around(from: number, to: number) {
  let a = samples[0];
  let b = samples[samples.length - 1];
  for (const s of samples) {
    if (s.at <= from) a = s;
    if (s.at >= to) {
      b = s;
      break;
    }
  }
  return a && b && b.at > a.at ? { a, b } : undefined;
}

function summarize(durations: number[]): CallSummary {
  const sorted = [...durations].sort((x, y) => x - y);
  return {
    count: sorted.length,
    meanMs: round(sorted.reduce((s, d) => s + d, 0) / Math.max(1, sorted.length), 1),
    p50Ms: round(percentile(sorted, 0.5), 1),
    p99Ms: round(percentile(sorted, 0.99), 1),
    maxMs: round(sorted[sorted.length - 1] ?? Number.NaN, 1),
  };
}

function windowStats(roundId: string, from: number, to: number): WindowStats {
  const inWindow = calls.filter((c) => c.start >= from && c.start <= to);
  const byCall = new Map<string, number[]>();
  for (const c of inWindow) byCall.set(c.call, [...(byCall.get(c.call) ?? []), c.end - c.start]);
  const pubs = publishes.filter((p) => p.at >= from && p.at <= to);
  const settledPubs = pubs.filter((p) => p.type === 'settled');
  const result = pubs.find((p) => p.type === 'result' && p.channel === TABLE_CHANNEL);
  let statements = 0;
  let firstStatementAt: number | null = null;
  const tags = new Map<string, { count: number; ms: number }>();
  for (let i = 0; i < qStart.length; i++) {
    const s = qStart[i] as number;
    if (s < from || s > to) continue;
    statements++;
    firstStatementAt ??= s;
    const tag = qTag[i] as string;
    const t = tags.get(tag) ?? { count: 0, ms: 0 };
    t.count++;
    t.ms += (qEnd[i] as number) - s;
    tags.set(tag, t);
  }
  const settles = settledUpdates.filter((at) => at >= from && at <= to);
  const cpu = around(from, to);
  const elu = cpu ? performance.eventLoopUtilization(cpu.b.elu, cpu.a.elu) : undefined;
  return {
    roundId,
    firstStatementAt,
    firstCallAt: inWindow.length ? Math.min(...inWindow.map((c) => c.start)) : null,
    lastCallEndAt: inWindow.length ? Math.max(...inWindow.map((c) => c.end)) : null,
    lastBetSettledAt: settles.length ? Math.max(...settles) : null,
    betSettledUpdates: settles.length,
    settlePasses: settlePasses.filter((at) => at >= from && at <= to).length,
    settledPublishes: settledPubs.length,
    firstSettledPublishAt: settledPubs[0]?.at ?? null,
    lastSettledPublishAt: settledPubs[settledPubs.length - 1]?.at ?? null,
    resultPublishAt: result?.at ?? null,
    calls: Object.fromEntries([...byCall].map(([name, d]) => [name, summarize(d)])),
    statements,
    topStatements: [...tags]
      .sort((x, y) => y[1].count - x[1].count)
      .slice(0, 8)
      .map(([sql, t]) => ({ sql, count: t.count, meanMs: round(Number.isNaN(t.ms) ? Number.NaN : t.ms / t.count, 2) })),
    serverCpuMs: cpu ? round((cpu.b.cpu - cpu.a.cpu) / 1000, 0) : null,
    eventLoopUtilization: elu ? round(elu.utilization, 2) : null,
  };
}

// ------------------------------------------------------------ the push reference

const helloSockets = new Set<WebSocket>();

async function startHello(): Promise<FastifyInstance> {
  const hello = Fastify({ logger: false });
  await hello.register(websocket);
  hello.get('/hello/ws', { websocket: true }, (socket) => {
    helloSockets.add(socket);
    socket.on('close', () => helloSockets.delete(socket));
    socket.send(JSON.stringify({ type: 'welcome', serverNow: new Date().toISOString() }));
  });
  await hello.listen({ host: '127.0.0.1', port: 0 });
  return hello;
}

/** The same shapes the table sends; serialized per socket, as the studio's socket does. */
function fanout(req: FanoutRequest): FanoutDone {
  const startedAt = Date.now();
  const roundView = { roundId: '00000000-0000-4000-8000-000000000000', roundNo: req.id, phase: 'settled', opensAt: new Date().toISOString(), closesAt: new Date().toISOString(), settlesAt: new Date().toISOString(), outcome: { player: [1, 2], banker: [3, 4], playerTotal: 5, bankerTotal: 7, winner: 'banker' } };
  let n = 0;
  for (const socket of helloSockets) {
    if (socket.readyState !== socket.OPEN) continue;
    const message =
      req.kind === 'broadcast'
        ? { type: 'result', fanout: req.id, round: roundView, summary: 'Banker 7 – Player 5 · P A 2 / B 3 4', last: [roundView.outcome], serverNow: new Date().toISOString() }
        : { type: 'settled', fanout: req.id, roundId: roundView.roundId, stake: '1500', payout: String(n * 3), balance: String(1e12 + n), serverNow: new Date().toISOString() };
    socket.send(JSON.stringify(message));
    n++;
  }
  return { type: 'fanout-done', id: req.id, kind: req.kind, sockets: n, startedAt, loopEndedAt: Date.now() };
}

// ------------------------------------------------------------ the app

let app: FastifyInstance | undefined;
let hello: FastifyInstance | undefined;
let database: Database | undefined;
let bus: LiveBus | undefined;

async function start(msg: ServerStart): Promise<void> {
  profileDir = msg.profileDir;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: msg.databaseUrl,
      DEFAULT_MERCHANT: 'demo',
      DB_POOL_MAX: msg.dbPoolMax,
      // Each simulated player comes "through a proxy" with its own address (X-Forwarded-For), as players do:
      // the per-address limits of the studio's routes (600 bets a minute) then apply per player, not to the bench.
      TRUSTED_PROXIES: '127.0.0.1',
    }),
    webDist: '/nonexistent/wps-web-dist',
  };
  database = await openDatabase({ databaseUrl: msg.databaseUrl, poolMax: config.dbPoolMax });
  bus = watchedBus(createInProcessBus());
  app = await buildApp({ config, database, backgroundJobs: true, services: { live: bus } });
  // The tables reach the platform with app.inject on this app (inProcessPlatform): time each call.
  const inject = app.inject.bind(app) as (opts: { url?: string }) => Promise<unknown>;
  (app as unknown as { inject: typeof inject }).inject = (opts: { url?: string }) => {
    const start = Date.now();
    const call = String(opts.url ?? '').split('/').pop() ?? '?';
    const p = inject(opts);
    void p.then(
      () => calls.push({ call, start, end: Date.now() }),
      () => calls.push({ call: `${call}!`, start, end: Date.now() }),
    );
    return p;
  };
  await app.listen({ host: '127.0.0.1', port: 0 });
  hello = await startHello();
  const listening: ServerListening = {
    type: 'listening',
    port: (app.server.address() as AddressInfo).port,
    helloPort: (hello.server.address() as AddressInfo).port,
    pid: process.pid,
  };
  process.send?.(listening);
}

let closing = false;
async function close(code: number): Promise<never> {
  if (!closing) {
    closing = true;
    clearInterval(sampler);
    const force = setTimeout(() => process.exit(code), 10_000);
    force.unref();
    await hello?.close().catch(() => undefined);
    await app?.close().catch((err: unknown) => console.error(err));
    await bus?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
  }
  process.exit(code);
}

process.on('message', (msg: ServerStart | StatsRequest | FanoutRequest | { type: 'close' }) => {
  if (msg.type === 'start') {
    start(msg).catch((err: unknown) => {
      console.error('bench server: could not start', err);
      void close(1);
    });
  } else if (msg.type === 'stats') {
    sample();
    const reply: StatsReply = { type: 'stats', windows: msg.windows.map((w) => windowStats(w.roundId, w.from, w.to)) };
    process.send?.(reply);
  } else if (msg.type === 'fanout') {
    process.send?.(fanout(msg));
  } else if (msg.type === 'close') {
    void close(0);
  }
});
process.on('disconnect', () => void close(0));
process.on('SIGINT', () => undefined); // the conductor decides when this process ends (it gets 'close' or a disconnect)

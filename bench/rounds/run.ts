/**
 * Provider-API benchmark (issue 5): bet+win rounds per second and round
 * latency through the seamless-wallet calls a game vendor makes, over real
 * HTTP (keep-alive connections) to the app on an ephemeral port, on real
 * PostgreSQL, next to pgbench's TPC-B-like figure from the same run.
 * See bench/rounds/README.md.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_SECONDS=8 npx tsx bench/rounds/run.ts
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { prepareDatabase } from '../../apps/server/src/bootstrap';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema';
import { checkLedger, memberMainAccount, paymentChannelAccount, postTransaction } from '../../apps/server/src/modules/ledger/ledger.service';
import { outboxSubscriberTimes } from '../../apps/server/src/modules/outbox';
import { insertGameToken } from '../../apps/server/src/modules/provider/provider.repository';
import { STUDIO_VASSALAGE } from '../../apps/server/src/modules/provider/provider.seed';
import { sha256Hex } from '../../apps/server/src/modules/provider/provider.signature';
import {
  admin,
  clientCounts,
  createDatabase,
  pgbenchInit,
  pgbenchRun,
  positiveNumber,
  printTable,
  round,
  runBench,
  serverVersion,
} from '../lib/pg';
import type { LoadResult, LoadRun } from '../lib/load-worker';
import { processCpuMicros, summarizeLatencies } from '../lib/measure';

const HERE = dirname(fileURLToPath(import.meta.url));
const SECONDS = positiveNumber('BENCH_SECONDS', 10);
const WARMUP_SECONDS = Math.min(1, SECONDS / 5);
const CLIENTS = clientCounts('BENCH_CLIENTS', '10,100');
const PGBENCH_SCALE = positiveNumber('BENCH_PGBENCH_SCALE', 10);
const MERCHANT = 'demo';
const STAKE = 100;
/** Far more than any run can bet. */
const FUNDING = 1_000_000_000_000n;

const runId = randomBytes(4).toString('hex');
/**
 * on (default): the demo brand as seeded, with its engagement programme (promotions, loyalty, missions, a
 * running tournament, the wheel, referrals) reacting to every settled round; off: the same brand without
 * it, so each round's after-commit engagement work is nothing (bench/engagement runs both in one run).
 */
const ENGAGEMENT = process.env.BENCH_ENGAGEMENT === 'off' ? 'off' : 'on';
/**
 * Rounds per second offered in all (0, the default: closed loops as fast as
 * the server answers). Paced, the connections keep their count but the
 * machine is not saturated, so p99 shows what a round's path costs rather
 * than the queue of a saturated machine (bench/engagement uses it).
 */
const RATE = Number(process.env.BENCH_RATE ?? 0) > 0 ? Number(process.env.BENCH_RATE) : 0;
/** Where the figures go (bench/engagement points each run at its own file). */
const RESULTS = process.env.BENCH_RESULTS ?? join(HERE, 'results.json');

interface Player {
  id: number;
  token: string;
}

/** Members of the demo brand, funded, each with a live game token at the studio vendor (as a launch would issue). */
async function setUpPlayers(database: Database, count: number): Promise<{ merchantId: number; players: Player[]; secret: string }> {
  const db = database.db;
  const [merchant] = await db.select().from(schema.merchants).where(eq(schema.merchants.code, MERCHANT));
  if (!merchant) throw new Error(`brand ${MERCHANT} missing after seeding`);
  const [settings] = await db
    .select()
    .from(schema.providerSettings)
    .where(and(eq(schema.providerSettings.merchantId, merchant.id), eq(schema.providerSettings.vassalage, STUDIO_VASSALAGE)));
  if (!settings) throw new Error('studio provider settings missing after seeding');
  if (ENGAGEMENT === 'off') {
    for (const table of [schema.promotions, schema.loyaltySettings, schema.vipLevels, schema.missions, schema.tournaments, schema.wheels, schema.rains, schema.referralSettings]) {
      await db.delete(table).where(eq(table.merchantId, merchant.id));
    }
  }
  const now = new Date();
  const members = await db
    .insert(schema.members)
    .values(Array.from({ length: count }, (_, i) => ({ merchantId: merchant.id, account: `rounds${i + 1}`, type: 0, passwordHash: '!bench', passwordChangedAt: now })))
    .returning({ id: schema.members.id });
  const channel = await paymentChannelAccount(db, merchant.id, merchant.currency, 'bench');
  const players: Player[] = [];
  for (const member of members) {
    const main = await memberMainAccount(db, merchant.id, member.id, merchant.currency);
    await postTransaction(db, {
      merchantId: merchant.id,
      idempotencyKey: `bench-rounds-fund-${member.id}`,
      type: 'deposit',
      entries: [
        { accountId: channel.id, amount: -FUNDING },
        { accountId: main.id, amount: FUNDING },
      ],
    });
    const token = randomBytes(32).toString('base64url');
    await insertGameToken(db, {
      tokenHash: sha256Hex(token),
      merchantId: merchant.id,
      memberId: member.id,
      vassalage: STUDIO_VASSALAGE,
      gameCode: 'lucky-reels',
      isTrial: false,
      language: 'EN',
      expiresAt: new Date(now.getTime() + 24 * 3600_000),
      createdAt: now,
    });
    players.push({ id: member.id, token });
  }
  return { merchantId: merchant.id, players, secret: settings.secret };
}

interface RoundsResult {
  rounds: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server process's CPU (this process: the load comes from others), % of one core. */
  serverCpuPercent: number;
  /** Server CPU time per HTTP call (two calls a round), µs. */
  cpuMicrosPerCall: number;
  /** Database round trips (statements sent, BEGIN and COMMIT included) per round. */
  statementsPerRound: number;
  /** CPU time of all PostgreSQL processes per round, µs (null off Linux). */
  postgresMicrosPerRound: number | null;
  /** The whole machine's busy share (both cores), %: 100 means no core was left idle. */
  machineBusyPercent: number | null;
  /** The whole machine's CPU per round (server, PostgreSQL, load generators), µs. */
  machineMicrosPerRound: number | null;
}

/** Every statement the app sends goes through pg.Client#query: count them. */
let statements = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements++;
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const LOAD_PROCESSES = Math.max(1, Math.round(positiveNumber('BENCH_LOAD_PROCESSES', 2)));
let scenario = 0;

/**
 * `clients` closed loops split over LOAD_PROCESSES child processes (the load
 * generator never shares this process, which is the server); every process
 * measures the same wall-clock window.
 */
async function roundsScenario(port: number, secret: string, players: Player[], clients: number, seconds = SECONDS, mode: 'rounds' | 'hello' = 'rounds'): Promise<RoundsResult> {
  const processes = Math.min(LOAD_PROCESSES, clients);
  const workers = Array.from({ length: processes }, () => fork(join(HERE, '../lib/load-worker.ts'), [], { stdio: 'inherit' }));
  const startAt = Date.now() + 500;
  const warmupMs = WARMUP_SECONDS * 1000;
  const tag = `r-${runId}-${scenario++}`;
  try {
    const results = workers.map(
      (worker, w) =>
        new Promise<LoadResult>((resolve, reject) => {
          worker.once('message', (m: LoadResult) => resolve(m));
          worker.once('error', reject);
          const run: LoadRun = {
            type: 'run',
            port,
            vassalage: STUDIO_VASSALAGE,
            secret,
            players: players.slice(0, clients).filter((_, i) => i % processes === w),
            stake: STAKE,
            warmupMs,
            seconds,
            startAt,
            tag: `${tag}-${w}`,
            mode,
            ...(RATE > 0 && mode === 'rounds' ? { ratePerSecond: (RATE * Math.ceil((clients - w) / processes)) / clients } : {}),
          };
          worker.send(run);
        }),
    );
    // The measured window, seen from the server.
    await new Promise((r) => setTimeout(r, startAt + warmupMs - Date.now()));
    const cpuBefore = process.cpuUsage();
    const pgBefore = processCpuMicros('postgres');
    const statementsBefore = statements;
    const started = performance.now();
    await new Promise((r) => setTimeout(r, seconds * 1000));
    const elapsed = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const pgAfter = processCpuMicros('postgres');
    const sent = statements - statementsBefore;
    const all = (await Promise.all(results)).flatMap((r) => {
      for (const e of r.firstErrors) console.error(`  c=${clients}: ${e}`);
      return r.latencies;
    });
    const errors = (await Promise.all(results)).reduce((n, r) => n + r.errors, 0);
    const cpuMicros = cpu.user + cpu.system;
    const { count, ...summary } = summarizeLatencies(all, elapsed);
    return {
      rounds: count,
      ...summary,
      errors,
      serverCpuPercent: round((cpuMicros / 1e6 / elapsed) * 100, 0),
      cpuMicrosPerCall: round(cpuMicros / Math.max(1, all.length * 2), 0),
      statementsPerRound: round(sent / Math.max(1, all.length), 1),
      postgresMicrosPerRound: pgBefore && pgAfter ? round((pgAfter.processes - pgBefore.processes) / Math.max(1, all.length), 0) : null,
      machineBusyPercent: pgBefore && pgAfter ? round(((pgAfter.machine - pgBefore.machine) / 1e6 / elapsed / cpus().length) * 100, 0) : null,
      machineMicrosPerRound: pgBefore && pgAfter ? round((pgAfter.machine - pgBefore.machine) / Math.max(1, all.length), 0) : null,
    };
  } finally {
    for (const worker of workers) worker.kill();
  }
}

interface Row {
  clients: number;
  subscriberMicrosPerRound: Record<string, number>;
  roundsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  rounds: number;
  errors: number;
  serverCpuPercent: number;
  cpuMicrosPerCall: number;
  statementsPerRound: number;
  postgresMicrosPerRound: number | null;
  machineBusyPercent: number | null;
  machineMicrosPerRound: number | null;
  /** pgbench's client count: the same, unless fewer connections were free. */
  pgbenchClients: number;
  pgbenchTps: number;
  /** The machine's CPU (both cores, PostgreSQL and pgbench) per pgbench transaction, µs (null off Linux). */
  pgbenchPostgresMicros: number | null;
  ratio: number;
  /** The HTTP reference: the same load (two signed POSTs a round) against a Fastify hello-world route in this process. */
  helloRoundsPerSecond: number;
  helloCpuMicrosPerCall: number;
}

let app: FastifyInstance | undefined;
let hello: FastifyInstance | undefined;
let database: Database | undefined;

async function main(): Promise<void> {
  const maxClients = Math.max(...CLIENTS);
  const appDb = `wps_bench_${runId}_rounds`;
  const pgbenchDb = `wps_bench_${runId}_pgbench`;
  console.log(`rounds bench: ${SECONDS} s per scenario, connections ${CLIENTS.join(', ')}, ${RATE > 0 ? `${RATE} rounds/s offered` : 'closed loops'}, engagement ${ENGAGEMENT}, databases ${appDb} and ${pgbenchDb}`);

  const appUrl = await createDatabase(appDb);
  const setup = await openDatabase({ databaseUrl: appUrl });
  let merchantId: number;
  let players: Player[];
  let secret: string;
  try {
    await prepareDatabase(setup);
    ({ merchantId, players, secret } = await setUpPlayers(setup, maxClients));
  } finally {
    await setup.close();
  }

  // pgbench first, while the app holds no connections: at 100 clients it would otherwise hit max_connections.
  const pgbenchUrl = await createDatabase(pgbenchDb);
  console.log(`pgbench -i -s ${PGBENCH_SCALE} ...`);
  await pgbenchInit(pgbenchUrl, PGBENCH_SCALE);
  await admin((c) => c.query('checkpoint'));
  const free = await admin(async (c) => {
    const r = await c.query<{ free: number }>(`select current_setting('max_connections')::int - (select count(*) from pg_stat_activity)::int as free`);
    return r.rows[0]?.free ?? 0;
  });
  const pgbench = new Map<number, { clients: number; tps: number; pgMicros: number | null }>();
  for (const clients of CLIENTS) {
    // Connections other sessions hold (and a few for superusers) are not ours to take.
    const usable = Math.max(1, Math.min(clients, free - 5));
    const pgBefore = processCpuMicros('postgres');
    const tps = await pgbenchRun(pgbenchUrl, usable, SECONDS);
    const pgAfter = processCpuMicros('postgres');
    // The machine's CPU per pgbench transaction (pgbench's backends exit with it, so the whole machine is read: PostgreSQL and the client).
    const pgMicros = pgBefore && pgAfter ? round((pgAfter.machine - pgBefore.machine) / Math.max(1, tps * SECONDS), 0) : null;
    pgbench.set(clients, { clients: usable, tps, pgMicros });
    console.log(`  pgbench      c=${usable}: ${tps} tps (machine ${pgMicros} µs/transaction)`);
  }

  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: appUrl, DEFAULT_MERCHANT: MERCHANT, DB_POOL_MAX: process.env.DB_POOL_MAX }),
    webDist: '/nonexistent/wps-web-dist',
  };
  database = await openDatabase({ databaseUrl: appUrl, poolMax: config.dbPoolMax });
  console.log(`app pool: ${config.dbPoolMax} connections (DB_POOL_MAX)`);
  app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  console.log(`app listening on 127.0.0.1:${port}`);

  console.log('warming up (3 s, not measured) ...');
  await roundsScenario(port, secret, players, Math.min(10, maxClients), 3);

  // The HTTP reference: Fastify (same version, same process) answering a small JSON body, no database.
  hello = Fastify({ logger: false });
  hello.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  hello.post('/hello/:call', async () => ({ success: true, value: { balance: '100000', duplicate: false } }));
  await hello.listen({ host: '127.0.0.1', port: 0 });
  const helloPort = (hello.server.address() as AddressInfo).port;

  const rows: Row[] = [];
  for (const clients of CLIENTS) {
    const { clients: pgbenchClients, tps, pgMicros } = pgbench.get(clients) as { clients: number; tps: number; pgMicros: number | null };
    const ref = await roundsScenario(helloPort, secret, players, clients, SECONDS, 'hello');
    console.log(`  hello world c=${clients}: ${ref.perSecond} rounds/s (${ref.cpuMicrosPerCall} µs/call)`);
    const before = new Map([...outboxSubscriberTimes()].map(([name, t]) => [name, t.ms]));
    const r = await roundsScenario(port, secret, players, clients);
    // What each after-commit subscriber took per round in the window (wall time in the handler, its queries' waits included).
    const subscribers = Object.fromEntries(
      [...outboxSubscriberTimes()]
        .map(([name, t]) => [name, round(((t.ms - (before.get(name) ?? 0)) * 1000) / Math.max(1, r.rounds), 0)] as const)
        .filter(([, micros]) => micros > 0)
        .sort((a, b) => b[1] - a[1]),
    );
    console.log(`  after-commit subscribers c=${clients}, µs per round: ${JSON.stringify(subscribers)}`);
    rows.push({
      subscriberMicrosPerRound: subscribers,
      clients,
      roundsPerSecond: r.perSecond,
      p50Ms: r.p50,
      p99Ms: r.p99,
      rounds: r.rounds,
      errors: r.errors,
      serverCpuPercent: r.serverCpuPercent,
      cpuMicrosPerCall: r.cpuMicrosPerCall,
      statementsPerRound: r.statementsPerRound,
      postgresMicrosPerRound: r.postgresMicrosPerRound,
      machineBusyPercent: r.machineBusyPercent,
      machineMicrosPerRound: r.machineMicrosPerRound,
      pgbenchClients,
      pgbenchTps: tps,
      pgbenchPostgresMicros: pgMicros,
      ratio: round(r.perSecond / tps, 3),
      helloRoundsPerSecond: ref.perSecond,
      helloCpuMicrosPerCall: ref.cpuMicrosPerCall,
    });
    console.log(
      `  bet+win     c=${clients}: ${r.perSecond} rounds/s p50 ${r.p50} ms p99 ${r.p99} ms (${r.rounds} rounds, ${r.errors} errors, server cpu ${r.serverCpuPercent}%, ${r.cpuMicrosPerCall} µs/call, ${r.statementsPerRound} statements/round, postgres ${r.postgresMicrosPerRound} µs/round, machine ${r.machineBusyPercent}% busy)`,
    );
  }

  const check = await checkLedger(database.db, { merchantId });
  printTable(
    ['connections', 'rounds/s', 'p50 ms', 'p99 ms', 'rounds', 'errors', 'server cpu', 'µs/call', 'stmts/round', 'pg µs/round', 'machine busy', 'machine µs/round', 'pgbench clients', 'pgbench tps', 'machine µs/tx', 'ratio', 'hello rounds/s', 'hello µs/call'],
    rows.map((r) => [
      String(r.clients),
      String(r.roundsPerSecond),
      String(r.p50Ms),
      String(r.p99Ms),
      String(r.rounds),
      String(r.errors),
      `${r.serverCpuPercent}%`,
      String(r.cpuMicrosPerCall),
      String(r.statementsPerRound),
      String(r.postgresMicrosPerRound ?? '—'),
      r.machineBusyPercent === null ? '—' : `${r.machineBusyPercent}%`,
      String(r.machineMicrosPerRound ?? '—'),
      String(r.pgbenchClients),
      String(r.pgbenchTps),
      String(r.pgbenchPostgresMicros ?? '—'),
      String(r.ratio),
      String(r.helloRoundsPerSecond),
      String(r.helloCpuMicrosPerCall),
    ]),
  );
  console.log(`checkLedger(demo brand): ${check.ok ? 'ok' : 'FAILED'} (entries sum ${check.entriesSum}, ${check.mismatches.length} mismatches)`);

  const result = {
    date: new Date().toISOString(),
    seconds: SECONDS,
    engagement: ENGAGEMENT,
    warmupSeconds: WARMUP_SECONDS,
    pgbenchScale: PGBENCH_SCALE,
    offeredRoundsPerSecond: RATE || null,
    dbPoolMax: config.dbPoolMax,
    machine: { cpus: cpus().length, node: process.version, postgres: await serverVersion() },
    checkLedger: { ok: check.ok, entriesSum: check.entriesSum.toString(), mismatches: check.mismatches.length },
    rows,
  };
  writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote ${RESULTS}`);
  if (!check.ok) process.exitCode = 1;
}

await runBench(main, async () => {
  await hello?.close();
  hello = undefined;
  await app?.close();
  app = undefined;
  await database?.close();
  database = undefined;
});

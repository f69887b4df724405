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
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, prepareDatabase, type Database } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema';
import { checkLedger, memberMainAccount, paymentChannelAccount, postTransaction } from '../../apps/server/src/modules/ledger/ledger.service';
import { insertGameToken } from '../../apps/server/src/modules/provider/provider.repository';
import { STUDIO_VASSALAGE } from '../../apps/server/src/modules/provider/provider.seed';
import { sha256Hex, signProviderBody } from '../../apps/server/src/modules/provider/provider.signature';
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
import { measureClients } from '../lib/measure';

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

interface Vendor {
  port: number;
  secret: string;
  agent: http.Agent;
}

/** One signed wallet call, as a vendor's server makes it; resolves the HTTP status. */
function vendorCall(v: Vendor, call: string, body: unknown): Promise<number> {
  const raw = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: v.port,
        method: 'POST',
        path: `/wps/provider/${STUDIO_VASSALAGE}/${call}`,
        agent: v.agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(raw), 'x-signature': signProviderBody(raw, v.secret) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(raw);
  });
}

interface RoundsResult {
  rounds: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  nodeCpuPercent: number;
}

let seq = 0;

async function roundsScenario(port: number, secret: string, players: Player[], clients: number, seconds = SECONDS): Promise<RoundsResult> {
  // Exactly `clients` keep-alive connections: each client waits for its answer before the next call.
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients, maxFreeSockets: clients });
  const vendor: Vendor = { port, secret, agent };
  try {
    const playRound = async (client: number) => {
      const player = players[client] as Player;
      const roundId = `r-${runId}-${clients}-${client}-${seq++}`;
      const playerId = String(player.id);
      const bet = await vendorCall(vendor, 'bet', { token: player.token, playerId, transactionId: `${roundId}-b`, roundId, amount: String(STAKE) });
      if (bet !== 200) throw new Error(`bet answered ${bet}`);
      // Half the rounds lose (a zero win only closes the round), half pay up to twice the stake.
      const win = Math.random() < 0.5 ? 0 : Math.floor(Math.random() * 2 * STAKE);
      const paid = await vendorCall(vendor, 'win', { playerId, transactionId: `${roundId}-w`, roundId, amount: String(win), endRound: true });
      if (paid !== 200) throw new Error(`win answered ${paid}`);
    };
    const r = await measureClients(clients, seconds, WARMUP_SECONDS, `c=${clients}`, playRound);
    return { ...r, rounds: r.count };
  } finally {
    agent.destroy();
  }
}

interface Row {
  clients: number;
  roundsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  rounds: number;
  errors: number;
  nodeCpuPercent: number;
  /** pgbench's client count: the same, unless fewer connections were free. */
  pgbenchClients: number;
  pgbenchTps: number;
  ratio: number;
}

let app: FastifyInstance | undefined;
let database: Database | undefined;

async function main(): Promise<void> {
  const maxClients = Math.max(...CLIENTS);
  const appDb = `wps_bench_${runId}_rounds`;
  const pgbenchDb = `wps_bench_${runId}_pgbench`;
  console.log(`rounds bench: ${SECONDS} s per scenario, connections ${CLIENTS.join(', ')}, databases ${appDb} and ${pgbenchDb}`);

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
  const pgbench = new Map<number, { clients: number; tps: number }>();
  for (const clients of CLIENTS) {
    // Connections other sessions hold (and a few for superusers) are not ours to take.
    const usable = Math.max(1, Math.min(clients, free - 5));
    const tps = await pgbenchRun(pgbenchUrl, usable, SECONDS);
    pgbench.set(clients, { clients: usable, tps });
    console.log(`  pgbench      c=${usable}: ${tps} tps`);
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

  const rows: Row[] = [];
  for (const clients of CLIENTS) {
    const { clients: pgbenchClients, tps } = pgbench.get(clients) as { clients: number; tps: number };
    const r = await roundsScenario(port, secret, players, clients);
    rows.push({
      clients,
      roundsPerSecond: r.perSecond,
      p50Ms: r.p50,
      p99Ms: r.p99,
      rounds: r.rounds,
      errors: r.errors,
      nodeCpuPercent: r.nodeCpuPercent,
      pgbenchClients,
      pgbenchTps: tps,
      ratio: round(r.perSecond / tps, 3),
    });
    console.log(`  bet+win     c=${clients}: ${r.perSecond} rounds/s p50 ${r.p50} ms p99 ${r.p99} ms (${r.rounds} rounds, ${r.errors} errors, node cpu ${r.nodeCpuPercent}%)`);
  }

  const check = await checkLedger(database.db, { merchantId });
  printTable(
    ['connections', 'rounds/s', 'p50 ms', 'p99 ms', 'rounds', 'errors', 'pgbench clients', 'pgbench tps', 'ratio'],
    rows.map((r) => [String(r.clients), String(r.roundsPerSecond), String(r.p50Ms), String(r.p99Ms), String(r.rounds), String(r.errors), String(r.pgbenchClients), String(r.pgbenchTps), String(r.ratio)]),
  );
  console.log(`checkLedger(demo brand): ${check.ok ? 'ok' : 'FAILED'} (entries sum ${check.entriesSum}, ${check.mismatches.length} mismatches)`);

  const result = {
    date: new Date().toISOString(),
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    pgbenchScale: PGBENCH_SCALE,
    dbPoolMax: config.dbPoolMax,
    machine: { cpus: cpus().length, node: process.version, postgres: await serverVersion() },
    checkLedger: { ok: check.ok, entriesSum: check.entriesSum.toString(), mismatches: check.mismatches.length },
    rows,
  };
  writeFileSync(join(HERE, 'results.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote ${join('bench', 'rounds', 'results.json')}`);
  if (!check.ok) process.exitCode = 1;
}

await runBench(main, async () => {
  await app?.close();
  app = undefined;
  await database?.close();
  database = undefined;
});

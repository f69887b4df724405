/**
 * Ledger benchmark (issue 4): movements per second and latency through
 * postTransaction on real PostgreSQL, next to pgbench's TPC-B-like figure on
 * the same server in the same run. See bench/ledger/README.md.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_SECONDS=8 npx tsx bench/ledger/run.ts
 *
 * Works in databases of its own (created from the DATABASE_URL connection and
 * dropped at the end, also on failure or Ctrl-C); the database named in
 * DATABASE_URL is only used to run CREATE/DROP DATABASE.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { prepareDatabase } from '../../apps/server/src/bootstrap';
import { openDatabase } from '../../apps/server/src/db/client';
import type { DrizzleDb } from '../../apps/server/src/db/database';
import * as schema from '../../apps/server/src/db/schema';
import { novaBrand } from '../../apps/server/src/db/seed/brands';
import { seedBrand } from '../../apps/server/src/db/seed/seed';
import { upsertAccount } from '../../apps/server/src/modules/ledger/ledger.repository';
import {
  HOUSE_SHARDS,
  checkLedger,
  houseShardAccount,
  houseShardFor,
  memberMainAccount,
  paymentChannelAccount,
  postTransaction,
} from '../../apps/server/src/modules/ledger/ledger.service';
import {
  admin,
  clientCounts,
  createDatabase,
  pgbenchInit,
  pgbenchRun,
  positiveNumber,
  printTable as printAligned,
  round,
  runBench,
  serverVersion as readServerVersion,
} from '../lib/pg';
import { measureClients } from '../lib/measure';

const HERE = dirname(fileURLToPath(import.meta.url));

const SECONDS = positiveNumber('BENCH_SECONDS', 10);
const WARMUP_SECONDS = Math.min(1, SECONDS / 5);
const CLIENTS = clientCounts('BENCH_CLIENTS', '1,10,50');
const PGBENCH_SCALE = positiveNumber('BENCH_PGBENCH_SCALE', 10);
const STAKE = 100n;
/** Far more than any run can bet: a member never runs out (the CHECK would refuse it). */
const FUNDING = 1_000_000_000_000n;

// ---------------------------------------------------------------- ledger side

interface BenchBrand {
  merchantId: number;
  currency: string;
  /** Member main wallets, one per client. */
  wallets: number[];
  /** House shard account ids, index = shard. */
  shards: number[];
  /** One house row that takes every bet of the hot scenario. */
  hotHouse: number;
}

async function setUpBrand(db: DrizzleDb, maxClients: number): Promise<BenchBrand> {
  const code = 'bench';
  await seedBrand(db, { ...novaBrand, code, name: 'Ledger Bench', mainDomain: 'bench.localhost', domains: [{ host: 'bench.localhost', kind: 'player' }] });
  const [brand] = await db.select().from(schema.merchants).where(eq(schema.merchants.code, code));
  if (!brand) throw new Error('bench brand missing');
  const now = new Date();
  // Real member rows (password hash deliberately unusable: nobody logs in as them).
  const members = await db
    .insert(schema.members)
    .values(Array.from({ length: maxClients }, (_, i) => ({ merchantId: brand.id, account: `bench${i + 1}`, type: 0, passwordHash: '!bench', passwordChangedAt: now })))
    .returning({ id: schema.members.id });
  const channel = await paymentChannelAccount(db, brand.id, brand.currency, 'bench');
  const wallets: number[] = [];
  for (const member of members) {
    const main = await memberMainAccount(db, brand.id, member.id, brand.currency);
    await postTransaction(db, {
      merchantId: brand.id,
      idempotencyKey: `bench-fund-${member.id}`,
      type: 'deposit',
      entries: [
        { accountId: channel.id, amount: -FUNDING },
        { accountId: main.id, amount: FUNDING },
      ],
    });
    wallets.push(main.id);
  }
  const shards: number[] = [];
  for (let shard = 0; shard < HOUSE_SHARDS; shard++) shards.push((await houseShardAccount(db, brand.id, brand.currency, shard)).id);
  // A house account outside the shard set (its own vendor code), so the hot scenario hits exactly one row.
  const hot = await upsertAccount(db, { merchantId: brand.id, ownerKind: 'house', ownerId: null, kind: 'house', currency: brand.currency, vendorCode: 'bench-hot' });
  return { merchantId: brand.id, currency: brand.currency, wallets, shards, hotHouse: hot.id };
}

type HouseMode = 'sharded' | 'hot';

interface LedgerResult {
  movements: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time of this Node process during the measured period, in % of one core. */
  nodeCpuPercent: number;
}

let keySeq = 0;
const runId = randomBytes(4).toString('hex');

async function ledgerScenario(url: string, brand: BenchBrand, mode: HouseMode, clients: number, seconds = SECONDS): Promise<LedgerResult> {
  const pool = new pg.Pool({ connectionString: url, max: clients });
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema }) as unknown as DrizzleDb;
  try {
    // Open every connection before the clock starts.
    const conns = await Promise.all(Array.from({ length: clients }, () => pool.connect()));
    conns.forEach((c) => c.release());

    const bet = async (client: number) => {
      const idempotencyKey = `bench-${runId}-${mode}-${clients}-${client}-${keySeq++}`;
      const house = mode === 'hot' ? brand.hotHouse : (brand.shards[houseShardFor(idempotencyKey)] as number);
      await postTransaction(db, {
        merchantId: brand.merchantId,
        idempotencyKey,
        type: 'bet',
        entries: [
          { accountId: brand.wallets[client] as number, amount: -STAKE },
          { accountId: house, amount: STAKE },
        ],
      });
    };

    const r = await measureClients(clients, seconds, WARMUP_SECONDS, `${mode}/${clients}`, bet);
    return { ...r, movements: r.count };
  } finally {
    await pool.end();
  }
}

// ---------------------------------------------------------------------- main

interface Row {
  scenario: string;
  clients: number;
  movementsPerSecond: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  movements: number | null;
  errors: number | null;
  nodeCpuPercent: number | null;
  pgbenchTps: number;
  ratio: number | null;
}

async function main(): Promise<void> {
  const maxClients = Math.max(...CLIENTS);
  const ledgerDb = `wps_bench_${runId}`;
  const pgbenchDb = `wps_bench_${runId}_pgbench`;
  console.log(`ledger bench: ${SECONDS} s per scenario, clients ${CLIENTS.join(', ')}, databases ${ledgerDb} and ${pgbenchDb}`);

  const ledgerUrl = await createDatabase(ledgerDb);
  const database = await openDatabase({ databaseUrl: ledgerUrl });
  let brand: BenchBrand;
  try {
    await prepareDatabase(database);
    brand = await setUpBrand(database.db, maxClients);
  } finally {
    await database.close();
  }

  const pgbenchUrl = await createDatabase(pgbenchDb);
  console.log(`pgbench -i -s ${PGBENCH_SCALE} ...`);
  await pgbenchInit(pgbenchUrl, PGBENCH_SCALE);
  await admin((c) => c.query('checkpoint'));

  // The first scenario would otherwise also pay for Node's JIT and cold caches.
  console.log('warming up the ledger (3 s, not measured) ...');
  await ledgerScenario(ledgerUrl, brand, 'sharded', 1, 3);

  const rows: Row[] = [];
  for (const clients of CLIENTS) {
    const tps = await pgbenchRun(pgbenchUrl, clients, SECONDS);
    rows.push({ scenario: 'pgbench tpc-b', clients, movementsPerSecond: null, p50Ms: null, p99Ms: null, movements: null, errors: null, nodeCpuPercent: null, pgbenchTps: tps, ratio: null });
    console.log(`  pgbench        c=${clients}: ${tps} tps`);
    for (const mode of ['sharded', 'hot'] as const) {
      const r = await ledgerScenario(ledgerUrl, brand, mode, clients);
      rows.push({
        scenario: mode === 'sharded' ? `bet, ${HOUSE_SHARDS} house shards` : 'bet, one hot house row',
        clients,
        movementsPerSecond: r.perSecond,
        p50Ms: r.p50,
        p99Ms: r.p99,
        movements: r.movements,
        errors: r.errors,
        nodeCpuPercent: r.nodeCpuPercent,
        pgbenchTps: tps,
        ratio: round(r.perSecond / tps, 2),
      });
      console.log(`  ledger ${mode.padEnd(7)} c=${clients}: ${r.perSecond}/s p50 ${r.p50} ms p99 ${r.p99} ms (${r.movements} movements, ${r.errors} errors, node cpu ${r.nodeCpuPercent}%)`);
    }
  }

  const verify = await openDatabase({ databaseUrl: ledgerUrl });
  let check;
  try {
    check = await checkLedger(verify.db, { merchantId: brand.merchantId });
  } finally {
    await verify.close();
  }

  printTable(rows);
  console.log(`checkLedger(bench brand): ${check.ok ? 'ok' : 'FAILED'} (entries sum ${check.entriesSum}, ${check.mismatches.length} mismatches)`);

  const serverVersion = await readServerVersion();
  const result = {
    date: new Date().toISOString(),
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    houseShards: HOUSE_SHARDS,
    pgbenchScale: PGBENCH_SCALE,
    machine: { cpus: cpus().length, node: process.version, postgres: serverVersion },
    checkLedger: { ok: check.ok, entriesSum: check.entriesSum.toString(), mismatches: check.mismatches.length },
    rows,
  };
  writeFileSync(join(HERE, 'results.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote ${join('bench', 'ledger', 'results.json')}`);
  if (!check.ok) process.exitCode = 1;
}

function printTable(rows: Row[]): void {
  const show = (v: number | null) => (v === null ? '-' : String(v));
  printAligned(
    ['scenario', 'clients', 'movements/s', 'p50 ms', 'p99 ms', 'pgbench tps', 'ratio'],
    rows.map((r) => [r.scenario, String(r.clients), show(r.movementsPerSecond), show(r.p50Ms), show(r.p99Ms), String(r.pgbenchTps), show(r.ratio)]),
  );
}

await runBench(main);

/**
 * The console's reads on a big brand (issue 13, "Done when"): with 100 k
 * members and 10 M wagers, the player search, a player's wagers and the P&L
 * report answer in < 200 ms at p95 (P&L by game, player activity and the
 * dashboard beside them), measured over HTTP against the real app
 * (buildApp, real PostgreSQL) by load generators in their own processes.
 * The same-run reference: a Fastify hello-world GET from the same generators.
 * See bench/console/README.md.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/console/run.ts
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { monthBounds } from '@wps/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { prepareDatabase } from '../../apps/server/src/bootstrap';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { merchants } from '../../apps/server/src/db/schema';
import { createStaff, saveStaffRole } from '../../apps/server/src/modules/staff/staff.service';
import { createDatabase, positiveNumber, printTable, round, runBench, serverVersion } from '../lib/pg';
import { ensureWagerMonths, seedMembers, seedWagers } from '../lib/seed-wagers';
import type { ConsoleRequest } from './console-worker';
import { httpLoad, latencyStats } from '../lib/http-load';

const HERE = dirname(fileURLToPath(import.meta.url));
const MEMBERS = Math.round(positiveNumber('BENCH_MEMBERS', 100_000));
const WAGERS = Math.round(positiveNumber('BENCH_WAGERS', 10_000_000));
const SECONDS = positiveNumber('BENCH_SECONDS', 20);
const CONCURRENCY = Math.round(positiveNumber('BENCH_CONCURRENCY', 4));
const PROCESSES = Math.round(positiveNumber('BENCH_LOAD_PROCESSES', 2));
const DAYS = 90;
const runId = randomBytes(4).toString('hex');

let database: Database | undefined;
let app: FastifyInstance | undefined;
let hello: FastifyInstance | undefined;

async function main(): Promise<void> {
  const url = await createDatabase(`wps_bench_${runId}_console`);
  database = await openDatabase({ databaseUrl: url, poolMax: 10 });
  await prepareDatabase(database);
  const db = database.db;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  if (!merchant) throw new Error('demo brand missing');
  await ensureWagerMonths(db, DAYS);
  console.log(`console bench: ${MEMBERS} members, ${WAGERS} wagers over ${DAYS} days; ${CONCURRENCY} loops in ${PROCESSES} processes for ${SECONDS} s`);
  const seedStarted = performance.now();
  const firstMember = await seedMembers(db, merchant.id, MEMBERS);
  const seeded = await seedWagers(db, { merchantId: merchant.id, firstMember, members: MEMBERS, from: 0, to: WAGERS, days: DAYS });
  console.log(`seeded in ${round((performance.now() - seedStarted) / 1000, 1)} s (wagers ${seeded.insertSeconds} s, rollups ${seeded.rollupSeconds} s)`);

  // A reader role without money permissions: no authenticator to script.
  await saveStaffRole(db, { merchantId: merchant.id, code: 'bench-reader', name: 'Bench reader', permissions: ['players.view', 'reports.view', 'dashboard.view'] });
  await createStaff(db, { merchantId: merchant.id, username: 'benchreader', displayName: 'Bench', role: 'bench-reader', password: 'Bench-Reader-2026' });

  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url, DEFAULT_MERCHANT: 'demo', RATE_LIMIT_PER_MINUTE: '100000000' }),
    webDist: '/nonexistent/wps-web-dist',
  };
  app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const login = await fetch(`http://127.0.0.1:${port}/wps/staff/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost' },
    body: JSON.stringify({ username: 'benchreader', password: 'Bench-Reader-2026' }),
  });
  const token = ((await login.json()) as { value?: { token: string } }).value?.token;
  if (!token) throw new Error(`staff login failed: ${login.status}`);

  hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ success: true, value: { list: [], next: null } }));
  await hello.listen({ host: '127.0.0.1', port: 0 });
  const helloPort = (hello.server.address() as AddressInfo).port;

  const today = new Date(Date.now() + merchant.gmtOffsetMinutes * 60_000).toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() + merchant.gmtOffsetMinutes * 60_000 - 29 * 86_400_000).toISOString().slice(0, 10);
  // Player activity covers whole months: the last month, every member's month in one rollup row.
  const lastMonth = monthBounds(monthAgo.slice(0, 7));
  const member = (i: number) => firstMember + ((i * 7919) % MEMBERS);
  const requests: ConsoleRequest[] = [];
  for (let i = 0; i < 200; i++) {
    const n = member(i) - firstMember + 1;
    requests.push({ kind: 'search by username start', path: `/wps/staff/players?by=username&q=bench${n % 1000}` });
    requests.push({ kind: 'search by phone', path: `/wps/staff/players?by=phone&q=${9000000000 + n}` });
    requests.push({ kind: 'search by email', path: `/wps/staff/players?by=email&q=bench${n}%40example.com` });
    requests.push({ kind: 'player page', path: `/wps/staff/players/detail?id=${member(i)}` });
    requests.push({ kind: "player's wagers, first page", path: `/wps/staff/players/wagers?id=${member(i)}&pageSize=25` });
    requests.push({ kind: "player's wagers, next page", path: `/wps/staff/players/wagers?id=${member(i)}&pageSize=25`, cursor: true });
    if (i % 4 === 0) requests.push({ kind: 'P&L report, 30 days', path: `/wps/staff/reports/daily?startDate=${monthAgo}&endDate=${today}` });
    if (i % 4 === 1) requests.push({ kind: 'P&L by game, 30 days', path: `/wps/staff/reports/games?startDate=${monthAgo}&endDate=${today}&sort=${i % 8 === 1 ? 'ggr' : 'stake'}` });
    if (i % 4 === 2) requests.push({ kind: 'dashboard, 30 days', path: '/wps/staff/dashboard?days=30' });
    // The turnover ranking and the biggest winners: the same sums, another order.
    if (i % 4 === 3) {
      requests.push({ kind: 'player activity, a month', path: `/wps/staff/reports/players?startDate=${lastMonth.first}&endDate=${lastMonth.last}${i % 8 === 3 ? '' : '&sort=ggr&order=asc'}` });
    }
  }

  console.log('reference: Fastify hello world ...');
  const reference = await httpLoad({ port: helloPort, token, processes: PROCESSES, concurrency: CONCURRENCY, seconds: SECONDS, requests: [{ kind: 'hello world', path: '/hello' }] });
  console.log('the console calls ...');
  const measured = await httpLoad({ port, token, requests, processes: PROCESSES, concurrency: CONCURRENCY, seconds: SECONDS });
  if (measured.errors > 0) console.error(`errors: ${measured.errors}`, measured.firstErrors);

  const rows = [...Object.entries(reference.latencies), ...Object.entries(measured.latencies)].map(([kind, list]) => ({ kind, ...latencyStats(list) }));
  printTable(
    ['call', 'n', 'p50', 'p95', 'p99'],
    rows.map((r) => [r.kind, String(r.n), `${r.p50} ms`, `${r.p95} ms`, `${r.p99} ms`]),
  );
  writeFileSync(
    join(HERE, 'results.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        members: MEMBERS,
        wagers: WAGERS,
        seconds: SECONDS,
        concurrency: CONCURRENCY,
        processes: PROCESSES,
        seed: seeded,
        machine: { cpus: cpus().length, node: process.version, postgres: await serverVersion() },
        errors: measured.errors,
        rows,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`wrote ${join('bench', 'console', 'results.json')}`);
}

await runBench(main, async () => {
  await hello?.close();
  await app?.close();
  await database?.close();
  app = undefined;
  hello = undefined;
  database = undefined;
});

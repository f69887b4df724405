/**
 * Wager-rollup benchmark (issue 10, "Done when"): a member's 30-day profit
 * and loss and a brand's daily P&L by category over 30 days, read the way
 * the app reads them (memberRollups, brandDailyReport), with 1 M and then
 * 10 M wagers from 100 k members over 90 days, on real PostgreSQL. The
 * reference measured in the same run is a `select 1` and a primary-key
 * lookup on the same connection. See bench/wagers/README.md.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/wagers/run.ts
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { prepareDatabase } from '../../apps/server/src/bootstrap';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { merchants } from '../../apps/server/src/db/schema';
import { brandDailyReport } from '../../apps/server/src/modules/wagers/wagers.reports';
import { memberRollups, groupCells } from '../../apps/server/src/modules/wagers';
import { createDatabase, percentile, positiveNumber, printTable, round, runBench, serverVersion } from '../lib/pg';
import { ensureWagerMonths, exec, seedMembers, seedWagers } from '../lib/seed-wagers';

const HERE = dirname(fileURLToPath(import.meta.url));
const MEMBERS = Math.round(positiveNumber('BENCH_MEMBERS', 100_000));
const STEPS = (process.env.BENCH_WAGERS ?? '1000000,10000000').split(',').map((n) => Number(n.trim()));
const SAMPLES = Math.round(positiveNumber('BENCH_SAMPLES', 200));
const DAYS = 90;
const runId = randomBytes(4).toString('hex');

let database: Database | undefined;

async function timed(n: number, fn: (i: number) => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < Math.min(20, n); i++) await fn(i); // warm the cache and the plans
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await fn(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 0.5), 2), p99: round(percentile(times, 0.99), 2) };
}

interface Row {
  wagers: number;
  memberRollupRows: number;
  memberPnlP50: number;
  memberPnlP99: number;
  brandPnlP50: number;
  brandPnlP99: number;
  selectOneP50: number;
  pkLookupP50: number;
  insertSeconds: number;
  rollupSeconds: number;
}

async function main(): Promise<void> {
  const url = await createDatabase(`wps_bench_${runId}_wagers`);
  database = await openDatabase({ databaseUrl: url, poolMax: 2 });
  await prepareDatabase(database);
  const db = database.db;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  if (!merchant) throw new Error('demo brand missing');
  // Partitions for the 90 days back (the job keeps the months ahead).
  await ensureWagerMonths(db, DAYS);
  const firstMember = await seedMembers(db, merchant.id, MEMBERS);
  console.log(`wagers bench: ${MEMBERS} members from id ${firstMember}, steps ${STEPS.join(', ')} wagers, ${SAMPLES} samples per query`);

  const today = new Date(Date.now() + merchant.gmtOffsetMinutes * 60_000).toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() + merchant.gmtOffsetMinutes * 60_000 - 29 * 86_400_000).toISOString().slice(0, 10);
  const rows: Row[] = [];
  let have = 0;
  for (const step of STEPS) {
    console.log(`generating wagers ${have}..${step} ...`);
    const gen = await seedWagers(db, { merchantId: merchant.id, firstMember, members: MEMBERS, from: have, to: step, days: DAYS });
    have = step;
    const [counts] = await exec(db, sql`select (select count(*) from wager_member_daily)::int as m`);
    const member = (i: number) => firstMember + ((i * 7919) % MEMBERS);
    const memberPnl = await timed(SAMPLES, async (i) => {
      const cells = await memberRollups(db, merchant.id, member(i), monthAgo, today);
      return groupCells(cells, (c) => c.day);
    });
    const brandPnl = await timed(Math.min(SAMPLES, 100), () => brandDailyReport(db, merchant, { startDate: monthAgo, endDate: today }));
    const selectOne = await timed(SAMPLES, () => exec(db, sql`select 1`));
    const pk = await timed(SAMPLES, (i) => exec(db, sql`select id, account from members where id = ${member(i)}`));
    const row: Row = {
      wagers: step,
      memberRollupRows: Number(counts?.m ?? 0),
      memberPnlP50: memberPnl.p50,
      memberPnlP99: memberPnl.p99,
      brandPnlP50: brandPnl.p50,
      brandPnlP99: brandPnl.p99,
      selectOneP50: selectOne.p50,
      pkLookupP50: pk.p50,
      ...gen,
    };
    rows.push(row);
    console.log(`  ${step} wagers: member 30-day P&L p50 ${row.memberPnlP50} ms p99 ${row.memberPnlP99} ms; brand daily P&L by category p50 ${row.brandPnlP50} ms p99 ${row.brandPnlP99} ms; select 1 ${row.selectOneP50} ms`);
  }
  printTable(
    ['wagers', 'member rollup rows', 'member P&L p50', 'p99', 'brand P&L p50', 'p99', 'select 1 p50', 'pk lookup p50', 'insert s', 'rollup s'],
    rows.map((r) => [
      String(r.wagers),
      String(r.memberRollupRows),
      `${r.memberPnlP50} ms`,
      `${r.memberPnlP99} ms`,
      `${r.brandPnlP50} ms`,
      `${r.brandPnlP99} ms`,
      `${r.selectOneP50} ms`,
      `${r.pkLookupP50} ms`,
      String(r.insertSeconds),
      String(r.rollupSeconds),
    ]),
  );
  writeFileSync(
    join(HERE, 'results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), members: MEMBERS, samples: SAMPLES, machine: { cpus: cpus().length, node: process.version, postgres: await serverVersion() }, rows }, null, 2)}\n`,
  );
  console.log(`wrote ${join('bench', 'wagers', 'results.json')}`);
}

await runBench(main, async () => {
  await database?.close();
  database = undefined;
});

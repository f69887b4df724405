/**
 * The agent system at scale (issue 14, "Done when"): a team report for an
 * agent with 100 k descendants answers in < 100 ms and stays flat from 1 M to
 * 10 M wagers; a daily settlement of 10 k agents takes < 60 s. The reports go
 * over HTTP to the real app (buildApp, real PostgreSQL) with the agent's
 * session, from load generators in their own processes (bench/console's
 * worker); the same-run reference is a Fastify hello world from the same
 * generators. The settlement runs in this process (the job's own function).
 * See bench/agents/README.md.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/agents/run.ts
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { prepareDatabase } from '../../apps/server/src/bootstrap';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { merchants } from '../../apps/server/src/db/schema';
import { systemClock } from '../../apps/server/src/lib/clock';
import { drainTeamQueue } from '../../apps/server/src/modules/agent';
import { settlePeriod } from '../../apps/server/src/modules/agent/settlement.service';
import { lastComplete } from '../../apps/server/src/modules/agent/settlement-period';
import { createOutbox } from '../../apps/server/src/modules/outbox';
import { issueSession } from '../../apps/server/src/modules/session/session.service';
import type { AppServices } from '../../apps/server/src/services';
import type { ConsoleRequest } from '../console/console-worker';
import { httpLoad, latencyStats } from '../lib/http-load';
import { createDatabase, positiveNumber, printTable, round, runBench, serverVersion } from '../lib/pg';
import { ensureWagerMonths, exec, seedWagers } from '../lib/seed-wagers';

const HERE = dirname(fileURLToPath(import.meta.url));
const SUBS = Math.round(positiveNumber('BENCH_SUB_AGENTS', 100));
const AGENTS_PER_SUB = Math.round(positiveNumber('BENCH_AGENTS_PER_SUB', 100));
const PLAYERS_PER_AGENT = Math.round(positiveNumber('BENCH_PLAYERS_PER_AGENT', 10));
const WAGER_STEPS = (process.env.BENCH_WAGER_STEPS ?? '1000000,10000000').split(',').map(Number);
const SECONDS = positiveNumber('BENCH_SECONDS', 15);
const CONCURRENCY = Math.round(positiveNumber('BENCH_CONCURRENCY', 4));
const PROCESSES = Math.round(positiveNumber('BENCH_LOAD_PROCESSES', 2));
const DAYS = 60;
const runId = randomBytes(4).toString('hex');

let database: Database | undefined;
let app: FastifyInstance | undefined;
let hello: FastifyInstance | undefined;

/** The tree: one top agent, SUBS sub-agents under it, AGENTS_PER_SUB agents under each, PLAYERS_PER_AGENT players under each of those. */
async function seedTree(db: Database['db'], merchantId: number) {
  const member = (account: string, type: number, upline: ReturnType<typeof sql>) =>
    sql`insert into members (merchant_id, account, password_hash, password_changed_at, type, upline_id)
      values (${merchantId}, ${account}, '!bench', now(), ${type}, ${upline}) returning id`;
  const [top] = await exec(db, member('benchtop', 1, sql`null`));
  const topId = Number(top!.id);
  await exec(db, sql`insert into members (merchant_id, account, password_hash, password_changed_at, type, upline_id)
    select ${merchantId}, 'benchsub' || g, '!bench', now(), 2, ${topId} from generate_series(1, ${SUBS}) g`);
  await exec(db, sql`insert into members (merchant_id, account, password_hash, password_changed_at, type, upline_id)
    select ${merchantId}, 'benchagent' || s.i || '_' || g, '!bench', now(), 2, s.id
    from (select id, row_number() over (order by id) as i from members where merchant_id = ${merchantId} and account like 'benchsub%') s
    cross join generate_series(1, ${AGENTS_PER_SUB}) g`);
  // Players in one block of ids (the wager generator spreads wagers over a contiguous range).
  const [first] = await exec(db, sql`insert into members (merchant_id, account, password_hash, password_changed_at, type, upline_id)
    select ${merchantId}, 'bench' || p.n, '!bench', now(), 0, a.id
    from (select id, row_number() over (order by id) - 1 as i from members where merchant_id = ${merchantId} and account like 'benchagent%') a
    cross join lateral (select a.i * ${PLAYERS_PER_AGENT} + g as n from generate_series(1, ${PLAYERS_PER_AGENT}) g) p
    order by p.n returning id`);
  const players = SUBS * AGENTS_PER_SUB * PLAYERS_PER_AGENT;
  const firstPlayer = Number((await exec(db, sql`select min(id) as id from members where merchant_id = ${merchantId} and type = 0 and account like 'bench%'`))[0]!.id);
  void first;
  return { topId, firstPlayer, players };
}

/** The team rollups in bulk with the sums team_drain keeps (one fact at a time would take hours). */
async function buildTeamRollups(db: Database['db'], merchantId: number): Promise<number> {
  const started = performance.now();
  await drainTeamQueue(db, merchantId); // the new members the members trigger queued
  await exec(db, sql`update team_daily set wagers = 0, stake = 0, valid_bet = 0, payout = 0, active_members = 0 where merchant_id = ${merchantId}`);
  await exec(
    db,
    sql`insert into team_daily as t (merchant_id, agent_id, day, own, wagers, stake, valid_bet, payout, active_members)
      select ${merchantId}, tr.ancestor_id, d.day, tr.depth = 0, sum(d.wagers), sum(d.stake), sum(d.valid_bet), sum(d.payout), count(distinct d.member_id)
      from wager_member_daily d join member_tree tr on tr.merchant_id = d.merchant_id and tr.descendant_id = d.member_id
      where d.merchant_id = ${merchantId} group by tr.ancestor_id, d.day, tr.depth = 0
      on conflict (merchant_id, agent_id, day, own) do update set wagers = excluded.wagers, stake = excluded.stake, valid_bet = excluded.valid_bet,
        payout = excluded.payout, active_members = excluded.active_members`,
  );
  await exec(db, sql`delete from team_active where merchant_id = ${merchantId}`);
  await exec(
    db,
    sql`insert into team_active (merchant_id, agent_id, period, start, own, members)
      select ${merchantId}, tr.ancestor_id, p.period, p.start, tr.depth = 0, count(distinct d.member_id)
      from wager_member_days d join member_tree tr on tr.merchant_id = d.merchant_id and tr.descendant_id = d.member_id
      cross join lateral (values ('week', date_trunc('week', d.day)::date), ('month', date_trunc('month', d.day)::date)) p(period, start)
      where d.merchant_id = ${merchantId} group by tr.ancestor_id, p.period, p.start, tr.depth = 0`,
  );
  // As autovacuum leaves them in a running brand: analyzed, with the visibility map set (index-only team counts).
  for (const table of ['team_daily', 'team_active', 'member_tree', 'members']) await exec(db, sql.raw(`vacuum analyze ${table}`));
  return round((performance.now() - started) / 1000, 1);
}

async function main(): Promise<void> {
  const url = await createDatabase(`wps_bench_${runId}_agents`);
  database = await openDatabase({ databaseUrl: url, poolMax: 10 });
  await prepareDatabase(database);
  const db = database.db;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  if (!merchant) throw new Error('demo brand missing');
  await ensureWagerMonths(db, DAYS);
  const treeStarted = performance.now();
  const tree = await seedTree(db, merchant.id);
  const agents = 1 + SUBS + SUBS * AGENTS_PER_SUB;
  const treeSeconds = round((performance.now() - treeStarted) / 1000, 1);
  console.log(`agents bench: ${agents} agents, ${tree.players} players (top agent's team ${agents - 1 + tree.players}) in ${treeSeconds} s`);

  const config = { ...loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url, DEFAULT_MERCHANT: 'demo', RATE_LIMIT_PER_MINUTE: '100000000' }), webDist: '/nonexistent/wps-web-dist' };
  app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const services = { db, clock: systemClock } as unknown as AppServices;
  const token = await issueSession(services, { id: tree.topId, merchantId: merchant.id }, { ip: '127.0.0.1', userAgent: 'bench' });

  hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ success: true, value: { list: [], next: null } }));
  await hello.listen({ host: '127.0.0.1', port: 0 });
  const helloPort = (hello.server.address() as AddressInfo).port;

  const local = (daysBack: number) => new Date(Date.now() + merchant.gmtOffsetMinutes * 60_000 - daysBack * 86_400_000).toISOString().slice(0, 10);
  const firstSub = Number((await exec(db, sql`select min(id) as id from members where merchant_id = ${merchant.id} and account like 'benchsub%'`))[0]!.id);
  const requests: ConsoleRequest[] = [];
  for (let i = 0; i < 40; i++) {
    requests.push({ kind: 'team overview, this month', path: '/wps/agent/team/overview?period=thisMonth' });
    requests.push({ kind: 'team overview, last week', path: '/wps/agent/team/overview?period=lastWeek' });
    requests.push({ kind: 'downlines, first level', path: '/wps/agent/team/downlines?pageSize=20' });
    requests.push({ kind: 'downlines, a level below', path: `/wps/agent/team/downlines?pageSize=20&parentId=${firstSub + (i % SUBS)}` });
    requests.push({ kind: 'user loss, 30 days', path: `/wps/agent/team/loss?startDate=${local(30)}&endDate=${local(0)}&pageSize=20` });
    requests.push({ kind: 'team bets, a day', path: `/wps/agent/team/bets?startDate=${local(1)}&endDate=${local(1)}&pageSize=20` });
  }

  const rows: { step: string; kind: string; n: number; p50: number; p95: number; p99: number }[] = [];
  const seeds: Record<string, unknown> = {};
  console.log('reference: Fastify hello world ...');
  const reference = await httpLoad({ port: helloPort, token, processes: PROCESSES, concurrency: CONCURRENCY, seconds: SECONDS, requests: [{ kind: 'hello world', path: '/hello' }] });
  for (const [kind, list] of Object.entries(reference.latencies)) rows.push({ step: 'reference', kind, ...latencyStats(list) });

  let result = { newBills: 0, total: '0' };
  let rerun = { newBills: 0 };
  let settleSeconds = 0;
  let rerunSeconds = 0;
  const save = async () =>
    writeFileSync(
      join(HERE, 'results.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          agents,
          players: tree.players,
          treeSeconds,
          seeds,
          settlement: { agents: result.newBills, seconds: settleSeconds, rerunSeconds, rerunNewBills: rerun.newBills },
          seconds: SECONDS,
          concurrency: CONCURRENCY,
          processes: PROCESSES,
          machine: { cpus: cpus().length, node: process.version, postgres: await serverVersion() },
          rows,
        },
        null,
        2,
      )}\n`,
    );
  let seeded = 0;
  for (const target of WAGER_STEPS) {
    const w = await seedWagers(db, { merchantId: merchant.id, firstMember: tree.firstPlayer, members: tree.players, from: seeded, to: target, days: DAYS });
    seeded = target;
    const rollupSeconds = await buildTeamRollups(db, merchant.id);
    seeds[String(target)] = { ...w, teamRollupSeconds: rollupSeconds };
    console.log(`${target} wagers: inserted ${w.insertSeconds} s, rollups ${w.rollupSeconds} s, team rollups ${rollupSeconds} s; measuring ...`);
    const measured = await httpLoad({ port, token, requests, processes: PROCESSES, concurrency: CONCURRENCY, seconds: SECONDS });
    if (measured.errors > 0) console.error(`errors: ${measured.errors}`, measured.firstErrors);
    for (const [kind, list] of Object.entries(measured.latencies)) rows.push({ step: `${target / 1_000_000} M wagers`, kind, ...latencyStats(list) });
    printTable(
      ['step', 'call', 'n', 'p50', 'p95', 'p99'],
      rows.map((r) => [r.step, r.kind, String(r.n), `${r.p50} ms`, `${r.p95} ms`, `${r.p99} ms`]),
    );
    if (seeded === WAGER_STEPS[0]) {
      // A daily settlement of every agent: each holds a daily-salary contract (the top agent's with the brand, the others' with their upline).
      const tiers = (rate: number) => JSON.stringify([{ validBet: '0', activeMembers: 0, rate }, { validBet: '1000000', activeMembers: 5, rate: rate + 20 }]);
      const accepted = new Date(Date.now() - 40 * 86_400_000).toISOString();
      await exec(db, sql`insert into agent_contracts (merchant_id, kind, agent_id, upline_id, period, tiers, max_rate, status, offered_at, decided_at)
        select ${merchant.id}, 'daily_salary', m.id, m.upline_id, 'day',
          case when m.upline_id is null then ${tiers(80)}::jsonb when m.account like 'benchsub%' then ${tiers(60)}::jsonb else ${tiers(40)}::jsonb end,
          case when m.upline_id is null then 100 when m.account like 'benchsub%' then 80 else 60 end, 'accepted', ${accepted}::timestamptz, ${accepted}::timestamptz
        from members m where m.merchant_id = ${merchant.id} and m.type in (1, 2) and m.account like 'bench%'`);
      const period = lastComplete('day', new Date(), merchant.gmtOffsetMinutes);
      const settleServices = { db, clock: systemClock, outbox: createOutbox(db, { error: () => undefined, warn: () => undefined }) };
      const settleStarted = performance.now();
      result = await settlePeriod(settleServices, merchant, 'daily_salary', period, { write: true });
      settleSeconds = round((performance.now() - settleStarted) / 1000, 1);
      const rerunStarted = performance.now();
      rerun = await settlePeriod(settleServices, merchant, 'daily_salary', period, { write: true });
      rerunSeconds = round((performance.now() - rerunStarted) / 1000, 1);
      console.log(`settlement of ${period.label}: ${result.newBills} bills (total ${result.total}) in ${settleSeconds} s; rerun ${rerun.newBills} new in ${rerunSeconds} s`);
    }
    await save();
  }

  console.log(`wrote ${join('bench', 'agents', 'results.json')}`);
}

await runBench(main, async () => {
  await hello?.close();
  await app?.close();
  await database?.close();
  app = undefined;
  hello = undefined;
  database = undefined;
});

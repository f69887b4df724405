/**
 * Live-table settlement benchmark: a baccarat round with every seated player's
 * bet, from its settles_at to (a) the last bet settled in the database, (b)
 * each player's receipt of its own `settled` over its WebSocket, (c) each
 * player's receipt of the round's `result`. The app runs in its own process
 * (server.ts: buildApp with backgroundJobs, real PostgreSQL, a fresh
 * database); the players are WebSocket clients in separate load processes
 * (players.ts). References from the same run: pgbench's TPC-B-like figure on
 * the same PostgreSQL, and a bare Fastify WebSocket server pushing the same
 * messages to the same number of sockets. See bench/tables/README.md.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_PLAYERS=1000 npx tsx bench/tables/run.ts
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, ne, sql } from 'drizzle-orm';
import { PROVIDER_SETTLE_MAX } from '@wps/contracts';
import pg from 'pg';
import { prepareDatabase } from '../../apps/server/src/bootstrap';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema';
import { checkLedger, memberMainAccount, paymentChannelAccount, postTransaction } from '../../apps/server/src/modules/ledger/ledger.service';
import { insertGameToken } from '../../apps/server/src/modules/provider/provider.repository';
import { STUDIO_VASSALAGE } from '../../apps/server/src/modules/provider/provider.seed';
import { sha256Hex } from '../../apps/server/src/modules/provider/provider.signature';
import { TABLE_RULES, type TBaccaratOutcome, type TBaccaratSpot } from '../../apps/server/src/studio/tables/rules';
import { admin, createDatabase, percentile, pgbenchInit, pgbenchRun, positiveNumber, printTable, round, runBench, serverVersion } from '../lib/pg';
import { processCpuMicros } from '../lib/measure';
import type {
  BenchPlayer,
  FanoutDone,
  HelloReady,
  PlayerRound,
  PlayersConnect,
  PlayersGo,
  PlayersReady,
  PlayersReport,
  ServerListening,
  ServerPhase,
  StatsReply,
  WindowStats,
} from './protocol';

const HERE = dirname(fileURLToPath(import.meta.url));
const GAME = 'baccarat';
const MERCHANT = 'demo';
const PLAYERS = Math.round(positiveNumber('BENCH_PLAYERS', 1000));
const LOAD_PROCESSES = Math.max(1, Math.round(positiveNumber('BENCH_LOAD_PROCESSES', 2)));
const ROUNDS = Math.round(positiveNumber('BENCH_ROUNDS', 3));
const BETTING_MS = Math.round(positiveNumber('BENCH_BETTING_MS', 30_000));
const DEALING_MS = Math.round(positiveNumber('BENCH_DEALING_MS', 2_000));
const RESULT_MS = Math.round(positiveNumber('BENCH_RESULT_MS', 3_000));
const SPREAD_MS = Math.round(positiveNumber('BENCH_BET_SPREAD_MS', Math.min(15_000, BETTING_MS / 2)));
const PGBENCH_SECONDS = positiveNumber('BENCH_PGBENCH_SECONDS', 10);
const PGBENCH_CLIENTS = Math.round(positiveNumber('BENCH_PGBENCH_CLIENTS', 10));
const PGBENCH_SCALE = positiveNumber('BENCH_PGBENCH_SCALE', 10);
type FunctionStats = Map<string, { calls: number; selfMs: number; totalMs: number }>;
let functionsBefore: FunctionStats | null | undefined;
let functionsPrinted = false;
async function functionStats(db: Database['db']): Promise<FunctionStats> {
  const rows = (await db.execute(sql`select funcname, calls::int, self_time::float8 as self, total_time::float8 as total from pg_stat_user_functions`)) as unknown as {
    rows: { funcname: string; calls: number; self: number; total: number }[];
  };
  return new Map(rows.rows.map((r) => [r.funcname, { calls: r.calls, selfMs: r.self, totalMs: r.total }]));
}
function printFunctionStats(from: FunctionStats, to: FunctionStats): void {
  console.log('PostgreSQL time per SQL function in the first settle window (self: in the function itself; µs per call):');
  const rows = [...to].map(([name, t]) => {
    const f = from.get(name) ?? { calls: 0, selfMs: 0, totalMs: 0 };
    return { name, calls: t.calls - f.calls, self: t.selfMs - f.selfMs, total: t.totalMs - f.totalMs };
  });
  printTable(
    ['function', 'calls', 'self ms', 'total ms', 'self µs/call'],
    rows
      .filter((r) => r.calls > 0)
      .sort((a, b) => b.self - a.self)
      .map((r) => [r.name, String(r.calls), String(round(r.self, 1)), String(round(r.total, 1)), String(round((r.self * 1000) / r.calls, 0))]),
  );
}

/** Prints PostgreSQL's own time per SQL function in the first measured round's settle window (track_functions). */
const FUNCTION_STATS = process.env.BENCH_FUNCTION_STATS === '1';
const FANOUT_REPEATS = 3;
/** Far more than any run can bet. */
const FUNDING = 1_000_000_000_000n;
const TARGET_MS = 1_000;

const runId = randomBytes(4).toString('hex');

// ------------------------------------------------------------ set-up

/** Members of the demo brand, funded, each with a live game token for baccarat at the studio vendor (as a launch would issue). */
async function setUpPlayers(database: Database, count: number): Promise<{ merchantId: number; players: BenchPlayer[] }> {
  const db = database.db;
  const [merchant] = await db.select().from(schema.merchants).where(eq(schema.merchants.code, MERCHANT));
  if (!merchant) throw new Error(`brand ${MERCHANT} missing after seeding`);
  const now = new Date();
  const members = await db
    .insert(schema.members)
    .values(Array.from({ length: count }, (_, i) => ({ merchantId: merchant.id, account: `tables${i + 1}`, type: 0, passwordHash: '!bench', passwordChangedAt: now })))
    .returning({ id: schema.members.id });
  const channel = await paymentChannelAccount(db, merchant.id, merchant.currency, 'bench');
  const players: BenchPlayer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < members.length) {
      const index = next++;
      const member = members[index]!;
      const main = await memberMainAccount(db, merchant.id, member.id, merchant.currency);
      await postTransaction(db, {
        merchantId: merchant.id,
        idempotencyKey: `bench-tables-fund-${member.id}`,
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
        gameCode: GAME,
        isTrial: false,
        language: 'EN',
        expiresAt: new Date(now.getTime() + 24 * 3600_000),
        createdAt: now,
      });
      players[index] = { index: index + 1, memberId: member.id, token };
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return { merchantId: merchant.id, players };
}

/** CPU time (user + system, µs) of the given processes, from /proc (Linux; undefined elsewhere). */
function pidCpuMicros(pids: number[]): number | undefined {
  try {
    let ticks = 0;
    for (const pid of pids) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return (ticks / 100) * 1e6;
  } catch {
    return undefined;
  }
}

/** CPU time (µs) of each of the given processes that still runs. */
function cpuOfPids(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    const micros = pidCpuMicros([pid]);
    if (micros !== undefined) out.set(pid, micros);
  }
  return out;
}

interface CpuSnapshot {
  at: number;
  /** Every process named postgres (this bench's backends, but also other sessions', the WAL writer, autovacuum...). */
  postgres: number | undefined;
  /** The backends connected to this bench's database, by pid. */
  backends: Map<number, number>;
  machine: number | undefined;
  server: number | undefined;
  load: number | undefined;
}

/** CPU (ms) of this bench's own PostgreSQL backends between two snapshots (a backend that started in between counts from its start). */
function backendsMs(a: CpuSnapshot | undefined, b: CpuSnapshot | undefined): number | null {
  if (!a || !b || b.backends.size === 0) return null;
  let micros = 0;
  for (const [pid, after] of b.backends) micros += after - (a.backends.get(pid) ?? 0);
  return round(micros / 1000, 0);
}

// ------------------------------------------------------------ processes

let server: ChildProcess | undefined;
let workers: ChildProcess[] = [];
let database: Database | undefined;
let watcher: pg.Client | undefined;
let backendTimer: ReturnType<typeof setInterval> | undefined;

/** Next message of `type` from `child`. */
function nextMessage<T extends { type: string }>(child: ChildProcess, type: T['type'], timeoutMs = 120_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', on);
      child.off('exit', exit);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no '${type}' message within ${timeoutMs} ms`));
    }, timeoutMs);
    const on = (m: { type: string }) => {
      if (m.type !== type) return;
      done();
      resolve(m as T);
    };
    const exit = (code: number | null) => {
      done();
      reject(new Error(`process ${child.pid} exited (${code}) before '${type}'`));
    };
    child.on('message', on);
    child.on('exit', exit);
  });
}

async function stopServer(): Promise<void> {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.send({ type: 'close' });
  const timeout = setTimeout(() => child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timeout);
}

// ------------------------------------------------------------ figures

const pct = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 0.5), 0),
    p95: round(percentile(sorted, 0.95), 0),
    p99: round(percentile(sorted, 0.99), 0),
    max: round(sorted[sorted.length - 1] ?? Number.NaN, 0),
  };
};
type Pct = ReturnType<typeof pct>;
const ms = (n: number | null | undefined) => (n === null || n === undefined || Number.isNaN(n) ? '—' : String(Math.round(n)));

interface RoundFigures {
  roundNo: number;
  roundId: string;
  players: number;
  betsAccepted: number;
  betErrors: Record<string, number>;
  betLatency: Pct;
  /** CPU over the betting window per accepted bet (the session-less bet path: authenticate + bet at the platform, the studio's rows), ms. */
  betCpuMsPerBet: { server: number | null; postgres: number | null; load: number | null };
  /** From settles_at (ms). */
  serverWakeMs: number | null;
  lastBetSettledInDbMs: number | null;
  roundSettledAtMs: number | null;
  lastSettledPublishMs: number | null;
  resultPublishMs: number | null;
  settledReceipt: Pct;
  resultReceipt: Pct;
  missingSettled: number;
  missingResult: number;
  /** Provider calls one settle pass makes: a win for each player paid something, an endRound for each. */
  expectedCalls: { settle: number };
  duplicateSettled: number;
  /** Where the settle window's time and CPU went. */
  window: {
    ms: number | null;
    server: WindowStats;
    serverCpuMs: number | null;
    /** This bench's backends. */
    postgresCpuMs: number | null;
    /** Every postgres process of the machine (other sessions included). */
    allPostgresCpuMs: number | null;
    loadCpuMs: number | null;
    machineCpuMs: number | null;
    machineBusyPercent: number | null;
  };
  correctness: {
    dbBets: number;
    dbSettled: number;
    dbPayoutMismatches: number;
    clientPayoutMismatches: number;
    clientStakeMismatches: number;
  };
}

async function main(): Promise<void> {
  const appDb = `wps_bench_${runId}_tables`;
  const pgbenchDb = `wps_bench_${runId}_pgbench`;
  console.log(
    `tables bench: ${PLAYERS} players over ${LOAD_PROCESSES} load processes, ${ROUNDS} rounds of ${GAME} (betting ${BETTING_MS} ms, bets spread over ${SPREAD_MS} ms, dealing ${DEALING_MS} ms), databases ${appDb} and ${pgbenchDb}`,
  );

  // 1. The app's database: migrations, seed (tables included), the players, the table's timings.
  const appUrl = await createDatabase(appDb);
  if (FUNCTION_STATS) await admin((c) => c.query(`alter database "${appDb}" set track_functions = 'all'`));
  database = await openDatabase({ databaseUrl: appUrl, poolMax: 6 });
  const db = database.db;
  await prepareDatabase(database);
  const setupStarted = performance.now();
  const { merchantId, players } = await setUpPlayers(database, PLAYERS);
  console.log(`${PLAYERS} players funded with game tokens in ${round((performance.now() - setupStarted) / 1000, 1)} s`);
  await db.update(schema.studioTables).set({ bettingMs: BETTING_MS, dealingMs: DEALING_MS, resultMs: RESULT_MS }).where(eq(schema.studioTables.tableId, GAME));
  // Only the measured table runs rounds (the others would run empty rounds beside it).
  await db.update(schema.studioTables).set({ status: 'maintenance' }).where(ne(schema.studioTables.tableId, GAME));

  // 2. pgbench, before the app opens its pool.
  const pgbenchUrl = await createDatabase(pgbenchDb);
  console.log(`pgbench -i -s ${PGBENCH_SCALE} ...`);
  await pgbenchInit(pgbenchUrl, PGBENCH_SCALE);
  await admin((c) => c.query('checkpoint'));
  const pgBefore = processCpuMicros('postgres');
  const pgbenchTps = await pgbenchRun(pgbenchUrl, PGBENCH_CLIENTS, PGBENCH_SECONDS);
  const pgAfter = processCpuMicros('postgres');
  const pgbenchMachineMicros = pgBefore && pgAfter ? round((pgAfter.machine - pgBefore.machine) / Math.max(1, pgbenchTps * PGBENCH_SECONDS), 0) : null;
  console.log(`  pgbench c=${PGBENCH_CLIENTS}: ${pgbenchTps} tps (machine ${pgbenchMachineMicros} µs/transaction)`);

  // 3. The server, in its own process.
  server = fork(join(HERE, 'server.ts'), [], { stdio: 'inherit' });
  const phases: ServerPhase[] = [];
  const onPhase = new Set<(p: ServerPhase) => void>();
  server.on('message', (m: { type: string }) => {
    if (m.type !== 'phase') return;
    phases.push(m as ServerPhase);
    for (const f of onPhase) f(m as ServerPhase);
  });
  const listening = nextMessage<ServerListening>(server, 'listening', 60_000);
  server.send({ type: 'start', databaseUrl: appUrl, dbPoolMax: process.env.DB_POOL_MAX, profileDir: process.env.BENCH_SERVER_PROFILE });
  const { port, helloPort, pid: serverPid } = await listening;
  console.log(`app listening on 127.0.0.1:${port} (process ${serverPid}), WebSocket hello world on ${helloPort}`);

  // 4. The players: sockets in the load processes, each says hello.
  const processes = Math.min(LOAD_PROCESSES, PLAYERS);
  workers = Array.from({ length: processes }, () => fork(join(HERE, 'players.ts'), [], { stdio: 'inherit' }));
  const connectStarted = performance.now();
  const ready = await Promise.all(
    workers.map((w, i) => {
      const reply = nextMessage<PlayersReady>(w, 'ready', 300_000);
      const msg: PlayersConnect = { type: 'connect', port, helloPort, game: GAME, players: players.filter((_, j) => j % processes === i) };
      w.send(msg);
      return reply;
    }),
  );
  const seated = ready.reduce((n, r) => n + r.sockets, 0);
  const connect = pct(ready.flatMap((r) => r.connectMs));
  console.log(`${seated} sockets seated (${ready.reduce((n, r) => n + r.failed, 0)} failed) in ${round((performance.now() - connectStarted) / 1000, 1)} s; connect+hello p50 ${connect.p50} ms p99 ${connect.p99} ms`);
  for (const e of ready.flatMap((r) => r.firstErrors)) console.error(`  ${e}`);
  if (seated < PLAYERS) throw new Error('not every player could be seated');
  const loadPids = workers.map((w) => w.pid as number);

  // 5. Bets on the next ROUNDS rounds; CPU snapshots around each settlement.
  // This bench's PostgreSQL backends (the app's pools): their pids and CPU, read every 500 ms and at each snapshot. A
  // backend keeps its last reading after it ends (the pool closes idle connections), so its CPU is not lost.
  const watch = new pg.Client({ connectionString: appUrl });
  await watch.connect();
  watcher = watch;
  const backendCpu = new Map<number, number>();
  const readBackends = async () => {
    const { rows } = await watch.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    for (const [pid, micros] of cpuOfPids(rows.map((r) => r.pid))) backendCpu.set(pid, micros);
  };
  backendTimer = setInterval(() => void readBackends().catch(() => undefined), 500);
  const snapshot = async (): Promise<CpuSnapshot> => {
    await readBackends();
    const pg = processCpuMicros('postgres');
    return { at: Date.now(), postgres: pg?.processes, backends: new Map(backendCpu), machine: pg?.machine, server: pidCpuMicros([serverPid]), load: pidCpuMicros(loadPids) };
  };
  const [table] = await db.select({ roundNo: schema.studioTables.roundNo }).from(schema.studioTables).where(eq(schema.studioTables.tableId, GAME));
  const firstRoundNo = (table?.roundNo ?? 0) + 1;
  const lastRoundNo = firstRoundNo + ROUNDS - 1;
  const go: PlayersGo = { type: 'go', firstRoundNo, rounds: ROUNDS, spreadMs: SPREAD_MS };
  for (const w of workers) w.send(go);
  console.log(`players bet on rounds ${firstRoundNo}–${lastRoundNo}`);
  const before = new Map<string, CpuSnapshot>();
  const after = new Map<string, CpuSnapshot>();
  /** CPU over the betting window (round opened → deal published), for the cost of a bet. */
  const betting = new Map<string, { from: CpuSnapshot; to?: CpuSnapshot }>();
  const cycleMs = BETTING_MS + DEALING_MS + RESULT_MS + 10_000;
  /** When each measured round was seen settled in the database (its settle window's end). */
  const settledDone = new Map<string, number>();
  const waitSettled = async (roundId: string): Promise<number> => {
    for (const start = Date.now(); Date.now() - start < 5 * 60_000; ) {
      const [row] = await db.select({ settledAt: schema.studioTableRounds.settledAt }).from(schema.studioTableRounds).where(eq(schema.studioTableRounds.roundId, roundId));
      if (row?.settledAt) return Date.now();
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`round ${roundId} was not settled in 5 minutes`);
  };
  await new Promise<void>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`round ${lastRoundNo} had no result in time`)), (ROUNDS + 2) * cycleMs + 60_000);
    onPhase.add((p) => {
      if (p.roundNo < firstRoundNo || p.roundNo > lastRoundNo) return;
      const take = (save: (s: CpuSnapshot) => void) => void snapshot().then(save, (err: unknown) => console.error('cpu snapshot failed', err));
      if (p.kind === 'round') {
        take((s) => betting.set(p.roundId, { from: s }));
        console.log(`  round ${p.roundNo} open, betting until ${p.closesAt}`);
      }
      if (p.kind === 'deal') {
        take((s) => {
          const bet = betting.get(p.roundId);
          if (bet) bet.to = s;
        });
        // Just before settles_at: the window's CPU starts there.
        setTimeout(() => take((s) => before.set(p.roundId, s)), Math.max(0, Date.parse(p.settlesAt) - Date.now() - 40));
        if (FUNCTION_STATS && functionsBefore === undefined) {
          functionsBefore = null;
          setTimeout(() => void functionStats(db).then((f) => (functionsBefore = f)), Math.max(0, Date.parse(p.settlesAt) - Date.now() - 40));
        }
      }
      if (p.kind === 'result') {
        console.log(`  round ${p.roundNo} result published ${p.at - Date.parse(p.settlesAt)} ms after settles_at`);
        // The result goes out first; the window ends when the round is settled in the database (every player paid).
        void waitSettled(p.roundId).then(
          (at) => {
            settledDone.set(p.roundId, at);
            if (FUNCTION_STATS && functionsBefore && !functionsPrinted) {
              functionsPrinted = true;
              // A backend reports its function times when idle, at most every 10 s: wait for that.
              const from = functionsBefore;
              setTimeout(() => void functionStats(db).then((to) => printFunctionStats(from, to)), 11_000);
            }
            take((s) => after.set(p.roundId, s));
            console.log(`  round ${p.roundNo} settled (every player paid) ${at - Date.parse(p.settlesAt)} ms after settles_at`);
            if (p.roundNo === lastRoundNo) {
              clearTimeout(timeout);
              resolve();
            }
          },
          (err: unknown) => reject(err as Error),
        );
      }
    });
  });
  // The last pushes are on their way: give the sockets a moment.
  await new Promise((r) => setTimeout(r, 2_000));
  const reports = await Promise.all(
    workers.map((w) => {
      const reply = nextMessage<PlayersReport>(w, 'report');
      w.send({ type: 'report' });
      return reply;
    }),
  );
  const records = reports.flatMap((r) => r.rounds);
  const results = phases.filter((p) => p.kind === 'result' && p.roundNo >= firstRoundNo && p.roundNo <= lastRoundNo);
  const statsReply = nextMessage<StatsReply>(server, 'stats');
  server.send({ type: 'stats', windows: results.map((p) => ({ roundId: p.roundId, from: Date.parse(p.settlesAt), to: (settledDone.get(p.roundId) ?? p.at) + 1 })) });
  const stats = (await statsReply).windows;

  // 6. The push reference: the same number of sockets to a bare Fastify WebSocket server in the server process.
  console.log('push reference: hello-world sockets ...');
  await Promise.all(
    workers.map((w) => {
      const reply = nextMessage<HelloReady>(w, 'hello-ready', 300_000);
      w.send({ type: 'hello-connect' });
      return reply;
    }),
  );
  const fanouts: FanoutDone[] = [];
  let fanoutId = 0;
  for (let k = 0; k < FANOUT_REPEATS; k++) {
    for (const kind of ['broadcast', 'personal'] as const) {
      const done = nextMessage<FanoutDone>(server, 'fanout-done');
      server.send({ type: 'fanout', kind, id: ++fanoutId });
      fanouts.push(await done);
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
  const fanoutReports = await Promise.all(
    workers.map((w) => {
      const reply = nextMessage<PlayersReport>(w, 'report');
      w.send({ type: 'report' });
      return reply;
    }),
  );
  const fanoutFigures = (kind: 'broadcast' | 'personal') => {
    const runs = fanouts.filter((f) => f.kind === kind);
    const delays = runs.flatMap((f) => fanoutReports.flatMap((r) => (r.fanout[f.id] ?? []).map((at) => at - f.startedAt)));
    return { ...pct(delays), sockets: runs[0]?.sockets ?? 0, sendLoopMs: round(Math.max(...runs.map((f) => f.loopEndedAt - f.startedAt)), 0), runs: runs.length };
  };
  const pushBroadcast = fanoutFigures('broadcast');
  const pushPersonal = fanoutFigures('personal');

  // 7. Correctness and figures per round.
  const rules = TABLE_RULES.baccarat;
  const roundRows = await db
    .select()
    .from(schema.studioTableRounds)
    .where(
      inArray(
        schema.studioTableRounds.roundId,
        results.map((p) => p.roundId),
      ),
    );
  const figures: RoundFigures[] = [];
  for (const p of results) {
    const settlesAt = Date.parse(p.settlesAt);
    const row = roundRows.find((r) => r.roundId === p.roundId);
    const outcome = row?.outcome as TBaccaratOutcome | undefined;
    const mine = records.filter((r) => r.roundId === p.roundId);
    const accepted = mine.filter((r) => r.betStatus === 200);
    const betErrors: Record<string, number> = {};
    for (const r of mine) if (r.betStatus !== 200) betErrors[String(r.betStatus)] = (betErrors[String(r.betStatus)] ?? 0) + 1;
    const expected = (chips: PlayerRound['chips']) =>
      outcome ? rules.settle(outcome, chips.map((c) => ({ spot: c.spot as TBaccaratSpot, amount: BigInt(c.amount) }))).reduce((s, c) => s + c.payout, 0n) : -1n;
    const bets = await db.select().from(schema.studioTableBets).where(eq(schema.studioTableBets.roundId, p.roundId));
    const byMember = new Map(accepted.map((r) => [String(r.memberId), r]));
    const w = stats.find((s) => s.roundId === p.roundId)!;
    const b = before.get(p.roundId);
    const a = after.get(p.roundId);
    const delta = (k: 'postgres' | 'machine' | 'server' | 'load') => (a?.[k] !== undefined && b?.[k] !== undefined ? round(((a[k] as number) - (b[k] as number)) / 1000, 0) : null);
    const windowMs = a && b ? a.at - b.at : null;
    const bw = betting.get(p.roundId);
    const perBet = (v: number | null) => (v === null ? null : round(v / Math.max(1, accepted.length), 2));
    const betCpu = (k: 'server' | 'load') => (bw?.to?.[k] !== undefined && bw.from[k] !== undefined ? perBet(((bw.to[k] as number) - (bw.from[k] as number)) / 1000) : null);
    const machineCpuMs = delta('machine');
    figures.push({
      roundNo: p.roundNo,
      roundId: p.roundId,
      players: mine.length,
      betsAccepted: accepted.length,
      betErrors,
      betLatency: pct(accepted.map((r) => r.betAnsweredAt - r.betSentAt)),
      betCpuMsPerBet: { server: betCpu('server'), postgres: perBet(backendsMs(bw?.from, bw?.to)), load: betCpu('load') },
      serverWakeMs: w.firstStatementAt === null ? null : w.firstStatementAt - settlesAt,
      lastBetSettledInDbMs: w.lastBetSettledAt === null ? null : w.lastBetSettledAt - settlesAt,
      roundSettledAtMs: row?.settledAt ? row.settledAt.getTime() - settlesAt : null,
      lastSettledPublishMs: w.lastSettledPublishAt === null ? null : w.lastSettledPublishAt - settlesAt,
      resultPublishMs: p.at - settlesAt,
      settledReceipt: pct(accepted.filter((r) => r.settledAt !== null).map((r) => (r.settledAt as number) - settlesAt)),
      resultReceipt: pct(mine.filter((r) => r.resultAt !== null).map((r) => (r.resultAt as number) - settlesAt)),
      missingSettled: accepted.filter((r) => r.settledAt === null).length,
      missingResult: mine.filter((r) => r.resultAt === null).length,
      // One settle call per 200 players of the brand (every player is of the demo brand here).
      expectedCalls: { settle: Math.ceil(accepted.length / PROVIDER_SETTLE_MAX) },
      duplicateSettled: mine.reduce((n, r) => n + Math.max(0, r.settledCount - 1), 0),
      window: {
        ms: windowMs,
        server: w,
        serverCpuMs: delta('server'),
        postgresCpuMs: backendsMs(b, a),
        allPostgresCpuMs: delta('postgres'),
        loadCpuMs: delta('load'),
        machineCpuMs,
        machineBusyPercent: machineCpuMs !== null && windowMs ? round((machineCpuMs / windowMs / cpus().length) * 100, 0) : null,
      },
      correctness: {
        dbBets: bets.length,
        dbSettled: bets.filter((x) => x.status === 'settled').length,
        dbPayoutMismatches: bets.filter((x) => {
          const client = byMember.get(x.playerId);
          return !client || x.payout !== expected(client.chips);
        }).length,
        clientPayoutMismatches: accepted.filter((r) => r.settled === null || BigInt(r.settled.payout) !== expected(r.chips)).length,
        clientStakeMismatches: accepted.filter((r) => r.settled === null || BigInt(r.settled.stake) !== r.chips.reduce((s, c) => s + BigInt(c.amount), 0n)).length,
      },
    });
  }
  const check = await checkLedger(db, { merchantId });

  // 8. Print.
  const allAccepted = records.filter((r) => r.betStatus === 200 && results.some((p) => p.roundId === r.roundId));
  const settlesOf = new Map(results.map((p) => [p.roundId, Date.parse(p.settlesAt)]));
  const pooledSettled = pct(allAccepted.filter((r) => r.settledAt !== null).map((r) => (r.settledAt as number) - settlesOf.get(r.roundId)!));
  const pooledResult = pct(
    records.filter((r) => settlesOf.has(r.roundId) && r.resultAt !== null).map((r) => (r.resultAt as number) - settlesOf.get(r.roundId)!),
  );
  printTable(
    ['round', 'bets', 'settle passes', 'wake', 'last bet in db', 'round settled_at', 'settled p50', 'p95', 'p99', 'max', 'result p50', 'p95', 'p99', 'max'],
    figures.map((f) => [
      String(f.roundNo),
      `${f.betsAccepted}/${f.players}`,
      String(f.window.server.settlePasses),
      ms(f.serverWakeMs),
      ms(f.lastBetSettledInDbMs),
      ms(f.roundSettledAtMs),
      ms(f.settledReceipt.p50),
      ms(f.settledReceipt.p95),
      ms(f.settledReceipt.p99),
      ms(f.settledReceipt.max),
      ms(f.resultReceipt.p50),
      ms(f.resultReceipt.p95),
      ms(f.resultReceipt.p99),
      ms(f.resultReceipt.max),
    ]),
  );
  console.log('ms after settles_at (same machine, one clock)');
  printTable(
    ['round', 'window ms', 'settle calls (expected)', 'win / endRound calls', 'stmts/player', 'server cpu', 'ms/player', 'pg backends cpu', 'ms/player', 'load cpu', 'other cpu', 'machine busy', 'event loop'],
    figures.map((f) => {
      const w = f.window;
      const per = (v: number | null) => (v === null ? '—' : String(round(v / Math.max(1, f.betsAccepted), 1)));
      const other = w.machineCpuMs !== null && w.serverCpuMs !== null && w.postgresCpuMs !== null && w.loadCpuMs !== null ? w.machineCpuMs - w.serverCpuMs - w.postgresCpuMs - w.loadCpuMs : null;
      const otherPg = w.allPostgresCpuMs !== null && w.postgresCpuMs !== null ? w.allPostgresCpuMs - w.postgresCpuMs : null;
      return [
        String(f.roundNo),
        ms(w.ms),
        `${w.server.calls.settle?.count ?? 0} × ${w.server.calls.settle?.meanMs ?? '—'} ms (${f.expectedCalls.settle})`,
        `${w.server.calls.win?.count ?? 0} / ${w.server.calls.endRound?.count ?? 0}`,
        per(w.server.statements),
        `${ms(w.serverCpuMs)} ms`,
        per(w.serverCpuMs),
        `${ms(w.postgresCpuMs)} ms`,
        per(w.postgresCpuMs),
        `${ms(w.loadCpuMs)} ms`,
        `${ms(other)} ms (${ms(otherPg)} pg)`,
        w.machineBusyPercent === null ? '—' : `${w.machineBusyPercent}%`,
        String(w.server.eventLoopUtilization ?? '—'),
      ];
    }),
  );
  console.log(
    "the settle window [settles_at, round settled in the database]: provider calls the studio made (count × mean), CPU of the server process, of this bench's PostgreSQL backends, of the load processes, and of the rest of the machine (other jobs; of which other postgres processes)",
  );
  console.log(`all rounds: settled p50 ${pooledSettled.p50} p95 ${pooledSettled.p95} p99 ${pooledSettled.p99} max ${pooledSettled.max} ms; result p50 ${pooledResult.p50} p95 ${pooledResult.p95} p99 ${pooledResult.p99} max ${pooledResult.max} ms (target: < ${TARGET_MS} ms at p99)`);
  for (const f of figures) {
    const s = f.window.server;
    console.log(
      `  round ${f.roundNo}: bet answer p50 ${f.betLatency.p50} p99 ${f.betLatency.p99} ms, cpu per bet: server ${f.betCpuMsPerBet.server} ms, PostgreSQL ${f.betCpuMsPerBet.postgres} ms; bet errors ${JSON.stringify(f.betErrors)}; last 'settled' published +${ms(f.lastSettledPublishMs)} ms, 'result' +${ms(f.resultPublishMs)} ms; duplicate settled messages ${f.duplicateSettled}, missing settled ${f.missingSettled}, missing result ${f.missingResult}`,
    );
    console.log(`    top statements: ${s.topStatements.map((t) => `${t.count}× ${t.sql.replace(/\s+/g, ' ').slice(0, 48)} (${t.meanMs} ms)`).join(' | ')}`);
    console.log(
      `    check: ${f.correctness.dbSettled}/${f.correctness.dbBets} bets settled in the database, payout ≠ rules: database ${f.correctness.dbPayoutMismatches}, clients ${f.correctness.clientPayoutMismatches}; stake mismatches ${f.correctness.clientStakeMismatches}`,
    );
  }
  printTable(
    ['reference', 'figure', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'send loop ms'],
    [
      [`pgbench TPC-B-like, ${PGBENCH_CLIENTS} clients`, `${pgbenchTps} tps (${pgbenchMachineMicros ?? '—'} machine µs/tx)`, '', '', '', '', ''],
      [`ws push: one message to ${pushBroadcast.sockets} sockets`, `${pushBroadcast.n} receipts`, ms(pushBroadcast.p50), ms(pushBroadcast.p95), ms(pushBroadcast.p99), ms(pushBroadcast.max), ms(pushBroadcast.sendLoopMs)],
      [`ws push: a message of its own to each of ${pushPersonal.sockets}`, `${pushPersonal.n} receipts`, ms(pushPersonal.p50), ms(pushPersonal.p95), ms(pushPersonal.p99), ms(pushPersonal.max), ms(pushPersonal.sendLoopMs)],
    ],
  );
  console.log(`checkLedger(demo brand): ${check.ok ? 'ok' : 'FAILED'} (entries sum ${check.entriesSum}, ${check.mismatches.length} mismatches)`);

  const correct =
    check.ok &&
    figures.every(
      (f) =>
        f.betsAccepted === f.players &&
        f.correctness.dbSettled === f.correctness.dbBets &&
        f.correctness.dbBets === f.betsAccepted &&
        f.correctness.dbPayoutMismatches === 0 &&
        f.correctness.clientPayoutMismatches === 0 &&
        f.correctness.clientStakeMismatches === 0 &&
        f.missingSettled === 0 &&
        f.missingResult === 0,
    );
  console.log(`correctness: ${correct ? 'ok' : 'FAILED'} (every bet accepted and settled, payouts by the rules, every socket got its settled and the result, ledger sound)`);

  const result = {
    date: new Date().toISOString(),
    players: PLAYERS,
    loadProcesses: processes,
    rounds: ROUNDS,
    table: { game: GAME, bettingMs: BETTING_MS, dealingMs: DEALING_MS, resultMs: RESULT_MS, betSpreadMs: SPREAD_MS },
    dbPoolMax: process.env.DB_POOL_MAX ?? '10 (default)',
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, postgres: await serverVersion() },
    targetMs: TARGET_MS,
    connect: { seated, connectMs: connect },
    allRounds: { settledReceipt: pooledSettled, resultReceipt: pooledResult },
    rows: figures,
    reference: {
      pgbench: { clients: PGBENCH_CLIENTS, seconds: PGBENCH_SECONDS, scale: PGBENCH_SCALE, tps: pgbenchTps, machineMicrosPerTx: pgbenchMachineMicros },
      pushBroadcast,
      pushPersonal,
    },
    checkLedger: { ok: check.ok, entriesSum: check.entriesSum.toString(), mismatches: check.mismatches.length },
    correct,
  };
  writeFileSync(join(HERE, 'results.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote ${join('bench', 'tables', 'results.json')}`);
  if (!correct) process.exitCode = 1;
}

await runBench(main, async () => {
  for (const w of workers) if (w.connected) w.disconnect();
  workers = [];
  clearInterval(backendTimer);
  await stopServer();
  await watcher?.end().catch(() => undefined);
  watcher = undefined;
  await database?.close();
  database = undefined;
});

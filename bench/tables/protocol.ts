/**
 * The messages between bench/tables/run.ts (the conductor), its server
 * process (server.ts) and its load processes (players.ts), over the fork IPC
 * channel. Times are wall-clock milliseconds (Date.now()): every process runs
 * on the same machine, so the server's settles_at and a client's receipt
 * time share one clock.
 */

// ------------------------------------------------------------ server process

export interface ServerStart {
  type: 'start';
  databaseUrl: string;
  dbPoolMax?: string | undefined;
  /** BENCH_SERVER_PROFILE: a directory where the server writes a V8 CPU profile of each betting and each settle window. */
  profileDir?: string | undefined;
}

/** The table's phase changes as the server publishes them (round opened, deal, result). */
export interface ServerPhase {
  type: 'phase';
  kind: 'round' | 'deal' | 'result';
  roundId: string;
  roundNo: number;
  closesAt: string;
  settlesAt: string;
  /** When the server published it. */
  at: number;
}

export interface ServerListening {
  type: 'listening';
  port: number;
  /** The WebSocket hello world (the push reference), a bare Fastify in the same process. */
  helloPort: number;
  pid: number;
}

export interface StatsRequest {
  type: 'stats';
  windows: { roundId: string; from: number; to: number }[];
}

/** One provider API call the studio made to the platform (in-process, through app.inject). */
export interface CallSummary {
  count: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** What the server process saw in one round's settle window [settles_at, result published]. */
export interface WindowStats {
  roundId: string;
  /** First statement the server sent after settles_at (the wake-up reading the table). */
  firstStatementAt: number | null;
  /** First and last provider call of the window (win / endRound), start and end. */
  firstCallAt: number | null;
  lastCallEndAt: number | null;
  /** Completion of the last `update studio_table_bets set status = 'settled'` (autocommit: it is in the database then). */
  lastBetSettledAt: number | null;
  betSettledUpdates: number;
  /** How many settle passes read the round's placed bets (1 expected; 2 when the durable tick and the wake-up timer both settled it). */
  settlePasses: number;
  /** The studio's own 'settled' publishes: count, first and last. */
  settledPublishes: number;
  firstSettledPublishAt: number | null;
  lastSettledPublishAt: number | null;
  resultPublishAt: number | null;
  calls: Record<string, CallSummary>;
  /** Statements sent to PostgreSQL in the window (every pg.Client#query, BEGIN/COMMIT included). */
  statements: number;
  /** The most frequent statements of the window (first 60 characters), with their count and mean time. */
  topStatements: { sql: string; count: number; meanMs: number }[];
  /** The server process's CPU in the window (sampled every 50 ms), ms, and its event-loop utilization. */
  serverCpuMs: number | null;
  eventLoopUtilization: number | null;
}

export interface StatsReply {
  type: 'stats';
  windows: WindowStats[];
}

export interface FanoutRequest {
  type: 'fanout';
  /** 'broadcast': one table message to every socket (as `result`); 'personal': one message of its own to each socket (as `settled`). */
  kind: 'broadcast' | 'personal';
  id: number;
}

export interface FanoutDone {
  type: 'fanout-done';
  id: number;
  kind: 'broadcast' | 'personal';
  sockets: number;
  startedAt: number;
  /** When the send loop returned (the bytes are in the kernel's buffers or queued in ws). */
  loopEndedAt: number;
}

// ------------------------------------------------------------ load processes

export interface BenchPlayer {
  /** Index across the run (for the X-Forwarded-For address). */
  index: number;
  memberId: number;
  token: string;
}

export interface PlayersConnect {
  type: 'connect';
  port: number;
  helloPort: number;
  game: string;
  players: BenchPlayer[];
}

export interface PlayersGo {
  type: 'go';
  /** Bet on the rounds with these numbers. */
  firstRoundNo: number;
  rounds: number;
  /** Each player bets at a random moment in [0, spreadMs] after the round opened. */
  spreadMs: number;
}

export interface PlayersReady {
  type: 'ready';
  sockets: number;
  failed: number;
  firstErrors: string[];
  /** Connect + hello + welcome, ms per socket. */
  connectMs: number[];
}

export interface HelloReady {
  type: 'hello-ready';
  sockets: number;
}

/** One player's view of one round. */
export interface PlayerRound {
  memberId: number;
  roundId: string;
  roundNo: number;
  settlesAt: number;
  chips: { spot: string; amount: string }[];
  betStatus: number;
  betError?: string | undefined;
  /** Bet POST: sent, answered. */
  betSentAt: number;
  betAnsweredAt: number;
  /** Receipt of the round's `deal` and `result` (table channel) and of the player's own `settled`. */
  dealAt: number | null;
  resultAt: number | null;
  settledAt: number | null;
  /** How many `settled` messages this socket got for the round (1 expected). */
  settledCount: number;
  settled: { stake: string; payout: string; balance?: string } | null;
}

export interface PlayersReport {
  type: 'report';
  rounds: PlayerRound[];
  /** Sockets closed by the server during the run. */
  closed: number;
  /** Per fanout id: each socket's receipt time. */
  fanout: Record<number, number[]>;
}

/**
 * A load process of bench/tables (forked by run.ts): its share of the seated
 * players, each with its own WebSocket to /studio/baccarat/api/ws and its own
 * address (X-Forwarded-For, the server trusts 127.0.0.1 as its proxy). Each
 * socket says hello with its game token; once told to go, each player bets on
 * the rounds named (one POST /studio/baccarat/api/bet of random chips at a
 * random moment of the betting window) and records, with Date.now() on
 * arrival, the round's `deal` and `result` and its own `settled`.
 */
import http from 'node:http';
import WebSocket from 'ws';
import type { BenchPlayer, PlayerRound, PlayersConnect, PlayersGo, PlayersReady, PlayersReport, HelloReady } from './protocol';

const SPOTS = ['banker', 'player', 'tie', 'player-pair', 'banker-pair'] as const;
/** Most players back Banker or Player; some add a side bet. */
const SPOT_WEIGHTS = [0.4, 0.35, 0.1, 0.075, 0.075];
/** The studio's chip values, all inside the default limits (10 – 100,000 minor units a spot). */
const CHIPS = [10, 50, 100, 500, 1_000, 5_000, 10_000, 50_000];
const CONNECT_CONCURRENCY = 20;

interface Seat {
  player: BenchPlayer;
  socket: WebSocket;
  rounds: Map<string, PlayerRound>;
}

let setup: PlayersConnect | undefined;
let go: PlayersGo | undefined;
const seats: Seat[] = [];
let closed = 0;
const fanout: Record<number, number[]> = {};
const helloSockets: WebSocket[] = [];
let agent: http.Agent | undefined;

function pickSpot(): (typeof SPOTS)[number] {
  let r = Math.random();
  for (let i = 0; i < SPOTS.length; i++) {
    r -= SPOT_WEIGHTS[i] as number;
    if (r <= 0) return SPOTS[i] as (typeof SPOTS)[number];
  }
  return 'banker';
}

/** One to three distinct spots, one chip value each. */
function randomChips(): { spot: string; amount: string }[] {
  const n = 1 + Math.floor(Math.random() * 3);
  const spots = new Set<string>();
  while (spots.size < n) spots.add(pickSpot());
  return [...spots].map((spot) => ({ spot, amount: String(CHIPS[Math.floor(Math.random() * CHIPS.length)]) }));
}

const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

function post(path: string, player: BenchPlayer, body: unknown): Promise<{ status: number; text: string }> {
  const raw = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: setup!.port,
        method: 'POST',
        path,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(raw), 'x-forwarded-for': addressOf(player.index) },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(parts).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(raw);
  });
}

async function placeBet(seat: Seat, record: PlayerRound, closesAt: number): Promise<void> {
  const delay = Math.min(Math.random() * go!.spreadMs, Math.max(0, closesAt - 1_500 - Date.now()));
  await new Promise((r) => setTimeout(r, delay));
  record.betSentAt = Date.now();
  try {
    const res = await post(`/studio/${setup!.game}/api/bet`, seat.player, {
      mode: 'real',
      token: seat.player.token,
      roundId: record.roundId,
      clientBetId: `bench-${seat.player.memberId}-${record.roundNo}`,
      chips: record.chips,
    });
    record.betStatus = res.status;
    if (res.status !== 200) record.betError = res.text.slice(0, 200);
  } catch (err) {
    record.betStatus = 0;
    record.betError = (err as Error).message;
  }
  record.betAnsweredAt = Date.now();
}

interface TableMessage {
  type?: string;
  roundId?: string;
  stake?: string;
  payout?: string;
  balance?: string;
  round?: { roundId: string; roundNo: number; phase: string; closesAt: string; settlesAt: string };
}

function onMessage(seat: Seat, raw: string, at: number): void {
  const m = JSON.parse(raw) as TableMessage;
  switch (m.type) {
    case 'round': {
      const r = m.round;
      if (!go || !r || r.phase !== 'betting' || r.roundNo < go.firstRoundNo || r.roundNo >= go.firstRoundNo + go.rounds) return;
      const record: PlayerRound = {
        memberId: seat.player.memberId,
        roundId: r.roundId,
        roundNo: r.roundNo,
        settlesAt: Date.parse(r.settlesAt),
        chips: randomChips(),
        betStatus: -1,
        betSentAt: 0,
        betAnsweredAt: 0,
        dealAt: null,
        resultAt: null,
        settledAt: null,
        settledCount: 0,
        settled: null,
      };
      seat.rounds.set(r.roundId, record);
      void placeBet(seat, record, Date.parse(r.closesAt));
      return;
    }
    case 'deal': {
      const record = m.round && seat.rounds.get(m.round.roundId);
      if (record) record.dealAt ??= at;
      return;
    }
    case 'result': {
      const record = m.round && seat.rounds.get(m.round.roundId);
      if (record) record.resultAt ??= at;
      return;
    }
    case 'settled': {
      const record = m.roundId ? seat.rounds.get(m.roundId) : undefined;
      if (!record) return;
      record.settledCount++;
      if (record.settledAt === null) {
        record.settledAt = at;
        record.settled = { stake: m.stake ?? '', payout: m.payout ?? '', ...(m.balance === undefined ? {} : { balance: m.balance }) };
      }
      return;
    }
    default:
  }
}

/** Opens one socket, says hello, resolves on the server's welcome. */
function seatPlayer(player: BenchPlayer): Promise<Seat> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${setup!.port}/studio/${setup!.game}/api/ws`, {
      perMessageDeflate: false,
      headers: { 'x-forwarded-for': addressOf(player.index) },
    });
    const seat: Seat = { player, socket, rounds: new Map() };
    let welcomed = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'hello', mode: 'real', token: player.token })));
    socket.on('message', (data: WebSocket.RawData) => {
      const at = Date.now();
      const raw = data.toString();
      if (!welcomed) {
        if (raw.includes('"type":"welcome"')) {
          welcomed = true;
          resolve(seat);
        }
        return;
      }
      onMessage(seat, raw, at);
    });
    socket.on('close', (code) => {
      if (!welcomed) reject(new Error(`socket closed before welcome (${code})`));
      else closed++;
    });
    socket.on('error', (err) => {
      if (!welcomed) reject(err);
    });
  });
}

async function connectAll(msg: PlayersConnect): Promise<PlayersReady> {
  setup = msg;
  agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const connectMs: number[] = [];
  const firstErrors: string[] = [];
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < msg.players.length) {
      const player = msg.players[next++] as BenchPlayer;
      const started = performance.now();
      try {
        seats.push(await seatPlayer(player));
        connectMs.push(performance.now() - started);
      } catch (err) {
        failed++;
        if (firstErrors.length < 3) firstErrors.push((err as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
  return { type: 'ready', sockets: seats.length, failed, firstErrors, connectMs };
}

/** The push reference: one socket per player to the hello world. */
async function connectHello(): Promise<HelloReady> {
  let next = 0;
  const worker = async () => {
    while (next < seats.length) {
      next++;
      const socket = new WebSocket(`ws://127.0.0.1:${setup!.helloPort}/hello/ws`, { perMessageDeflate: false });
      await new Promise<void>((resolve, reject) => {
        let welcomed = false;
        socket.on('message', (data: WebSocket.RawData) => {
          const at = Date.now();
          if (!welcomed) {
            welcomed = true;
            resolve();
            return;
          }
          const m = JSON.parse(data.toString()) as { fanout?: number };
          if (typeof m.fanout === 'number') (fanout[m.fanout] ??= []).push(at);
        });
        socket.on('error', reject);
      });
      helloSockets.push(socket);
    }
  };
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
  return { type: 'hello-ready', sockets: helloSockets.length };
}

process.on('message', (msg: PlayersConnect | PlayersGo | { type: 'report' } | { type: 'hello-connect' }) => {
  if (msg.type === 'connect') void connectAll(msg).then((r) => process.send?.(r));
  else if (msg.type === 'go') go = msg;
  else if (msg.type === 'hello-connect') {
    connectHello().then(
      (r) => process.send?.(r),
      (err: unknown) => {
        console.error('hello sockets:', err);
        process.send?.({ type: 'hello-ready', sockets: helloSockets.length } satisfies HelloReady);
      },
    );
  } else if (msg.type === 'report') {
    const report: PlayersReport = { type: 'report', rounds: seats.flatMap((s) => [...s.rounds.values()]), closed, fanout };
    process.send?.(report);
  }
});
process.on('disconnect', () => {
  for (const s of seats) s.socket.terminate();
  for (const s of helloSockets) s.terminate();
  process.exit(0);
});

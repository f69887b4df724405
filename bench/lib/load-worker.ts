/**
 * A load-generator process (child_process.fork from a bench): runs closed
 * loops of signed provider-API rounds against the app over keep-alive HTTP,
 * so that the generator's CPU never counts as the server's. The parent sends
 * one `run` message and gets back latencies and counts.
 */
import http from 'node:http';
import { signProviderBody } from '../../apps/server/src/modules/provider/provider.signature';

export interface LoadPlayer {
  id: number;
  token: string;
}

export interface LoadRun {
  type: 'run';
  port: number;
  vassalage: string;
  secret: string;
  players: LoadPlayer[];
  stake: number;
  warmupMs: number;
  seconds: number;
  /** Starts measuring at this wall-clock time (ms since epoch), so every worker measures the same window. */
  startAt: number;
  tag: string;
  /** `hello`: the same two signed POSTs a round makes, to a Fastify hello-world route (the HTTP reference). */
  mode?: 'rounds' | 'hello';
  /**
   * Rounds per second this process offers (its players share them evenly),
   * or none: closed loops as fast as answers come. Paced rounds start on a
   * schedule and their latency counts from the scheduled start, so a round
   * that waited for a late one counts its wait (no coordinated omission).
   */
  ratePerSecond?: number;
}

export interface LoadResult {
  type: 'result';
  latencies: number[];
  errors: number;
  firstErrors: string[];
}

function call(agent: http.Agent, run: LoadRun, name: string, body: unknown): Promise<number> {
  const raw = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: run.port,
        method: 'POST',
        path: run.mode === 'hello' ? `/hello/${name}` : `/wps/provider/${run.vassalage}/${name}`,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(raw), 'x-signature': signProviderBody(raw, run.secret) },
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

async function execute(run: LoadRun): Promise<LoadResult> {
  const clients = run.players.length;
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients, maxFreeSockets: clients });
  const latencies: number[] = [];
  const firstErrors: string[] = [];
  let errors = 0;
  let seq = 0;
  const measureFrom = run.startAt + run.warmupMs;
  const until = measureFrom + run.seconds * 1000;
  const round = async (player: LoadPlayer) => {
    const roundId = `${run.tag}-${player.id}-${seq++}`;
    const playerId = String(player.id);
    const bet = await call(agent, run, 'bet', { token: player.token, playerId, transactionId: `${roundId}-b`, roundId, amount: String(run.stake) });
    if (bet !== 200) throw new Error(`bet answered ${bet}`);
    // Half the rounds lose (a zero win only closes the round), half pay up to twice the stake.
    const win = Math.random() < 0.5 ? 0 : Math.floor(Math.random() * 2 * run.stake);
    const paid = await call(agent, run, 'win', { playerId, transactionId: `${roundId}-w`, roundId, amount: String(win), endRound: true });
    if (paid !== 200) throw new Error(`win answered ${paid}`);
  };
  await new Promise((r) => setTimeout(r, Math.max(0, run.startAt - Date.now())));
  // Paced: each player one round every `interval` ms, the players' schedules spread over the interval.
  const interval = run.ratePerSecond ? (clients * 1000) / run.ratePerSecond : 0;
  const origin = performance.now();
  await Promise.all(
    run.players.map(async (player, i) => {
      let scheduled = origin + (interval * i) / Math.max(1, clients);
      while (Date.now() < until) {
        if (interval > 0) {
          const wait = scheduled - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        }
        const started = interval > 0 ? scheduled : performance.now();
        scheduled += interval;
        const measured = Date.now() >= measureFrom;
        try {
          await round(player);
          if (measured && Date.now() <= until) latencies.push(performance.now() - started);
        } catch (err) {
          if (measured) errors++;
          if (firstErrors.length < 3) firstErrors.push((err as Error).message);
        }
      }
    }),
  );
  agent.destroy();
  return { type: 'result', latencies, errors, firstErrors };
}

process.on('message', (message: LoadRun) => {
  if (message.type !== 'run') return;
  void execute(message).then((result) => {
    process.send?.(result);
  });
});
process.on('disconnect', () => process.exit(0));

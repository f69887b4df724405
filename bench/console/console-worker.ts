/**
 * A load-generator process for bench/console (child_process.fork): closed
 * loops of the console's GET calls with a staff token over keep-alive HTTP,
 * so the generator's CPU never counts as the server's. A `cursor` request
 * first reads a page and measures only the page after it (the keyset step).
 */
import http from 'node:http';

export interface ConsoleRequest {
  kind: string;
  path: string;
  /** Measure the page after this one (the path gets `&before=<next>` from the first answer). */
  cursor?: boolean;
}

export interface ConsoleRun {
  type: 'run';
  port: number;
  token: string;
  requests: ConsoleRequest[];
  concurrency: number;
  seconds: number;
  warmupMs: number;
}

export interface ConsoleResult {
  type: 'result';
  latencies: Record<string, number[]>;
  errors: number;
  firstErrors: string[];
}

function get(agent: http.Agent, run: ConsoleRun, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: run.port, method: 'GET', path, agent, headers: { authorization: `Bearer ${run.token}`, host: 'localhost' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

process.on('message', async (message: ConsoleRun) => {
  if (message.type !== 'run') return;
  const agent = new http.Agent({ keepAlive: true, maxSockets: message.concurrency });
  const latencies: Record<string, number[]> = {};
  const firstErrors: string[] = [];
  let errors = 0;
  const measureFrom = Date.now() + message.warmupMs;
  const until = measureFrom + message.seconds * 1000;
  let next = 0;
  const loop = async () => {
    while (Date.now() < until) {
      const request = message.requests[next++ % message.requests.length]!;
      let path = request.path;
      if (request.cursor) {
        const first = await get(agent, message, path);
        const cursor = (JSON.parse(first.body) as { value?: { next?: unknown } }).value?.next;
        if (cursor === null || cursor === undefined) continue;
        path = `${path}&before=${encodeURIComponent(String(cursor))}`;
      }
      const started = performance.now();
      try {
        const res = await get(agent, message, path);
        const took = performance.now() - started;
        if (res.status !== 200) {
          errors++;
          if (firstErrors.length < 5) firstErrors.push(`${request.kind} ${res.status} ${res.body.slice(0, 200)}`);
        } else if (Date.now() >= measureFrom) {
          (latencies[request.kind] ??= []).push(took);
        }
      } catch (err) {
        errors++;
        if (firstErrors.length < 5) firstErrors.push(`${request.kind} ${String(err)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: message.concurrency }, loop));
  agent.destroy();
  // Exit once the result has left (a large message is written in several pieces).
  process.send?.({ type: 'result', latencies, errors, firstErrors } satisfies ConsoleResult, undefined, {}, () => process.exit(0));
});

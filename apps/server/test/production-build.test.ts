import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/build';

const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = `.build-test-${process.pid}`;
afterAll(() => rmSync(join(SERVER_ROOT, OUT), { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/**
 * The Node.js binaries the bundle must run on: this one (the machine's Node
 * 20), and the current LTS when NODE_LTS_BIN names it (.ci/run fetches it
 * from the npm registry).
 */
const NODES = [process.execPath, ...(process.env.NODE_LTS_BIN ? [process.env.NODE_LTS_BIN] : [])];

describe('the production build', () => {
  it(`compiles the server to plain JavaScript that node runs: migrates, seeds and answers (on ${NODES.length} Node.js version(s))`, async () => {
    await buildServer(OUT);
    for (const node of NODES) await smoke(node);
  }, 120_000);
});

async function smoke(node: string): Promise<void> {
  {
    const port = await freePort();
    // No tsx: plain node on the bundle, an in-memory embedded database.
    const child = spawn(node, ['--enable-source-maps', join(SERVER_ROOT, OUT, 'main.js')], {
      env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
    try {
      let status = 0;
      for (let i = 0; i < 120 && status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 250));
        status = await fetch(`http://127.0.0.1:${port}/wps/system/status`).then((r) => r.status, () => 0);
      }
      expect(status, `${node}: ${output.join('')}`).toBe(200);
      // The seeded demo staff can log in: migrations, seed, argon2 and the contracts all came along.
      const login = await fetch(`http://127.0.0.1:${port}/wps/staff/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'finance01', password: 'Finance@123' }),
      });
      expect(login.status, node).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
}

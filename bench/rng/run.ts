/**
 * The studio's randomness through dieharder's battery (issue 11 item 4).
 *
 *   npx tsx bench/rng/run.ts [crypto|fair] [-- dieharder options]   (default: crypto, the whole battery: -a)
 *
 * - crypto: the raw output of Node's CSPRNG (crypto.randomBytes), which
 *   studio/rng.ts (`cryptoRng`) and the server seeds of studio/fair draw from;
 * - fair: the bytes the originals' outcomes are made of (studio/fair): HMAC-SHA256
 *   of one server seed over "<client seed>:<nonce>:<cursor>", nonce after nonce.
 *
 * The bytes are streamed to `dieharder -g 200` (raw input on stdin). Needs
 * Debian's dieharder (apt install dieharder). Prints each test's line and a
 * summary of PASSED / WEAK / FAILED; bench/rng/README.md keeps the figures.
 */
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';

const [, , source = 'crypto', ...rest] = process.argv;
const extra = rest[0] === '--' ? rest.slice(1) : rest;
if (source !== 'crypto' && source !== 'fair') {
  console.error('usage: npx tsx bench/rng/run.ts [crypto|fair] [-- dieharder options]');
  process.exit(2);
}

const CHUNK = 1 << 20;
const serverSeed = randomBytes(32).toString('hex');
const clientSeed = 'bench-client-seed';
let nonce = 0;

/** The next megabyte of the chosen source. */
function next(): Buffer {
  if (source === 'crypto') return randomBytes(CHUNK);
  const out = Buffer.allocUnsafe(CHUNK);
  for (let at = 0; at < CHUNK; at += 32, nonce++) {
    // One HMAC per nonce (cursor 0): 8 floats' worth of bytes, as a round of an original reads them.
    createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest().copy(out, at);
  }
  return out;
}

const args = ['-g', '200', ...(extra.length > 0 ? extra : ['-a'])];
console.log(`dieharder ${args.join(' ')} on the ${source} stream${source === 'fair' ? ` (server seed ${serverSeed.slice(0, 12)}…)` : ''}`);
const started = Date.now();
const child = spawn('dieharder', args, { stdio: ['pipe', 'pipe', 'inherit'] });
let bytes = 0;
let done = false;
const pump = () => {
  while (!done) {
    const chunk = next();
    bytes += chunk.length;
    if (!child.stdin.write(chunk)) {
      child.stdin.once('drain', pump);
      return;
    }
  }
};
child.stdin.on('error', () => {
  done = true; // dieharder closes its input when it has read enough.
});
pump();

const tally = { PASSED: 0, WEAK: 0, FAILED: 0 };
let pending = '';
child.stdout.on('data', (d: Buffer) => {
  pending += d.toString();
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    const verdict = /\|\s*(PASSED|WEAK|FAILED)\s*$/.exec(line)?.[1] as keyof typeof tally | undefined;
    if (verdict) tally[verdict]++;
    if (verdict || /test_name|^#/.test(line)) console.log(line);
  }
});
child.on('exit', (code) => {
  done = true;
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\n${source}: ${tally.PASSED} passed, ${tally.WEAK} weak, ${tally.FAILED} failed; ${(bytes / 2 ** 30).toFixed(1)} GiB in ${minutes} min (dieharder exit ${code})`);
  process.exitCode = tally.FAILED > 0 ? 1 : code ?? 1;
});

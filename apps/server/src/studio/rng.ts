/**
 * The one server-side source of randomness for studio games.
 *
 * Two halves, kept apart on purpose:
 * - `cryptoRng` is what real rounds use: Node's CSPRNG through `crypto.randomInt`, which
 *   draws by rejection sampling and so has no modulo bias.
 * - `createSeededRng` is a deterministic xoshiro128** generator for the RTP simulator and
 *   tests only (reproducible runs with --seed). It is predictable by design and must never
 *   decide a real-money outcome.
 */
import { randomBytes, randomInt } from 'node:crypto';

/** Uniform integers in [0, maxExclusive). */
export interface RandomSource {
  int(maxExclusive: number): number;
}

/** crypto.randomInt refuses ranges of 2^48 or more. */
export const CRYPTO_MAX_RANGE = 2 ** 48 - 1;
/** The seeded generator draws 32-bit words, so its ranges stop at 2^32. */
export const SEEDED_MAX_RANGE = 2 ** 32;

function checkRange(maxExclusive: number, limit: number): void {
  if (!Number.isSafeInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > limit) {
    throw new RangeError(`range must be an integer in [1, ${limit}], got ${maxExclusive}`);
  }
}

/** Real-money outcomes: Node's CSPRNG, unbiased. */
export const cryptoRng: RandomSource = {
  int(maxExclusive: number): number {
    checkRange(maxExclusive, CRYPTO_MAX_RANGE);
    return randomInt(maxExclusive);
  },
};

/**
 * Maps 32-bit words to [0, n) without modulo bias: words at or above the largest multiple
 * of n below 2^32 are thrown away and redrawn.
 */
export function uniformFromUint32(nextUint32: () => number, maxExclusive: number): number {
  checkRange(maxExclusive, SEEDED_MAX_RANGE);
  const limit = SEEDED_MAX_RANGE - (SEEDED_MAX_RANGE % maxExclusive);
  for (;;) {
    const word = nextUint32();
    if (word < limit) return word % maxExclusive;
  }
}

export interface SeededRng extends RandomSource {
  /** The next raw 32-bit word (exposed for the bias tests). */
  nextUint32(): number;
}

/** SplitMix32 spreads a short seed over the 128-bit state so nearby seeds give unrelated streams. */
function seedState(seed: string | number): Uint32Array {
  let h = 0x9e3779b9;
  const text = String(seed);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x85ebca6b) >>> 0;
  const state = new Uint32Array(4);
  for (let i = 0; i < 4; i++) {
    h = (h + 0x9e3779b9) >>> 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad) >>> 0;
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97) >>> 0;
    state[i] = (z ^ (z >>> 15)) >>> 0;
  }
  // xoshiro must not start from the all-zero state.
  if ((state[0]! | state[1]! | state[2]! | state[3]!) === 0) state[0] = 1;
  return state;
}

/** Deterministic xoshiro128** — simulator and tests only, never real rounds. */
export function createSeededRng(seed: string | number): SeededRng {
  const s = seedState(seed);
  let s0 = s[0]!;
  let s1 = s[1]!;
  let s2 = s[2]!;
  let s3 = s[3]!;
  const nextUint32 = (): number => {
    const x = Math.imul(s1, 5);
    const result = Math.imul((x << 7) | (x >>> 25), 9) >>> 0;
    const t = (s1 << 9) >>> 0;
    s2 = (s2 ^ s0) >>> 0;
    s3 = (s3 ^ s1) >>> 0;
    s1 = (s1 ^ s2) >>> 0;
    s0 = (s0 ^ s3) >>> 0;
    s2 = (s2 ^ t) >>> 0;
    s3 = ((s3 << 11) | (s3 >>> 21)) >>> 0;
    return result;
  };
  return {
    nextUint32,
    int: (maxExclusive: number) => uniformFromUint32(nextUint32, maxExclusive),
  };
}

/** A provably fair server seed (the originals, @wps/fair): 32 bytes of Node's CSPRNG, hex. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/**
 * Uniform bigints in [0, maxExclusive) from Node's CSPRNG, for ranges past
 * crypto.randomInt's 2^48 (a red-envelope rain's budget): whole random bytes,
 * the excess bits masked off, draws at or above the bound thrown away.
 */
export function cryptoBigInt(maxExclusive: bigint): bigint {
  if (maxExclusive < 1n) throw new RangeError(`range must be at least 1, got ${maxExclusive}`);
  if (maxExclusive <= BigInt(CRYPTO_MAX_RANGE)) return BigInt(randomInt(Number(maxExclusive)));
  const bits = (maxExclusive - 1n).toString(2).length;
  const bytes = Math.ceil(bits / 8);
  const mask = (1n << BigInt(bits)) - 1n;
  for (;;) {
    const draw = BigInt(`0x${randomBytes(bytes).toString('hex')}`) & mask;
    if (draw < maxExclusive) return draw;
  }
}

import type { THumanChallenge, THumanVerification } from '../account/account.schemas';

/**
 * ALTCHA-style proof of work for the human-verification fields (SPEC.md §3,
 * issue 3 §4). The server signs a challenge; the browser searches `number`
 * such that hex(SHA-256(salt + number)) = challenge; the server checks the
 * signature, the expiry in the salt and the hash.
 *
 * Single use is NOT enforced here: the server must record `challengeId()` of
 * every accepted payload (until `challengeExpiresAt()`) and refuse repeats.
 *
 * Only `globalThis.crypto.subtle`: runs in the browser and in Node 20.
 */

export const HUMAN_CHALLENGE_DEFAULT_MAX_NUMBER = 50_000;
export const HUMAN_CHALLENGE_DEFAULT_EXPIRES_MS = 10 * 60_000;

const encoder = new TextEncoder();
const HEX_RE = /^[0-9a-f]*$/;

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** Lower-case even-length hex to bytes; null for anything else. */
function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length % 2 !== 0 || !HEX_RE.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text))));
}

type HmacKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;
// The server signs and verifies with one long-lived secret: import it once.
const hmacKeys = new Map<string, Promise<HmacKey>>();

function hmacKey(secret: string): Promise<HmacKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = globalThis.crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    if (hmacKeys.size > 8) hmacKeys.clear();
    hmacKeys.set(secret, key);
  }
  return key;
}

/** Uniform integer in [0, max] from the CSPRNG (rejection sampling, no modulo bias). */
function randomInt(max: number): number {
  const range = max + 1;
  const limit = Math.floor(0x1_0000_0000 / range) * range;
  const buf = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buf);
    if (buf[0]! < limit) return buf[0]! % range;
  }
}

/** The expiry (ms since epoch) carried in a salt `…?expires=<unix seconds>`, or null if absent or malformed. */
export function saltExpiresAt(salt: string): number | null {
  const q = salt.indexOf('?');
  if (q < 0) return null;
  const expires = new URLSearchParams(salt.slice(q + 1)).get('expires');
  if (!expires || !/^\d{1,12}$/.test(expires)) return null;
  return Number(expires) * 1000;
}

/** Issues a signed challenge (server side). `hmacKey` is the server's secret. */
export async function createHumanChallenge(
  hmacKeySecret: string,
  opts: { maxNumber?: number; expiresInMs?: number; now?: number } = {},
): Promise<THumanChallenge> {
  const maxnumber = opts.maxNumber ?? HUMAN_CHALLENGE_DEFAULT_MAX_NUMBER;
  if (!Number.isInteger(maxnumber) || maxnumber < 1 || maxnumber > 0xffff_fffe) throw new RangeError('maxNumber');
  const now = opts.now ?? Date.now();
  const expires = Math.floor((now + (opts.expiresInMs ?? HUMAN_CHALLENGE_DEFAULT_EXPIRES_MS)) / 1000);
  const salt = `${toHex(globalThis.crypto.getRandomValues(new Uint8Array(12)))}?expires=${expires}`;
  const number = randomInt(maxnumber);
  const challenge = await sha256Hex(salt + number);
  const signature = toHex(
    new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', await hmacKey(hmacKeySecret), encoder.encode(challenge))),
  );
  return { algorithm: 'SHA-256', challenge, salt, maxnumber, signature };
}

/**
 * Checks a solved challenge (server side): our signature (compared in constant
 * time by WebCrypto's HMAC verify), not expired, and SHA-256(salt + number) =
 * challenge. Because the challenge is signed and derived from the salt, an
 * altered salt (e.g. a later expiry) fails the hash check.
 */
export async function verifyHumanSolution(
  payload: THumanVerification,
  hmacKeySecret: string,
  opts: { now?: number } = {},
): Promise<boolean> {
  if (payload.algorithm !== 'SHA-256') return false;
  if (!Number.isSafeInteger(payload.number) || payload.number < 0) return false;
  const signature = fromHex(payload.signature);
  if (!signature || signature.length !== 32 || !/^[0-9a-f]{64}$/.test(payload.challenge)) return false;
  const expiresAt = saltExpiresAt(payload.salt);
  if (expiresAt === null || expiresAt <= (opts.now ?? Date.now())) return false;
  const signed = await globalThis.crypto.subtle.verify(
    'HMAC',
    await hmacKey(hmacKeySecret),
    signature,
    encoder.encode(payload.challenge),
  );
  if (!signed) return false;
  return (await sha256Hex(payload.salt + payload.number)) === payload.challenge;
}

/** What the server records to refuse a second use of the same solved challenge. */
export function challengeId(payload: Pick<THumanVerification, 'challenge'>): string {
  return payload.challenge.toLowerCase();
}

/** Until when the server must remember `challengeId` (after that the expiry check refuses it anyway). */
export function challengeExpiresAt(payload: Pick<THumanVerification, 'salt'>): number | null {
  return saltExpiresAt(payload.salt);
}

const BATCH = 50;
const YIELD_EVERY = 1000;

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Solves a challenge (browser side): tries 0..maxnumber, hashing a small
 * batch concurrently and yielding to the event loop about every 1000 tries so
 * the page stays responsive. Resolves null when aborted or not solvable.
 */
export async function solveHumanChallenge(
  challenge: THumanChallenge,
  opts: { signal?: AbortSignal } = {},
): Promise<THumanVerification | null> {
  const target = fromHex(challenge.challenge.toLowerCase());
  if (!target || target.length !== 32 || challenge.algorithm !== 'SHA-256') return null;
  const subtle = globalThis.crypto.subtle;
  let sinceYield = 0;
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    if (opts.signal?.aborted) return null;
    const end = Math.min(start + BATCH - 1, challenge.maxnumber);
    const digests = await Promise.all(
      Array.from({ length: end - start + 1 }, (_, i) => subtle.digest('SHA-256', encoder.encode(challenge.salt + (start + i)))),
    );
    for (let i = 0; i < digests.length; i++) {
      const digest = new Uint8Array(digests[i]!);
      let same = true;
      for (let j = 0; j < 32; j++) {
        if (digest[j] !== target[j]) {
          same = false;
          break;
        }
      }
      if (same) {
        return {
          algorithm: 'SHA-256',
          challenge: challenge.challenge,
          salt: challenge.salt,
          number: start + i,
          signature: challenge.signature,
        };
      }
    }
    sinceYield += digests.length;
    if (sinceYield >= YIELD_EVERY) {
      sinceYield = 0;
      await yieldToEventLoop();
    }
  }
  return null;
}

/**
 * Seeds to floats: the construction the largest crypto casinos publish, so
 * any player can check a round with their own tools.
 *
 * A round's randomness is HMAC-SHA256(key = server seed, message =
 * `${clientSeed}:${nonce}:${cursor}`) for cursor = 0, 1, 2, …; every 4 bytes
 * make one float in [0, 1): b0/256 + b1/256² + b2/256³ + b3/256⁴ (8 floats a
 * cursor). The nonce counts the player's rounds under one server seed. Before
 * play the player sees SHA-256(server seed); the server seed is revealed when
 * the player rotates it.
 *
 * Synchronous and free of Node's crypto (@noble/hashes), so the browser's
 * verifier runs this same code.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** What the player sees before play: SHA-256 of the server seed (its UTF-8 text), hex. */
export const hashServerSeed = (serverSeed: string): string => bytesToHex(sha256(utf8ToBytes(serverSeed)));

export const hmacSha256Hex = (key: string, message: string): string => bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));

export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

export const MAX_FLOATS = 1024;

/** `count` floats in [0, 1) for one round. */
export function fairFloats({ serverSeed, clientSeed, nonce }: FairInput, count: number): number[] {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError(`nonce must be a non-negative integer, got ${nonce}`);
  if (!Number.isInteger(count) || count < 1 || count > MAX_FLOATS) throw new RangeError(`count must be 1..${MAX_FLOATS}, got ${count}`);
  const key = utf8ToBytes(serverSeed);
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const bytes = hmac(sha256, key, utf8ToBytes(`${clientSeed}:${nonce}:${cursor}`));
    for (let i = 0; i + 4 <= bytes.length && out.length < count; i += 4) {
      out.push(bytes[i]! / 256 + bytes[i + 1]! / 256 ** 2 + bytes[i + 2]! / 256 ** 3 + bytes[i + 3]! / 256 ** 4);
    }
  }
  return out;
}

/**
 * `picks` distinct positions of 0..size-1, in the order drawn: each float
 * picks among the positions still left (a Fisher–Yates draw), so every subset
 * and order is equally likely.
 */
export function drawDistinct(input: FairInput, picks: number, size: number): number[] {
  if (!Number.isInteger(size) || size < 1 || size > MAX_FLOATS) throw new RangeError(`size must be 1..${MAX_FLOATS}, got ${size}`);
  if (!Number.isInteger(picks) || picks < 1 || picks > size) throw new RangeError(`picks must be 1..${size}, got ${picks}`);
  const left = Array.from({ length: size }, (_, i) => i);
  return fairFloats(input, picks).map((f) => left.splice(Math.floor(f * left.length), 1)[0]!);
}

/**
 * Crash: rounds are shared by every player, so they come from a hash chain
 * published in advance: a random last hash, each earlier hash the SHA-256 of
 * the next, played from the end back to the start. A round's bust point:
 * 52 bits of HMAC-SHA256(key = game hash, message = the public salt) make X
 * in [0, 1); the point is 99 / (1 − X) floored to the hundredth, at least
 * 1.00×: P(point ≥ m) = 0.99 / m, a 1 % edge on every cash-out target.
 */
import { hmacSha256Hex, sha256Hex } from '../floats';

/** Cash-out targets, hundredths: 1.01× to 1,000,000×. */
export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = 100_000_000;

/** The next game hash down the chain (the hash of the round before this one). */
export const previousGameHash = (gameHash: string): string => sha256Hex(gameHash);

/** The bust point in hundredths (100 = 1.00×). */
export function crashPoint(gameHash: string, salt: string): number {
  const x = Number.parseInt(hmacSha256Hex(gameHash, salt).slice(0, 13), 16) / 2 ** 52;
  return Math.max(100, Math.floor(99 / (1 - x)));
}

/** Whether `gameHash` leads to `terminatingHash` (the published end of the chain) within `maxSteps` hashes. */
export function isOnChain(gameHash: string, terminatingHash: string, maxSteps: number): boolean {
  let h = gameHash;
  for (let i = 0; i <= maxSteps; i++) {
    if (h === terminatingHash) return true;
    h = previousGameHash(h);
  }
  return false;
}

/** A cash-out target's multiplier, ten-thousandths. */
export const crashMultiplier = (targetHundredths: number): bigint => BigInt(targetHundredths) * 100n;

/**
 * The multiplier shown t ms after a round's take-off, in hundredths: it grows
 * as e^(0.00006 t) (2× at ~11.6 s, 10× at ~38 s), the curve players know.
 */
export const crashMultiplierAt = (elapsedMs: number): number => Math.floor(100 * Math.exp(0.00006 * Math.max(0, elapsedMs)));

/** When the shown multiplier reaches `hundredths` (inverse of crashMultiplierAt, rounded up). */
export const crashTimeOf = (hundredths: number): number => Math.ceil(Math.log(hundredths / 100) / 0.00006);

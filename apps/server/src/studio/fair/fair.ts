/**
 * Provably fair outcomes for the studio's originals (issue 11 item 3): the
 * construction the largest crypto casinos publish, so any player can check a
 * round with their own tools.
 *
 * - Before play the player sees SHA-256(server seed); the server seed itself
 *   comes from the one CSPRNG (`newServerSeed`) and is revealed when the
 *   player rotates it.
 * - A round's randomness is HMAC-SHA256(key = server seed, message =
 *   `${clientSeed}:${nonce}:${cursor}`) for cursor = 0, 1, 2, …; every 4 bytes
 *   make one float in [0, 1): b0/256 + b1/256² + b2/256³ + b3/256⁴ (8 floats a
 *   cursor). The nonce counts the player's rounds under one server seed.
 * - Each game turns floats into its outcome below; nothing else decides it.
 * - Crash (shared rounds) uses a published hash chain instead: game hashes
 *   are SHA-256 of the next, played from the end, and a round's point comes
 *   from HMAC-SHA256(key = game hash, message = a public salt).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A new server seed: 32 bytes of the CSPRNG, hex. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** What the player sees before play: the SHA-256 of the server seed, hex. */
export const hashServerSeed = (serverSeed: string): string => createHash('sha256').update(serverSeed).digest('hex');

export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** `count` floats in [0, 1) for one round. */
export function fairFloats({ serverSeed, clientSeed, nonce }: FairInput, count: number): number[] {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError(`nonce must be a non-negative integer, got ${nonce}`);
  if (!Number.isInteger(count) || count < 1 || count > 1024) throw new RangeError(`count must be 1..1024, got ${count}`);
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let i = 0; i + 4 <= bytes.length && out.length < count; i += 4) {
      out.push(bytes[i]! / 256 + bytes[i + 1]! / 256 ** 2 + bytes[i + 2]! / 256 ** 3 + bytes[i + 3]! / 256 ** 4);
    }
  }
  return out;
}

/** Dice: a roll from 0.00 to 100.00 (10,001 equally likely values), in hundredths. */
export const diceRoll = (input: FairInput): number => Math.floor(fairFloats(input, 1)[0]! * 10_001);

/** Plinko: one direction per row (0 left, 1 right); the ball lands in bucket = number of rights (0..rows). */
export function plinkoPath(input: FairInput, rows: number): { path: (0 | 1)[]; bucket: number } {
  if (!Number.isInteger(rows) || rows < 8 || rows > 16) throw new RangeError(`rows must be 8..16, got ${rows}`);
  const path = fairFloats(input, rows).map((f) => (f < 0.5 ? 0 : 1) as 0 | 1);
  return { path, bucket: path.reduce<number>((n, d) => n + d, 0) };
}

/**
 * `picks` distinct positions of 0..size-1, in the order drawn: each float
 * picks among the positions still left (a Fisher–Yates draw), so every subset
 * and order is equally likely.
 */
export function drawDistinct(input: FairInput, picks: number, size: number): number[] {
  if (!Number.isInteger(size) || size < 1 || size > 1024) throw new RangeError(`size must be 1..1024, got ${size}`);
  if (!Number.isInteger(picks) || picks < 1 || picks > size) throw new RangeError(`picks must be 1..${size}, got ${picks}`);
  const left = Array.from({ length: size }, (_, i) => i);
  return fairFloats(input, picks).map((f) => left.splice(Math.floor(f * left.length), 1)[0]!);
}

/** Mines: where the mines lie on a 5×5 board (tiles 0..24, row by row). */
export const minesPositions = (input: FairInput, mines: number): number[] => {
  if (!Number.isInteger(mines) || mines < 1 || mines > 24) throw new RangeError(`mines must be 1..24, got ${mines}`);
  return drawDistinct(input, mines, 25);
};

/** Keno: the 10 numbers drawn from 1..40. */
export const kenoDraw = (input: FairInput): number[] => drawDistinct(input, 10, 40).map((i) => i + 1);

/**
 * Hi-Lo: the cards of a game from an endless shuffled deck (every card
 * equally likely each time): index 0..51 = rank (0 ace … 12 king) × 4 + suit.
 */
export const hiloCards = (input: FairInput, count: number): number[] => fairFloats(input, count).map((f) => Math.floor(f * 52));

/** Crash: the next game hash down the chain (hashes are played from the end of the chain back to its start). */
export const previousGameHash = (gameHash: string): string => createHash('sha256').update(gameHash).digest('hex');

/**
 * Crash: a round's bust point in hundredths (100 = 1.00×). 52 bits of
 * HMAC-SHA256(game hash, salt) make X in [0, 1); the point is 99 / (1 − X),
 * floored to the hundredth, at least 1.00×: P(point ≥ m) = 0.99 / m, a 1 %
 * house edge on every cash-out target.
 */
export function crashPoint(gameHash: string, salt: string): number {
  const hmac = createHmac('sha256', gameHash).update(salt).digest('hex');
  const x = Number.parseInt(hmac.slice(0, 13), 16) / 2 ** 52;
  return Math.max(100, Math.floor(99 / (1 - x)));
}

/** Checks that `gameHash` leads to `terminatingHash` (the published end of the chain) within `maxSteps` hashes. */
export function isOnChain(gameHash: string, terminatingHash: string, maxSteps: number): boolean {
  let h = gameHash;
  for (let i = 0; i <= maxSteps; i++) {
    if (h === terminatingHash) return true;
    h = previousGameHash(h);
  }
  return false;
}

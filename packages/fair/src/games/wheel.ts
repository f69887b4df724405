/**
 * The prize wheel (issue 15 item 7): one float of the spin's seeds picks a
 * ticket in [0, total weight); the segment whose cumulative weight range
 * holds the ticket wins. A segment's odds are exactly its weight over the
 * total (up to the float's 2^-32 granularity, under 1e-4 relative for
 * the largest wheel of 20 × 10,000).
 */
import { fairFloats, type FairInput } from '../floats';

export function wheelSegment(input: FairInput, weights: readonly number[]): number {
  if (weights.length < 1 || weights.some((w) => !Number.isInteger(w) || w < 1)) throw new RangeError('weights must be positive integers');
  const total = weights.reduce((a, b) => a + b, 0);
  if (!Number.isSafeInteger(total) || total > 2 ** 31) throw new RangeError(`total weight too large: ${total}`);
  const ticket = Math.floor(fairFloats(input, 1)[0]! * total);
  let upTo = 0;
  for (let i = 0; i < weights.length; i++) {
    upTo += weights[i]!;
    if (ticket < upTo) return i;
  }
  return weights.length - 1;
}

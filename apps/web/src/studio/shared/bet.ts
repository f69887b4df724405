/**
 * The typed bet amount of the pages with a bet field (the originals, Crash): read in minor
 * units, written back without separators, moved by the ½ / 2× / min / max buttons and checked
 * against the session's limits and the balance before it is sent.
 */
import { parseMoneyInput } from '@wps/contracts/player';

export interface TLimits {
  minBet: bigint;
  maxBet: bigint;
  maxWin: bigint;
}

export const limitsOf = (l: { minBet: string; maxBet: string; maxWin: string }): TLimits => ({ minBet: BigInt(l.minBet), maxBet: BigInt(l.maxBet), maxWin: BigInt(l.maxWin) });

export const clampBet = (amount: bigint, limits: TLimits): bigint => (amount < limits.minBet ? limits.minBet : amount > limits.maxBet ? limits.maxBet : amount);

export type TBetOp = 'half' | 'double' | 'min' | 'max';

/**
 * The amount buttons, always within the limits: ½ and 2× from the current amount (the
 * minimum when the field holds no amount), min the lowest bet, max the highest bet the
 * balance covers (the limit's maximum when the balance covers none).
 */
export function adjustBet(current: bigint | null, op: TBetOp, limits: TLimits, balance: bigint): bigint {
  const base = current ?? limits.minBet;
  switch (op) {
    case 'half':
      return clampBet(base / 2n, limits);
    case 'double':
      return clampBet(base * 2n, limits);
    case 'min':
      return limits.minBet;
    case 'max':
      return clampBet(balance >= limits.minBet && balance < limits.maxBet ? balance : limits.maxBet, limits);
  }
}

/** The amount typed ("1,000", "2.5") in minor units; null when it is not a positive amount with at most 2 decimals. */
export function parseBetInput(text: string): bigint | null {
  const minor = parseMoneyInput(text);
  return minor === null ? null : BigInt(minor);
}

/** Minor units to what the amount field shows: 250 → "2.50", 1000 major units → "1000.00" (no separators: it is typed back). */
export const betInputText = (minor: bigint): string => `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;

export type TBetProblem = 'invalid' | 'belowMin' | 'aboveMax' | 'insufficient';

/** Why a bet cannot be placed, or null. */
export function betProblem(bet: bigint | null, limits: TLimits, balance: bigint): TBetProblem | null {
  if (bet === null || bet <= 0n) return 'invalid';
  if (bet < limits.minBet) return 'belowMin';
  if (bet > limits.maxBet) return 'aboveMax';
  if (bet > balance) return 'insufficient';
  return null;
}

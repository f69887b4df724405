/**
 * Contract terms as numbers (decision record 012): the rate of the highest
 * tier met, the rule that a downline's terms never pay more than its
 * upline's at the same figures, and a bill's arithmetic. Pure: the offer,
 * the acceptance and every settlement use these same functions.
 */
import type { TContractTier } from '@wps/contracts';

export const BASIS = 10_000n;

/** The highest tier whose thresholds are both met (tiers rise), or none: rate 0. */
export function rateAt(tiers: readonly TContractTier[], validBet: bigint, activeMembers: number): { index: number | null; rate: number } {
  let met: { index: number | null; rate: number } = { index: null, rate: 0 };
  tiers.forEach((tier, index) => {
    if (validBet >= BigInt(tier.validBet) && activeMembers >= tier.activeMembers && tier.rate >= met.rate) met = { index, rate: tier.rate };
  });
  return met;
}

/**
 * Where `down` would pay more than `up` at the same team figures, or null.
 * Both rates are step functions of (valid bet, active members) that change
 * only at a tier's thresholds, so comparing at every pair of thresholds of
 * either contract covers every figure.
 */
export function firstExcess(down: readonly TContractTier[], up: readonly TContractTier[]): { validBet: string; activeMembers: number; down: number; up: number } | null {
  const bets = [...new Set([...down, ...up].map((t) => t.validBet))].map(BigInt);
  const actives = [...new Set([...down, ...up].map((t) => t.activeMembers))];
  for (const validBet of bets) {
    for (const activeMembers of actives) {
      const d = rateAt(down, validBet, activeMembers).rate;
      const u = rateAt(up, validBet, activeMembers).rate;
      if (d > u) return { validBet: validBet.toString(), activeMembers, down: d, up: u };
    }
  }
  return null;
}

export const maxRateOf = (tiers: readonly TContractTier[]) => tiers.reduce((m, t) => Math.max(m, t.rate), 0);

/** rate basis points of an amount, rounded down to the minor unit (a bill never pays a fraction). */
export const share = (amount: bigint, rate: number): bigint => (amount <= 0n ? 0n : (amount * BigInt(rate)) / BASIS);

export type CarryOver = 'none' | 'forever' | 'previous';

/**
 * A dividend's base and carry: the period's players' loss plus what the
 * policy carries in; a negative base pays nothing and carries out (forever:
 * all of it; previous: only this period's own loss; none: nothing).
 */
export function dividendBase(loss: bigint, carryIn: bigint, policy: CarryOver): { base: bigint; carryOut: bigint } {
  const base = loss + carryIn;
  const carryOut = policy === 'forever' ? (base < 0n ? base : 0n) : policy === 'previous' ? (loss < 0n ? loss : 0n) : 0n;
  return { base, carryOut };
}

/** Basis points as people read them: 150 → "1.50%". */
export const percent = (rate: number) => `${(rate / 100).toFixed(2)}%`;

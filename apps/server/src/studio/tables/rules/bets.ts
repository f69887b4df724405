/**
 * What every table does the same way with a round's bets: the checks of `checkBets`, the
 * settlement loop and the valid bet with opposite spots offset. Each game supplies only
 * its own spots, pays and push rules.
 */
import { TableBetError, type TBet, type TBetLimits, type TSettledBet } from './types';

/** Per spot, the round's total (a spot may be bet several times in one round). */
export function totalsBySpot<TSpot extends string>(bets: readonly TBet<TSpot>[]): Map<TSpot, bigint> {
  const totals = new Map<TSpot, bigint>();
  for (const bet of bets) totals.set(bet.spot, (totals.get(bet.spot) ?? 0n) + bet.amount);
  return totals;
}

function checkLimits(limits: TBetLimits<string>): void {
  const amounts = [limits.min, limits.max, ...Object.values(limits.spotMax ?? {})];
  // Limits come from the table's configuration, not from a player: a bad one is a bug.
  if (amounts.some((a) => typeof a !== 'bigint') || limits.min <= 0n || limits.max < limits.min) {
    throw new RangeError('table limits need bigint amounts with 0 < min ≤ max');
  }
}

export interface TBetTable<TSpot extends string> {
  isSpot(spot: string): spot is TSpot;
  opposites: readonly (readonly [TSpot, TSpot])[];
}

export function checkTableBets<TSpot extends string>(table: TBetTable<TSpot>, bets: readonly TBet<string>[], limits: TBetLimits<TSpot>): TBet<TSpot>[] {
  checkLimits(limits);
  if (!Array.isArray(bets) || bets.length === 0) throw new TableBetError('no_bets', 'a round needs at least one bet');
  const checked: TBet<TSpot>[] = [];
  for (const bet of bets) {
    const spot: unknown = bet?.spot;
    if (typeof spot !== 'string' || !table.isSpot(spot)) throw new TableBetError('unknown_spot', `no spot ${JSON.stringify(spot)} on this table`, String(spot));
    // Amounts are whole minor units; a number (even an integral one) means the caller skipped parsing.
    if (typeof bet.amount !== 'bigint') throw new TableBetError('invalid_amount', `the amount on ${spot} must be a whole number of minor units (bigint)`, spot);
    if (bet.amount <= 0n) throw new TableBetError('invalid_amount', `the amount on ${spot} must be positive, got ${bet.amount}`, spot);
    checked.push({ spot, amount: bet.amount });
  }
  const totals = totalsBySpot(checked);
  for (const [spot, total] of totals) {
    if (total < limits.min) throw new TableBetError('below_min', `${spot}: ${total} is below the table minimum ${limits.min}`, spot);
    const max = limits.spotMax?.[spot] ?? limits.max;
    if (total > max) throw new TableBetError('above_max', `${spot}: ${total} is above the maximum ${max}`, spot);
  }
  if (limits.forbidOpposites) {
    for (const [a, b] of table.opposites) {
      if (totals.has(a) && totals.has(b)) throw new TableBetError('forbidden_combination', `${a} and ${b} cannot both be bet in one round at this table`, b);
    }
  }
  return checked;
}

/** Settles each bet with the game's payout rule; a spot or amount that never passed `checkBets` is a bug. */
export function settleEach<TSpot extends string>(table: TBetTable<TSpot>, bets: readonly TBet<TSpot>[], payout: (spot: TSpot, amount: bigint) => bigint): TSettledBet<TSpot>[] {
  return bets.map(({ spot, amount }) => {
    if (!table.isSpot(spot)) throw new RangeError(`no spot ${JSON.stringify(spot)} on this table`);
    if (typeof amount !== 'bigint' || amount <= 0n) throw new RangeError(`the amount on ${spot} must be a positive bigint`);
    return { spot, amount, payout: payout(spot, amount) };
  });
}

/**
 * The valid bet: every stake counts in full except an opposite pair, which counts only the
 * difference of its two sides (100 on Big and 100 on Small is no risk, so no turnover).
 * `pairValid` lets a game count less of that difference (0 for a baccarat push).
 */
export function offsetValidBet<TSpot extends string>(
  bets: readonly TBet<TSpot>[],
  opposites: readonly (readonly [TSpot, TSpot])[],
  pairValid: (difference: bigint, pair: readonly [TSpot, TSpot]) => bigint = (difference) => difference,
): bigint {
  const totals = totalsBySpot(bets);
  let valid = 0n;
  for (const pair of opposites) {
    const a = totals.get(pair[0]) ?? 0n;
    const b = totals.get(pair[1]) ?? 0n;
    totals.delete(pair[0]);
    totals.delete(pair[1]);
    if (a !== 0n || b !== 0n) valid += pairValid(a > b ? a - b : b - a, pair);
  }
  for (const total of totals.values()) valid += total;
  return valid;
}

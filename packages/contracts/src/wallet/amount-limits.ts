/**
 * The one rule for "is this amount within the limits" (deposit channels,
 * withdrawals): both bounds are inclusive and compared as bigint minor units.
 * The server refuses with amount_out_of_range; the browser runs the same
 * function so a member learns it before sending.
 */
export type TAmountLimitProblem = 'below_min' | 'above_max';

export function amountLimitProblem(amount: string | bigint, min: string | bigint, max: string | bigint): TAmountLimitProblem | null {
  const value = BigInt(amount);
  if (value < BigInt(min)) return 'below_min';
  if (value > BigInt(max)) return 'above_max';
  return null;
}

import { amountLimitProblem, type TWithdrawInfo } from '@wps/contracts/player';

/** What today still allows, in minor units: the rules the server enforces, shown and checked before asking. */
export type WithdrawLimits = {
  min: bigint;
  max: bigint;
  balance: bigint;
  dailyRemainingAmount: bigint;
  dailyRemainingCount: number;
  turnoverRemaining: bigint;
};

const atLeastZero = (n: bigint) => (n > 0n ? n : 0n);

export const withdrawLimits = (info: TWithdrawInfo): WithdrawLimits => ({
  min: BigInt(info.minAmount),
  max: BigInt(info.maxAmount),
  balance: BigInt(info.balance),
  dailyRemainingAmount: atLeastZero(BigInt(info.dailyMaxAmount) - BigInt(info.dailyUsedAmount)),
  dailyRemainingCount: Math.max(0, info.dailyMaxCount - info.dailyUsedCount),
  turnoverRemaining: atLeastZero(BigInt(info.turnoverRemaining)),
});

/** Why no withdrawal can be made now at all, whatever the amount. */
export type WithdrawBlock = 'turnover' | 'daily_count' | 'daily_amount' | 'balance';

export const withdrawBlock = (l: WithdrawLimits): WithdrawBlock | null => {
  // The bonus engine's turnover requirement comes first: it is what the member can act on (keep playing).
  if (l.turnoverRemaining > 0n) return 'turnover';
  if (l.dailyRemainingCount <= 0) return 'daily_count';
  if (l.dailyRemainingAmount < l.min) return 'daily_amount';
  if (l.balance < l.min) return 'balance';
  return null;
};

/** The most one withdrawal may take now: the 'all' button's amount. */
export const maxWithdrawable = (l: WithdrawLimits): bigint => {
  const candidates = [l.balance, l.max, l.dailyRemainingAmount];
  return atLeastZero(candidates.reduce((a, b) => (b < a ? b : a)));
};

export type AmountProblem = 'invalid' | 'below_min' | 'above_max' | 'above_daily' | 'above_balance';

/** `minor` is parseMoneyInput's result: null when the text is not a positive amount with at most 2 decimals. */
export const checkWithdrawAmount = (minor: string | null, l: WithdrawLimits): AmountProblem | null => {
  if (minor === null) return 'invalid';
  const outOfRange = amountLimitProblem(minor, l.min, l.max);
  if (outOfRange) return outOfRange;
  const amount = BigInt(minor);
  if (amount > l.dailyRemainingAmount) return 'above_daily';
  if (amount > l.balance) return 'above_balance';
  return null;
};

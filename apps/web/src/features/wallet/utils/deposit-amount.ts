import { amountLimitProblem, parseMoneyInput, type TDepositChannel } from '@wps/contracts/player';

export type AmountCheck = { minor: string; problem: null } | { minor: null; problem: 'invalid' | 'below_min' | 'above_max' };

/** What the member typed against the channel's limits: the same amountLimitProblem rule the server runs. */
export const checkDepositAmount = (text: string, channel: Pick<TDepositChannel, 'minAmount' | 'maxAmount'>): AmountCheck => {
  const minor = parseMoneyInput(text);
  if (!minor) return { minor: null, problem: 'invalid' };
  const problem = amountLimitProblem(minor, channel.minAmount, channel.maxAmount);
  return problem ? { minor: null, problem } : { minor, problem: null };
};

/** Quick picks (major units) that fit the channel, at most four. */
const QUICK_AMOUNTS = [100, 200, 500, 1000, 2000, 5000, 10000, 50000];
export const quickAmounts = (channel: Pick<TDepositChannel, 'minAmount' | 'maxAmount'>): number[] =>
  QUICK_AMOUNTS.filter((major) => amountLimitProblem(BigInt(major) * 100n, channel.minAmount, channel.maxAmount) === null).slice(0, 4);

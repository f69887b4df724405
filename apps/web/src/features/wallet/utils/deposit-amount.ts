import { amountLimitProblem, depositQuote, parseMoneyInput, type TDepositChannel, type TDepositQuote } from '@wps/contracts/player';

export type AmountCheck =
  | { minor: string; problem: null; quote: TDepositQuote }
  | { minor: null; problem: 'invalid' | 'below_min' | 'above_max' | 'below_fee'; quote: null };

type ChannelRules = Pick<TDepositChannel, 'minAmount' | 'maxAmount' | 'feeBps' | 'feeFixed'>;

/**
 * What the member typed against the channel's limits and fee: the same
 * amountLimitProblem and depositQuote rules the server runs, so the fee and
 * the credited amount shown before paying are the ones the server charges.
 */
export const checkDepositAmount = (text: string, channel: ChannelRules): AmountCheck => {
  const minor = parseMoneyInput(text);
  if (!minor) return { minor: null, problem: 'invalid', quote: null };
  const problem = amountLimitProblem(minor, channel.minAmount, channel.maxAmount);
  if (problem) return { minor: null, problem, quote: null };
  const quote = depositQuote(minor, channel);
  return quote.coversFee ? { minor, problem: null, quote } : { minor: null, problem: 'below_fee', quote: null };
};

/** Quick picks (major units) that fit the channel, at most four. */
const QUICK_AMOUNTS = [100, 200, 500, 1000, 2000, 5000, 10000, 50000];
export const quickAmounts = (channel: Pick<TDepositChannel, 'minAmount' | 'maxAmount'>): number[] =>
  QUICK_AMOUNTS.filter((major) => amountLimitProblem(BigInt(major) * 100n, channel.minAmount, channel.maxAmount) === null).slice(0, 4);

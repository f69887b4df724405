import type { TTransferInfo } from '@wps/contracts/player';

export type TransferProblem = 'invalid' | 'below_min' | 'above_max' | 'above_balance';

/**
 * A transfer amount (minor units, from parseMoneyInput) against the limits
 * of agentTransferInfo: at least min, at most max, at most the balance.
 * null when it may be sent.
 */
export const checkTransferAmount = (minor: string | null, info: Pick<TTransferInfo, 'balance' | 'min' | 'max'>): TransferProblem | null => {
  if (minor === null) return 'invalid';
  const amount = BigInt(minor);
  if (amount < BigInt(info.min)) return 'below_min';
  if (amount > BigInt(info.max)) return 'above_max';
  if (amount > BigInt(info.balance)) return 'above_balance';
  return null;
};

/** The most one transfer can send now: the smaller of the balance and the limit (0 when below the minimum). */
export const maxTransferable = (info: Pick<TTransferInfo, 'balance' | 'min' | 'max'>): bigint => {
  const balance = BigInt(info.balance);
  const max = BigInt(info.max);
  const most = balance < max ? balance : max;
  return most < BigInt(info.min) ? 0n : most;
};

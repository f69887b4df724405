/**
 * The one rule for a deposit's fee: basis points of the amount plus the
 * channel's fixed part, rounded down (the member never pays a fraction more).
 * The server charges it when the deposit is created; the deposit form runs
 * the same function so the member sees what will be credited before paying.
 */
export interface TDepositFeeRule {
  feeBps: number;
  /** Minor units. */
  feeFixed: string | bigint;
}

export function depositFee(amount: string | bigint, channel: TDepositFeeRule): bigint {
  return (BigInt(amount) * BigInt(channel.feeBps)) / 10_000n + BigInt(channel.feeFixed);
}

export interface TDepositQuote {
  amount: bigint;
  fee: bigint;
  /** amount − fee: what reaches the main wallet once the deposit is approved. */
  credited: bigint;
  /** A fee that takes the whole amount: the server refuses such a deposit. */
  coversFee: boolean;
}

/** What a deposit of `amount` through the channel costs and credits. */
export function depositQuote(amount: string | bigint, channel: TDepositFeeRule): TDepositQuote {
  const value = BigInt(amount);
  const fee = depositFee(value, channel);
  return { amount: value, fee, credited: value - fee, coversFee: fee < value };
}

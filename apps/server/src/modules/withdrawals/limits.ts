/**
 * The daily withdrawal limits a member has (issue 15 item 4): the brand's, or
 * what the member's VIP level gives instead. The loyalty module supplies the
 * policy (it knows the levels); without it the brand's limits hold.
 */
import type { DrizzleDb } from '../../db/database';
import type { MerchantRow } from '../brand';

export interface DailyLimits {
  maxAmount: bigint;
  maxCount: number;
}

export interface WithdrawLimitsPolicy {
  dailyLimits(db: DrizzleDb, merchant: MerchantRow, memberId: number): Promise<DailyLimits>;
}

export const brandLimits: WithdrawLimitsPolicy = {
  dailyLimits: async (_db, merchant) => ({ maxAmount: merchant.withdrawDailyMax, maxCount: merchant.withdrawDailyCount }),
};

/**
 * The turnover hook (issue 4 §3, issue 15): a bonus has to be wagered before
 * its money becomes real money. The bonus engine (promotions module) supplies
 * the policy: what the active bonus still needs (the withdraw page shows it),
 * and, inside the withdrawal's transaction (after the member's lock), the
 * active bonus forfeited once the member has confirmed it — never real money
 * held back. Without the engine nothing is owed.
 */
import type { DrizzleDb } from '../../db/database';
import type { MerchantRow } from '../brand';

export interface TurnoverPolicy {
  /** Bet turnover (minor units) the member's active bonus still needs; 0n when none. */
  remaining(db: DrizzleDb, merchantId: number, memberId: number): Promise<bigint>;
  /** The active bonus a withdrawal would forfeit, as the withdraw page names it. */
  activeBonus?(db: DrizzleDb, merchantId: number, memberId: number): Promise<{ id: number; title: string; balance: string; wageringLeft: string } | null>;
  /** In the withdrawal's transaction: forfeit the active bonus when `forfeit` (the member confirmed), else refuse (409). */
  beforeWithdrawal?(tx: DrizzleDb, merchant: MerchantRow, memberId: number, forfeit: boolean): Promise<void>;
}

export const noTurnoverRequirement: TurnoverPolicy = {
  remaining: async () => 0n,
};

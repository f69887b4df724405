import { z } from 'zod';
import { ZMinor } from '../wallet/money.schemas';

/*
 * The console's dashboard: the brand's day in figures (registrations, first
 * deposits, money in and out, GGR by category from the wager rollups, active
 * players) over a period of days in its GMT offset, and the open queues.
 */

export const ZDashboardQuery = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) });

export const ZDashboardDay = z.object({
  /** The brand-local date, YYYY-MM-DD. */
  day: z.string(),
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  deposits: z.number().int(),
  depositAmount: ZMinor,
  withdrawals: z.number().int(),
  withdrawalAmount: ZMinor,
  /** Members who bet real money that day. */
  activePlayers: z.number().int(),
  stake: ZMinor,
  validBet: ZMinor,
  /** Stake minus payout. */
  ggr: ZMinor,
});
export type TDashboardDay = z.infer<typeof ZDashboardDay>;

export const ZDashboard = z.object({
  currency: z.string(),
  gmtOffsetMinutes: z.number().int(),
  /** Oldest first, one per day of the period, today last. */
  days: z.array(ZDashboardDay),
  /** The period's results by game category. */
  categories: z.array(z.object({ category: z.string(), stake: ZMinor, validBet: ZMinor, payout: ZMinor, ggr: ZMinor })),
  /** GGR minus the bonus money granted to players over the period (the ledger's bonus movements). */
  ngr: ZMinor,
  bonusCost: ZMinor,
  queues: z.object({
    depositsPending: z.number().int(),
    withdrawalsFirst: z.number().int(),
    withdrawalsSecond: z.number().int(),
    receiptDisputes: z.number().int(),
    adjustmentsPending: z.number().int(),
  }),
});
export type TDashboard = z.infer<typeof ZDashboard>;

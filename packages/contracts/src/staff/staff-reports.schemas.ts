import { z } from 'zod';
import { ZDay } from '../wallet/wallet.schemas';
import { ZMinorTotal } from '../wallet/money.schemas';

/** The brand's results over brand-local days (at most 93), from the wager rollups; trial play never counts. */
export const ZStaffDailyReportQuery = z.object({ startDate: ZDay, endDate: ZDay });

/**
 * Settled real-money wagers: how many, their stakes, the turnover the
 * products count (`validBet`: rebates and commissions read it), the payouts,
 * and the brand's gross gaming revenue (stake − payout).
 */
export const ZReportLine = z.object({
  wagers: z.number().int(),
  stake: ZMinorTotal,
  validBet: ZMinorTotal,
  payout: ZMinorTotal,
  ggr: ZMinorTotal,
});
export type TReportLine = z.infer<typeof ZReportLine>;

export const ZStaffDailyReport = z.object({
  startDate: ZDay,
  endDate: ZDay,
  currency: z.string(),
  totals: ZReportLine,
  /** Per category over the whole range, biggest stake first. */
  categories: z.array(ZReportLine.extend({ category: z.string() })),
  /** Per game vendor over the whole range, biggest stake first. */
  vendors: z.array(ZReportLine.extend({ vassalage: z.string() })),
  /** Days with wagers, newest first, each split by category. */
  days: z.array(ZReportLine.extend({ day: ZDay, categories: z.array(ZReportLine.extend({ category: z.string() })) })),
});
export type TStaffDailyReport = z.infer<typeof ZStaffDailyReport>;

/** Money in and out by payment channel and brand-local day (approved deposits, approved withdrawals). */
export const ZStaffMoneyReport = z.object({
  startDate: ZDay,
  endDate: ZDay,
  currency: z.string(),
  deposits: z.array(z.object({ day: ZDay, channel: z.string(), count: z.number().int(), amount: ZMinorTotal, fee: ZMinorTotal })),
  withdrawals: z.array(z.object({ day: ZDay, bank: z.string(), count: z.number().int(), amount: ZMinorTotal })),
});
export type TStaffMoneyReport = z.infer<typeof ZStaffMoneyReport>;

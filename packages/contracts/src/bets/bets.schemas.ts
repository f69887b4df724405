import { z } from 'zod';
import { ZRowIdParam } from '../shared/safe-text';
import { ZRoundOutcome } from '../provider/provider.schemas';
import { ZMinor, ZMinorTotal } from '../wallet/money';
import { pageOf, ZDateRangeQuery, ZDay } from '../wallet/wallet.schemas';

/**
 * The member's game records (SPEC.md §2 member center: personalHistoryCopy,
 * shown when TRANSBETREPMEM3 is on, and personalProfit). A round is filed
 * under the brand-local day it opened on; money is minor units.
 */
export const ROUND_STATUSES = ['open', 'closed'] as const;
export type TRoundStatus = (typeof ROUND_STATUSES)[number];

export const ZBetHistoryQuery = ZDateRangeQuery.extend({
  vassalage: z.string().regex(/^[A-Za-z0-9_]{1,20}$/).optional(),
  /** The category: the catalog game's type, else the vendor's. */
  gameType: z.string().regex(/^[A-Za-z0-9_]{1,30}$/).optional(),
  status: z.enum(ROUND_STATUSES).optional(),
});
export type TBetHistoryQuery = z.infer<typeof ZBetHistoryQuery>;

export const ZBetRound = z.object({
  id: z.number().int(),
  roundId: z.string(),
  /** When the round opened, ms since the epoch. */
  time: z.number().int(),
  closedAt: z.number().int().nullable(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  bet: ZMinorTotal,
  win: ZMinorTotal,
  /** win − bet. */
  net: ZMinorTotal,
  balanceBefore: ZMinor,
  balanceAfter: ZMinor,
  status: z.enum(ROUND_STATUSES),
  trial: z.boolean(),
});
export type TBetRound = z.infer<typeof ZBetRound>;

export const ZBetTotals = z.object({ bet: ZMinorTotal, win: ZMinorTotal, net: ZMinorTotal, count: z.number().int() });
export type TBetTotals = z.infer<typeof ZBetTotals>;

export const ZBetHistoryValue = pageOf(ZBetRound).extend({ totals: ZBetTotals });
export type TBetHistoryValue = z.infer<typeof ZBetHistoryValue>;

export const ZBetRoundDetailQuery = z.object({ id: ZRowIdParam });

export const ZBetRoundTransaction = z.object({
  transactionId: z.string(),
  kind: z.enum(['bet', 'win', 'rollback']),
  amount: ZMinor,
  /** false: the vendor's call was refused and moved nothing. */
  applied: z.boolean(),
  /** A bet a later rollback cancelled. */
  rolledBack: z.boolean(),
  time: z.number().int(),
});
export type TBetRoundTransaction = z.infer<typeof ZBetRoundTransaction>;

/** `outcome`: what the vendor said the round ended with (null when it said nothing). */
export const ZBetRoundDetail = z.object({ round: ZBetRound, transactions: z.array(ZBetRoundTransaction), outcome: ZRoundOutcome.nullable() });
export type TBetRoundDetail = z.infer<typeof ZBetRoundDetail>;

export const ZProfitQuery = z.object({ startDate: ZDay, endDate: ZDay });

/** Closed rounds only: an open round's result is not known yet (they are counted apart in `open`). */
export const ZProfitLine = z.object({ bet: ZMinorTotal, win: ZMinorTotal, net: ZMinorTotal, rounds: z.number().int() });
export type TProfitLine = z.infer<typeof ZProfitLine>;

export const ZProfitValue = z.object({
  startDate: ZDay,
  endDate: ZDay,
  totals: ZProfitLine,
  /** Brand-local days with at least one closed round, newest first. */
  days: z.array(ZProfitLine.extend({ day: ZDay })),
  /** Per category, biggest stake first. */
  categories: z.array(ZProfitLine.extend({ gameType: z.string() })),
  /** Per vendor, biggest stake first. */
  vendors: z.array(ZProfitLine.extend({ vassalage: z.string(), vendorName: z.string() })),
  /** Rounds of the range still open, with their stakes so far. */
  open: z.object({ rounds: z.number().int(), bet: ZMinorTotal }),
});
export type TProfitValue = z.infer<typeof ZProfitValue>;

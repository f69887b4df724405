import { z } from 'zod';
import { ZRowIdParam } from '../shared/safe-text';
import { ZMinor, ZMinorTotal } from '../wallet/money.schemas';
import { dateRangeQuery, RECORD_RANGE_MAX_DAYS, ZDay } from '../shared/date-range';
import { pageOf, ZDateRangeQuery } from '../wallet/wallet.schemas';

/**
 * What a round ended with, as the vendor describes it: the betting record
 * shows it in the round's details. Optional; sent with the win or endRound.
 */
export const ZRoundOutcome = z.object({
  /** One line for people: "3 × Cherry on line 5 · 10 free spins". */
  summary: z.string().min(1).max(200),
  /** The symbols left on screen, by reel (left to right), each top to bottom. */
  grid: z.array(z.array(z.string().min(1).max(16)).min(1).max(10)).min(1).max(10).optional(),
  /** Free spins played inside the round. */
  freeSpins: z.number().int().min(0).max(1000).optional(),
  /** The site's verifier page for this round (same origin, only /provably-fair?…), so the record can link to it safely. */
  verifyUrl: z.string().max(300).regex(/^\/provably-fair\?[A-Za-z0-9=&%._~-]*$/).optional(),
});
export type TRoundOutcome = z.infer<typeof ZRoundOutcome>;

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
  /** The member's own stake: what free rounds' grants paid is the house's (decision 015), not the member's. */
  bet: ZMinorTotal,
  /** The round's stake free rounds' grants paid (0 for most rounds): a free spin shows it, and its net is its win. */
  freeStake: ZMinorTotal,
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
  /** false: the vendor's call was refused and moved nothing (a zero win is accepted: it is the round's result). */
  applied: z.boolean(),
  /** A bet a free round's grant paid: the house's stake, not the member's. */
  free: z.boolean(),
  /** A bet a later rollback cancelled. */
  rolledBack: z.boolean(),
  time: z.number().int(),
});
export type TBetRoundTransaction = z.infer<typeof ZBetRoundTransaction>;

/** `outcome`: what the vendor said the round ended with (null when it said nothing). */
export const ZBetRoundDetail = z.object({ round: ZBetRound, transactions: z.array(ZBetRoundTransaction), outcome: ZRoundOutcome.nullable() });
export type TBetRoundDetail = z.infer<typeof ZBetRoundDetail>;

export const ZProfitQuery = dateRangeQuery(RECORD_RANGE_MAX_DAYS);

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

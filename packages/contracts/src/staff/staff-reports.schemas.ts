import { z } from 'zod';
import { dateRangeQuery, RECORD_RANGE_MAX_DAYS, ZDay } from '../shared/date-range';
import { ZMinorTotal } from '../wallet/money.schemas';

/** The brand's results over brand-local days (at most 93), from the wager rollups; trial play never counts. */
export const ZStaffDailyReportQuery = dateRangeQuery(RECORD_RANGE_MAX_DAYS);

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

/** The most rows one page of a ranked report may hold: the console's CSV asks for the top this many. */
export const REPORT_TOP_MAX = 1000;
/**
 * Player activity covers whole brand-local months, at most this many: it
 * ranks members from their monthly rollup (one row per member and month), so
 * it stays fast with every member of a big brand active every day.
 */
export const PLAYER_ACTIVITY_MAX_MONTHS = 3;

/** "2026-11" → the month's first and last day ("2026-11-01", "2026-11-30"). */
export const monthBounds = (month: string): { first: string; last: string } => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
};

/** How many whole months [startDate, endDate] covers (from a 1st to a month's last day), or null when it is not whole months. */
export const wholeMonths = (startDate: string, endDate: string): number | null => {
  const from = startDate.slice(0, 7);
  const to = endDate.slice(0, 7);
  if (monthBounds(from).first !== startDate || monthBounds(to).last !== endDate || to < from) return null;
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
};

export const REPORT_ORDERS = ['desc', 'asc'] as const;
/** What the P&L by game and the player activity rank by. */
export const REPORT_SORTS = ['ggr', 'stake', 'validBet', 'payout', 'wagers'] as const;
export type TReportSort = (typeof REPORT_SORTS)[number];

/** A ranked report over brand-local days: sorted on the server, in pages (pageSize up to REPORT_TOP_MAX). */
const rankedQuery = (defaultSort: TReportSort) =>
  ZStaffDailyReportQuery.extend({
    sort: z.enum(REPORT_SORTS).default(defaultSort),
    order: z.enum(REPORT_ORDERS).default('desc'),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(REPORT_TOP_MAX).default(25),
  });

/** P&L by game over at most 93 days, biggest GGR first unless told otherwise. */
export const ZStaffGameReportQuery = rankedQuery('ggr');

export const ZStaffGameReportRow = ZReportLine.extend({
  vassalage: z.string(),
  gameCode: z.string(),
  /** The catalog's name of the game; null when the brand's catalog no longer has it. */
  gameName: z.string().nullable(),
  category: z.string(),
});
export type TStaffGameReportRow = z.infer<typeof ZStaffGameReportRow>;

export const ZStaffGameReport = z.object({
  startDate: ZDay,
  endDate: ZDay,
  currency: z.string(),
  /** Every game played in the range (one row per vendor, game and category), for paging. */
  total: z.number().int(),
  /** The whole range, every game. */
  totals: ZReportLine,
  list: z.array(ZStaffGameReportRow),
});
export type TStaffGameReport = z.infer<typeof ZStaffGameReport>;

/** Player activity over whole months (at most PLAYER_ACTIVITY_MAX_MONTHS), biggest valid bet first unless told otherwise (GGR ascending: the biggest winners). */
export const ZStaffPlayerActivityQuery = rankedQuery('validBet');

export const ZStaffPlayerActivityRow = ZReportLine.extend({ memberId: z.number().int(), username: z.string() });
export type TStaffPlayerActivityRow = z.infer<typeof ZStaffPlayerActivityRow>;

export const ZStaffPlayerActivity = z.object({
  startDate: ZDay,
  endDate: ZDay,
  currency: z.string(),
  /** Active players: members with a real-money bet settled in the range. */
  total: z.number().int(),
  /** Of them, those whose first real-money bet ever settled in the range. */
  newPlayers: z.number().int(),
  /** Every active player's bets together. */
  totals: ZReportLine,
  list: z.array(ZStaffPlayerActivityRow),
});
export type TStaffPlayerActivity = z.infer<typeof ZStaffPlayerActivity>;

import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { inList, merchantRef, money, tz } from '../../db/columns';

// ---------------------------------------------------------------------------
// The wager stream (issue 10 item 2): one row per settled bet of every
// product, written in the transaction of its money; exact daily rollups kept
// in the same transaction. Partitioned by month (migration 0007).
// ---------------------------------------------------------------------------

export const WAGER_SOURCES = ['provider', 'lottery', 'sports', 'table'] as const;
export const WAGER_RESULTS = ['win', 'lose', 'tie'] as const;

/**
 * A settled bet. `validBet` is what the product reports as turnover (opposite
 * bets of one round offset, a dragon-tiger tie counts half); rebates, VIP and
 * commissions count it, never `stake`. `day` is the brand-local calendar day
 * of `settledAt`. Trial (demo-credit) wagers are kept but never rolled up.
 */
export const wagers = pgTable(
  'wagers',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    merchantId: merchantRef(),
    memberId: integer('member_id').notNull(),
    source: text('source', { enum: WAGER_SOURCES }).notNull(),
    /** The product's own id of what was settled (provider: `<vendor>:<round id>`). */
    sourceRef: text('source_ref').notNull(),
    category: text('category').notNull(),
    vassalage: text('vassalage').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    stake: money('stake').notNull(),
    validBet: money('valid_bet').notNull(),
    payout: money('payout').notNull(),
    result: text('result', { enum: WAGER_RESULTS }).notNull(),
    isTrial: boolean('is_trial').notNull(),
    settledAt: tz('settled_at').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.settledAt] }),
    index('wagers_member_idx').on(t.merchantId, t.memberId, t.settledAt),
    index('wagers_source_idx').on(t.merchantId, t.source, t.sourceRef),
    check('wagers_source_check', inList(t.source, WAGER_SOURCES)),
    check('wagers_result_check', inList(t.result, WAGER_RESULTS)),
    check('wagers_amounts_check', sql`${t.stake} >= 0 and ${t.validBet} >= 0 and ${t.payout} >= 0 and ${t.stake} <= 1000000000000000 and ${t.payout} <= 1000000000000000`),
  ],
);

const rollupSums = () => ({
  wagers: integer('wagers').notNull(),
  stake: money('stake').notNull(),
  validBet: money('valid_bet').notNull(),
  payout: money('payout').notNull(),
});

/** A member's real-money wagers per brand-local day, category and vendor: P&L, rebates, VIP, missions, team reports. */
export const wagerMemberDaily = pgTable(
  'wager_member_daily',
  {
    merchantId: merchantRef(),
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    vassalage: text('vassalage').notNull(),
    ...rollupSums(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.memberId, t.day, t.category, t.vassalage] }),
    index('wager_member_daily_day_idx').on(t.merchantId, t.day),
  ],
);

/**
 * The brand's real-money wagers per day, category and vendor, split into
 * shards (member id mod WAGER_BRAND_SHARDS) so parallel settlements of
 * different members do not queue on one row; a reader sums the shards.
 */
export const wagerBrandDaily = pgTable(
  'wager_brand_daily',
  {
    merchantId: merchantRef(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    vassalage: text('vassalage').notNull(),
    shard: integer('shard').notNull(),
    ...rollupSums(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.category, t.vassalage, t.shard] })],
);

/**
 * The brand's real-money wagers per day, category, vendor and game (the
 * console's P&L by game), in shards like wager_brand_daily; a reader sums
 * the shards. Kept by wager_record in the money's transaction (migration 0036).
 */
export const wagerGameDaily = pgTable(
  'wager_game_daily',
  {
    merchantId: merchantRef(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    vassalage: text('vassalage').notNull(),
    gameCode: text('game_code').notNull(),
    shard: integer('shard').notNull(),
    ...rollupSums(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.category, t.vassalage, t.gameCode, t.shard] })],
);

/** The members who bet real money on each brand-local day (one row each): the first wager of a member's day adds it. */
export const wagerMemberDays = pgTable(
  'wager_member_days',
  {
    merchantId: merchantRef(),
    day: date('day', { mode: 'string' }).notNull(),
    memberId: integer('member_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.memberId] })],
);

/**
 * How many members bet real money per brand-local day (the dashboard's active
 * players), counted when wager_member_days gains a row, in shards like the
 * brand rollup; a reader sums the shards. Exact under parallel settlements:
 * the member-day row's primary key lets one of two first wagers count.
 */
export const wagerBrandActive = pgTable(
  'wager_brand_active',
  {
    merchantId: merchantRef(),
    day: date('day', { mode: 'string' }).notNull(),
    shard: integer('shard').notNull(),
    members: integer('members').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.shard] })],
);

/**
 * A member's real-money wagers per brand-local month (`month`: its first day):
 * the console's player activity ranks a brand's members over whole months
 * from one row per member and month, never summing their days.
 */
export const wagerMemberMonthly = pgTable(
  'wager_member_monthly',
  {
    merchantId: merchantRef(),
    month: date('month', { mode: 'string' }).notNull(),
    memberId: integer('member_id').notNull(),
    ...rollupSums(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.month, t.memberId] })],
);

/** The brand-local day of each member's first real-money wager (new players in a range are counted from it). */
export const wagerMemberFirst = pgTable(
  'wager_member_first',
  {
    merchantId: merchantRef(),
    memberId: integer('member_id').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId] }), index('wager_member_first_day_idx').on(t.merchantId, t.firstDay)],
);

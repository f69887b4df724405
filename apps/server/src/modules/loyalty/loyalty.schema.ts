import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, merchantRef, money, tz } from '../../db/columns';
import { memberRef } from '../member/member.schema';

/**
 * Loyalty (issue 15 items 3, 4, 6 and 9; decision 013): the VIP ladder and
 * members' levels, rebates and points earned from the wager rollups (each
 * member's progress kept as a watermark per day and category, so nothing is
 * counted twice and nothing rescans bets), the points mall, and gifts.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantId: merchantRef(),
    level: integer('level').notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    depositThreshold: money('deposit_threshold').notNull(),
    validBetThreshold: money('valid_bet_threshold').notNull(),
    /** Basis points of valid bet per category. */
    rebateRates: jsonb('rebate_rates').$type<Record<string, number>>().notNull(),
    /** Points per 100.00 of valid bet per category. */
    pointRates: jsonb('point_rates').$type<Record<string, number>>().notNull(),
    levelUpGift: money('level_up_gift').notNull().default(sql`0`),
    birthdayGift: money('birthday_gift').notNull().default(sql`0`),
    /** This level's daily withdrawal limits; null: the brand's. */
    withdrawDailyMax: money('withdraw_daily_max'),
    withdrawDailyCount: integer('withdraw_daily_count'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.level] })],
);

export const loyaltySettings = pgTable('loyalty_settings', {
  merchantId: merchantRef().primaryKey(),
  pointsPerUnit: integer('points_per_unit').notNull(),
  minConvert: integer('min_convert').notNull(),
  /** Rebates count valid bet from this brand day on (the day the programme began: no rebate for play before it). */
  rebateFrom: date('rebate_from', { mode: 'string' }).notNull().default(sql`current_date`),
  /** The last brand day whose unclaimed rebates the daily job paid. */
  rebatePaidThrough: date('rebate_paid_through', { mode: 'string' }),
});

export const memberVip = pgTable(
  'member_vip',
  {
    merchantId: merchantRef(),
    memberId: memberRef(),
    level: integer('level').notNull().default(0),
    /** The highest level ever reached: a level-up gift is paid once per level. */
    highest: integer('highest').notNull().default(0),
    since: tz('since'),
    /** The last month (its first day) whose review ran for this member. */
    reviewedMonth: date('reviewed_month', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId] })],
);

/** Approved deposits per member and brand month (the VIP thresholds), counted once per deposit. */
export const vipDeposits = pgTable(
  'vip_deposits',
  {
    merchantId: merchantRef(),
    depositId: integer('deposit_id').notNull(),
    memberId: memberRef(),
    month: date('month', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.depositId] }), index('vip_deposits_member_idx').on(t.merchantId, t.memberId, t.month)],
);

export const GIFT_KINDS = ['level_up_gift', 'birthday_gift'] as const;
export const vipGifts = pgTable(
  'vip_gifts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    kind: text('kind', { enum: GIFT_KINDS }).notNull(),
    /** The level (level-up) or the year (birthday) it is for: once each. */
    ref: text('ref').notNull(),
    level: integer('level').notNull(),
    amount: money('amount').notNull(),
    claimedAt: tz('claimed_at'),
    /** The claim's request id: the same request again answers the same claim. */
    claimRequestId: text('claim_request_id'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('vip_gifts_once').on(t.merchantId, t.memberId, t.kind, t.ref),
    index('vip_gifts_open_idx').on(t.merchantId, t.memberId).where(sql`${t.claimedAt} is null`),
    check('vip_gifts_kind_check', inList(t.kind, GIFT_KINDS)),
  ],
);

/** How much of a member's valid bet of a day and category has been rebated, and how much has earned points. */
export const loyaltyProgress = pgTable(
  'loyalty_progress',
  {
    merchantId: merchantRef(),
    memberId: memberRef(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    rebated: money('rebated').notNull().default(sql`0`),
    pointed: money('pointed').notNull().default(sql`0`),
    /** What the points' rounding left over (valid bet × rate, below one point's 10,000): carried to the next bets, so nothing is lost. */
    pointCarry: money('point_carry').notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.day, t.category] })],
);

export const rebatePayouts = pgTable(
  'rebate_payouts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    amount: money('amount').notNull(),
    validBet: money('valid_bet').notNull(),
    source: text('source', { enum: ['claim', 'daily'] }).notNull(),
    vipLevel: integer('vip_level').notNull(),
    lines: jsonb('lines').$type<{ day: string; category: string; validBet: string; rateBps: number; amount: string }[]>().notNull(),
    requestId: text('request_id').notNull(),
    /** The brand-local day it was paid (the console's report). */
    day: date('day', { mode: 'string' }).notNull(),
    paidAt: tz('paid_at').notNull(),
  },
  (t) => [
    uniqueIndex('rebate_payouts_request_unique').on(t.merchantId, t.memberId, t.requestId),
    index('rebate_payouts_member_idx').on(t.merchantId, t.memberId, t.id),
    index('rebate_payouts_day_idx').on(t.merchantId, t.day),
  ],
);

export const pointRewards = pgTable(
  'point_rewards',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    description: jsonb('description').$type<Record<string, string>>().notNull(),
    imageUrl: text('image_url'),
    kind: text('kind', { enum: ['cash', 'physical'] }).notNull(),
    points: integer('points').notNull(),
    cashAmount: money('cash_amount').notNull().default(sql`0`),
    /** null: unlimited; taken by the redemption's locked update. */
    stock: integer('stock'),
    perMemberLimit: integer('per_member_limit'),
    redeemed: integer('redeemed').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('point_rewards_list_idx').on(t.merchantId, t.sort), check('point_rewards_stock_check', sql`${t.stock} is null or ${t.stock} >= 0`)],
);

export const pointRedeems = pgTable(
  'point_redeems',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => pointRewards.id),
    quantity: integer('quantity').notNull(),
    points: integer('points').notNull(),
    status: text('status', { enum: ['in_process', 'rejected', 'approved'] }).notNull(),
    remark: text('remark'),
    requestId: text('request_id').notNull(),
    decidedBy: integer('decided_by'),
    createdAt: tz('created_at').notNull(),
    decidedAt: tz('decided_at'),
  },
  (t) => [
    uniqueIndex('point_redeems_request_unique').on(t.merchantId, t.memberId, t.requestId),
    index('point_redeems_member_idx').on(t.merchantId, t.memberId, t.id),
    index('point_redeems_status_idx').on(t.merchantId, t.status, t.id),
  ],
);

/**
 * Loyalty (issue 15 items 3, 4, 6 and 9, decision 013): rebates on valid bet
 * by category, VIP levels with their benefits, points earned by play and
 * spent in the points mall, and the reward center that gathers what a
 * member can claim. Every payout is explained line by line.
 */
import { z } from 'zod';
import { ZRowId } from '../shared/safe-text';
import { ZMinor, ZPositiveMinor } from '../wallet/money.schemas';
import { pageOf, ZPageQuery, ZRequestId } from '../wallet/wallet.schemas';
import { WAGER_CATEGORIES } from '../promotions/promotion.schemas';

/** Per category, basis points of valid bet (100 = 1 %). SPEC.md §9's rebate hints are the demo's defaults. */
export const ZCategoryRates = z.partialRecord(z.enum(WAGER_CATEGORIES), z.number().int().min(0).max(1_000));
export type TCategoryRates = z.infer<typeof ZCategoryRates>;

/** One VIP level and its benefits. Thresholds over the review period (a calendar month, brand time). */
export const ZVipLevel = z.object({
  level: z.number().int().min(0).max(20),
  name: z.string(),
  /** To reach (and keep) the level: deposits and valid bet of the month. */
  depositThreshold: ZMinor,
  validBetThreshold: ZMinor,
  /** Rebate on valid bet, basis points per category. */
  rebateRates: ZCategoryRates,
  /** Points per 100.00 of valid bet, per category. */
  pointRates: z.partialRecord(z.enum(WAGER_CATEGORIES), z.number().int().min(0).max(10_000)),
  /** Paid once when the level is first reached. */
  levelUpGift: ZMinor,
  /** Paid once a year in the member's birthday month. */
  birthdayGift: ZMinor,
  /** Withdrawals a brand day at this level: the most in all (minor units) and how many; null: the brand's own limits. */
  withdrawDailyMax: ZMinor.nullable(),
  withdrawDailyCount: z.number().int().nullable(),
});
export type TVipLevel = z.infer<typeof ZVipLevel>;

export const ZVipLevels = z.object({ currencySymbol: z.string(), levels: z.array(ZVipLevel) });

export const ZVipInfo = z.object({
  currencySymbol: z.string(),
  level: z.number().int(),
  levels: z.array(ZVipLevel),
  /** This month so far (brand time). */
  periodStart: z.string(),
  periodEnd: z.string(),
  deposits: ZMinor,
  validBet: ZMinor,
  /** The level kept at the next review if this month's figures stay as they are (one level down at most). */
  keepsLevel: z.boolean(),
  since: z.number().int().nullable(),
});
export type TVipInfo = z.infer<typeof ZVipInfo>;

// Rebates.

export const ZRebateLine = z.object({
  day: z.string(),
  category: z.string(),
  validBet: ZMinor,
  rateBps: z.number().int(),
  amount: ZMinor,
});
export type TRebateLine = z.infer<typeof ZRebateLine>;

export const ZRebatePayout = z.object({
  id: z.number().int(),
  amount: ZMinor,
  /** claim: by the member in the reward center; daily: the job, for days the member left unclaimed. */
  source: z.enum(['claim', 'daily']),
  vipLevel: z.number().int(),
  lines: z.array(ZRebateLine),
  paidAt: z.number().int(),
});
export type TRebatePayout = z.infer<typeof ZRebatePayout>;
export const ZRebateHistoryPage = pageOf(ZRebatePayout);

// The reward center.

/** mission: a completed mission's prize (its key is "missionId:periodKey"). */
export const REWARD_KINDS = ['rebate', 'level_up_gift', 'birthday_gift', 'mission'] as const;
export type TRewardKind = (typeof REWARD_KINDS)[number];

export const ZReward = z.object({
  kind: z.enum(REWARD_KINDS),
  /** What to send back to claim it ('rebate', or the gift's id). */
  key: z.string(),
  amount: ZMinor,
  /** rebate: the valid bet by category and day × the rate of the member's level. */
  lines: z.array(ZRebateLine),
  vipLevel: z.number().int(),
  /** mission: the mission's title. */
  title: z.string().nullable().default(null),
  /** money: amount is minor units; points: amount is points of the points mall (a mission's points prize). */
  unit: z.enum(['money', 'points']).default('money'),
});
export type TReward = z.infer<typeof ZReward>;
export const ZRewardCenter = z.object({ currencySymbol: z.string(), rewards: z.array(ZReward), count: z.number().int() });
export const ZRewardClaimBody = z.object({ kind: z.enum(REWARD_KINDS), key: z.string().min(1).max(40), requestId: ZRequestId });
export const ZRewardClaimed = z.object({
  kind: z.enum(REWARD_KINDS),
  amount: ZMinor,
  rebate: ZRebatePayout.nullable(),
  unit: z.enum(['money', 'points']).default('money'),
});

/** The red count badges of the member center menu (SPEC.md §2). */
export const ZMemberBadges = z.object({ rewardCenter: z.number().int(), missionLeaderboard: z.number().int(), messageV2: z.number().int() });

// Points (SPEC.md §3 "Points", §7 Points; points never expire).

export const ZPointBalance = z.object({ points: z.string(), currencySymbol: z.string() });

export const ZPointConfig = z.object({
  /** How many points make 1.00 of money when converted (MCS2_convertPoint). */
  pointsPerUnit: z.number().int(),
  /** The fewest points one conversion takes. */
  minConvert: z.number().int(),
  /** The member's level's earning rates, points per 100.00 of valid bet by category. */
  earnRates: z.record(z.string(), z.number().int()),
  vipLevel: z.number().int(),
  currencySymbol: z.string(),
});
export type TPointConfig = z.infer<typeof ZPointConfig>;

export const POINT_REWARD_KINDS = ['cash', 'physical'] as const;
export const ZPointReward = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  kind: z.enum(POINT_REWARD_KINDS),
  /** Points for one. */
  points: z.number().int(),
  /** cash: the money one is worth. */
  cashAmount: ZMinor,
  /** null: unlimited. */
  stock: z.number().int().nullable(),
  /** How many one member may redeem in all (null: no limit), and how many more this member may. */
  perMemberLimit: z.number().int().nullable(),
  availableQuantity: z.number().int().nullable(),
});
export type TPointReward = z.infer<typeof ZPointReward>;
export const ZPointRewards = z.object({ list: z.array(ZPointReward) });

export const REDEEM_STATUSES = ['in_process', 'rejected', 'approved'] as const;
export type TRedeemStatus = (typeof REDEEM_STATUSES)[number];
export const ZRedeem = z.object({
  id: z.number().int(),
  rewardId: z.number().int(),
  rewardName: z.string(),
  quantity: z.number().int(),
  points: z.number().int(),
  status: z.enum(REDEEM_STATUSES),
  remark: z.string().nullable(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type TRedeem = z.infer<typeof ZRedeem>;
export const ZRedeemPage = pageOf(ZRedeem);
export const ZRedeemQuery = ZPageQuery.extend({ status: z.enum(REDEEM_STATUSES).optional() });

/** ODSFE2_MemTransDet: the member's point movements, newest first. */
export const POINT_MOVE_KINDS = ['earn', 'redeem', 'refund', 'convert'] as const;
export const ZPointMove = z.object({
  id: z.number().int(),
  kind: z.enum(POINT_MOVE_KINDS),
  /** Signed points. */
  changedPoints: z.string(),
  /** Points after the movement. */
  balance: z.string(),
  /** earn: the valid bet it came from; convert: the money it became. */
  amount: ZMinor.nullable(),
  /** convert: points per 1.00; earn: points per 100.00 of valid bet. */
  pointsRatio: z.number().int().nullable(),
  remark: z.string().nullable(),
  at: z.number().int(),
});
export type TPointMove = z.infer<typeof ZPointMove>;
export const ZPointMovePage = pageOf(ZPointMove);

export const ZRedeemBody = z.object({
  rewardId: ZRowId,
  quantity: z.number().int().min(1).max(100),
  paymentPassword: z.string().min(1, 'Input cannot be empty').max(32),
  requestId: ZRequestId,
});
export type TRedeemBody = z.input<typeof ZRedeemBody>;
export const ZConvertBody = z.object({
  points: z.number().int().min(1).max(1_000_000_000),
  paymentPassword: z.string().min(1, 'Input cannot be empty').max(32),
  requestId: ZRequestId,
});
export type TConvertBody = z.input<typeof ZConvertBody>;
export const ZConverted = z.object({ points: z.string(), amount: ZPositiveMinor, balance: z.string() });

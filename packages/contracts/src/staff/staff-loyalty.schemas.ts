/** Loyalty as the console runs it: VIP levels with their rates and gifts, the points mall and its redemptions, rebates paid. */
import { z } from 'zod';
import { dateRangeQuery, REBATE_REPORT_MAX_DAYS } from '../shared/date-range';
import { ZRowId } from '../shared/safe-text';
import { minorOrNull, ZMinor, ZNonNegativeMinor, ZPositiveMinor } from '../wallet/money.schemas';
import { pageOf, ZPageQuery } from '../wallet/wallet.schemas';
import { WAGER_CATEGORIES } from '../promotions/promotion.schemas';
import { POINT_REWARD_KINDS, REDEEM_STATUSES } from '../loyalty/loyalty.schemas';

export const ZStaffVipLevel = z.object({
  level: z.number().int().min(0).max(20),
  name: z.record(z.string().regex(/^[A-Z]{2,3}$/), z.string().trim().min(1).max(40)),
  depositThreshold: ZNonNegativeMinor,
  validBetThreshold: ZNonNegativeMinor,
  rebateRates: z.partialRecord(z.enum(WAGER_CATEGORIES), z.number().int().min(0).max(1_000)),
  pointRates: z.partialRecord(z.enum(WAGER_CATEGORIES), z.number().int().min(0).max(10_000)),
  levelUpGift: ZNonNegativeMinor,
  birthdayGift: ZNonNegativeMinor,
  /** This level's daily withdrawal limits (null: the brand's). */
  withdrawDailyMax: ZPositiveMinor.nullable(),
  withdrawDailyCount: z.number().int().min(1).max(1_000).nullable(),
});
export type TStaffVipLevel = z.infer<typeof ZStaffVipLevel>;

const ZLadderFields = z.object({
  levels: z.array(ZStaffVipLevel).max(21),
  /** How many points make 1.00 when converted, and the fewest one conversion takes. */
  pointsPerUnit: z.number().int().min(1).max(1_000_000),
  minConvert: z.number().int().min(1).max(1_000_000_000),
});
/** The ladder as it is (a brand without one has no levels yet). */
export const ZStaffVipLadderValue = ZLadderFields;
/** The whole ladder as saved: levels 0..n in order, thresholds never falling. */
export const ZStaffVipLadder = ZLadderFields.extend({ levels: z.array(ZStaffVipLevel).min(1).max(21) })
  .superRefine((l, ctx) => {
    l.levels.forEach((level, i) => {
      if (level.level !== i) ctx.addIssue({ code: 'custom', path: ['levels', i, 'level'], message: 'levels are numbered 0, 1, 2… in order' });
      const before = l.levels[i - 1];
      const below = (a: string, b: string) => {
        const [x, y] = [minorOrNull(a), minorOrNull(b)];
        return x !== null && y !== null && x < y;
      };
      if (before && (below(level.depositThreshold, before.depositThreshold) || below(level.validBetThreshold, before.validBetThreshold))) {
        ctx.addIssue({ code: 'custom', path: ['levels', i], message: 'a higher level never asks less than the one below' });
      }
    });
  });
export type TStaffVipLadder = z.infer<typeof ZStaffVipLadder>;
export const ZStaffVipLadderSave = z.object({ ladder: ZStaffVipLadder, reason: z.string().trim().min(1).max(200) });

export const ZStaffPointRewardInput = z.object({
  name: z.record(z.string().regex(/^[A-Z]{2,3}$/), z.string().trim().min(1).max(80)),
  description: z.record(z.string().regex(/^[A-Z]{2,3}$/), z.string().trim().max(500)),
  imageUrl: z.string().trim().max(300).regex(/^(\/|https:\/\/)[^\s<>"]*$/, 'a path or an https address').nullable(),
  kind: z.enum(POINT_REWARD_KINDS),
  points: z.number().int().min(1).max(100_000_000),
  cashAmount: ZNonNegativeMinor,
  stock: z.number().int().min(0).max(10_000_000).nullable(),
  perMemberLimit: z.number().int().min(1).max(10_000).nullable(),
  active: z.boolean(),
  sort: z.number().int().min(0).max(10_000),
});
export type TStaffPointRewardInput = z.input<typeof ZStaffPointRewardInput>;
export const ZStaffPointRewardUpdate = ZStaffPointRewardInput.extend({ id: ZRowId });
export const ZStaffPointReward = ZStaffPointRewardInput.extend({ id: z.number().int(), redeemed: z.number().int() });
export type TStaffPointReward = z.infer<typeof ZStaffPointReward>;
export const ZStaffPointRewardList = z.object({ list: z.array(ZStaffPointReward) });

export const ZStaffRedeemQuery = ZPageQuery.extend({ status: z.enum(REDEEM_STATUSES).optional() });
export const ZStaffRedeem = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  rewardId: z.number().int(),
  rewardName: z.string(),
  kind: z.enum(POINT_REWARD_KINDS),
  quantity: z.number().int(),
  points: z.number().int(),
  status: z.enum(REDEEM_STATUSES),
  remark: z.string().nullable(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type TStaffRedeem = z.infer<typeof ZStaffRedeem>;
export const ZStaffRedeemPage = pageOf(ZStaffRedeem);
/** A physical reward sent (approved) or refused (rejected: the points go back). */
export const ZStaffRedeemDecision = z.object({ id: ZRowId, approve: z.boolean(), remark: z.string().trim().min(1).max(200) });

/** Rebates paid per day: the cost of the programme. */
export const ZStaffRebateDay = z.object({ day: z.string(), members: z.number().int(), amount: ZMinor, validBet: ZMinor });
export const ZStaffRebateReport = z.object({ days: z.array(ZStaffRebateDay), total: ZMinor });
/** At most REBATE_REPORT_MAX_DAYS brand-local days. */
export const ZStaffRebateQuery = dateRangeQuery(REBATE_REPORT_MAX_DAYS);

/**
 * Promotions as the console runs them (issue 15 item 11): their definition
 * in every language the brand offers, budgets used, claims and costs, the
 * applications and large rewards to review.
 */
import { z } from 'zod';
import { ZRowId } from '../shared/safe-text';
import { minorOrNull, ZMinor, ZNonNegativeMinor } from '../wallet/money.schemas';
import { pageOf, ZPageQuery } from '../wallet/wallet.schemas';
import {
  FIXED_REWARD_KINDS,
  PROMOTION_CATEGORIES,
  PROMOTION_TEXT_MAX,
  ZPromotionAudience,
  ZPromotionReward,
  ZPromotionTrigger,
} from '../promotions/promotion.schemas';

export const PROMOTION_STATUSES = ['draft', 'active', 'ended'] as const;
export type TPromotionStatus = (typeof PROMOTION_STATUSES)[number];
export const CLAIM_STATUSES = ['joined', 'in_process', 'claim', 'issued', 'claimed', 'rejected'] as const;
export type TClaimStatus = (typeof CLAIM_STATUSES)[number];

const ZLangText = (max: number) => z.record(z.string().regex(/^[A-Z]{2,3}$/), z.string().trim().min(1).max(max));

const ZPromotionFields = z.object({
  code: z.string().trim().regex(/^[a-z0-9-]{2,40}$/, 'letters a-z, digits and -'),
  category: z.enum(PROMOTION_CATEGORIES),
  /** Per language code; the brand's default language is required. */
  title: ZLangText(PROMOTION_TEXT_MAX.title),
  summary: ZLangText(PROMOTION_TEXT_MAX.summary),
  terms: ZLangText(PROMOTION_TEXT_MAX.terms),
  /** A banner drawn per language may name it as {lang} in its address (replaced by en, ty...). */
  bannerUrl: z.string().trim().max(300).regex(/^(\/|https:\/\/)[^\s<>"]*$/, 'a path or an https address').nullable(),
  startsAt: z.number().int().min(0),
  endsAt: z.number().int().min(0).nullable(),
  trigger: ZPromotionTrigger,
  reward: ZPromotionReward,
  audience: ZPromotionAudience,
  promoCode: z.string().trim().regex(/^[A-Za-z0-9]{3,32}$/).nullable(),
  /** Total money this promotion may give ("0": no cap). */
  budgetTotal: ZNonNegativeMinor,
  /** How many members may receive it (null: no cap). */
  receiversMax: z.number().int().min(1).max(10_000_000).nullable(),
  onePerIdentity: z.boolean(),
  /** Rewards up to this amount are issued at once; above it staff review them ("0": every reward reviewed). */
  autoApproveMax: ZNonNegativeMinor,
  status: z.enum(PROMOTION_STATUSES),
  sort: z.number().int().min(0).max(10_000),
});

/** Triggers with no deposit to take a percent of: their reward is the fixed amount. */
const NO_DEPOSIT_TRIGGERS = ['sign_up', 'promo_code', 'manual_claim', 'mission_done', 'points_spent'];

/**
 * A reward needs an amount, except an application's (staff set it when they
 * approve); points and free spins are counts, not a percent; free spins name
 * their game, rounds and stake, and only they do.
 */
const rewardHasAmount = (
  p: { trigger: { kind: string }; reward: { kind: string; fixedAmount: string; percentBps: number; freeSpins?: unknown } },
  ctx: z.RefinementCtx,
) => {
  const r = p.reward;
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: ['reward', path], message });
  if (r.kind === 'free_spins') {
    if (!r.freeSpins) issue('freeSpins', 'free spins name their game, rounds and stake');
  } else if (r.freeSpins) issue('freeSpins', 'only a free-spins reward names free spins');
  if ((FIXED_REWARD_KINDS as readonly string[]).includes(r.kind) && r.percentBps !== 0) issue('percentBps', 'points and free spins are a fixed count, not a percent');
  if (NO_DEPOSIT_TRIGGERS.includes(p.trigger.kind) && r.percentBps !== 0) issue('percentBps', 'this trigger has no deposit to take a percent of');
  if (r.kind !== 'free_spins' && p.trigger.kind !== 'application' && minorOrNull(r.fixedAmount) === 0n && r.percentBps === 0) {
    issue('fixedAmount', 'a fixed amount or a percent is needed');
  }
};
export const ZStaffPromotionInput = ZPromotionFields.superRefine(rewardHasAmount);
export type TStaffPromotionInput = z.input<typeof ZStaffPromotionInput>;
export const ZStaffPromotionUpdate = ZPromotionFields.extend({ id: ZRowId, reason: z.string().trim().min(1).max(200) }).superRefine(rewardHasAmount);

export const ZStaffPromotion = ZPromotionFields.extend({
  id: z.number().int(),
  budgetUsed: ZMinor,
  receivers: z.number().int(),
  /** Claims waiting for a decision. */
  pending: z.number().int(),
  /** Bonus money converted to real money, and forfeited or expired (the promotion's real cost is cash + converted). */
  converted: ZMinor,
  forfeited: ZMinor,
  /** Cash rewards paid (real money at once); the promotion's real cost is cashIssued + converted. */
  cashIssued: ZMinor,
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type TStaffPromotion = z.infer<typeof ZStaffPromotion>;
export const ZStaffPromotionList = z.object({ list: z.array(ZStaffPromotion) });

export const ZStaffClaimsQuery = ZPageQuery.extend({
  status: z.enum(CLAIM_STATUSES).optional(),
  promotionId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const ZStaffClaim = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionCode: z.string(),
  memberId: z.number().int(),
  account: z.string(),
  status: z.enum(CLAIM_STATUSES),
  amount: ZMinor.nullable(),
  comment: z.string().nullable(),
  imageIds: z.array(z.number().int()),
  reason: z.string().nullable(),
  /** Other members sharing this member's phone, e-mail, bank account or device (abuse flags). */
  sharedWith: z.array(z.object({ kind: z.string(), account: z.string() })),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type TStaffClaim = z.infer<typeof ZStaffClaim>;
export const ZStaffClaimPage = pageOf(ZStaffClaim);
export const ZStaffClaimDecision = z.object({
  id: ZRowId,
  approve: z.boolean(),
  /** Approving an application: the reward (within the promotion's maximum); absent: the promotion's fixed amount. */
  amount: ZNonNegativeMinor.optional(),
  reason: z.string().trim().min(1).max(200),
});

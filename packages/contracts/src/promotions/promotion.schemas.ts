/**
 * Promotions and bonus money (issue 15 items 1 and 2, decision 013): what a
 * promotion offers, on what trigger, under which terms — every term a field
 * the server enforces and the page shows before the member opts in.
 */
import { z } from 'zod';
import { ZRowId } from '../shared/safe-text';
import { ZMinor, ZNonNegativeMinor, ZPositiveMinor } from '../wallet/money.schemas';
import { IMAGE_MAX_COUNT, pageOf, ZImageUpload, ZPageQuery } from '../wallet/wallet.schemas';

/** The promotions page's tabs. */
export const PROMOTION_CATEGORIES = ['welcome', 'deposit', 'daily', 'vip', 'event'] as const;
export type TPromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/**
 * What earns the reward: joining (sign-up), the member's nth approved deposit
 * (with a minimum), any approved deposit of at least an amount, a promotion
 * code, a claim the member makes (a raffle claim, or an application staff
 * review), a mission completed after joining (one named, or any), or points
 * spent in the points mall after joining (at least an amount in one go).
 */
export const PROMOTION_TRIGGERS = ['sign_up', 'nth_deposit', 'deposit_amount', 'promo_code', 'manual_claim', 'application', 'mission_done', 'points_spent'] as const;
export type TPromotionTrigger = (typeof PROMOTION_TRIGGERS)[number];

/**
 * bonus: bonus money with wagering; cash: real money at once; points: points
 * of the points mall; free_spins: rounds of one of our studio's slots at a
 * fixed stake the house pays (their wins are real money).
 */
export const PROMOTION_REWARD_KINDS = ['bonus', 'cash', 'points', 'free_spins'] as const;
/** The reward kinds whose amount is a fixed count of their own unit (no percent of a deposit). */
export const FIXED_REWARD_KINDS: readonly TPromotionRewardKind[] = ['points', 'free_spins'];
export const FREE_SPINS_MAX = 500;
export type TPromotionRewardKind = (typeof PROMOTION_REWARD_KINDS)[number];

/** The game categories a wagering weight may name (the wager stream's categories). */
export const WAGER_CATEGORIES = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'LOTT', 'ELOTT', 'PVP', 'COCKFIGHT', 'ESPORTS'] as const;
export type TWagerCategory = (typeof WAGER_CATEGORIES)[number];

/** Wagering multiplier bound (UK rules cap it at 10; operators elsewhere go higher). */
export const WAGERING_MULTIPLIER_MAX = 50;
export const PROMOTION_TEXT_MAX = { title: 80, summary: 200, terms: 4000, code: 32 } as const;
/** SPEC.md §5: an activity application's comment. */
export const APPLICATION_COMMENT_MAX = 140;

const ZWeight = z.number().int().min(0).max(100);

/** A promotion's reward and the terms of its bonus money. Amounts in minor units, percent of the deposit in basis points. */
export const ZPromotionReward = z
  .object({
    kind: z.enum(PROMOTION_REWARD_KINDS),
    /** A fixed amount (sign-up, code, claim triggers), or "0" with a percent. */
    fixedAmount: ZNonNegativeMinor,
    /** Percent of the qualifying deposit, in basis points (10000 = 100 %). */
    percentBps: z.number().int().min(0).max(100_000),
    /** The most one reward can be. */
    maxAmount: ZPositiveMinor,
    /** bonus: wagering = bonus × this. */
    wageringMultiplier: z.number().int().min(0).max(WAGERING_MULTIPLIER_MAX),
    /** bonus: the largest bet while the bonus is active ("0": no limit). */
    maxBet: ZNonNegativeMinor,
    /** bonus: the share of a stake that counts, percent, per category (absent: 100). */
    categoryWeights: z.partialRecord(z.enum(WAGER_CATEGORIES), ZWeight).default({}),
    /** bonus: per game code (wins over its category); 0 excludes the game while the bonus is active. */
    gameWeights: z.record(z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/), ZWeight).default({}),
    /** bonus: days from issue until an unmet bonus expires. */
    expiryDays: z.number().int().min(1).max(365),
    /** bonus: at most bonus × this becomes real money when wagering is met (0: no cap). */
    conversionCapMultiplier: z.number().int().min(0).max(100),
    /**
     * free_spins: the game, how many rounds and the stake of each (minor
     * units); they expire after expiryDays. The reward's amount (fixedAmount)
     * is their cost to the budget, rounds × stake.
     */
    freeSpins: z
      .object({
        gameCode: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
        rounds: z.number().int().min(1).max(FREE_SPINS_MAX),
        stake: ZPositiveMinor,
      })
      .nullable()
      .default(null),
  });
export type TPromotionReward = z.infer<typeof ZPromotionReward>;

/** Who may take part: everyone, or members who registered after it began, or members carrying one of the tags. */
export const ZPromotionAudience = z.object({
  newMembersOnly: z.boolean(),
  tags: z.array(z.string().min(1).max(40)).max(20).default([]),
});

export const ZPromotionTrigger = z.object({
  kind: z.enum(PROMOTION_TRIGGERS),
  /** nth_deposit: which approved deposit (1 = the first). */
  depositNth: z.number().int().min(1).max(100).nullable().default(null),
  /** nth_deposit and deposit_amount: the least deposit that counts. */
  minDeposit: ZNonNegativeMinor.default('0'),
  /** mission_done: the mission to complete (null: any mission). */
  missionId: z.number().int().min(1).nullable().default(null),
  /** points_spent: the least points spent in one redemption or conversion. */
  minPoints: z.number().int().min(0).max(1_000_000_000).default(0),
});

/** The states of SPEC.md §4 "Activity", from the member's side. */
export const PROMOTION_STATES = [
  'coming_soon',
  'joining',
  'joined',
  'claim',
  'applying',
  'in_process',
  'rejected',
  'issued',
  'claimed',
  'closed',
] as const;
export type TPromotionState = (typeof PROMOTION_STATES)[number];

export const ZPromotion = z.object({
  id: z.number().int(),
  code: z.string(),
  category: z.enum(PROMOTION_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  /** The operator's own words beyond the fields below, plain text, paragraphs by blank lines. */
  terms: z.string(),
  bannerUrl: z.string().nullable(),
  startsAt: z.number().int(),
  endsAt: z.number().int().nullable(),
  trigger: ZPromotionTrigger,
  reward: ZPromotionReward,
  audience: ZPromotionAudience,
  /** A promotion code must be given to join. */
  needsCode: z.boolean(),
  /** One claim per phone number, e-mail, bank account and device. */
  onePerIdentity: z.boolean(),
  /** How many more members can receive it (null: no cap). */
  receiversLeft: z.number().int().nullable(),
  /** The budget is spent: no more rewards. */
  exhausted: z.boolean(),
  /** The names of the games its terms name (reward.gameWeights' codes and the free spins' game). */
  gameNames: z.record(z.string(), z.string()),
  /** mission_done with a mission named: its title in the page's language. */
  missionTitle: z.string().nullable(),
});
export type TPromotion = z.infer<typeof ZPromotion>;

export const ZPromotionListQuery = z.object({ language: z.string().min(2).max(8).optional() });
export const ZPromotionList = z.object({ list: z.array(ZPromotion) });

/** The caller's standing in each promotion of the list. */
export const ZPromotionStanding = z.object({
  promotionId: z.number().int(),
  state: z.enum(PROMOTION_STATES),
  /** The reward (issued, claim, in process), minor units. */
  amount: ZMinor.nullable(),
  /** Why staff rejected, when rejected. */
  reason: z.string().nullable(),
});
export type TPromotionStanding = z.infer<typeof ZPromotionStanding>;
export const ZPromotionStandings = z.object({ list: z.array(ZPromotionStanding) });

export const ZPromotionJoinBody = z.object({
  promotionId: ZRowId,
  promoCode: z.string().trim().min(1).max(PROMOTION_TEXT_MAX.code).optional(),
  /** The browser's device id (one claim per device when the promotion says so). */
  deviceId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional(),
});
export type TPromotionJoinBody = z.input<typeof ZPromotionJoinBody>;

/** MCSFE_signUpRequestReward: an activity application (SPEC.md §5: comment ≤ 140, ≤ 3 png/jpg ≤ 5 MB); a manual claim goes to MCS2_claimRafflePromotion. */
export const ZPromotionRewardRequestBody = z.object({
  promotionId: ZRowId,
  comment: z.string().trim().max(APPLICATION_COMMENT_MAX).optional(),
  images: z.array(ZImageUpload).max(IMAGE_MAX_COUNT).optional(),
  deviceId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional(),
});
export type TPromotionRewardRequestBody = z.input<typeof ZPromotionRewardRequestBody>;

export const ZPromotionIdBody = z.object({ promotionId: ZRowId, deviceId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional() });

// Bonus money.

export const BONUS_STATUSES = ['queued', 'active', 'completed', 'forfeited', 'expired', 'lost'] as const;
export type TBonusStatus = (typeof BONUS_STATUSES)[number];

export const ZBonus = z.object({
  id: z.number().int(),
  promotionId: z.number().int().nullable(),
  title: z.string(),
  status: z.enum(BONUS_STATUSES),
  amount: ZMinor,
  /** Bonus money the member holds now (active only; "0" otherwise). */
  balance: ZMinor,
  wageringRequired: ZMinor,
  wageringDone: ZMinor,
  maxBet: ZMinor,
  categoryWeights: z.record(z.string(), z.number().int()),
  gameWeights: z.record(z.string(), z.number().int()),
  /** The names of the games gameWeights names. */
  gameNames: z.record(z.string(), z.string()),
  conversionCap: ZMinor.nullable(),
  /** What became real money on completion. */
  converted: ZMinor.nullable(),
  issuedAt: z.number().int(),
  expiresAt: z.number().int(),
  endedAt: z.number().int().nullable(),
});
export type TBonus = z.infer<typeof ZBonus>;

export const BONUS_EVENT_KINDS = ['issued', 'activated', 'wagered', 'rolled_back', 'completed', 'converted', 'forfeited', 'expired', 'lost'] as const;
export const ZBonusEvent = z.object({
  bonusId: z.number().int(),
  kind: z.enum(BONUS_EVENT_KINDS),
  /** The money of the event (converted, forfeited), or the stake counted. */
  amount: ZMinor,
  /** wagered: the stake's share counted toward wagering. */
  counted: ZMinor.nullable(),
  gameCode: z.string().nullable(),
  gameName: z.string().nullable(),
  at: z.number().int(),
});
export type TBonusEvent = z.infer<typeof ZBonusEvent>;

export const ZBonusDetails = z.object({
  currencySymbol: z.string(),
  /** The active one first, then queued, then the ended ones (newest first). */
  bonuses: z.array(ZBonus),
});
export const ZBonusHistoryQuery = ZPageQuery.extend({ bonusId: z.coerce.number().int().min(1).max(2_147_483_647).optional() });
export const ZBonusHistoryPage = pageOf(ZBonusEvent);
export const ZBonusForfeitBody = z.object({ bonusId: ZRowId });

import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TPromotionReward } from '@wps/contracts';
import { bytea, inList, merchantRef, money, tz } from '../../db/columns';
import { memberRef } from '../member/member.schema';

/**
 * Promotions and bonus money (issue 15, decision 013). A promotion's terms
 * are columns the server enforces; a member's claim is one row per
 * (promotion, member); a bonus copies the terms it was issued with, so a
 * later edit of the promotion never changes a bonus already given.
 */
export const PROMOTION_STATUS_VALUES = ['draft', 'active', 'ended'] as const;
export const CLAIM_STATUS_VALUES = ['joined', 'in_process', 'claim', 'issued', 'claimed', 'rejected'] as const;
export const BONUS_STATUS_VALUES = ['queued', 'active', 'completed', 'forfeited', 'expired', 'lost'] as const;
export const BONUS_EVENT_VALUES = ['issued', 'activated', 'wagered', 'rolled_back', 'completed', 'converted', 'forfeited', 'expired', 'lost'] as const;
export const IDENTITY_KINDS = ['phone', 'email', 'bank', 'device'] as const;

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: text('code').notNull(),
    category: text('category').notNull(),
    /** Language code → text. */
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    summary: jsonb('summary').$type<Record<string, string>>().notNull(),
    terms: jsonb('terms').$type<Record<string, string>>().notNull(),
    bannerUrl: text('banner_url'),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at'),
    triggerKind: text('trigger_kind').notNull(),
    depositNth: integer('deposit_nth'),
    minDeposit: money('min_deposit').notNull().default(sql`0`),
    /** mission_done: the mission (null: any). */
    missionId: integer('mission_id'),
    /** points_spent: the least points spent in one go. */
    minPoints: bigint('min_points', { mode: 'bigint' }).notNull().default(sql`0`),
    reward: jsonb('reward').$type<TPromotionReward>().notNull(),
    newMembersOnly: boolean('new_members_only').notNull().default(false),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    promoCode: text('promo_code'),
    /** 0: no cap. */
    budgetTotal: money('budget_total').notNull().default(sql`0`),
    budgetUsed: money('budget_used').notNull().default(sql`0`),
    receiversMax: integer('receivers_max'),
    receivers: integer('receivers').notNull().default(0),
    onePerIdentity: boolean('one_per_identity').notNull().default(false),
    autoApproveMax: money('auto_approve_max').notNull().default(sql`0`),
    status: text('status', { enum: PROMOTION_STATUS_VALUES }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: tz('created_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('promotions_code_unique').on(t.merchantId, t.code),
    index('promotions_list_idx').on(t.merchantId, t.status, t.sort),
    check('promotions_status_check', inList(t.status, PROMOTION_STATUS_VALUES)),
    // The cap is enforced by the claim's locked update; the database refuses anything past it all the same.
    check('promotions_budget_check', sql`${t.budgetUsed} >= 0 and (${t.budgetTotal} = 0 or ${t.budgetUsed} <= ${t.budgetTotal})`),
    check('promotions_receivers_check', sql`${t.receiversMax} is null or ${t.receivers} <= ${t.receiversMax}`),
  ],
);

export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    status: text('status', { enum: CLAIM_STATUS_VALUES }).notNull(),
    /** The reward decided (issued, waiting for review or for the member's claim). */
    amount: money('amount'),
    /** The deposit that qualified (deposit triggers). */
    depositId: integer('deposit_id'),
    comment: text('comment'),
    reason: text('reason'),
    bonusId: integer('bonus_id'),
    decidedBy: integer('decided_by'),
    createdAt: tz('created_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
    decidedAt: tz('decided_at'),
  },
  (t) => [
    uniqueIndex('promotion_claims_unique').on(t.promotionId, t.memberId),
    index('promotion_claims_member_idx').on(t.merchantId, t.memberId),
    index('promotion_claims_review_idx').on(t.merchantId, t.status, t.id),
    check('promotion_claims_status_check', inList(t.status, CLAIM_STATUS_VALUES)),
  ],
);

/** One claim per phone, e-mail, bank account and device: the unique index is the rule. Values are keyed hashes. */
export const promotionIdentities = pgTable(
  'promotion_identities',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: IDENTITY_KINDS }).notNull(),
    hash: text('hash').notNull(),
    memberId: memberRef(),
  },
  (t) => [uniqueIndex('promotion_identities_unique').on(t.promotionId, t.kind, t.hash), index('promotion_identities_hash_idx').on(t.merchantId, t.kind, t.hash)],
);

/** Application images (png or jpg, at most 5 MB each, 3 per application). */
export const promotionImages = pgTable(
  'promotion_images',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => promotionClaims.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('promotion_images_claim_idx').on(t.claimId), check('promotion_images_size_check', sql`${t.size} <= 5242880`)],
);

/** The approved deposits promotions count (nth deposit), once per deposit. */
export const promotionDeposits = pgTable(
  'promotion_deposits',
  {
    merchantId: merchantRef(),
    memberId: memberRef(),
    depositId: integer('deposit_id').notNull(),
    amount: money('amount').notNull(),
    /** 1 for the member's first approved deposit. */
    nth: integer('nth').notNull(),
    at: tz('at').notNull(),
  },
  (t) => [uniqueIndex('promotion_deposits_unique').on(t.merchantId, t.depositId), index('promotion_deposits_member_idx').on(t.merchantId, t.memberId)],
);

export const memberBonuses = pgTable(
  'member_bonuses',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    promotionId: integer('promotion_id'),
    claimId: integer('claim_id'),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: BONUS_STATUS_VALUES }).notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    wageringRequired: money('wagering_required').notNull(),
    /** What still counts toward wagering; 0 when met. */
    wageringLeft: money('wagering_left').notNull(),
    maxBet: money('max_bet').notNull().default(sql`0`),
    categoryWeights: jsonb('category_weights').$type<Record<string, number>>().notNull(),
    gameWeights: jsonb('game_weights').$type<Record<string, number>>().notNull(),
    conversionCap: money('conversion_cap'),
    converted: money('converted'),
    /** Bonus money taken back (forfeit, expiry, over the cap). */
    forfeited: money('forfeited'),
    issuedAt: tz('issued_at').notNull(),
    activatedAt: tz('activated_at'),
    expiresAt: tz('expires_at').notNull(),
    endedAt: tz('ended_at'),
  },
  (t) => [
    // One bonus in play per member: the rest wait, queued, in issue order.
    uniqueIndex('member_bonuses_one_active').on(t.merchantId, t.memberId).where(sql`${t.status} = 'active'`),
    index('member_bonuses_member_idx').on(t.merchantId, t.memberId, t.id),
    index('member_bonuses_open_idx').on(t.status, t.expiresAt).where(sql`${t.status} in ('queued', 'active')`),
    check('member_bonuses_status_check', inList(t.status, BONUS_STATUS_VALUES)),
    check('member_bonuses_amounts_check', sql`${t.amount} > 0 and ${t.wageringLeft} >= 0 and ${t.wageringLeft} <= ${t.wageringRequired}`),
  ],
);

export const bonusEvents = pgTable(
  'bonus_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    bonusId: integer('bonus_id').notNull(),
    kind: text('kind', { enum: BONUS_EVENT_VALUES }).notNull(),
    amount: money('amount').notNull().default(sql`0`),
    counted: money('counted'),
    gameCode: text('game_code'),
    at: tz('at').notNull(),
  },
  (t) => [index('bonus_events_member_idx').on(t.merchantId, t.memberId, t.id), check('bonus_events_kind_check', inList(t.kind, BONUS_EVENT_VALUES))],
);

import { sql } from 'drizzle-orm';
import { boolean, check, integer, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, merchantRef, money, tz } from '../../db/columns';
import { memberRef } from '../member/member.schema';

/**
 * Invite friends (issue 15 item 8): each member's invite code, the friends
 * who registered with one, and the rewards paid per friend and step (once:
 * the primary key, and the ledger's idempotency key).
 */
export const REFERRAL_STEPS = ['registered', 'first_deposit', 'wagered'] as const;
export const REFERRAL_FLAGS = ['same_device', 'same_address', 'same_bank_account'] as const;

export const referralSettings = pgTable('referral_settings', {
  merchantId: merchantRef().primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  registerReward: money('register_reward').notNull().default(sql`0`),
  firstDepositReward: money('first_deposit_reward').notNull().default(sql`0`),
  firstDepositMin: money('first_deposit_min').notNull().default(sql`0`),
  wagerReward: money('wager_reward').notNull().default(sql`0`),
  wagerTarget: money('wager_target').notNull().default(sql`0`),
  maxFriends: integer('max_friends').notNull().default(0),
});

export const referralCodes = pgTable(
  'referral_codes',
  {
    merchantId: merchantRef(),
    memberId: memberRef(),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId] }), uniqueIndex('referral_codes_code_unique').on(t.merchantId, t.code)],
);

export const referrals = pgTable(
  'referrals',
  {
    merchantId: merchantRef(),
    friendId: memberRef(),
    referrerId: integer('referrer_id').notNull(),
    registeredAt: tz('registered_at').notNull(),
    /** Why this friend earns nothing (set once, never cleared). */
    flag: text('flag', { enum: REFERRAL_FLAGS }),
    /** Within the referrer's maxFriends when it registered. */
    counted: boolean('counted').notNull().default(true),
    /** The friend's first approved deposit (set once: only the first one can earn its step). */
    firstDepositId: integer('first_deposit_id'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.friendId] }),
    index('referrals_referrer_idx').on(t.merchantId, t.referrerId, t.registeredAt),
    check('referrals_flag_check', sql`${t.flag} is null or ${inList(t.flag, REFERRAL_FLAGS)}`),
  ],
);

export const referralRewards = pgTable(
  'referral_rewards',
  {
    merchantId: merchantRef(),
    friendId: memberRef(),
    step: text('step', { enum: REFERRAL_STEPS }).notNull(),
    referrerId: integer('referrer_id').notNull(),
    amount: money('amount').notNull(),
    paidAt: tz('paid_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.friendId, t.step] }),
    index('referral_rewards_referrer_idx').on(t.merchantId, t.referrerId),
    check('referral_rewards_step_check', inList(t.step, REFERRAL_STEPS)),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, merchantRef, money, tz } from '../../db/columns';

export const JACKPOT_STATUSES = ['active', 'paused'] as const;

/**
 * A brand's progressive jackpot (issue 11 item 6). Its pool is a ledger
 * account (kind `jackpot`): seeded by the house, grown by `contribution_bp`
 * of every settled real-money round of its games, paid whole to a winner the
 * game draws by the certified hit rule (a spin staking s wins with
 * probability s / hit_every), then seeded again.
 */
export const jackpots = pgTable(
  'jackpots',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The vendor whose games feed and may win it. */
    vassalage: text('vassalage').notNull(),
    gameCodes: text('game_codes').array().notNull(),
    currency: text('currency').notNull(),
    /** What the pool starts at, and is seeded to again after each hit. */
    seed: money('seed').notNull(),
    /** The share of each stake that goes into the pool, in basis points. */
    contributionBp: integer('contribution_bp').notNull(),
    /** The hit rule's figure: on average one hit per this much staked (minor units). */
    hitEvery: money('hit_every').notNull(),
    accountId: integer('account_id').notNull(),
    /** What the contributions owe the pool below one minor unit, in ten-thousandths of one: carried, so no stake's share is lost to rounding. */
    contributionCarry: integer('contribution_carry').notNull().default(0),
    status: text('status', { enum: JACKPOT_STATUSES }).notNull().default('active'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('jackpots_code_unique').on(t.merchantId, t.code),
    index('jackpots_vendor_idx').on(t.merchantId, t.vassalage),
    check('jackpots_status_check', inList(t.status, JACKPOT_STATUSES)),
    check('jackpots_carry_check', sql`${t.contributionCarry} between 0 and 9999`),
    check('jackpots_seed_check', sql`${t.seed} > 0`),
    check('jackpots_contribution_check', sql`${t.contributionBp} between 1 and 500`),
    check('jackpots_hit_every_check', sql`${t.hitEvery} > 0 and ${t.hitEvery} <= 281474976710655`),
  ],
);

/** Each hit, once per round: who won, how much, in which round and by which of the vendor's calls. */
export const jackpotHits = pgTable(
  'jackpot_hits',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull(),
    vassalage: text('vassalage').notNull(),
    roundId: text('round_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    amount: money('amount').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('jackpot_hits_round_unique').on(t.jackpotId, t.vassalage, t.roundId),
    index('jackpot_hits_recent_idx').on(t.merchantId, t.createdAt),
  ],
);

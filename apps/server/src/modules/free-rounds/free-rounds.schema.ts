/**
 * Free rounds ("free spins", issue 15): rounds of one studio game a member may
 * play at a fixed stake the house pays (decision 015). A grant is taken a round
 * at a time by provider_apply when a bet names it (migration of this module):
 * never below zero, refused once used up or expired. Each round taken is a
 * play, so a rollback can give it back and a settled round's valid bet
 * leaves the free stake out.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, merchantRef, money, tz } from '../../db/columns';
import { memberRef } from '../member/member.schema';

export const FREE_ROUND_STATUSES = ['active', 'used', 'expired'] as const;
export type FreeRoundStatus = (typeof FREE_ROUND_STATUSES)[number];

export const freeRoundGrants = pgTable(
  'free_round_grants',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    /** The studio's vendor code at the platform and the game the rounds are for. */
    vassalage: text('vassalage').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    roundsGranted: integer('rounds_granted').notNull(),
    roundsLeft: integer('rounds_left').notNull(),
    /** Each round's total stake, minor units, paid by the house. */
    stake: money('stake').notNull(),
    /** What granted it (`promotion` + claim id…): a source grants once. */
    sourceKind: text('source_kind').notNull(),
    sourceId: text('source_id').notNull(),
    status: text('status', { enum: FREE_ROUND_STATUSES }).notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('free_round_grants_source_unique').on(t.merchantId, t.sourceKind, t.sourceId),
    index('free_round_grants_member_idx').on(t.merchantId, t.memberId, t.status),
    index('free_round_grants_open_idx').on(t.expiresAt).where(sql`${t.status} = 'active'`),
    check('free_round_grants_status_check', inList(t.status, FREE_ROUND_STATUSES)),
    check('free_round_grants_rounds_check', sql`${t.roundsGranted} > 0 and ${t.roundsLeft} >= 0 and ${t.roundsLeft} <= ${t.roundsGranted}`),
    check('free_round_grants_stake_check', sql`${t.stake} > 0`),
  ],
);

/** A round taken from a grant by a bet (its vendor transaction id); `returnedAt` once its rollback gave it back. */
export const freeRoundPlays = pgTable(
  'free_round_plays',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    grantId: integer('grant_id')
      .notNull()
      .references(() => freeRoundGrants.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull(),
    vassalage: text('vassalage').notNull(),
    transactionId: text('transaction_id').notNull(),
    roundId: text('round_id').notNull(),
    stake: money('stake').notNull(),
    createdAt: tz('created_at').notNull(),
    returnedAt: tz('returned_at'),
  },
  (t) => [
    uniqueIndex('free_round_plays_tx_unique').on(t.merchantId, t.vassalage, t.transactionId),
    index('free_round_plays_round_idx').on(t.merchantId, t.vassalage, t.roundId),
    index('free_round_plays_grant_idx').on(t.grantId),
  ],
);

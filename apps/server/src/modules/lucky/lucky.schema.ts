import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { inList, merchantRef, money, tz } from '../../db/columns';
import { memberRef } from '../member/member.schema';

/**
 * Red-envelope rains and the prize wheel (issue 15 item 7). A rain's
 * envelopes are cut when staff schedule it (double-mean, in minor units,
 * summing to the budget); a grab takes the next free envelope by a locked
 * update, and one envelope per member per rain is a unique index.
 */
export const RAIN_REQUIREMENTS = ['none', 'deposit', 'valid_bet'] as const;
/** A rain that falls again a day or a week later (the next one is scheduled when it ends). */
export const RAIN_RECURRENCES = ['none', 'daily', 'weekly'] as const;

export const rains = pgTable(
  'rains',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
    budget: money('budget').notNull(),
    envelopes: integer('envelopes').notNull(),
    requirement: text('requirement', { enum: RAIN_REQUIREMENTS }).notNull(),
    requirementAmount: money('requirement_amount').notNull().default(sql`0`),
    requirementDays: integer('requirement_days').notNull().default(7),
    cancelledAt: tz('cancelled_at'),
    recurrence: text('recurrence', { enum: RAIN_RECURRENCES }).notNull().default('none'),
    /** The first rain of its series (null: this one is the first, or it does not recur). */
    seriesId: integer('series_id'),
    /** When the series job scheduled the next rain after this one (a recurring rain's window ended). */
    followedAt: tz('followed_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('rains_window_idx').on(t.merchantId, t.endsAt),
    // A series' next rain is made once, however often the job runs.
    uniqueIndex('rains_series_once').on(t.merchantId, t.seriesId, t.startsAt),
    index('rains_to_follow_idx').on(t.endsAt).where(sql`${t.recurrence} <> 'none' and ${t.followedAt} is null and ${t.cancelledAt} is null`),
    check('rains_recurrence_check', inList(t.recurrence, RAIN_RECURRENCES)),
    check('rains_requirement_check', inList(t.requirement, RAIN_REQUIREMENTS)),
    check('rains_budget_check', sql`${t.envelopes} >= 1 and ${t.budget} >= ${t.envelopes}`),
  ],
);

export const rainEnvelopes = pgTable(
  'rain_envelopes',
  {
    rainId: integer('rain_id')
      .notNull()
      .references(() => rains.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    merchantId: merchantRef(),
    amount: money('amount').notNull(),
    memberId: integer('member_id'),
    grabbedAt: tz('grabbed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.rainId, t.seq] }),
    uniqueIndex('rain_envelopes_one_per_member').on(t.rainId, t.memberId),
    index('rain_envelopes_free_idx').on(t.rainId, t.seq).where(sql`${t.memberId} is null`),
    index('rain_envelopes_member_idx').on(t.merchantId, t.memberId, t.grabbedAt),
    check('rain_envelopes_amount_check', sql`${t.amount} >= 1`),
  ],
);

export type WheelSegmentRow = { label: Record<string, string>; prizeKind: 'cash' | 'points' | 'none'; prizeAmount: string; weight: number; color: string };

/** The brand's one prize wheel; spins keep a copy of what they were spun on. */
export const wheels = pgTable('wheels', {
  id: serial('id').primaryKey(),
  merchantId: merchantRef().unique(),
  title: jsonb('title').$type<Record<string, string>>().notNull(),
  segments: jsonb('segments').$type<WheelSegmentRow[]>().notNull(),
  spinPerDeposit: money('spin_per_deposit'),
  spinPerValidBet: money('spin_per_valid_bet'),
  dailyPlaySpins: integer('daily_play_spins').notNull().default(0),
  budget: money('budget').notNull().default(sql`0`),
  /** Cash paid and points given by spins so far. */
  paid: money('paid').notNull().default(sql`0`),
  pointsGiven: money('points_given').notNull().default(sql`0`),
  active: boolean('active').notNull().default(true),
  /** Play spins count valid bet from this brand day on (when the wheel was first saved). */
  playFrom: text('play_from').notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** A member's spins: earned by deposits, used; the server seed the next spin uses (its hash shown first). */
export const wheelMembers = pgTable(
  'wheel_members',
  {
    merchantId: merchantRef(),
    memberId: memberRef(),
    depositSpins: integer('deposit_spins').notNull().default(0),
    used: integer('used').notNull().default(0),
    nextSeed: text('next_seed').notNull(),
    nextSeedHash: text('next_seed_hash').notNull(),
    nonce: integer('nonce').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId] })],
);

/** Approved deposits that earned a spin: each counted once. */
export const wheelDeposits = pgTable(
  'wheel_deposits',
  {
    merchantId: merchantRef(),
    depositId: integer('deposit_id').notNull(),
    memberId: memberRef(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.depositId] })],
);

export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    publicId: text('public_id').notNull().unique(),
    segment: integer('segment').notNull(),
    prizeKind: text('prize_kind', { enum: ['cash', 'points', 'none'] }).notNull(),
    prizeAmount: money('prize_amount').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    weights: jsonb('weights').$type<number[]>().notNull(),
    labels: jsonb('labels').$type<Record<string, string>[]>().notNull(),
    requestId: text('request_id').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [uniqueIndex('wheel_spins_request_unique').on(t.merchantId, t.memberId, t.requestId), index('wheel_spins_member_idx').on(t.merchantId, t.memberId, t.id)],
);

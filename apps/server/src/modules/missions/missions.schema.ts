import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, merchantRef, money, tz } from '../../db/columns';
import { memberRef } from '../member/member.schema';

/**
 * Missions and tournaments (issue 15 item 5). Progress and scores move with
 * the after-commit events (deposits, settled rounds, logins, invited friends),
 * each event counted once (missions_seen), never by rescanning bets.
 */
export const MISSION_BUNDLES = ['daily', 'weekly', 'once'] as const;
export const MISSION_EVENTS = ['deposit_amount', 'deposit_count', 'wager_amount', 'rounds', 'win_amount', 'login_days', 'referrals', 'profile_steps'] as const;

export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    bundle: text('bundle', { enum: MISSION_BUNDLES }).notNull(),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    description: jsonb('description').$type<Record<string, string>>().notNull(),
    event: text('event', { enum: MISSION_EVENTS }).notNull(),
    category: text('category'),
    target: bigint('target', { mode: 'bigint' }).notNull(),
    prizeKind: text('prize_kind', { enum: ['cash', 'points'] }).notNull(),
    prizeAmount: bigint('prize_amount', { mode: 'bigint' }).notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('missions_brand_idx').on(t.merchantId, t.event),
    check('missions_bundle_check', inList(t.bundle, MISSION_BUNDLES)),
    check('missions_event_check', inList(t.event, MISSION_EVENTS)),
    check('missions_amounts_check', sql`${t.target} > 0 and ${t.prizeAmount} > 0`),
  ],
);

/** A member's progress in one mission for one period (a brand day, an ISO week, or 'once'). */
export const missionProgress = pgTable(
  'mission_progress',
  {
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    period: text('period').notNull(),
    merchantId: merchantRef(),
    progress: bigint('progress', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The mission's target when this period's progress began (a later change applies from the next period). */
    target: bigint('target', { mode: 'bigint' }).notNull(),
    /** login_days: the last brand day counted (a day counts once). */
    lastDay: date('last_day', { mode: 'string' }),
    completedAt: tz('completed_at'),
    claimedAt: tz('claimed_at'),
    claimRequestId: text('claim_request_id'),
    /** The prize paid at the claim, and its kind (a later change of the mission's prize is not this claim's). */
    prizePaid: bigint('prize_paid', { mode: 'bigint' }),
    prizeKind: text('prize_kind', { enum: ['cash', 'points'] }),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.memberId, t.period] }),
    index('mission_progress_member_idx').on(t.merchantId, t.memberId, t.period),
    index('mission_progress_claimable_idx')
      .on(t.merchantId, t.memberId)
      .where(sql`${t.completedAt} is not null and ${t.claimedAt} is null`),
  ],
);

/** Outbox events a consumer of this module has counted (delivery is at least once); kept a week. */
export const missionsSeen = pgTable(
  'missions_seen',
  {
    consumer: text('consumer').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    seenAt: tz('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.eventId] }), index('missions_seen_at_idx').on(t.seenAt)],
);

export const TOURNAMENT_METRICS = ['wagered', 'rounds', 'best_multiplier'] as const;
/** A tournament that runs again a day or a week later (the next one is made when it finishes). */
export const TOURNAMENT_RECURRENCES = ['none', 'daily', 'weekly'] as const;

export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    description: jsonb('description').$type<Record<string, string>>().notNull(),
    metric: text('metric', { enum: TOURNAMENT_METRICS }).notNull(),
    category: text('category'),
    minStake: money('min_stake').notNull().default(sql`0`),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
    prizes: jsonb('prizes').$type<{ fromRank: number; toRank: number; amount: string }[]>().notNull(),
    /** Set when its prizes were paid (the finish job). */
    finishedAt: tz('finished_at'),
    paid: money('paid').notNull().default(sql`0`),
    recurrence: text('recurrence', { enum: TOURNAMENT_RECURRENCES }).notNull().default('none'),
    /** The first tournament of its series (null: this one is the first, or it does not recur). */
    seriesId: integer('series_id'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('tournaments_window_idx').on(t.merchantId, t.endsAt),
    // A series' next tournament is made once, however often its finish is retried.
    uniqueIndex('tournaments_series_once').on(t.merchantId, t.seriesId, t.startsAt),
    check('tournaments_recurrence_check', inList(t.recurrence, TOURNAMENT_RECURRENCES)),
    index('tournaments_unfinished_idx').on(t.endsAt).where(sql`${t.finishedAt} is null`),
    check('tournaments_metric_check', inList(t.metric, TOURNAMENT_METRICS)),
    check('tournaments_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A member's score in a tournament; ties go to whoever reached the score first.
 * wagered: minor units; rounds: a count; best_multiplier: payout ÷ stake × 100.
 */
export const tournamentScores = pgTable(
  'tournament_scores',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    merchantId: merchantRef(),
    score: bigint('score', { mode: 'bigint' }).notNull(),
    reachedAt: tz('reached_at').notNull(),
    /** The place and prize paid when the tournament finished. */
    rank: integer('rank'),
    prize: money('prize'),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.memberId] }),
    index('tournament_scores_board_idx').on(t.tournamentId, sql`${t.score} desc`, t.reachedAt, t.memberId),
  ],
);

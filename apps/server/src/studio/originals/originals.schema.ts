import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { inList, merchantRef, money, tz } from '../../db/columns';

// ---------------------------------------------------------------------------
// Our studio's own storage for its games (issue 11): seed pairs and rounds of
// the provably fair originals, and the limits each brand sets for the
// studio's games. The platform's money is not here: it moves only through the
// provider API.
// ---------------------------------------------------------------------------

/**
 * A player's seed pairs. One active pair per player (revealed_at null): its
 * server seed stays secret while its hash is shown; the next server seed is
 * drawn in advance so its hash can be shown too. Rotating reveals the active
 * pair and makes the next one active. `player_key` is the platform's player
 * id, or `fun:<id>` for a fun session.
 */
export const studioSeedPairs = pgTable(
  'studio_seed_pairs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    playerKey: text('player_key').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    nextServerSeed: text('next_server_seed').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next round takes: rounds played under this pair. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: tz('created_at').notNull(),
    revealedAt: tz('revealed_at'),
  },
  (t) => [
    uniqueIndex('studio_seed_pairs_active_uq').on(t.merchantId, t.playerKey).where(sql`${t.revealedAt} is null`),
    index('studio_seed_pairs_player_idx').on(t.merchantId, t.playerKey, t.id),
    check('studio_seed_pairs_nonce_check', sql`${t.nonce} >= 0`),
  ],
);

export const ORIGINAL_ROUND_STATUSES = ['open', 'won', 'lost', 'cashed'] as const;

/**
 * A round of an original. Dice, Plinko and Keno are settled in the call that
 * made them; Mines and Hi-Lo stay open through their steps (`step` counts
 * them, so two steps sent together cannot both apply). `paid_at` is set when
 * the platform confirmed the round's closing win (fun rounds: at once).
 */
export const studioOriginalRounds = pgTable(
  'studio_original_rounds',
  {
    roundId: uuid('round_id').primaryKey(),
    merchantId: merchantRef(),
    playerKey: text('player_key').notNull(),
    /** The platform's player id (absent in fun mode). */
    platformPlayerId: text('platform_player_id'),
    /** The brand's host the round was played on: where its closing win is sent again if the platform did not answer. */
    host: text('host'),
    mode: text('mode').notNull(),
    game: text('game').notNull(),
    clientRoundId: text('client_round_id').notNull(),
    seedPairId: bigint('seed_pair_id', { mode: 'number' })
      .notNull()
      .references(() => studioSeedPairs.id),
    nonce: integer('nonce').notNull(),
    edgeBp: integer('edge_bp').notNull(),
    bet: money('bet').notNull(),
    currency: text('currency').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** Mines: safe tiles revealed; Hi-Lo: the moves made. */
    steps: jsonb('steps').$type<(number | string)[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status').notNull(),
    multiplier: money('multiplier').notNull().default(sql`0`),
    payout: money('payout').notNull().default(sql`0`),
    createdAt: tz('created_at').notNull(),
    settledAt: tz('settled_at'),
    paidAt: tz('paid_at'),
  },
  (t) => [
    uniqueIndex('studio_original_rounds_client_uq').on(t.merchantId, t.playerKey, t.clientRoundId),
    index('studio_original_rounds_open_idx').on(t.merchantId, t.playerKey).where(sql`${t.status} = 'open'`),
    index('studio_original_rounds_unpaid_idx').on(t.settledAt).where(sql`${t.paidAt} is null and ${t.settledAt} is not null`),
    index('studio_original_rounds_seed_idx').on(t.seedPairId),
    index('studio_original_rounds_created_idx').on(t.createdAt),
    check('studio_original_rounds_status_check', inList(t.status, ORIGINAL_ROUND_STATUSES)),
    check('studio_original_rounds_mode_check', inList(t.mode, ['real', 'demo', 'fun'])),
    check('studio_original_rounds_amounts_check', sql`${t.bet} > 0 and ${t.payout} >= 0 and ${t.multiplier} >= 0`),
  ],
);

/**
 * What a brand allows at the studio's games, per currency: the bet range, the
 * largest win of one round, the house edge of the games whose pays scale with
 * the odds (within what their sheets certify), and whether autoplay and turbo
 * are offered. `game` '*' is the brand's default; a game code overrides it.
 */
export const studioLimits = pgTable(
  'studio_limits',
  {
    merchantId: merchantRef(),
    currency: text('currency').notNull(),
    game: text('game').notNull(),
    minBet: money('min_bet').notNull(),
    maxBet: money('max_bet').notNull(),
    maxWin: money('max_win').notNull(),
    edgeBp: integer('edge_bp').notNull(),
    autoplay: boolean('autoplay').notNull(),
    turbo: boolean('turbo').notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.currency, t.game] }),
    check('studio_limits_bets_check', sql`${t.minBet} > 0 and ${t.maxBet} >= ${t.minBet} and ${t.maxWin} >= ${t.maxBet}`),
    check('studio_limits_edge_check', sql`${t.edgeBp} between 100 and 500`),
  ],
);

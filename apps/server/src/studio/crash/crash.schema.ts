import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { inList, merchantRef, money, tz } from '../../db/columns';

// ---------------------------------------------------------------------------
// Crash (issue 11 item 3): shared rounds whose bust points come from a hash
// chain published in advance, and the players' bets with their cash-outs.
// ---------------------------------------------------------------------------

/**
 * A hash chain: its last hash (`seed`, secret) hashed `length` times gives
 * the published `terminating_hash`; game n plays the hash n steps from it.
 */
export const studioCrashChains = pgTable('studio_crash_chains', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  seed: text('seed').notNull(),
  length: integer('length').notNull(),
  terminatingHash: text('terminating_hash').notNull(),
  salt: text('salt').notNull(),
  createdAt: tz('created_at').notNull(),
});

export const CRASH_PHASES = ['betting', 'running', 'crashed'] as const;

export const studioCrashRounds = pgTable(
  'studio_crash_rounds',
  {
    roundId: uuid('round_id').primaryKey(),
    chainId: bigint('chain_id', { mode: 'number' })
      .notNull()
      .references(() => studioCrashChains.id),
    /** Game n of the chain (1 = the first hash after the terminating one). */
    gameNo: integer('game_no').notNull(),
    /** The game's hash: secret until the round crashed. */
    hash: text('hash').notNull(),
    /** The bust point, hundredths. */
    point: integer('point').notNull(),
    phase: text('phase').notNull(),
    opensAt: tz('opens_at').notNull(),
    startsAt: tz('starts_at').notNull(),
    bustsAt: tz('busts_at').notNull(),
    settledAt: tz('settled_at'),
  },
  (t) => [
    uniqueIndex('studio_crash_rounds_game_uq').on(t.chainId, t.gameNo),
    index('studio_crash_rounds_recent_idx').on(t.opensAt),
    check('studio_crash_rounds_phase_check', inList(t.phase, CRASH_PHASES)),
  ],
);

export const CRASH_BET_STATUSES = ['pending', 'placed', 'cashed', 'lost', 'refunded'] as const;

/** One player's bet on a round, with its automatic cash-out target and what it became. */
export const studioCrashBets = pgTable(
  'studio_crash_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => studioCrashRounds.roundId, { onDelete: 'cascade' }),
    merchantId: merchantRef(),
    host: text('host').notNull(),
    playerId: text('player_id').notNull(),
    /** A masked name shown to the other players. */
    displayName: text('display_name').notNull(),
    mode: text('mode').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** Cash out by itself at this multiplier (hundredths), if set. */
    autoCashout: integer('auto_cashout'),
    /** The multiplier cashed out at (hundredths). */
    cashedAt: integer('cashed_at'),
    payout: money('payout'),
    status: text('status').notNull(),
    createdAt: tz('created_at').notNull(),
    settledAt: tz('settled_at'),
    paidAt: tz('paid_at'),
  },
  (t) => [
    uniqueIndex('studio_crash_bets_player_uq').on(t.roundId, t.merchantId, t.playerId),
    index('studio_crash_bets_round_idx').on(t.roundId, t.status),
    check('studio_crash_bets_status_check', inList(t.status, CRASH_BET_STATUSES)),
    check('studio_crash_bets_mode_check', inList(t.mode, ['real', 'demo', 'fun'])),
    check('studio_crash_bets_amount_check', sql`${t.amount} > 0`),
  ],
);

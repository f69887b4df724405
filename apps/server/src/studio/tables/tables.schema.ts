import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { inList, merchantRef, money, tz } from '../../db/columns';

// ---------------------------------------------------------------------------
// Our studio's live tables (issue 11 item 2): tables shared by every brand's
// players, their rounds on a schedule, the players' bets (each placed and
// settled through that player's brand's provider API), and who is seated.
// ---------------------------------------------------------------------------

export const TABLE_STATUSES = ['open', 'maintenance'] as const;

/** A table: its game, its timing, and the state its next deal needs (the shoe). */
export const studioTables = pgTable(
  'studio_tables',
  {
    tableId: text('table_id').primaryKey(),
    game: text('game').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('open'),
    bettingMs: integer('betting_ms').notNull(),
    dealingMs: integer('dealing_ms').notNull(),
    resultMs: integer('result_ms').notNull(),
    /** The game's state between rounds (baccarat and dragon tiger: the shoe); null when none. */
    state: jsonb('state').$type<unknown>(),
    /** The number of the latest round. */
    roundNo: bigint('round_no', { mode: 'number' }).notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [check('studio_tables_status_check', inList(t.status, TABLE_STATUSES))],
);

export const TABLE_PHASES = ['betting', 'dealing', 'settled', 'void'] as const;

/**
 * A round of a table: betting until `closes_at`, then the deal is revealed
 * until `settles_at`, then it is settled and the next round opens.
 */
export const studioTableRounds = pgTable(
  'studio_table_rounds',
  {
    roundId: uuid('round_id').primaryKey(),
    tableId: text('table_id')
      .notNull()
      .references(() => studioTables.tableId, { onDelete: 'cascade' }),
    roundNo: bigint('round_no', { mode: 'number' }).notNull(),
    phase: text('phase').notNull(),
    opensAt: tz('opens_at').notNull(),
    closesAt: tz('closes_at').notNull(),
    settlesAt: tz('settles_at').notNull(),
    /** The deal (cards, dice, pocket), once the betting closed. */
    outcome: jsonb('outcome').$type<unknown>(),
    /** The settlement's claim: one process pays the round's players; another takes over after a minute. */
    settlingAt: tz('settling_at'),
    /** Where the round sits in its shoe (baccarat, dragon tiger), for the roads. */
    shoeNo: integer('shoe_no'),
    settledAt: tz('settled_at'),
  },
  (t) => [
    uniqueIndex('studio_table_rounds_no_uq').on(t.tableId, t.roundNo),
    index('studio_table_rounds_live_idx').on(t.tableId).where(sql`${t.phase} in ('betting', 'dealing')`),
    check('studio_table_rounds_phase_check', inList(t.phase, TABLE_PHASES)),
  ],
);

export const TABLE_BET_STATUSES = ['pending', 'placed', 'settled', 'refunded'] as const;

/**
 * One player's chips on one round, as one bet at the player's brand. A player
 * adding chips during the window makes another row; the round's settlement
 * pays each player once for all of theirs.
 */
export const studioTableBets = pgTable(
  'studio_table_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => studioTableRounds.roundId, { onDelete: 'cascade' }),
    tableId: text('table_id').notNull(),
    merchantId: merchantRef(),
    /** The brand's host, as the platform resolves brands for vendor calls ('' in fun mode). */
    host: text('host').notNull(),
    playerId: text('player_id').notNull(),
    mode: text('mode').notNull(),
    clientBetId: text('client_bet_id').notNull(),
    /** [{ spot, amount }], amounts as strings. */
    chips: jsonb('chips').$type<{ spot: string; amount: string }[]>().notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('placed'),
    payout: money('payout'),
    createdAt: tz('created_at').notNull(),
    settledAt: tz('settled_at'),
  },
  (t) => [
    uniqueIndex('studio_table_bets_client_uq').on(t.roundId, t.merchantId, t.playerId, t.clientBetId),
    index('studio_table_bets_round_idx').on(t.roundId, t.status),
    index('studio_table_bets_player_idx').on(t.merchantId, t.playerId, t.createdAt),
    check('studio_table_bets_status_check', inList(t.status, TABLE_BET_STATUSES)),
    check('studio_table_bets_mode_check', inList(t.mode, ['real', 'demo', 'fun'])),
    check('studio_table_bets_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Who sat at a table lately (the page pings while open): the seated count is the players seen in the last two minutes. */
export const studioTablePresence = pgTable(
  'studio_table_presence',
  {
    tableId: text('table_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    playerKey: text('player_key').notNull(),
    seenAt: tz('seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.merchantId, t.playerKey] }), index('studio_table_presence_seen_idx').on(t.tableId, t.seenAt)],
);

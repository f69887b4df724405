import { GAME_CLASSIFY_CODES } from '@wps/contracts';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, foreignKey, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchantRef, tz } from '../../db/columns';
import { vendors } from '../catalog/catalog.schema';
import { memberRef, members } from '../member/member.schema';

// ---------------------------------------------------------------------------
// Game catalog (issue 5, catalog part): games per brand, favourites, recent
// games and the winners board.
// ---------------------------------------------------------------------------

/** A game of a vendor of a brand (SPEC.md §3 Game/vendor card). */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** The client's id of the game (favourites and launches name it); unique per brand. */
    nodeId: text('node_id').notNull(),
    gameName: text('game_name').notNull(),
    /** The vendor's own code of the game, passed to the vendor at launch. */
    gameCode: text('game_code').notNull(),
    vassalage: text('vassalage').notNull(),
    gameType: text('game_type').notNull(),
    classify: text('classify', { enum: GAME_CLASSIFY_CODES }),
    /** Relative to an image CDN. */
    iconPath: text('icon_path').notNull(),
    /** false: an entry that opens the vendor's own lobby (sports books, lottery halls) rather than one game. */
    isGame: boolean('is_game').notNull().default(true),
    /** Smallest stake, minor units of the brand's currency. */
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    /** Paylines (slots); 0 where lines mean nothing. */
    lines: integer('lines').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    sort: integer('sort').notNull().default(0),
    status: text('status', { enum: ['active', 'maintenance'] }).notNull().default('active'),
    /** false: taken off the player site by the operator (lists, favourites, recent games, launches). */
    enabled: boolean('enabled').notNull().default(true),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_node_unique').on(t.merchantId, t.nodeId),
    index('games_vendor_idx').on(t.merchantId, t.vassalage, t.gameType, t.sort),
    index('games_sort_idx').on(t.merchantId, t.sort, t.id),
    // A game belongs to one vendor row of its brand (vendors_unique).
    foreignKey({
      name: 'games_vendor_fk',
      columns: [t.merchantId, t.vassalage, t.gameType],
      foreignColumns: [vendors.merchantId, vendors.vassalage, vendors.gameType],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    check('games_status_check', sql`${t.status} in ('active', 'maintenance')`),
    check('games_classify_check', sql`${t.classify} is null or ${t.classify} in ('SC', 'JP', 'TG', 'AC', 'BG')`),
    check('games_min_bet_check', sql`${t.minBet} >= 0`),
    check('games_lines_check', sql`${t.lines} >= 0`),
  ],
);

const gameRef = () =>
  integer('game_id')
    .notNull()
    .references((): AnyPgColumn => games.id, { onDelete: 'cascade' });

/** A member's favourite games (SPEC.md §3 Favourites). */
export const favoriteGames = pgTable(
  'favorite_games',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    gameId: gameRef(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [uniqueIndex('favorite_games_unique').on(t.memberId, t.gameId), index('favorite_games_member_idx').on(t.memberId, t.createdAt)],
);

/** The games a member played last; trimmed to the newest RECENT_GAMES_MAX per member on every write. */
export const recentGames = pgTable(
  'recent_games',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    gameId: gameRef(),
    lastPlayedAt: tz('last_played_at').notNull(),
  },
  (t) => [uniqueIndex('recent_games_unique').on(t.memberId, t.gameId), index('recent_games_member_idx').on(t.memberId, t.lastPlayedAt)],
);

/**
 * Big wins for the winners board (GCSGAME_getRankList). The name is stored
 * masked: the board is public, so the full account never leaves the row's writer.
 */
export const gameWins = pgTable(
  'game_wins',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    gameId: gameRef(),
    /** null for the seeded demo wins. */
    memberId: integer('member_id').references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    betAmount: bigint('bet_amount', { mode: 'bigint' }).notNull(),
    winAmount: bigint('win_amount', { mode: 'bigint' }).notNull(),
    /** The round (or other source) the win came from: recording it twice is a no-op. */
    sourceRef: text('source_ref').notNull(),
    wonAt: tz('won_at').notNull(),
  },
  (t) => [
    uniqueIndex('game_wins_source_unique').on(t.merchantId, t.sourceRef),
    index('game_wins_recent_idx').on(t.merchantId, t.wonAt),
    check('game_wins_amount_check', sql`${t.winAmount} > 0 and ${t.betAmount} >= 0`),
  ],
);

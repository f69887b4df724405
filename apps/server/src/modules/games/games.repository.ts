import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { pgArray } from '../../db/pg-array';
import { favoriteGames, gameWins, games, recentGames, vendors } from '../../db/schema';

export type GameRow = typeof games.$inferSelect;

/** A game with what its tile needs from its vendor. */
export interface GameCardRow {
  game: GameRow;
  vendorName: string;
  vendorCategory: string;
  vendorStatus: 'ACTIVE' | 'MAINTENANCE';
}

export interface GameFilters {
  gameType?: string;
  vassalage?: string;
  classify?: string;
  /** Already escaped for LIKE. */
  namePattern?: string;
  /** Name, vendor name or vendor code contains it (the site-wide search). */
  keywordPattern?: string;
  /** Games whose smallest stake is at most this. */
  maxMinBet?: bigint;
  minLines?: number;
  tag?: 'hot' | 'new';
  /** Only games that can be started now (game and vendor active). */
  playableOnly?: boolean;
  nodeId?: string;
}

const cardColumns = {
  game: games,
  vendorName: vendors.displayName,
  vendorCategory: vendors.gameCategory,
  vendorStatus: vendors.status,
};

const vendorJoin = and(
  eq(vendors.merchantId, games.merchantId),
  eq(vendors.vassalage, games.vassalage),
  eq(vendors.gameType, games.gameType),
);

/** What the player site shows: games the operator has not switched off, of vendors it has not switched off. */
const listed = and(eq(games.enabled, true), eq(vendors.enabled, true));

function whereOf(merchantId: number, f: GameFilters): SQL | undefined {
  return and(
    eq(games.merchantId, merchantId),
    listed,
    f.gameType ? sql`upper(${games.gameType}) = upper(${f.gameType})` : undefined,
    f.vassalage ? sql`upper(${games.vassalage}) = upper(${f.vassalage})` : undefined,
    f.classify ? eq(games.classify, f.classify as GameRow['classify'] & string) : undefined,
    f.namePattern ? ilike(games.gameName, f.namePattern) : undefined,
    f.keywordPattern ? or(ilike(games.gameName, f.keywordPattern), ilike(vendors.displayName, f.keywordPattern), ilike(games.vassalage, f.keywordPattern)) : undefined,
    f.maxMinBet !== undefined ? lte(games.minBet, f.maxMinBet) : undefined,
    f.minLines !== undefined ? gte(games.lines, f.minLines) : undefined,
    f.tag ? sql`${games.tags} @> array[${f.tag}]::text[]` : undefined,
    f.playableOnly ? and(eq(games.status, 'active'), eq(vendors.status, 'ACTIVE')) : undefined,
    f.nodeId ? eq(games.nodeId, f.nodeId) : undefined,
  );
}

export async function findGames(
  db: DrizzleDb,
  merchantId: number,
  filters: GameFilters,
  page: { offset: number; limit: number },
): Promise<{ rows: GameCardRow[]; total: number }> {
  const where = whereOf(merchantId, filters);
  const [rows, totals] = await Promise.all([
    db
      .select(cardColumns)
      .from(games)
      .innerJoin(vendors, vendorJoin)
      .where(where)
      .orderBy(asc(games.sort), asc(games.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(games).innerJoin(vendors, vendorJoin).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export function findGameByNode(db: DrizzleDb, merchantId: number, nodeId: string): Promise<GameRow | undefined> {
  return db
    .select()
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.nodeId, nodeId)))
    .then((r) => r[0]);
}

export interface VendorGameTypeRow {
  vassalage: string;
  displayName: string;
  gameType: string;
  gameCategory: string;
  vendorSort: number;
  gameCount: number;
  classifies: string[];
}

/** Every vendor of the brand with its number of games and the sub-categories present. */
export function vendorGameTypes(db: DrizzleDb, merchantId: number, vassalage?: string): Promise<VendorGameTypeRow[]> {
  return db
    .select({
      vassalage: vendors.vassalage,
      displayName: vendors.displayName,
      gameType: vendors.gameType,
      gameCategory: vendors.gameCategory,
      vendorSort: vendors.sort,
      gameCount: sql<number>`count(${games.id})::int`,
      classifies: sql<string[]>`coalesce(array_agg(distinct ${games.classify}) filter (where ${games.classify} is not null), '{}'::text[])`,
    })
    .from(vendors)
    .leftJoin(games, and(vendorJoin, eq(games.enabled, true)))
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.enabled, true), vassalage ? sql`upper(${vendors.vassalage}) = upper(${vassalage})` : undefined))
    .groupBy(vendors.id)
    .orderBy(asc(vendors.sort), asc(vendors.displayName), asc(vendors.gameType));
}

// Favourites -----------------------------------------------------------------

/** Idempotent: a second add of the same game is a no-op (unique member + game). */
export async function insertFavorite(db: DrizzleDb, merchantId: number, memberId: number, gameId: number, at: Date): Promise<void> {
  await db.insert(favoriteGames).values({ merchantId, memberId, gameId, createdAt: at }).onConflictDoNothing();
}

export async function deleteFavorite(db: DrizzleDb, merchantId: number, memberId: number, gameId: number): Promise<void> {
  await db
    .delete(favoriteGames)
    .where(and(eq(favoriteGames.merchantId, merchantId), eq(favoriteGames.memberId, memberId), eq(favoriteGames.gameId, gameId)));
}

export async function favoriteNodeIds(db: DrizzleDb, merchantId: number, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ nodeId: games.nodeId })
    .from(favoriteGames)
    .innerJoin(games, eq(games.id, favoriteGames.gameId))
    .where(and(eq(favoriteGames.merchantId, merchantId), eq(favoriteGames.memberId, memberId)))
    .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.id));
  return rows.map((r) => r.nodeId);
}

export async function favoriteGamesPage(
  db: DrizzleDb,
  merchantId: number,
  memberId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: GameCardRow[]; total: number }> {
  const where = and(eq(favoriteGames.merchantId, merchantId), eq(favoriteGames.memberId, memberId), listed);
  const [rows, totals] = await Promise.all([
    db
      .select(cardColumns)
      .from(favoriteGames)
      .innerJoin(games, eq(games.id, favoriteGames.gameId))
      .innerJoin(vendors, vendorJoin)
      .where(where)
      .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(favoriteGames).innerJoin(games, eq(games.id, favoriteGames.gameId)).innerJoin(vendors, vendorJoin).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

// Recent games ---------------------------------------------------------------

/**
 * Upserts the member's row for the game (only a game of the member's brand)
 * and trims the member's list to the newest `keep`, in one transaction.
 * Returns false when the game is not one of the brand's. Two plays of one
 * member committing at the same instant may leave one row over the cap until
 * the next play trims it; readers always take the newest `keep`.
 */
export async function touchRecentGame(
  db: DrizzleDb,
  r: { merchantId: number; memberId: number; gameId: number; at: Date; keep: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = (await tx.execute(sql`
      insert into recent_games (merchant_id, member_id, game_id, last_played_at)
      select ${r.merchantId}, ${r.memberId}, g.id, ${r.at.toISOString()}::timestamptz
        from games g where g.id = ${r.gameId} and g.merchant_id = ${r.merchantId}
      on conflict (member_id, game_id)
        do update set last_played_at = greatest(recent_games.last_played_at, excluded.last_played_at)
      returning id`)) as unknown as { rows: unknown[] };
    if (inserted.rows.length === 0) return false;
    await tx.execute(sql`
      delete from recent_games
       where member_id = ${r.memberId}
         and id not in (select id from recent_games where member_id = ${r.memberId}
                         order by last_played_at desc, id desc limit ${r.keep})`);
    return true;
  });
}

export function recentGameRows(
  db: DrizzleDb,
  merchantId: number,
  memberId: number,
  limit: number,
): Promise<(GameCardRow & { lastPlayedAt: Date })[]> {
  return db
    .select({ ...cardColumns, lastPlayedAt: recentGames.lastPlayedAt })
    .from(recentGames)
    .innerJoin(games, eq(games.id, recentGames.gameId))
    .innerJoin(vendors, vendorJoin)
    .where(and(eq(recentGames.merchantId, merchantId), eq(recentGames.memberId, memberId), listed))
    .orderBy(desc(recentGames.lastPlayedAt), desc(recentGames.id))
    .limit(limit);
}

// Winners --------------------------------------------------------------------

export interface GameWinInsert {
  merchantId: number;
  gameId: number;
  memberId: number | null;
  customerName: string;
  betAmount: bigint;
  winAmount: bigint;
  sourceRef: string;
  wonAt: Date;
}

/**
 * Idempotent by (brand, source): a replayed round records nothing. Only a
 * game of the same brand is accepted. Returns whether a row was added.
 */
export async function insertWin(db: DrizzleDb, win: GameWinInsert): Promise<boolean> {
  const result = (await db.execute(sql`
    insert into game_wins (merchant_id, game_id, member_id, customer_name, bet_amount, win_amount, source_ref, won_at)
    select ${win.merchantId}, g.id, ${win.memberId}, ${win.customerName}, ${win.betAmount.toString()}::bigint,
           ${win.winAmount.toString()}::bigint, ${win.sourceRef}, ${win.wonAt.toISOString()}::timestamptz
      from games g where g.id = ${win.gameId} and g.merchant_id = ${win.merchantId}
    on conflict (merchant_id, source_ref) do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

export function recentWins(
  db: DrizzleDb,
  merchantId: number,
  gameType: string | undefined,
  limit: number,
): Promise<{ winAmount: bigint; customerName: string; wonAt: Date; gameName: string; nodeId: string; iconPath: string }[]> {
  return db
    .select({
      winAmount: gameWins.winAmount,
      customerName: gameWins.customerName,
      wonAt: gameWins.wonAt,
      gameName: games.gameName,
      nodeId: games.nodeId,
      iconPath: games.iconPath,
    })
    .from(gameWins)
    .innerJoin(games, eq(games.id, gameWins.gameId))
    .where(and(eq(gameWins.merchantId, merchantId), gameType ? sql`upper(${games.gameType}) = upper(${gameType})` : undefined))
    .orderBy(desc(gameWins.wonAt), desc(gameWins.id))
    .limit(limit);
}

/** The catalog game of a vendor's game code (the winners board names games by id). */
export async function findGameId(db: DrizzleDb, merchantId: number, vassalage: string, gameCode: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.vassalage, vassalage), eq(games.gameCode, gameCode)))
    .orderBy(games.id)
    .limit(1);
  return row?.id;
}

/** The catalog's names of vendors' game codes ("<vassalage>|<game code>" → name; the first row where a code is listed twice); codes it lacks are absent. */
export async function findGameNames(db: DrizzleDb, merchantId: number, keys: readonly { vassalage: string; gameCode: string }[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const wanted = new Set(keys.map((k) => `${k.vassalage}|${k.gameCode}`));
  const found = await db
    .select({ vassalage: games.vassalage, gameCode: games.gameCode, gameName: games.gameName })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), inArray(games.gameCode, [...new Set(keys.map((k) => k.gameCode))])))
    .orderBy(desc(games.id));
  // Newest first into the map, so the oldest row of a code listed twice wins.
  return new Map(found.map((g) => [`${g.vassalage}|${g.gameCode}`, g.gameName] as const).filter(([key]) => wanted.has(key)));
}

// The console ----------------------------------------------------------------

export interface StaffGameFilters {
  vassalage?: string | undefined;
  gameType?: string | undefined;
  enabled?: boolean | undefined;
  /** Already escaped for LIKE. */
  namePattern?: string | undefined;
}

export type StaffGameRow = { game: GameRow; vendorName: string };

/** Every game of the brand, switched off or not, in the lobby's order (sort, then id). */
export async function findStaffGames(
  db: DrizzleDb,
  merchantId: number,
  f: StaffGameFilters,
  page: { offset: number; limit: number },
): Promise<{ rows: StaffGameRow[]; total: number }> {
  const where = and(
    eq(games.merchantId, merchantId),
    f.vassalage ? eq(games.vassalage, f.vassalage) : undefined,
    f.gameType ? sql`upper(${games.gameType}) = upper(${f.gameType})` : undefined,
    f.enabled === undefined ? undefined : eq(games.enabled, f.enabled),
    f.namePattern ? ilike(games.gameName, f.namePattern) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ game: games, vendorName: vendors.displayName })
      .from(games)
      .innerJoin(vendors, vendorJoin)
      .where(where)
      .orderBy(asc(games.sort), asc(games.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(games).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** A game of the brand with its vendor's name, locked for a change (inside the caller's transaction). */
export async function lockStaffGame(db: DrizzleDb, merchantId: number, id: number): Promise<StaffGameRow | undefined> {
  const [row] = await db
    .select({ game: games, vendorName: vendors.displayName })
    .from(games)
    .innerJoin(vendors, vendorJoin)
    .where(and(eq(games.merchantId, merchantId), eq(games.id, id)))
    .for('update', { of: games });
  return row;
}

export type GameChange = Partial<Pick<GameRow, 'enabled' | 'sort' | 'tags' | 'gameType' | 'classify'>>;

export async function updateGame(db: DrizzleDb, merchantId: number, id: number, change: GameChange): Promise<GameRow | undefined> {
  const [row] = await db
    .update(games)
    .set(change)
    .where(and(eq(games.merchantId, merchantId), eq(games.id, id)))
    .returning();
  return row;
}

/** How many games each vendor (vassalage) of the brand has, switched off or not. */
export async function countGamesByVendor(db: DrizzleDb, merchantId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ vassalage: games.vassalage, n: count() })
    .from(games)
    .where(eq(games.merchantId, merchantId))
    .groupBy(games.vassalage);
  return new Map(rows.map((r) => [r.vassalage, r.n]));
}

/** Game names by code (any vendor of the brand; the oldest row of a code wins), for terms that name games by code. */
export async function gameNamesByCode(db: DrizzleDb, merchantId: number, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const found = await db
    .select({ gameCode: games.gameCode, gameName: games.gameName })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), inArray(games.gameCode, [...new Set(codes)])))
    .orderBy(desc(games.id));
  return new Map(found.map((g) => [g.gameCode, g.gameName] as const));
}

/**
 * The wager category of each (vendor, game code): the game's type, else its
 * vendor's first type, else OTHER — the category settled rounds are recorded
 * under (provider findRoundCategory), for many rounds in one query.
 */
export async function gameCategoriesOf(db: DrizzleDb, merchantId: number, games: readonly { vassalage: string; gameCode: string }[]): Promise<Map<string, string>> {
  const keys = [...new Set(games.map((g) => `${g.vassalage}\u0000${g.gameCode}`))];
  if (keys.length === 0) return new Map();
  const pairs = keys.map((k) => k.split('\u0000') as [string, string]);
  const { rows } = (await db.execute(sql`
    select u.v as vassalage, u.c as game_code, coalesce(
      (select g.game_type from games g where g.merchant_id = ${merchantId}::integer and g.vassalage = u.v and g.game_code = u.c order by g.id limit 1),
      (select v.game_type from vendors v where v.merchant_id = ${merchantId}::integer and v.vassalage = u.v order by v.sort, v.id limit 1),
      'OTHER') as category
    from unnest(${pgArray(pairs.map((p) => p[0]))}::text[], ${pgArray(pairs.map((p) => p[1]))}::text[]) as u(v, c)`)) as unknown as {
    rows: { vassalage: string; game_code: string; category: string }[];
  };
  return new Map(rows.map((r) => [`${r.vassalage}:${r.game_code}`, r.category]));
}

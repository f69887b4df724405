import {
  ErrorCode,
  HOT_GAMES_LIST_MAX,
  RECENT_GAMES_MAX,
  type TGameClassify,
  type TGameListQuery,
  type TGameListValue,
  type ContractValue,
  type getFavoriteGameList,
  type getRankList,
  type getRecentGames,
  type getVassGameTypes,
  type getHotGames,
  type addFavoriteGame,
} from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { BrandContext } from '../brand';
import { laneOf } from '../catalog/catalog.service';
import { presentGameCard } from './games.presenter';
import {
  deleteFavorite,
  favoriteGamesPage,
  favoriteNodeIds,
  findGameByNode,
  findGames,
  insertFavorite,
  insertWin,
  recentGameRows,
  recentWins,
  touchRecentGame,
  vendorGameTypes,
  type GameFilters,
} from './games.repository';

/** Bingo (BG) is a sub-category only where Tagalog is supported (SPEC.md §2 extra sub-categories). */
export function offeredClassifies(brand: BrandContext): TGameClassify[] {
  const all: TGameClassify[] = ['SC', 'JP', 'TG', 'AC', 'BG'];
  return brand.merchant.supportedLanguages.includes('TY') ? all : all.filter((c) => c !== 'BG');
}

/** LIKE metacharacters typed by a player match themselves. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const pageCount = (total: number, size: number) => Math.ceil(total / size);

export async function listGames(db: DrizzleDb, brand: BrandContext, q: TGameListQuery): Promise<TGameListValue> {
  const empty = { games: [], pageNo: q.pageNo, pageSize: q.pageSize, total: 0, totalPages: 0 };
  const classify = q.gameClassify || undefined;
  if (classify && !offeredClassifies(brand).includes(classify)) return empty;
  const name = q.gameName?.trim();
  const keyword = q.keyword?.trim();
  const filters: GameFilters = {
    keywordPattern: keyword ? likeContains(keyword) : undefined,
    gameType: q.gameType?.trim() || undefined,
    vassalage: q.vassalage?.trim() || undefined,
    classify,
    namePattern: name ? likeContains(name) : undefined,
    maxMinBet: q.minBet ? BigInt(q.minBet) : undefined,
    minLines: q.minLineNum || undefined,
    nodeId: q.nodeId || undefined,
  };
  const { rows, total } = await findGames(db, brand.merchant.id, filters, { offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize });
  return {
    games: rows.map((r) => presentGameCard(r, brand.merchant)),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total,
    totalPages: pageCount(total, q.pageSize),
  };
}

/** Hot-tagged games that can be started now, in the brand's order; the home shows the first HOT_GAMES. */
export async function hotGames(db: DrizzleDb, brand: BrandContext): Promise<ContractValue<typeof getHotGames>> {
  const { rows } = await findGames(db, brand.merchant.id, { tag: 'hot', playableOnly: true }, { offset: 0, limit: HOT_GAMES_LIST_MAX });
  return { list: rows.map((r) => presentGameCard(r, brand.merchant)) };
}

export async function vassGameTypes(
  db: DrizzleDb,
  brand: BrandContext,
  vassalage: string | undefined,
): Promise<ContractValue<typeof getVassGameTypes>> {
  const offered = new Set<string>(offeredClassifies(brand));
  const rows = await vendorGameTypes(db, brand.merchant.id, vassalage?.trim() || undefined);
  const byVendor = new Map<string, ContractValue<typeof getVassGameTypes>['list'][number]>();
  for (const row of rows) {
    const vendor = byVendor.get(row.vassalage) ?? { vassalage: row.vassalage, displayName: row.displayName, gameTypes: [] };
    vendor.gameTypes.push({
      gameType: row.gameType,
      gameCategory: laneOf(row, brand.merchant),
      gameCount: row.gameCount,
      classifies: row.classifies.filter((c): c is TGameClassify => offered.has(c)).sort(),
    });
    byVendor.set(row.vassalage, vendor);
  }
  return { list: [...byVendor.values()] };
}

export async function rankList(
  db: DrizzleDb,
  brand: BrandContext,
  q: { gameCategory: string; limitNum: number },
): Promise<ContractValue<typeof getRankList>> {
  const category = q.gameCategory.trim().toUpperCase();
  const rows = await recentWins(db, brand.merchant.id, category === 'ALL' || category === '' ? undefined : category, q.limitNum);
  return {
    list: rows.map((r) => ({
      vo: {
        winAmount: r.winAmount.toString(),
        gameName: r.gameName,
        customerName: r.customerName,
        iconUrl: r.iconPath,
        nodeId: r.nodeId,
        wonAt: r.wonAt.toISOString(),
      },
    })),
  };
}

// Favourites -----------------------------------------------------------------

async function gameOf(db: DrizzleDb, merchantId: number, nodeId: string) {
  const game = await findGameByNode(db, merchantId, nodeId);
  if (!game) throw new AppError(404, ErrorCode.notFound, `Unknown game ${nodeId}`);
  return game;
}

export function favoriteIds(db: DrizzleDb, merchantId: number, memberId: number): Promise<string[]> {
  return favoriteNodeIds(db, merchantId, memberId);
}

export async function favoriteList(
  db: DrizzleDb,
  brand: BrandContext,
  memberId: number,
  q: { pageNum: number; pageSize: number },
): Promise<ContractValue<typeof getFavoriteGameList>> {
  const { rows, total } = await favoriteGamesPage(db, brand.merchant.id, memberId, { offset: (q.pageNum - 1) * q.pageSize, limit: q.pageSize });
  return {
    content: rows.map((r) => presentGameCard(r, brand.merchant)),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    total,
    totalPages: pageCount(total, q.pageSize),
  };
}

/** Idempotent: the heart may be clicked twice (SPEC.md §4 throttles it to once per second, not once). */
export async function addFavorite(
  db: DrizzleDb,
  clock: Clock,
  merchantId: number,
  memberId: number,
  nodeId: string,
): Promise<ContractValue<typeof addFavoriteGame>> {
  const game = await gameOf(db, merchantId, nodeId);
  await insertFavorite(db, merchantId, memberId, game.id, clock.now());
  return { nodeId, favorite: true };
}

/** Idempotent: removing a game that is not a favourite (or no longer exists) succeeds. */
export async function removeFavorite(
  db: DrizzleDb,
  merchantId: number,
  memberId: number,
  nodeId: string,
): Promise<ContractValue<typeof addFavoriteGame>> {
  const game = await findGameByNode(db, merchantId, nodeId);
  if (game) await deleteFavorite(db, merchantId, memberId, game.id);
  return { nodeId, favorite: false };
}

// Recent games ---------------------------------------------------------------

/**
 * Marks a game as just played by the member, keeping only the member's
 * newest RECENT_GAMES_MAX. Called by the game launch. Returns false (and
 * records nothing) when the game is not one of the brand's.
 */
export function recordRecentGame(db: DrizzleDb, merchantId: number, memberId: number, gameId: number, at: Date = new Date()): Promise<boolean> {
  return touchRecentGame(db, { merchantId, memberId, gameId, at, keep: RECENT_GAMES_MAX });
}

export async function recentGames(db: DrizzleDb, brand: BrandContext, memberId: number): Promise<ContractValue<typeof getRecentGames>> {
  const rows = await recentGameRows(db, brand.merchant.id, memberId, RECENT_GAMES_MAX);
  return { list: rows.map((r) => ({ ...presentGameCard(r, brand.merchant), lastPlayedAt: r.lastPlayedAt.toISOString() })) };
}

// Winners --------------------------------------------------------------------

/** A win makes the board when it pays at least this many times the stake. */
export const BIG_WIN_MULTIPLIER = 10n;

/** 'player2201' → 'pl***01': the board is public, so only a hint of the account is shown. */
export function maskCustomerName(account: string): string {
  const name = account.trim();
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

/** recordWin's rule: a positive win of at least BIG_WIN_MULTIPLIER × the stake. */
export const isBigWin = (betAmount: bigint, winAmount: bigint): boolean => winAmount > 0n && winAmount >= betAmount * BIG_WIN_MULTIPLIER;

export interface WinInput {
  merchantId: number;
  gameId: number;
  memberId: number | null;
  /** The member's account; stored masked. */
  account: string;
  betAmount: bigint;
  winAmount: bigint;
  /** The round (or other event) the win came from, e.g. 'round:123'; a second call with it records nothing. */
  sourceRef: string;
  at: Date;
}

/**
 * Records a win for the winners board (GCSGAME_getRankList) when it is big:
 * at least BIG_WIN_MULTIPLIER × the stake (any positive win of a free
 * stake). Called by round settlement; idempotent by `sourceRef`. Returns
 * whether the win was added.
 */
export async function recordWin(db: DrizzleDb, win: WinInput): Promise<boolean> {
  if (!isBigWin(win.betAmount, win.winAmount)) return false;
  return insertWin(db, {
    merchantId: win.merchantId,
    gameId: win.gameId,
    memberId: win.memberId,
    customerName: maskCustomerName(win.account),
    betAmount: win.betAmount,
    winAmount: win.winAmount,
    sourceRef: win.sourceRef,
    wonAt: win.at,
  });
}

/**
 * Live-casino rooms (GLS2_roomList) and the lottery games menu
 * (/lgw/games/game_menus), both read from the brand's catalog.
 *
 * No live vendor reports its tables to us yet, so a room is a LIVE game of
 * the vendor with demo figures that are deterministic: limits from the game's
 * minimum stake and a hash of its node id; seated players from the same hash,
 * the hour of day in the brand's zone (quiet mornings, busy evenings) and a
 * 5-minute time slot, so the count moves plausibly between calls and is the
 * same for everyone within a slot.
 */
import { createHash } from 'node:crypto';
import { ErrorCode, PRIZE_MODES, type ContractValue, type getGameMenus, type getRoomList } from '@wps/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { games, vendors } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { BrandContext } from '../brand';

type RoomList = ContractValue<typeof getRoomList>;
type GameMenus = ContractValue<typeof getGameMenus>;
type PrizeMode = (typeof PRIZE_MODES)[number];

/** The player count changes every this many milliseconds. */
export const ROOM_SLOT_MS = 5 * 60_000;
/** Table maximum = minimum stake × one of these (per table, fixed). */
const MAX_BET_MULTIPLIERS = [100n, 200n, 500n, 1000n];
/** Relative crowd by hour of day, brand-local (0–23). */
const HOURLY_CROWD = [0.7, 0.55, 0.4, 0.3, 0.25, 0.25, 0.3, 0.4, 0.5, 0.55, 0.6, 0.65, 0.7, 0.7, 0.7, 0.75, 0.8, 0.85, 0.95, 1, 1, 1, 0.95, 0.85];

const hashBytes = (text: string) => createHash('sha256').update(text).digest();

/** Seated players at a table at `now`: 0 for a table under maintenance. */
export function seatedPlayers(nodeId: string, now: Date, gmtOffsetMinutes: number): number {
  const base = 20 + (hashBytes(nodeId)[0]! % 140);
  const hour = new Date(now.getTime() + gmtOffsetMinutes * 60_000).getUTCHours();
  const slot = Math.floor(now.getTime() / ROOM_SLOT_MS);
  const jitter = 0.85 + (hashBytes(`${nodeId}:${slot}`)[0]! / 255) * 0.3;
  return Math.max(1, Math.round(base * HOURLY_CROWD[hour]! * jitter));
}

export async function roomList(db: DrizzleDb, brand: BrandContext, now: Date, vassalage: string): Promise<RoomList> {
  const merchant = brand.merchant;
  const [vendor] = await db
    .select({ vassalage: vendors.vassalage, status: vendors.status })
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchant.id), eq(vendors.vassalage, vassalage), eq(vendors.gameType, 'LIVE')))
    .limit(1);
  if (!vendor) throw new AppError(404, ErrorCode.providerUnavailable, `No live-casino vendor ${vassalage} at this brand`);
  const tables = await db
    .select({ nodeId: games.nodeId, gameName: games.gameName, gameCode: games.gameCode, minBet: games.minBet, status: games.status })
    .from(games)
    .where(and(eq(games.merchantId, merchant.id), eq(games.vassalage, vassalage), eq(games.gameType, 'LIVE')))
    .orderBy(asc(games.sort), asc(games.id));
  const vendorDown = vendor.status === 'MAINTENANCE';
  return {
    vassalage: vendor.vassalage,
    list: tables.map((g) => {
      const closed = vendorDown || g.status !== 'active';
      const minBet = g.minBet > 0n ? g.minBet : 100n;
      return {
        roomId: `${vendor.vassalage}-${g.gameCode}`,
        roomName: g.gameName,
        nodeId: g.nodeId,
        gameCode: g.gameCode,
        minBet: minBet.toString(),
        maxBet: (minBet * MAX_BET_MULTIPLIERS[hashBytes(g.nodeId)[1]! % MAX_BET_MULTIPLIERS.length]!).toString(),
        players: closed ? 0 : seatedPlayers(g.nodeId, now, merchant.gmtOffsetMinutes),
        status: closed ? 'MAINTENANCE' : 'OPEN',
      };
    }),
  };
}

/** The prize mode a lottery vendor's games are played under. */
export function prizeModeOf(vassalage: string, gameType: string): PrizeMode {
  if (gameType === 'ELOTT') return 'ELOTT';
  if (vassalage === 'TCG_SEA') return 'SEA';
  return 'LOTT';
}

/** Minutes between draws: quick games every 1–10 minutes, the others daily (demo figures, fixed per game). */
export function drawIntervalOf(game: { nodeId: string; gameName: string; gameType: string }): number {
  const quick = game.gameType === 'ELOTT' || /quick|fast|speed|turbo|express/i.test(game.gameName);
  if (!quick) return 1440;
  return [1, 3, 5, 10][hashBytes(game.nodeId)[2]! % 4]!;
}

/**
 * The brand's startable LOTT and ELOTT games grouped by prize mode, in the
 * order of PRIZE_MODES; only the brand's prize modes, only groups with games.
 */
export async function gameMenus(db: DrizzleDb, brand: BrandContext, prizeMode: PrizeMode | undefined): Promise<GameMenus> {
  const merchant = brand.merchant;
  const rows = await db
    .select({ game: games })
    .from(games)
    .innerJoin(vendors, and(eq(vendors.merchantId, games.merchantId), eq(vendors.vassalage, games.vassalage), eq(vendors.gameType, games.gameType)))
    .where(and(eq(games.merchantId, merchant.id), inArray(games.gameType, ['LOTT', 'ELOTT']), eq(games.status, 'active'), eq(vendors.status, 'ACTIVE')))
    .orderBy(asc(games.sort), asc(games.id));
  const offered = new Set(merchant.prizeModes);
  const menus = PRIZE_MODES.filter((mode) => offered.has(mode) && (!prizeMode || mode === prizeMode)).map((mode) => ({
    prizeMode: mode,
    games: rows
      .map((r) => r.game)
      .filter((g) => prizeModeOf(g.vassalage, g.gameType) === mode)
      .map((g) => ({
        gameCode: g.gameCode,
        gameName: g.gameName,
        vassalage: g.vassalage,
        prizeMode: mode,
        iconUrl: g.iconPath,
        drawIntervalMinutes: drawIntervalOf(g),
      })),
  }));
  return { menus: menus.filter((m) => m.games.length > 0) };
}

/**
 * Live-casino rooms (GLS2_roomList) and the lottery games menu
 * (/lgw/games/game_menus), both read from the brand's catalog.
 *
 * A room is a LIVE game of the vendor: its name, its smallest stake and its
 * state. A vendor that reports its tables (its lobby, provider.lobby.ts: our
 * studio's tables do) gives each room its seated players, its limits and its
 * maintenance state; for any other the seated players and largest stake are
 * null (shown as nothing), never made up.
 */
import { ErrorCode, PRIZE_MODES, type ContractValue, type getGameMenus, type getRoomList } from '@wps/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { games, vendors } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { BrandContext } from '../brand';
import type { TVendorLobbyTable } from '../provider';

type RoomList = ContractValue<typeof getRoomList>;
type GameMenus = ContractValue<typeof getGameMenus>;
type PrizeMode = (typeof PRIZE_MODES)[number];

export async function roomList(
  db: DrizzleDb,
  brand: BrandContext,
  vassalage: string,
  lobby: () => Promise<Map<string, TVendorLobbyTable> | null> = async () => null,
): Promise<RoomList> {
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
  const reported = tables.length > 0 ? await lobby() : null;
  return {
    vassalage: vendor.vassalage,
    list: tables.map((g) => {
      const live = reported?.get(g.gameCode);
      const closed = vendorDown || g.status !== 'active' || live?.status === 'MAINTENANCE';
      return {
        roomId: `${vendor.vassalage}-${g.gameCode}`,
        roomName: g.gameName,
        nodeId: g.nodeId,
        gameCode: g.gameCode,
        minBet: live ? live.minBet : g.minBet.toString(),
        maxBet: live ? live.maxBet : null,
        players: live ? live.players : null,
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
        // A third-party lottery does not tell us its draw schedule; the studio's draws (issue 11) will.
        drawIntervalMinutes: null,
      })),
  }));
  return { menus: menus.filter((m) => m.games.length > 0) };
}

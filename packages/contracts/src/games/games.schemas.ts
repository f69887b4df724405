import { z } from 'zod';
import { ZCategoryCode } from '../catalog/catalog.schemas';
import { ZMinor, ZNonNegativeMinor } from '../wallet/money.schemas';
import { GAME_CLASSIFY_CODES, GAME_TAGS, RANK_LIST_LIMIT } from './games.constants';

export const ZGameClassify = z.enum(GAME_CLASSIFY_CODES);
export type TGameClassify = z.infer<typeof ZGameClassify>;

export const ZGameTag = z.enum(GAME_TAGS);

/** A node id: the client's stable name of a game. */
export const ZNodeId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,79}$/, 'a game node id');

/**
 * A game tile (SPEC.md §3 Game/vendor card). `nodeName`/`gameName` and
 * `iconUrl`/`showIcon` are the two spellings the client reads; both are sent.
 * `iconUrl` is relative to an image CDN of the startup config.
 */
export const ZGameCard = z.object({
  nodeId: ZNodeId,
  gameName: z.string(),
  nodeName: z.string(),
  iconUrl: z.string(),
  showIcon: z.string(),
  gameType: z.string(),
  /** The lane the game's vendor sits in after the vendor-set rules (SPEC.md §9): JL, COCKFIGHT, ESPORTS… */
  gameCategory: ZCategoryCode.nullable(),
  vassalage: z.string(),
  /** The vendor's display name. */
  displayName: z.string(),
  gameCode: z.string(),
  /** false: the entry opens the vendor's lobby (a sports book, a lottery hall) rather than one game. */
  isGame: z.boolean(),
  classify: ZGameClassify.nullable(),
  tags: z.array(ZGameTag),
  /** Smallest stake in minor units. */
  minBet: ZMinor,
  /** Paylines; 0 where lines mean nothing (tables, sports). */
  lines: z.number().int(),
  /** The game or its vendor is under maintenance: listed, but cannot be started. */
  maintenance: z.boolean(),
});
export type TGameCard = z.infer<typeof ZGameCard>;

/** Filters a client leaves empty ('') count as absent. */
const ZFilterText = (max: number) => z.string().max(max).optional();

/**
 * SPEC.md §3 Game query. The brand comes from the Host, so `merchant` is
 * accepted for the client's sake and not trusted. Game names are proper
 * names and are not translated, so `language` changes nothing yet.
 */
export const ZGameListQuery = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(100).optional(),
  merchant: z.string().max(64).optional(),
  gameType: ZFilterText(32),
  vassalage: ZFilterText(32),
  gameClassify: z.enum([...GAME_CLASSIFY_CODES, '']).optional(),
  /** Case-insensitive "contains" over the game name. */
  gameName: ZFilterText(60),
  /** The site-wide search: case-insensitive "contains" over the game name, the vendor's name and its code. */
  keyword: ZFilterText(60),
  /** Only games whose smallest stake is at most this many minor units: what a player can afford. */
  minBet: z.union([ZNonNegativeMinor, z.literal('')]).optional(),
  /** Only games with at least this many paylines ('' coerces to 0: no filter). */
  minLineNum: z.coerce.number().int().min(0).max(10000).optional(),
  /** One game by its node id (a banner's GAME linkage names a game this way). */
  nodeId: z.union([ZNodeId, z.literal('')]).optional(),
  pageNo: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  language: z.string().max(8).optional(),
});
export type TGameListQuery = z.infer<typeof ZGameListQuery>;

export const ZGameListValue = z.object({
  games: z.array(ZGameCard),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TGameListValue = z.infer<typeof ZGameListValue>;

export const ZHotGamesQuery = z.object({
  merchantCode: z.string().max(64).optional(),
  isPlatform: z.coerce.number().int().optional(),
  platform: z.string().max(100).optional(),
  language: z.string().max(8).optional(),
});
/** Hot-tagged games first, in the brand's order; the home shows the first HOT_GAMES. */
export const ZHotGamesValue = z.object({ list: z.array(ZGameCard) });

export const ZVassGameTypeQuery = z.object({
  vassalage: ZFilterText(32),
  language: z.string().max(8).optional(),
});
/** One vendor and the game types it offers, with the sub-categories present in each (SPEC.md §3 Vendor record). */
export const ZVendorGameTypes = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameTypes: z.array(
    z.object({
      gameType: z.string(),
      gameCategory: ZCategoryCode.nullable(),
      gameCount: z.number().int(),
      classifies: z.array(ZGameClassify),
    }),
  ),
});
export const ZVassGameTypeValue = z.object({ list: z.array(ZVendorGameTypes) });

export const ZRankListQuery = z.object({
  /** ALL, or a game type (RNG, FISH, LIVE…). */
  gameCategory: z.string().max(32).default('ALL'),
  language: z.string().max(8).optional(),
  limitNum: z.coerce.number().int().min(1).max(RANK_LIST_LIMIT).default(RANK_LIST_LIMIT),
});
/** SPEC.md §3 Winner board item. The customer name is masked (`pl***01`). */
export const ZWinnerItem = z.object({
  vo: z.object({
    winAmount: ZMinor,
    gameName: z.string(),
    customerName: z.string(),
    iconUrl: z.string(),
    nodeId: ZNodeId,
    wonAt: z.string(),
  }),
});
export const ZRankListValue = z.object({ list: z.array(ZWinnerItem) });

/** SPEC.md §3 Favourites: the member's favourite node ids, newest first. */
export const ZFavoriteIdsValue = z.array(ZNodeId);

export const ZFavoriteListQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** Paged favourites for "load more": pageNum from 1. */
export const ZFavoriteListValue = z.object({
  content: z.array(ZGameCard),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const ZFavoriteBody = z.object({ nodeId: ZNodeId });
export const ZFavoriteQuery = z.object({ nodeId: ZNodeId });
export const ZFavoriteChangeValue = z.object({ nodeId: ZNodeId, favorite: z.boolean() });

/** The member's recently played games, newest first (at most RECENT_GAMES_MAX). */
export const ZRecentGamesValue = z.object({ list: z.array(ZGameCard.extend({ lastPlayedAt: z.string() })) });

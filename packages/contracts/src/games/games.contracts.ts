import { defineContract } from '../contract';
import {
  ZFavoriteBody,
  ZFavoriteChangeValue,
  ZFavoriteIdsValue,
  ZFavoriteListQuery,
  ZFavoriteListValue,
  ZFavoriteQuery,
  ZGameListQuery,
  ZGameListValue,
  ZHotGamesQuery,
  ZHotGamesValue,
  ZRankListQuery,
  ZRankListValue,
  ZRecentGamesValue,
  ZVassGameTypeQuery,
  ZVassGameTypeValue,
} from './games.schemas';

/*
 * SPEC.md §7 lists GCSGAME_gameList and GCSGAME_getVassGameType as token
 * calls, but §6 lets visitors see game lists (category pages, vendor pages,
 * home slides), so the catalog reads take a token when there is one and do
 * not require it (`auth: false`). Favourites and recent games are a member's
 * own and need the token.
 */

/** SPEC.md §3 Game query: one page of a brand's games, filtered. */
export const getGameList = defineContract({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  summary: 'Games of the brand, filtered and paged',
  tags: ['games'],
  auth: false,
  query: ZGameListQuery,
  value: ZGameListValue,
});

/** The home's hot games (SPEC.md §2, §9: the first 6 are shown; the client caches the list per session). */
export const getHotGames = defineContract({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  summary: 'Hot games',
  tags: ['games'],
  auth: false,
  query: ZHotGamesQuery,
  value: ZHotGamesValue,
});

/** Vendors and the game types (and sub-categories) each offers. */
export const getVassGameTypes = defineContract({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  summary: 'Game types per vendor',
  tags: ['games'],
  auth: false,
  query: ZVassGameTypeQuery,
  value: ZVassGameTypeValue,
});

/** The winners board (SPEC.md §2 winners ticker; §9 limit 20; cached per session by the client). */
export const getRankList = defineContract({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  summary: 'Recent big wins',
  tags: ['games'],
  auth: false,
  query: ZRankListQuery,
  value: ZRankListValue,
});

/** The member's favourite node ids (the tiles' hearts). */
export const getFavoriteGameIds = defineContract({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  summary: 'Favourite game ids',
  tags: ['games'],
  auth: true,
  value: ZFavoriteIdsValue,
});

/** The member's favourite games, newest first, paged for "load more". */
export const getFavoriteGameList = defineContract({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  summary: 'Favourite games, paged',
  tags: ['games'],
  auth: true,
  query: ZFavoriteListQuery,
  value: ZFavoriteListValue,
});

/** Marks a game as favourite; adding it again changes nothing. */
export const addFavoriteGame = defineContract({
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  summary: 'Add a favourite game',
  tags: ['games'],
  auth: true,
  body: ZFavoriteBody,
  value: ZFavoriteChangeValue,
});

/** Removes a favourite; removing one that is not a favourite changes nothing. */
export const removeFavoriteGame = defineContract({
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  summary: 'Remove a favourite game',
  tags: ['games'],
  auth: true,
  query: ZFavoriteQuery,
  value: ZFavoriteChangeValue,
});

/** The games the member played last, newest first. */
export const getRecentGames = defineContract({
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  summary: 'Recently played games',
  tags: ['games'],
  auth: true,
  value: ZRecentGamesValue,
});

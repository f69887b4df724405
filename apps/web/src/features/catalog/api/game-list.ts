import { GAME_QUERY_BASE, getGameList, type TGameClassify, type TGameListQuery, VENDOR_LIST_QUERY } from '@wps/contracts/player';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

export type GameListFilters = {
  gameType?: string;
  vassalage?: string;
  gameClassify?: TGameClassify;
  gameName?: string;
  /** The site-wide search: name, vendor name or vendor code. */
  keyword?: string;
  pageSize?: number;
};

/** The GCSGAME_gameList query of one page: empty filters are left out. */
export const buildGameListQuery = (filters: GameListFilters, pageNo: number, merchant?: string): TGameListQuery => {
  const q: TGameListQuery = { ...GAME_QUERY_BASE, pageNo, pageSize: filters.pageSize ?? 24, language: currentLanguage() };
  if (merchant) q.merchant = merchant;
  if (filters.gameType) q.gameType = filters.gameType;
  if (filters.vassalage) q.vassalage = filters.vassalage;
  if (filters.gameClassify) q.gameClassify = filters.gameClassify;
  const name = filters.gameName?.trim();
  if (name) q.gameName = name;
  const keyword = filters.keyword?.trim();
  if (keyword) q.keyword = keyword;
  return q;
};

export const fetchGameList = (query: TGameListQuery, signal?: AbortSignal) => callApi(getGameList, { query, signal });

/** A vendor list page's grid (/rng, /jili): the vendor's games, narrowed by a classify and a name. */
export const vendorListFilters = (vassalage: string, gameClassify?: TGameClassify, gameName = ''): GameListFilters => ({
  vassalage,
  gameType: VENDOR_LIST_QUERY.gameType,
  gameClassify,
  gameName,
  pageSize: VENDOR_LIST_QUERY.pageSize,
});

/** Where the pages of a grid's games live in the query cache (index.html may carry the first, app/boot-queries.ts). */
export const gameListPagesKey = (filters: GameListFilters) => ['catalog', 'games', filters] as const;

/** Pages of games for a grid with "load more". */
export const useGameListPages = (filters: GameListFilters, enabled = true) =>
  useInfiniteQuery({
    queryKey: gameListPagesKey(filters),
    queryFn: ({ pageParam, signal }) => fetchGameList(buildGameListQuery(filters, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 60_000,
  });

/** One page of games (the home slides). */
export const useGamePage = (filters: GameListFilters, pageNo = 1) =>
  useQuery({
    queryKey: ['catalog', 'games-page', filters, pageNo],
    queryFn: ({ signal }) => fetchGameList(buildGameListQuery(filters, pageNo), signal),
    staleTime: 5 * 60_000,
  });

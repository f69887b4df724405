import { getGameList, type TGameClassify, type TGameListQuery } from '@wps/contracts/player';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** SPEC.md §3 Game query: clientType 3 and the web platforms on every list call. */
export const GAME_QUERY_BASE = { clientType: 3, platform: 'flash,html5-desktop' } as const;

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

/** Pages of games for a grid with "load more". */
export const useGameListPages = (filters: GameListFilters, enabled = true) =>
  useInfiniteQuery({
    queryKey: ['catalog', 'games', filters],
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

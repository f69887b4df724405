import { getPopular } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { fetchHotGames } from './hot-games';

/**
 * "Game under maintenance, see other popular games" (SPEC.md §8): the popular
 * games, or the hot games when the popular call fails.
 */
export const fetchPopularOrHot = async (limit: number) => {
  try {
    const value = await callApi(getPopular, { query: { gameCategory: 'ALL', limitNum: limit, language: currentLanguage() } });
    if (value.list.length > 0) return value.list;
  } catch {
    // Fall through to the hot games.
  }
  return (await fetchHotGames()).list.slice(0, limit);
};

export const usePopularGames = (limit: number, excludeNodeId?: string) =>
  useQuery({
    queryKey: ['catalog', 'popular', limit],
    queryFn: () => fetchPopularOrHot(limit + 1),
    staleTime: 5 * 60_000,
    select: (list) => list.filter((g) => g.nodeId !== excludeNodeId && !g.maintenance).slice(0, limit),
  });

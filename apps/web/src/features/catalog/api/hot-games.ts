import { getHotGames, HOT_GAMES_QUERY } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** Hot games carry names in the visitor's language. */
export const hotGamesQueryKey = (language: string) => ['catalog', 'hot-games', language] as const;

export const fetchHotGames = () =>
  callApi(getHotGames, { query: { ...HOT_GAMES_QUERY, language: currentLanguage() } });

/** Hot games, cached for the session (SPEC.md §9 session caches). */
export const useHotGames = () =>
  useQuery({
    queryKey: hotGamesQueryKey(currentLanguage()),
    queryFn: fetchHotGames,
    staleTime: Infinity,
    select: (value) => value.list,
  });

import { getRecentGames } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useToken } from '@/lib/session';

/** The member's recently played games (GCS_recentGame); only asked with a token. */
export const useRecentGames = (enabled = true) => {
  const token = useToken();
  return useQuery({
    queryKey: ['catalog', 'recent', token],
    queryFn: ({ signal }) => callApi(getRecentGames, { signal }),
    enabled: enabled && token !== null,
    select: (value) => value.list,
  });
};

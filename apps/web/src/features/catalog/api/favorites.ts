import { addFavoriteGame, getFavoriteGameIds, getFavoriteGameList, removeFavoriteGame } from '@wps/contracts/player';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/member';
import { useToken } from '@/lib/session';

export const favoriteIdsKey = (token: string | null) => ['catalog', 'favorite-ids', token] as const;
const FAVORITE_PAGE_SIZE = 24;

/** The member's favourite node ids (the hearts); asked only for a member (a trial member has none: the server refuses them). */
export const useFavoriteIds = () => {
  const { token, member, isTrial } = useSession();
  return useQuery({
    queryKey: favoriteIdsKey(token),
    queryFn: ({ signal }) => callApi(getFavoriteGameIds, { signal }),
    enabled: token !== null && member !== undefined && !isTrial,
    staleTime: 5 * 60_000,
  });
};

/** The favourites tab: paged, newest first, with "load more". */
export const useFavoriteListPages = (enabled = true) => {
  const { token, member, isTrial } = useSession();
  return useInfiniteQuery({
    queryKey: ['catalog', 'favorite-list', token],
    queryFn: ({ pageParam, signal }) => callApi(getFavoriteGameList, { query: { pageNum: pageParam, pageSize: FAVORITE_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: enabled && token !== null && member !== undefined && !isTrial,
  });
};

/**
 * Adds or removes a favourite. The heart changes at once (optimistic, set
 * before the call starts); a failure puts the previous ids back.
 */
export const useSetFavorite = () => {
  const client = useQueryClient();
  const token = useToken();
  const key = favoriteIdsKey(token);
  const mutation = useMutation({
    mutationFn: ({ nodeId, favorite }: { nodeId: string; favorite: boolean; previous: string[] | undefined }) =>
      favorite ? callApi(addFavoriteGame, { body: { nodeId } }) : callApi(removeFavoriteGame, { query: { nodeId } }),
    onError: (_e, { previous }) => client.setQueryData(key, previous),
    onSettled: () => client.invalidateQueries({ queryKey: ['catalog', 'favorite-list'] }),
  });
  return (nodeId: string, favorite: boolean) => {
    void client.cancelQueries({ queryKey: key });
    const previous = client.getQueryData<string[]>(key);
    const rest = (previous ?? []).filter((id) => id !== nodeId);
    client.setQueryData<string[]>(key, favorite ? [nodeId, ...rest] : rest);
    mutation.mutate({ nodeId, favorite, previous });
  };
};

import { rebateHistory } from '@wps/contracts/player';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/member';
import { rewardKeys } from './reward-keys';

export type RebateHistoryQuery = { pageNo: number; pageSize: number };

/** Rebates paid, newest first, a page at a time; the previous page stays while the next loads. */
export const useRebateHistory = (query: RebateHistoryQuery) => {
  const { token, member, isTrial } = useSession();
  return useQuery({
    queryKey: [...rewardKeys.rebateHistory, token, query],
    queryFn: ({ signal }) => callApi(rebateHistory, { query, signal }),
    enabled: token !== null && member !== undefined && !isTrial,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};

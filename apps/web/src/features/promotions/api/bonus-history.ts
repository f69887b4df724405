import { bonusHistory } from '@wps/contracts/player';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/member';
import { promotionKeys } from './promotion-keys';

export type BonusHistoryQuery = { pageNo: number; pageSize: number; bonusId?: number };

/** What happened to the member's bonuses, newest first, a page at a time; the previous page stays while the next loads. */
export const useBonusHistory = (query: BonusHistoryQuery) => {
  const { token, member, isTrial } = useSession();
  return useQuery({
    queryKey: [...promotionKeys.bonusHistory, token, query],
    queryFn: ({ signal }) => callApi(bonusHistory, { query, signal }),
    enabled: token !== null && member !== undefined && !isTrial,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};

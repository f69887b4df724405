import { promotionStandings, type TPromotionStanding } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/member';
import { promotionKeys } from './promotion-keys';

/**
 * The member's state in each promotion (SPEC.md §4 Activity). Asked only for
 * a real member: a visitor has no token, and a trial member (type 4) is
 * refused every member call (SPEC.md §4: 'Please Register An Account First'),
 * so the member info must say which one this is before the call goes out.
 */
export const usePromotionStandings = () => {
  const { token, member, isTrial } = useSession();
  return useQuery({
    queryKey: [...promotionKeys.standings, token],
    queryFn: ({ signal }) => callApi(promotionStandings, { signal }),
    enabled: token !== null && member !== undefined && !isTrial,
    // A deposit or a staff decision elsewhere moves a standing: ask again on entering the page.
    staleTime: 0,
    select: (value): TPromotionStanding[] => value.list,
  });
};

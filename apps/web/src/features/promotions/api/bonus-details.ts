import { bonusDetails } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/member';
import { promotionKeys } from './promotion-keys';

/** bonusDetails: the member's bonuses (the active one first, then queued, then ended), each with its progress and terms. */
export const useBonusDetails = () => {
  const { token, member, isTrial } = useSession();
  return useQuery({
    queryKey: [...promotionKeys.bonuses, token],
    queryFn: ({ signal }) => callApi(bonusDetails, { signal }),
    // A trial member is refused member calls (SPEC.md §4).
    enabled: token !== null && member !== undefined && !isTrial,
    // Every bet moves the wagering: always ask again on entering the section.
    staleTime: 0,
  });
};

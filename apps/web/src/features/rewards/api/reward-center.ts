import { rewardCenter } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/member';
import { rewardKeys } from './reward-keys';

/** rewardCenter: what the member can claim now, the rebate with its lines and the VIP gifts. */
export const useRewardCenter = () => {
  const { token, member, isTrial } = useSession();
  return useQuery({
    queryKey: [...rewardKeys.center, token],
    queryFn: ({ signal }) => callApi(rewardCenter, { signal }),
    // A trial member is refused member calls (SPEC.md §4).
    enabled: token !== null && member !== undefined && !isTrial,
    // Every settled bet adds to the rebate: ask again on entering the section.
    staleTime: 0,
  });
};

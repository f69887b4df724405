import { referralInfo } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useMemberToken } from './member-query';
import { referralKeys } from './referral-keys';

/** /wps/member/referral: the member's invite code and link, the brand's rewards, friends invited and rewards earned. */
export const useReferralInfo = () => {
  const { token, enabled } = useMemberToken();
  return useQuery({
    queryKey: [...referralKeys.info, token],
    queryFn: ({ signal }) => callApi(referralInfo, { signal }),
    enabled,
    // A friend's deposit or bet pays a reward at any time: ask again on entering the section.
    staleTime: 0,
  });
};

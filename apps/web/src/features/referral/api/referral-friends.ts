import { referralFriends } from '@wps/contracts/player';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useMemberToken } from './member-query';
import { referralKeys } from './referral-keys';

export type FriendsQuery = { pageNo: number; pageSize: number };

/** /wps/member/referral/friends: friends who registered with the member's code, newest first; the previous page stays while the next loads. */
export const useReferralFriends = (query: FriendsQuery) => {
  const { token, enabled } = useMemberToken();
  return useQuery({
    queryKey: [...referralKeys.friends, token, query],
    queryFn: ({ signal }) => callApi(referralFriends, { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};

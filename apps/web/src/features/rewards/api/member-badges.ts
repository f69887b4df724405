import { type ContractValue, memberBadges } from '@wps/contracts/player';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/member';
import { rewardKeys } from './reward-keys';

export type MemberBadgeCounts = ContractValue<typeof memberBadges>;

export const memberBadgesKey = (token: string | null) => [...rewardKeys.badges, token] as const;

/**
 * memberBadges: the member center menu's red counts (SPEC.md §2). A change
 * arrives over the live-event socket (`badges`), which writes this key, so
 * the menu needs no polling; a claim makes it stale.
 */
export const useMemberBadges = () => {
  const { token, member, isTrial } = useSession();
  return useQuery({
    queryKey: memberBadgesKey(token),
    queryFn: ({ signal }) => callApi(memberBadges, { signal }),
    enabled: token !== null && member !== undefined && !isTrial,
    staleTime: 60_000,
  });
};

/** Writes counts pushed by the server into the menu's badges. */
export const setMemberBadges = (client: QueryClient, token: string, badges: MemberBadgeCounts): void => {
  client.setQueryData(memberBadgesKey(token), badges);
};

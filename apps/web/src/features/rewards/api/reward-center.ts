import { rewardCenter } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/member';
import { rewardKeys } from './reward-keys';

/** rewardCenter: what the member can claim now, the rebate with its lines and the VIP gifts. */
export const useRewardCenter = () => {
  const { token, member, isTrial } = useSession();
  const language = currentLanguage();
  return useQuery({
    queryKey: [...rewardKeys.center, token, language],
    // A mission's title is the brand's, per language: asked in the page's language.
    queryFn: ({ signal }) => callApi(rewardCenter, { headers: { 'Accept-Language': language }, signal }),
    // A trial member is refused member calls (SPEC.md §4).
    enabled: token !== null && member !== undefined && !isTrial,
    // Every settled bet adds to the rebate: ask again on entering the section.
    staleTime: 0,
  });
};

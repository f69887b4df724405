import { vipInfo } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/member';
import { rewardKeys } from './reward-keys';

/** vipInfo: the member's level, this month's deposits and valid bet, and every level's benefits. */
export const useVipInfo = () => {
  const { token, member, isTrial } = useSession();
  const language = currentLanguage();
  return useQuery({
    queryKey: [...rewardKeys.vipInfo, token, language],
    // The levels' names are the brand's, per language: asked in the page's language.
    queryFn: ({ signal }) => callApi(vipInfo, { headers: { 'Accept-Language': language }, signal }),
    enabled: token !== null && member !== undefined && !isTrial,
    staleTime: 0,
  });
};

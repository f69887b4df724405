import { pointRewards } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useMemberToken } from './member-query';
import { pointKeys } from './point-keys';

/** MCS2_getPointReward: the rewards on offer, with stock and what this member may still redeem. */
export const usePointRewards = () => {
  const { token, enabled } = useMemberToken();
  const language = currentLanguage();
  return useQuery({
    queryKey: [...pointKeys.rewards, token, language],
    // Names and descriptions are the brand's, per language: asked in the page's language.
    queryFn: ({ signal }) => callApi(pointRewards, { headers: { 'Accept-Language': language }, signal }),
    enabled,
    staleTime: 30_000,
  });
};

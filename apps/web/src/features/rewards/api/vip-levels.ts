import { vipLevels } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { rewardKeys } from './reward-keys';

/** The brand's VIP ladder, for visitors and trial members too (no token needed). */
export const useVipLevels = ({ enabled }: { enabled: boolean }) => {
  const language = currentLanguage();
  return useQuery({
    queryKey: [...rewardKeys.vipLevels, language],
    // The levels' names are the brand's, per language: asked in the page's language.
    queryFn: ({ signal }) => callApi(vipLevels, { headers: { 'Accept-Language': language }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
};

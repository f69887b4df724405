import { rainStatus } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { luckyKeys } from './lucky-keys';
import { useMemberToken } from './member-query';

/**
 * GET /wps/member/red-envelope: the rain falling now (else the next, else the
 * last), with the caller's eligibility and grab. While one falls, the
 * envelopes left are read again every 15 s.
 */
export const useRainStatus = () => {
  const { token, enabled } = useMemberToken();
  const language = currentLanguage();
  return useQuery({
    queryKey: [...luckyKeys.rain, token, language],
    // A rain's title is the brand's, per language.
    queryFn: ({ signal }) => callApi(rainStatus, { headers: { 'Accept-Language': language }, signal }),
    enabled,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.rains.some((r) => r.state === 'raining') ? 15_000 : false),
  });
};

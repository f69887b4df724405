import { rainGrabs } from '@wps/contracts/player';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { luckyKeys } from './lucky-keys';
import { useMemberToken } from './member-query';

export type PageQuery = { pageNo: number; pageSize: number };

/** GET /wps/member/red-envelope/history: the member's envelopes, newest first. */
export const useRainGrabs = (query: PageQuery) => {
  const { token, enabled } = useMemberToken();
  const language = currentLanguage();
  return useQuery({
    queryKey: [...luckyKeys.rainGrabs, token, language, query],
    queryFn: ({ signal }) => callApi(rainGrabs, { query, headers: { 'Accept-Language': language }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};

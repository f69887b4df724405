import { redeemList, type TRedeemStatus } from '@wps/contracts/player';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useMemberToken } from './member-query';
import { pointKeys } from './point-keys';

export type RedeemListQuery = { pageNo: number; pageSize: number; status?: TRedeemStatus };

/** MCS2_getRedeemPointList: the member's redemptions, newest first, by status (SPEC.md §4 Redeem). */
export const useRedeemList = (query: RedeemListQuery) => {
  const { token, enabled } = useMemberToken();
  const language = currentLanguage();
  return useQuery({
    queryKey: [...pointKeys.redeems, token, language, query],
    // The rewards' names in the page's language.
    queryFn: ({ signal }) => callApi(redeemList, { query, headers: { 'Accept-Language': language }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};

import { pointDetails } from '@wps/contracts/player';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useMemberToken } from './member-query';
import { pointKeys } from './point-keys';

export type PointDetailsQuery = { pageNo: number; pageSize: number };

/** ODSFE2_MemTransDet: every movement of the member's points with the balance after it, newest first. */
export const usePointDetails = (query: PointDetailsQuery) => {
  const { token, enabled } = useMemberToken();
  return useQuery({
    queryKey: [...pointKeys.details, token, query],
    queryFn: ({ signal }) => callApi(pointDetails, { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};

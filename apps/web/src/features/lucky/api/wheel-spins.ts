import { wheelSpins } from '@wps/contracts/player';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { luckyKeys } from './lucky-keys';
import { useMemberToken } from './member-query';
import type { PageQuery } from './rain-grabs';

/** GET /wps/member/wheel/spins: the member's spins, newest first, each with its seeds. */
export const useWheelSpins = (query: PageQuery) => {
  const { token, enabled } = useMemberToken();
  return useQuery({
    queryKey: [...luckyKeys.wheelSpins, token, query],
    queryFn: ({ signal }) => callApi(wheelSpins, { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};

import { pointBalance } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useMemberToken } from './member-query';
import { pointKeys } from './point-keys';

/** MCS2_getPointBalance: the member's points (they never expire). */
export const usePointBalance = () => {
  const { token, enabled } = useMemberToken();
  return useQuery({
    queryKey: [...pointKeys.balance, token],
    queryFn: ({ signal }) => callApi(pointBalance, { signal }),
    enabled,
    staleTime: 0,
  });
};

import { pointConfig } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useMemberToken } from './member-query';
import { pointKeys } from './point-keys';

/** MCS2_getPointConfig: the earning rates of the member's level, the conversion ratio and minimum. */
export const usePointConfig = () => {
  const { token, enabled } = useMemberToken();
  return useQuery({
    queryKey: [...pointKeys.config, token],
    queryFn: ({ signal }) => callApi(pointConfig, { signal }),
    enabled,
    staleTime: 60_000,
  });
};

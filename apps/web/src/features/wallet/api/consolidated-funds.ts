import { consolidatedFunds } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { walletKeys } from '@/lib/wallet-keys';

export const fundsKey = (token: string | null) => [...walletKeys.funds, token] as const;

/** Main, locked, bonus and every vendor transfer wallet; fresh each time the wallet page opens. */
export const useConsolidatedFunds = () => {
  const token = useToken();
  return useQuery({
    queryKey: fundsKey(token),
    queryFn: () => callApi(consolidatedFunds),
    enabled: token !== null,
    staleTime: 0,
  });
};

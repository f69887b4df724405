import { withdrawInfo } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { walletKeys } from '@/lib/wallet-keys';

/** Everything the withdraw page is driven by: balance, limits and today's use of them, bank accounts, payment password. */
export const useWithdrawInfo = () => {
  const token = useToken();
  return useQuery({
    queryKey: [...walletKeys.withdrawInfo, token],
    queryFn: ({ signal }) => callApi(withdrawInfo, { signal }),
    enabled: token !== null,
    // Limits used today and the balance move with every request: always ask again on entering the page.
    staleTime: 0,
  });
};

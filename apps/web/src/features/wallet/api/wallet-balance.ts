import { walletBalance } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { walletKeys } from '@/lib/wallet-keys';

export const balanceKey = (token: string | null) => [...walletKeys.balance, token] as const;

/**
 * The header balance. The live-event listener writes pushed balances into
 * this key, so nothing here polls; a click on the amount refetches.
 */
export const useWalletBalance = () => {
  const token = useToken();
  return useQuery({
    queryKey: balanceKey(token),
    queryFn: () => callApi(walletBalance),
    enabled: token !== null,
    staleTime: 30_000,
  });
};

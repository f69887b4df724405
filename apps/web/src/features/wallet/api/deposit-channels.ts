import { depositChannels } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { walletKeys } from '@/lib/wallet-keys';

export const useDepositChannels = () => {
  const token = useToken();
  return useQuery({
    queryKey: [...walletKeys.channels, token],
    queryFn: () => callApi(depositChannels),
    enabled: token !== null,
    // Asked again each time the deposit page opens: a channel finance staff change shows at once.
    staleTime: 0,
  });
};

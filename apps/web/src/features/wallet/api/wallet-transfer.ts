import { type TWalletTransferBody, walletTransfer } from '@wps/contracts/player';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { walletKeys } from '@/lib/wallet-keys';
import { fundsKey } from './consolidated-funds';

/**
 * GCS_walletTransfer answers the new consolidated funds: the wallet page shows
 * them at once, and the header balance (the main wallet) is asked again.
 */
export const useWalletTransfer = () => {
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (body: TWalletTransferBody) => callApi(walletTransfer, { body }),
    onSuccess: (funds) => {
      client.setQueryData(fundsKey(token), funds);
      void client.invalidateQueries({ queryKey: walletKeys.balance });
      void client.invalidateQueries({ queryKey: walletKeys.transactionDetails });
      void client.invalidateQueries({ queryKey: walletKeys.transactionHistory });
    },
  });
};

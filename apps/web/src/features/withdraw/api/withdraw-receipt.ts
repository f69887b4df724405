import { type TWithdrawReceiptBody, withdrawReceipt } from '@wps/contracts/player';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { walletKeys } from '@/lib/wallet-keys';

/** Confirms receipt of an approved withdrawal: received, not received (with proof) or partially received. */
export const useWithdrawReceipt = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TWithdrawReceiptBody) => callApi(withdrawReceipt, { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: walletKeys.withdrawals }),
        client.invalidateQueries({ queryKey: walletKeys.transactionHistory }),
      ]),
  });
};

import { withdraw, type TWithdrawBody } from '@wps/contracts/player';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { walletKeys } from '@/lib/wallet-keys';

/**
 * Requests a withdrawal: the amount moves to locked funds at once, so the
 * balance, today's limits, the list and the records all change.
 */
export const useWithdraw = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TWithdrawBody) => callApi(withdraw, { body }),
    onSuccess: () =>
      Promise.all(
        [walletKeys.balance, walletKeys.funds, walletKeys.withdrawInfo, walletKeys.withdrawals, walletKeys.transactionHistory, walletKeys.transactionDetails].map(
          (queryKey) => client.invalidateQueries({ queryKey }),
        ),
      ),
  });
};

import { bankDeposit, type TBankDepositBody } from '@wps/contracts/player';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { walletKeys } from '@/lib/wallet-keys';

/** Reports a bank transfer; it waits for staff review, so only the lists change now. */
export const useBankDeposit = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBankDepositBody) => callApi(bankDeposit, { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: walletKeys.deposits });
      void client.invalidateQueries({ queryKey: walletKeys.transactionHistory });
    },
  });
};

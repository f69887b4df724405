import { changeBankAccount, type TBankAccountBody } from '@wps/contracts/player';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { walletKeys } from '@/lib/wallet-keys';

/** Adds, updates or removes a bound bank account; needs the payment password (sealed by callApi). */
export const useChangeBankAccount = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBankAccountBody) => callApi(changeBankAccount, { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: walletKeys.withdrawInfo }),
        client.invalidateQueries({ queryKey: walletKeys.bankAccounts }),
      ]),
  });
};

import { setPaymentPassword, type TSetPaymentPasswordBody } from '@wps/contracts/player';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { walletKeys } from '@/lib/wallet-keys';

/** Sets the payment password (with the login password) or changes it (with the current one); sealed by callApi. */
export const useSetPaymentPassword = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetPaymentPasswordBody) => callApi(setPaymentPassword, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.withdrawInfo }),
  });
};

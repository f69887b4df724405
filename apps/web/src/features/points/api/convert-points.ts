import { convertPoints, type TConvertBody } from '@wps/contracts/player';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { walletKeys } from '@/lib/wallet-keys';
import { pointKeys } from './point-keys';

/** Converts points to money in the main wallet, behind the payment password (sealed by callApi). */
export const useConvertPoints = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TConvertBody) => callApi(convertPoints, { body }),
    // Also after a refusal: the points, the stock or the limit changed elsewhere.
    onSettled: () =>
      Promise.all(
        [pointKeys.balance, pointKeys.details, walletKeys.balance, walletKeys.funds, walletKeys.transactionHistory].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
};

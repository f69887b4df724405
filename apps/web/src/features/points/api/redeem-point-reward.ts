import { redeemPointReward, type TRedeemBody } from '@wps/contracts/player';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { walletKeys } from '@/lib/wallet-keys';
import { pointKeys } from './point-keys';

/**
 * Redeems a reward with points behind the payment password (an encrypted
 * call: callApi seals the body). A cash reward is paid at once, so the
 * wallet changes too; a physical one waits for staff.
 */
export const useRedeemPointReward = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TRedeemBody) => callApi(redeemPointReward, { body }),
    // Also after a refusal: the points, the stock or the limit changed elsewhere.
    onSettled: () =>
      Promise.all(
        [pointKeys.balance, pointKeys.rewards, pointKeys.redeems, pointKeys.details, walletKeys.balance, walletKeys.funds].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
};

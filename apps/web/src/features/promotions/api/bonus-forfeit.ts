import { bonusForfeit } from '@wps/contracts/player';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { walletKeys } from '@/lib/wallet-keys';
import { promotionKeys } from './promotion-keys';

/** Gives up a bonus: its bonus money goes, its limits end; real money is untouched. The next queued bonus may start. */
export const useBonusForfeit = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bonusId: number) => callApi(bonusForfeit, { body: { bonusId } }),
    onSuccess: () =>
      Promise.all(
        [promotionKeys.bonuses, promotionKeys.bonusHistory, walletKeys.balance, walletKeys.withdrawInfo].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
};

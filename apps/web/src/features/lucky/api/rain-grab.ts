import { rainGrab } from '@wps/contracts/player';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { walletKeys } from '@/lib/wallet-keys';
import { luckyKeys } from './lucky-keys';

export type RainGrabInput = { rainId: number; requestId: string };

/**
 * Grabs one envelope of the rain falling now: its money goes to the main
 * wallet. Also after a refusal the rain is read again (taken, ended, or
 * grabbed in another tab). The request id makes a resend pay once.
 */
export const useRainGrab = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RainGrabInput) => callApi(rainGrab, { body }),
    onSettled: () =>
      Promise.all(
        [luckyKeys.rain, luckyKeys.rainGrabs, walletKeys.balance, walletKeys.funds, walletKeys.transactionHistory].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
};

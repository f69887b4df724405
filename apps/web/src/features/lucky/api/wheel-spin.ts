import { type TWheelInfo, wheelSpin } from '@wps/contracts/player';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '@/lib/api-client';
import { walletKeys } from '@/lib/wallet-keys';
import { luckyKeys, pointBalanceKeys } from './lucky-keys';
import { useWheelInfoKey } from './wheel-info';

export type WheelSpinInput = { wheelId: number; clientSeed: string; requestId: string };

/**
 * Spins the wheel. The answer's spins left and next seed hash go into the
 * wheel at once (they say nothing of the prize); the prize itself shows when
 * the wheel stops, so the balances and the spin list are read again only then
 * (`settle`). A refusal reads the wheel again: spins or budget changed.
 */
export const useWheelSpin = () => {
  const client = useQueryClient();
  const infoKey = useWheelInfoKey();
  const mutation = useMutation({
    mutationFn: (body: WheelSpinInput) => callApi(wheelSpin, { body }),
    onSuccess: (spun) => {
      client.setQueryData<TWheelInfo>(infoKey, (info) => (info ? { ...info, spins: spun.spins, nextSeedHash: spun.nextSeedHash } : info));
    },
    onError: () => client.invalidateQueries({ queryKey: luckyKeys.wheel }),
  });
  const settle = useCallback(
    () =>
      Promise.all(
        [luckyKeys.wheel, luckyKeys.wheelSpins, walletKeys.balance, walletKeys.funds, walletKeys.transactionHistory, ...pointBalanceKeys].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
    [client],
  );
  return { ...mutation, settle };
};

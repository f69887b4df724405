import { type ContractBody, type ContractValue, missionClaim } from '@wps/contracts/player';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { walletKeys } from '@/lib/wallet-keys';
import { missionKeys } from './mission-keys';

/** What a claim paid: the mission, cash (minor units) or points. */
export type MissionClaimed = ContractValue<typeof missionClaim>;
export type MissionClaimInput = ContractBody<typeof missionClaim>;

/**
 * Claims a completed mission's prize: cash goes to the main wallet, points to
 * the points mall, so the missions, the balance and the reads named in
 * `alsoStale` (the menu's red count, the reward center, the point balance:
 * other features' keys, which the app layer hands in) change. Also after a
 * refusal: the prize may have been claimed from the reward center meanwhile.
 * The request id makes a resend after an unknown outcome pay once.
 */
export const useMissionClaim = (alsoStale: readonly QueryKey[] = []) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MissionClaimInput) => callApi(missionClaim, { body }),
    onSettled: () =>
      Promise.all(
        [missionKeys.summary, walletKeys.balance, walletKeys.funds, walletKeys.transactionHistory, ...alsoStale].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
};

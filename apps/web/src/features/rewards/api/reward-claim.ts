import { type ContractValue, rewardClaim, type TRewardKind } from '@wps/contracts/player';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { walletKeys } from '@/lib/wallet-keys';
import { rewardKeys } from './reward-keys';

/** What a claim paid: the kind, the amount, and for a rebate the payout with its lines. */
export type RewardClaimed = ContractValue<typeof rewardClaim>;

export type ClaimInput = { kind: TRewardKind; key: string; requestId: string };

/**
 * Claims a reward of the reward center: the money goes to the main wallet,
 * so the list, the rebate history, the menu's red count and the balance all
 * change. The request id makes a resend after an unknown outcome pay once.
 * `alsoRefresh`: other features' queries a claim touches (a mission's points,
 * the missions list), given by the app layer that composes them.
 */
export const useRewardClaim = (alsoRefresh: readonly QueryKey[] = []) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimInput) => callApi(rewardClaim, { body }),
    onSettled: () =>
      Promise.all(
        [rewardKeys.center, rewardKeys.rebateHistory, rewardKeys.badges, walletKeys.balance, walletKeys.funds, walletKeys.transactionHistory, ...alsoRefresh].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
};

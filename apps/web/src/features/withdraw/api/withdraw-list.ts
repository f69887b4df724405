import { type WITHDRAWAL_STATUSES, withdrawList } from '@wps/contracts/player';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { walletKeys } from '@/lib/wallet-keys';

export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export type WithdrawListQuery = { pageNo: number; pageSize: number; status?: WithdrawalStatus };

/** My withdrawals, newest first; the previous page stays on screen while the next loads. */
export const useWithdrawals = (query: WithdrawListQuery) => {
  const token = useToken();
  return useQuery({
    queryKey: [...walletKeys.withdrawals, token, query],
    queryFn: ({ signal }) => callApi(withdrawList, { query, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};

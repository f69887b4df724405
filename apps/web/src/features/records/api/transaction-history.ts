import { type HISTORY_KINDS, transactionHistory } from '@wps/contracts/player';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { walletKeys } from '@/lib/wallet-keys';

export type HistoryKind = (typeof HISTORY_KINDS)[number];
export type TransactionHistoryQuery = { pageNo: number; pageSize: number; startDate: string; endDate: string; kind?: HistoryKind };

/** Account records, "Requests": deposits, withdrawals and transfers with their state (TRANSREC3). */
export const useTransactionHistory = (query: TransactionHistoryQuery, enabled = true) => {
  const token = useToken();
  return useQuery({
    queryKey: [...walletKeys.transactionHistory, token, query],
    queryFn: ({ signal }) => callApi(transactionHistory, { query, signal }),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};

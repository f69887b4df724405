import { type TRecordType, transactionDetails } from '@wps/contracts/player';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { walletKeys } from '@/lib/wallet-keys';

export type TransactionDetailsQuery = { pageNo: number; pageSize: number; startDate: string; endDate: string; type?: TRecordType };

/** Account records, "Transaction details" (ODSFE2_MemTransDet): every main-wallet movement with the balance after it. */
export const useTransactionDetails = (query: TransactionDetailsQuery, enabled = true) => {
  const token = useToken();
  return useQuery({
    queryKey: [...walletKeys.transactionDetails, token, query],
    queryFn: ({ signal }) => callApi(transactionDetails, { query, signal }),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};

import { betHistory, betRoundDetail, getVassGameTypes, profitAndLoss, type TBetHistoryQuery } from '@wps/contracts/player';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useToken } from '@/lib/session';

const keys = {
  history: ['bets', 'history'],
  detail: ['bets', 'detail'],
  profit: ['bets', 'profit'],
  vendors: ['bets', 'vendors'],
};

/** The betting record (personalHistoryCopy): a page of rounds and the totals of the filtered range. */
export const useBetHistory = (query: TBetHistoryQuery, enabled = true) => {
  const token = useToken();
  return useQuery({
    queryKey: [...keys.history, token, query],
    queryFn: ({ signal }) => callApi(betHistory, { query, signal }),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};

/** One round with the vendor's bet and win calls. */
export const useBetRoundDetail = (id: number | null) => {
  const token = useToken();
  return useQuery({
    queryKey: [...keys.detail, token, id],
    queryFn: ({ signal }) => callApi(betRoundDetail, { query: { id: id ?? 0 }, signal }),
    enabled: id !== null && token !== null,
  });
};

/** Profit and loss (personalProfit) of a date range. */
export const useProfit = (query: { startDate: string; endDate: string }, enabled = true) => {
  const token = useToken();
  return useQuery({
    queryKey: [...keys.profit, token, query],
    queryFn: ({ signal }) => callApi(profitAndLoss, { query, signal }),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};

/** The brand's vendors for the vendor filter (GCSGAME_getVassGameType without a vendor filter). */
export const useVendorOptions = () =>
  useQuery({
    queryKey: keys.vendors,
    queryFn: ({ signal }) => callApi(getVassGameTypes, { query: {}, signal }),
    staleTime: 5 * 60_000,
    select: (v) => v.list.map((x) => ({ id: x.vassalage, label: x.displayName })),
  });

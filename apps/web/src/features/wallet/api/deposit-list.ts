import { depositList, type TDeposit } from '@wps/contracts/player';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { walletKeys } from '@/lib/wallet-keys';

export type DepositStatus = TDeposit['status'];
export type DepositListQuery = { pageNo: number; pageSize: number; status?: DepositStatus };

/** "My deposits", newest first, one page at a time (the previous page stays on screen while the next loads). */
export const useDepositList = (query: DepositListQuery) => {
  const token = useToken();
  return useQuery({
    queryKey: [...walletKeys.deposits, token, 'list', query],
    queryFn: () => callApi(depositList, { query }),
    enabled: token !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
};

/** The gateway sends the member back right after paying, so the order is among the newest. */
const ORDER_LOOKUP_PAGE = { pageNo: 1, pageSize: 50 } as const;

/**
 * One deposit by order number: the page the gateway returns to, and the card
 * of a bank deposit just reported. While it is pending it is asked again every
 * `pollMs` for at most `pollForMs` (`pollMs: 0` never polls: a bank deposit
 * waits for staff, which takes longer than any polling); the live 'deposit'
 * event invalidates the same keys, so a push ends the wait sooner or, without
 * polling, is what moves it on. `expired` tells the view that polling gave up.
 */
export const useDepositOrder = (orderNo: string, { pollMs = 3000, pollForMs = 60_000 } = {}) => {
  const token = useToken();
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    setExpired(false);
    const id = window.setTimeout(() => setExpired(true), pollForMs);
    return () => window.clearTimeout(id);
  }, [orderNo, pollForMs]);
  const find = (list: TDeposit[] | undefined) => list?.find((d) => d.orderNo === orderNo) ?? null;
  const query = useQuery({
    queryKey: [...walletKeys.deposits, token, 'order', orderNo],
    queryFn: () => callApi(depositList, { query: ORDER_LOOKUP_PAGE }),
    enabled: token !== null,
    staleTime: 0,
    select: (page) => find(page.list),
    refetchInterval: (q) => (pollMs > 0 && !expired && find(q.state.data?.list)?.status === 'pending' ? pollMs : false),
  });
  return { ...query, expired };
};

import { unreadCount } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { walletKeys } from '@/lib/wallet-keys';

export const unreadKey = (token: string | null) => [...walletKeys.unread, token] as const;

/**
 * CSP_unreadCount: the number on the messageV2 badge. A new message arrives
 * with its count over the live-event socket, which writes this key, so the
 * badge needs no polling.
 */
export const useUnreadCount = () => {
  const token = useToken();
  return useQuery({
    queryKey: unreadKey(token),
    queryFn: () => callApi(unreadCount),
    enabled: token !== null,
    staleTime: 60_000,
  });
};

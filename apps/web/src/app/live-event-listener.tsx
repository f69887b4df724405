import type { TLiveEvent } from '@wps/contracts/player';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setMemberBadges } from '@/features/rewards/api/member-badges';
import { getToken, useToken } from '@/lib/session';
import { walletKeys } from '@/lib/wallet-keys';

/** Lists and records a deposit or withdrawal update can change. */
const MONEY_REQUEST_KEYS = [
  walletKeys.deposits,
  walletKeys.withdrawals,
  walletKeys.withdrawInfo,
  walletKeys.transactionHistory,
  walletKeys.transactionDetails,
];

/**
 * Puts one pushed event into the query cache: values the event carries are
 * written (balance, unread count, the member center's badges), everything
 * it only makes stale is invalidated, so open views refetch and closed ones
 * load fresh next time.
 */
export function applyLiveEvent(queryClient: QueryClient, token: string, event: TLiveEvent): void {
  const invalidate = (queryKey: readonly string[]) => void queryClient.invalidateQueries({ queryKey });
  switch (event.type) {
    case 'balance':
      queryClient.setQueryData([...walletKeys.balance, token], event.balance);
      invalidate(walletKeys.funds);
      return;
    case 'message':
      queryClient.setQueryData([...walletKeys.unread, token], { count: event.unread });
      invalidate(walletKeys.messages);
      return;
    case 'deposit':
    case 'withdrawal':
      MONEY_REQUEST_KEYS.forEach(invalidate);
      return;
    case 'badges':
      // The member center menu's counts; messageV2's badge reads the unread count, kept the same here.
      setMemberBadges(queryClient, token, event.badges);
      queryClient.setQueryData([...walletKeys.unread, token], { count: event.badges.messageV2 });
      return;
  }
}

/** How long a "session ended" from the socket waits for this page's own logout to finish. */
export const SESSION_END_GRACE_MS = 1_000;

/**
 * The app shell's live-event listener for logged-in users (SPEC.md §2): one
 * socket per session token, closed on logout or a new login.
 */
export const LiveEventListener = () => {
  const token = useToken();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    // The socket's code (and the schemas its frames are checked with) loads once someone is logged in.
    let live: { stop: () => void } | null = null;
    let stopped = false;
    void import('@/lib/live-events').then(({ connectLiveEvents }) => {
      if (stopped) return;
      live = connectLiveEvents({
        token,
        onEvent: (event) => applyLiveEvent(queryClient, token, event),
        // The socket says the session ended; a balance refetch lets the API client confirm it and log out.
        // A moment later, and only if this token is still the page's: a logout from this page ends the
        // session too (and its socket hears of it), and must not reopen the login popup by itself.
        onUnauthorized: () => {
          setTimeout(() => {
            if (getToken() === token) void queryClient.invalidateQueries({ queryKey: [...walletKeys.balance, token] });
          }, SESSION_END_GRACE_MS);
        },
      });
    });
    return () => {
      stopped = true;
      live?.stop();
    };
  }, [token, queryClient]);
  return null;
};

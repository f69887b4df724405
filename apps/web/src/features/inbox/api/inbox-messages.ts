import { inboxMessages, type TInboxMessage } from '@wps/contracts/player';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { walletKeys } from '@/lib/wallet-keys';

export const INBOX_PAGE_SIZE = 20;

export const messagesKey = (token: string | null) => [...walletKeys.messages, token] as const;

/** The member's messages, newest first, a page at a time ("load more"). */
export const useInboxMessages = () => {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: messagesKey(token),
    queryFn: ({ pageParam }) => callApi(inboxMessages, { query: { pageNo: pageParam, pageSize: INBOX_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    enabled: token !== null,
    staleTime: 0,
  });
};

/**
 * The loaded pages as one list. Pages are windows by position, so a message
 * that arrived between two loads pushes the previous page's last message onto
 * the next page: it is shown once.
 */
export const flattenMessages = (pages: readonly { list: TInboxMessage[] }[] | undefined): TInboxMessage[] => {
  const seen = new Set<number>();
  const out: TInboxMessage[] = [];
  for (const page of pages ?? []) {
    for (const message of page.list) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  }
  return out;
};

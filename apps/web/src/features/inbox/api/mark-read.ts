import { markMessagesRead, type TInboxMessage, type TPage } from '@wps/contracts/player';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { messagesKey } from './inbox-messages';
import { unreadKey } from './unread-count';

export type MarkReadRequest = { ids: number[] } | { all: true };

const markPages = (data: InfiniteData<TPage<TInboxMessage>>, request: MarkReadRequest): InfiniteData<TPage<TInboxMessage>> => {
  const ids = 'ids' in request ? new Set(request.ids) : null;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      list: page.list.map((m) => (!m.read && (ids === null || ids.has(m.id)) ? { ...m, read: true } : m)),
    })),
  };
};

/**
 * Marks messages read (one on opening it, or all). The answer is the new
 * unread count, written to the badge's key; the loaded pages are updated in
 * place rather than refetched, so the list does not jump.
 */
export const useMarkMessagesRead = () => {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MarkReadRequest) => callApi(markMessagesRead, { body: request }),
    onSuccess: (value, request) => {
      queryClient.setQueryData(unreadKey(token), value);
      queryClient.setQueryData<InfiniteData<TPage<TInboxMessage>>>(messagesKey(token), (data) => (data ? markPages(data, request) : data));
    },
  });
};

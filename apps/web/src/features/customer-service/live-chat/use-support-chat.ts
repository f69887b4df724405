import {
  CHAT_SOCKET_PATH,
  CHAT_TOKEN_HEADER,
  ZChatFrame,
  chatClose,
  chatHistory,
  chatImage,
  chatRead,
  chatSend,
  chatStart,
  type TChatFrame,
  type TChatMessage,
  type TChatThread,
  type TImageUpload,
  type TLanguageCode,
} from '@wps/contracts/player';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { callApi, isApiError } from '@/lib/api-client';
import { connectPushSocket, socketUrl } from '@wps/ui/push-socket';
import { useToken } from '@/lib/session';
import { chatMemory } from '@/lib/support-chat';
import { newRequestId } from '@/lib/use-request-id';

/** Who is chatting: a member by their session (the API client sends it), else a visitor by their chat token. */
const useChatIdentity = () => {
  const memberToken = useToken();
  const [visitorToken, setVisitorToken] = useState(chatMemory.token);
  const headers = useMemo(() => {
    const sent: Record<string, string> = {};
    if (!memberToken && visitorToken) sent[CHAT_TOKEN_HEADER] = visitorToken;
    return sent;
  }, [memberToken, visitorToken]);
  const key = memberToken ? 'member' : (visitorToken ?? 'none');
  return { memberToken, visitorToken, setVisitorToken, headers, key, known: Boolean(memberToken || visitorToken) };
};

const threadKey = (identity: string) => ['support-chat', identity] as const;

const appendMessage = (thread: TChatThread | undefined, message: TChatMessage): TChatThread | undefined => {
  if (!thread || thread.messages.some((m) => m.id === message.id)) return thread;
  return { ...thread, messages: [...thread.messages, message].sort((a, b) => a.id - b.id) };
};

/** The history just read, with any message the cache holds past its last one (they arrived while it was read). */
export const keepNewer = (read: TChatThread, cached: TChatThread | undefined): TChatThread => {
  if (!cached?.messages.length || cached.conversation?.id !== read.conversation?.id) return read;
  const last = read.messages.reduce((max, m) => Math.max(max, m.id), 0);
  return cached.messages.filter((m) => m.id > last).reduce<TChatThread>((t, m) => appendMessage(t, m) ?? t, read);
};

/**
 * The support chat of this visitor or member: the thread (history kept on
 * the server), starting, sending (text and images, a retried send is one
 * message), reading and ending, and the socket that brings the agent's
 * answers as they are written (the thread is read again after a reconnect).
 */
export function useSupportChat(active: boolean) {
  const identity = useChatIdentity();
  const { headers, setVisitorToken } = identity;
  const chatKey = identity.key;
  const client = useQueryClient();
  const key = threadKey(chatKey);

  const thread = useQuery({
    queryKey: key,
    // A reply the socket brings while the history is being read again (after a reconnect) is newer than that
    // read: keep it rather than let the older answer replace it (the visitor then never saw the agent's reply).
    queryFn: async () => keepNewer(await callApi(chatHistory, { headers }), client.getQueryData<TChatThread>(key)),
    enabled: active && identity.known,
    staleTime: Infinity,
  });

  const onFrame = useCallback(
    (frame: TChatFrame) => {
      if (frame.type === 'message') client.setQueryData<TChatThread>(threadKey(chatKey), (t) => appendMessage(t, frame.message));
      else void client.invalidateQueries({ queryKey: threadKey(chatKey) });
    },
    [client, chatKey],
  );

  const token = identity.memberToken ?? identity.visitorToken;
  const visitor = !identity.memberToken;
  useEffect(() => {
    if (!active || !token) return;
    const socket = connectPushSocket({
      url: socketUrl(CHAT_SOCKET_PATH),
      auth: { type: 'auth', token, visitor },
      parse: (json) => {
        const frame = ZChatFrame.safeParse(json);
        return frame.success ? frame.data : null;
      },
      onFrame,
      // Whatever came while the socket was down.
      onReady: () => void client.invalidateQueries({ queryKey: threadKey(chatKey) }),
      onUnauthorized: () => {
        if (visitor) {
          chatMemory.forgetToken();
          setVisitorToken(null);
        }
      },
    });
    return socket.stop;
  }, [active, token, visitor, onFrame, client, chatKey, setVisitorToken]);

  const start = useMutation({
    mutationFn: (input: { name?: string; language: TLanguageCode }) => callApi(chatStart, { body: input, headers }),
    onSuccess: (started) => {
      chatMemory.remember(started.token);
      const nextKey = started.token ?? chatKey;
      if (started.token) setVisitorToken(started.token);
      client.setQueryData<TChatThread>(threadKey(nextKey), { conversation: started.conversation, messages: started.messages, hasOlder: started.hasOlder });
    },
  });

  const send = useMutation({
    mutationFn: (input: { text: string; image?: TImageUpload }) =>
      callApi(chatSend, { body: { clientKey: newRequestId(), text: input.text, ...(input.image ? { image: input.image } : {}) }, headers }),
    onSuccess: (message) => client.setQueryData<TChatThread>(key, (t) => appendMessage(t, message)),
    onError: (error) => {
      if (isApiError(error) && (error.code === 'chat_closed' || error.code === 'chat_not_found')) void client.invalidateQueries({ queryKey: key });
    },
  });

  const end = useMutation({
    mutationFn: () => callApi(chatClose, { headers }),
    onSuccess: (closed) => client.setQueryData<TChatThread>(key, closed),
  });

  const markRead = useCallback(
    (upTo: number) =>
      callApi(chatRead, { body: { upTo }, headers }).then(({ unread }) =>
        client.setQueryData<TChatThread>(threadKey(chatKey), (t) => (t?.conversation ? { ...t, conversation: { ...t.conversation, unread } } : t)),
      ),
    [client, chatKey, headers],
  );

  const loadImage = useCallback((id: number) => callApi(chatImage, { query: { id }, headers }), [headers]);

  return { identity, thread, start, send, end, markRead, loadImage, isMember: Boolean(identity.memberToken) };
}
export type SupportChat = ReturnType<typeof useSupportChat>;

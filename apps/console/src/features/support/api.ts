import {
  STAFF_CHAT_SOCKET_PATH,
  ZChatFrame,
  staffCannedReplies,
  staffChatAgents,
  staffChatAssign,
  staffChatClose,
  staffChatImage,
  staffChatQueue,
  staffChatRead,
  staffChatSend,
  staffChatThread,
  staffDeleteCannedReply,
  staffPlayerDetail,
  staffSaveCannedReply,
  type TChatFrame,
  type TChatMessage,
  type TChatQueue,
  type TLanguageCode,
  type TStaffChatThread,
} from '@wps/contracts/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { connectPushSocket, socketUrl } from '@wps/ui/push-socket';
import { useEffect } from 'react';
import { call, type CallInput } from '@/lib/api';
import { getToken, notifyUnauthorized } from '@/lib/session';

const CHAT = ['support-chat'] as const;
const threadKey = (id: number) => [...CHAT, 'thread', id] as const;

export const useChatQueue = (queue: TChatQueue, language: TLanguageCode | undefined) =>
  useQuery({
    queryKey: [...CHAT, 'queue', queue, language ?? null],
    queryFn: ({ signal }) => call(staffChatQueue, { queue, language }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useChatThread = (id: number | null) =>
  useQuery({ queryKey: threadKey(id ?? 0), queryFn: ({ signal }) => call(staffChatThread, { id: id ?? 0 }, { signal }), enabled: id !== null });

export const useChatAgents = () => useQuery({ queryKey: [...CHAT, 'agents'], queryFn: ({ signal }) => call(staffChatAgents, undefined, { signal }), staleTime: 60_000 });
export const useCannedReplies = () => useQuery({ queryKey: [...CHAT, 'canned'], queryFn: ({ signal }) => call(staffCannedReplies, undefined, { signal }) });
export const useChatImage = (id: number) => useQuery({ queryKey: [...CHAT, 'image', id], queryFn: ({ signal }) => call(staffChatImage, { id }, { signal }), staleTime: Infinity });
export const useChatMember = (id: number | null, allowed: boolean) =>
  useQuery({ queryKey: [...CHAT, 'member', id], queryFn: ({ signal }) => call(staffPlayerDetail, { id: id ?? 0 }, { signal }), enabled: id !== null && allowed });

const appendMessage = (thread: TStaffChatThread | undefined, message: TChatMessage) =>
  !thread || thread.messages.some((m) => m.id === message.id) ? thread : { ...thread, messages: [...thread.messages, message].sort((a, b) => a.id - b.id) };

/** Every change of the brand's conversations, pushed by the console's chat socket: the open thread grows, the queues refresh. */
export const useChatSocket = () => {
  const client = useQueryClient();
  useEffect(() => {
    const token = getToken();
    if (!token) return;
    const socket = connectPushSocket<TChatFrame>({
      url: socketUrl(STAFF_CHAT_SOCKET_PATH),
      auth: { type: 'auth', token },
      parse: (json) => {
        const frame = ZChatFrame.safeParse(json);
        return frame.success ? frame.data : null;
      },
      onFrame: (frame) => {
        if (frame.type === 'message') client.setQueryData<TStaffChatThread>(threadKey(frame.conversationId), (t) => appendMessage(t, frame.message));
        if (frame.type === 'conversation') void client.invalidateQueries({ queryKey: threadKey(frame.conversationId) });
        void client.invalidateQueries({ queryKey: [...CHAT, 'queue'] });
      },
      onReady: () => void client.invalidateQueries({ queryKey: CHAT }),
      onUnauthorized: notifyUnauthorized,
    });
    return socket.stop;
  }, [client]);
};

const useChatWrite = <I, O>(run: (input: I) => Promise<O>, after?: (client: ReturnType<typeof useQueryClient>, output: O, input: I) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (output, input) => after?.(client, output, input),
    onSettled: () => client.invalidateQueries({ queryKey: [...CHAT, 'queue'] }),
  });
};

type SendInput = NonNullable<CallInput<typeof staffChatSend>>;
export const useSendReply = () =>
  useChatWrite(
    (input: SendInput) => call(staffChatSend, input),
    (client, message, input) => {
      client.setQueryData<TStaffChatThread>(threadKey(input.id), (t) => appendMessage(t, message));
      void client.invalidateQueries({ queryKey: threadKey(input.id) });
    },
  );
const refreshThread = (client: ReturnType<typeof useQueryClient>, _: unknown, input: { id: number }) => void client.invalidateQueries({ queryKey: threadKey(input.id) });
export const useAssignChat = () => useChatWrite((input: { id: number; staffId?: number }) => call(staffChatAssign, input), refreshThread);
export const useCloseChat = () => useChatWrite((input: { id: number }) => call(staffChatClose, input), refreshThread);
export const useReadChat = () => useChatWrite((input: { id: number; upTo: number }) => call(staffChatRead, input));

const refreshCanned = (client: ReturnType<typeof useQueryClient>) => void client.invalidateQueries({ queryKey: [...CHAT, 'canned'] });
export const useSaveCanned = () => useChatWrite((input: NonNullable<CallInput<typeof staffSaveCannedReply>>) => call(staffSaveCannedReply, input), refreshCanned);
export const useDeleteCanned = () => useChatWrite((input: { id: number }) => call(staffDeleteCannedReply, input), refreshCanned);

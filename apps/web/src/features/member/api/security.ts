import { disableTotp, enableTotp, getMemberIcon, listSessions, revokeSession, sendFeedback, setMemberIcon, setupTotp } from '@wps/contracts/player';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { memberInfoKey, useSession } from '@/lib/member';
import { useToken } from '@/lib/session';

export const useSessions = () => {
  const token = useToken();
  return useQuery({ queryKey: ['member', 'sessions', token], queryFn: () => callApi(listSessions), enabled: token !== null, staleTime: 0 });
};

export const useRevokeSession = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(revokeSession, { query: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['member', 'sessions'] }),
  });
};

/** Same key as the header avatar, so a change shows there at once. A trial member has no avatar (the server refuses them): not asked. */
export const useMemberIcon = () => {
  const { token, member, isTrial } = useSession();
  return useQuery({ queryKey: ['member', 'icon', token], queryFn: () => callApi(getMemberIcon), enabled: token !== null && member !== undefined && !isTrial });
};

export const useSetMemberIcon = () => {
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (iconId: number) => callApi(setMemberIcon, { body: { iconId } }),
    onSuccess: (icon) => {
      client.setQueryData(['member', 'icon', token], icon);
      void client.invalidateQueries({ queryKey: memberInfoKey(token) });
    },
  });
};

export const useSetupTotp = () => useMutation({ mutationFn: () => callApi(setupTotp) });

export const useToggleTotp = (enable: boolean) => {
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (code: string) => callApi(enable ? enableTotp : disableTotp, { body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: memberInfoKey(token) }),
  });
};

export const useSendFeedback = () => useMutation({ mutationFn: (body: { questionType: FeedbackType; content: string }) => callApi(sendFeedback, { body }) });

export const FEEDBACK_TYPES = ['GENERAL', 'DEPOSIT', 'WITHDRAWAL', 'GAME', 'ACCOUNT', 'SUGGESTION'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

import {
  staffCreateMember,
  staffDeleteRole,
  staffEndMemberSession,
  staffMemberSessions,
  staffResetTotp,
  staffRoleList,
  staffSaveRole,
  staffTeam,
  staffUpdateMember,
} from '@wps/contracts/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '@/lib/api';

const TEAM = ['team'] as const;

export const useTeam = () => useQuery({ queryKey: [...TEAM, 'members'], queryFn: ({ signal }) => call(staffTeam, undefined, { signal }) });
export const useRoles = () => useQuery({ queryKey: [...TEAM, 'roles'], queryFn: ({ signal }) => call(staffRoleList, undefined, { signal }) });
export const useMemberSessions = (id: number | null) =>
  useQuery({ queryKey: [...TEAM, 'sessions', id], queryFn: ({ signal }) => call(staffMemberSessions, { id: id ?? 0 }, { signal }), enabled: id !== null });

const useWrite = <I, O>(run: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM }) });
};

export const useAddMember = () => useWrite((input: NonNullable<CallInput<typeof staffCreateMember>>) => call(staffCreateMember, input));
export const useUpdateMember = () => useWrite((input: NonNullable<CallInput<typeof staffUpdateMember>>) => call(staffUpdateMember, input));
export const useResetTotp = () => useWrite((input: { id: number; reason: string }) => call(staffResetTotp, input));
export const useEndSession = () => useWrite((input: { id: string; reason: string }) => call(staffEndMemberSession, input));
export const useSaveRole = () => useWrite((input: NonNullable<CallInput<typeof staffSaveRole>>) => call(staffSaveRole, input));
export const useDeleteRole = () => useWrite((input: { code: string; reason: string }) => call(staffDeleteRole, input));

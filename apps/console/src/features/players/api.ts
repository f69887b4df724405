import {
  staffAdjust,
  staffAdjustments,
  staffApproveAdjustment,
  staffMemberStatus,
  staffPlayerDetail,
  staffPlayerSearch,
  staffPlayerWagers,
  staffRejectAdjustment,
} from '@wps/contracts/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '@/lib/api';

const PLAYERS = ['players'] as const;
const ADJUSTMENTS = ['adjustments'] as const;

export type PlayerSearch = NonNullable<CallInput<typeof staffPlayerSearch>>;

export const usePlayerSearch = (query: PlayerSearch) =>
  useQuery({
    queryKey: [...PLAYERS, 'search', query],
    queryFn: ({ signal }) => call(staffPlayerSearch, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const usePlayer = (id: number) =>
  useQuery({ queryKey: [...PLAYERS, 'detail', id], queryFn: ({ signal }) => call(staffPlayerDetail, { id }, { signal }), enabled: id > 0 });

export const useAdjustments = (query: NonNullable<CallInput<typeof staffAdjustments>>) =>
  useQuery({
    queryKey: [...ADJUSTMENTS, query],
    queryFn: ({ signal }) => call(staffAdjustments, query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

/** Writes refresh the players and the adjustments (a balance or a status changed). */
const useWrite = <I, O>(run: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: PLAYERS });
      await queryClient.invalidateQueries({ queryKey: ADJUSTMENTS });
    },
  });
};

export const useAdjust = () => useWrite((input: NonNullable<CallInput<typeof staffAdjust>>) => call(staffAdjust, input));
export const useDecideAdjustment = () =>
  useWrite((input: { id: number; approve: boolean; reason?: string }) =>
    input.approve
      ? call(staffApproveAdjustment, { id: input.id, ...(input.reason ? { reason: input.reason } : {}) })
      : call(staffRejectAdjustment, { id: input.id, reason: input.reason ?? '' }),
  );
export const useSetStatus = () => useWrite((input: { memberId: number; status: 'active' | 'disabled'; reason: string }) => call(staffMemberStatus, input));

export const usePlayerWagers = (id: number, before: string | null) =>
  useQuery({
    queryKey: [...PLAYERS, 'wagers', id, before],
    queryFn: ({ signal }) => call(staffPlayerWagers, { id, pageSize: 20, ...(before ? { before } : {}) }, { signal }),
    placeholderData: keepPreviousData,
  });

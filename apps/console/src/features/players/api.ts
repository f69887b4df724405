import {
  staffAddPlayerNote,
  staffAdjust,
  staffAdjustments,
  staffApproveAdjustment,
  staffEndPlayerSessions,
  staffMemberStatus,
  staffMessagePlayer,
  staffMoveUpline,
  staffPlayerDetail,
  staffPlayerNotes,
  staffPlayerSearch,
  staffPlayerTags,
  staffPlayerWagers,
  staffRejectAdjustment,
  staffSendPasswordReset,
  staffSetPlayerTag,
} from '@wps/contracts/staff';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput, type StaffContract } from '@/lib/api';

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

const NOTES_PAGE = 20;

/** A player's notes, newest first; older pages load below. */
export const usePlayerNotes = (id: number) =>
  useInfiniteQuery({
    queryKey: [...PLAYERS, 'notes', id],
    queryFn: ({ pageParam, signal }) => call(staffPlayerNotes, { id, pageSize: NOTES_PAGE, ...(pageParam ? { before: pageParam } : {}) }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** The brand's list of tags (the tag picker and the search's filter). */
export const useTagList = () => useQuery({ queryKey: [...PLAYERS, 'tags'], queryFn: ({ signal }) => call(staffPlayerTags, undefined, { signal }) });

type Input<C extends StaffContract> = NonNullable<CallInput<C>>;
export const useAddNote = () => useWrite((input: Input<typeof staffAddPlayerNote>) => call(staffAddPlayerNote, input));
export const useSetTag = () => useWrite((input: Input<typeof staffSetPlayerTag>) => call(staffSetPlayerTag, input));
export const useSendPasswordReset = () => useWrite((input: Input<typeof staffSendPasswordReset>) => call(staffSendPasswordReset, input));
export const useEndSessions = () => useWrite((input: Input<typeof staffEndPlayerSessions>) => call(staffEndPlayerSessions, input));
export const useMessagePlayer = () => useWrite((input: Input<typeof staffMessagePlayer>) => call(staffMessagePlayer, input));
export const useMoveUpline = () => useWrite((input: Input<typeof staffMoveUpline>) => call(staffMoveUpline, input));

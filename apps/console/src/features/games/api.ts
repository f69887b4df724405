import {
  staffEndVendorMaintenance,
  staffGameVendors,
  staffGames,
  staffRefundRound,
  staffResolveRound,
  staffRotateProviderSecret,
  staffRoundsToResolve,
  staffSaveProviderSettings,
  staffScheduleVendorMaintenance,
  staffSetVendorEnabled,
  staffUpdateGame,
} from '@wps/contracts/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '@/lib/api';

const GAMES = ['games'] as const;
const VENDORS = [...GAMES, 'vendors'] as const;

export type GamesQuery = NonNullable<CallInput<typeof staffGames>>;
export type RoundsQuery = NonNullable<CallInput<typeof staffRoundsToResolve>>;

export const useVendors = () => useQuery({ queryKey: VENDORS, queryFn: ({ signal }) => call(staffGameVendors, undefined, { signal }), refetchInterval: 30_000 });

export const useGames = (query: GamesQuery) =>
  useQuery({ queryKey: [...GAMES, 'list', query], queryFn: ({ signal }) => call(staffGames, query, { signal }), placeholderData: keepPreviousData });

export const useWaitingRounds = (query: RoundsQuery) =>
  useQuery({
    queryKey: [...GAMES, 'rounds', query],
    queryFn: ({ signal }) => call(staffRoundsToResolve, query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });

/** A write refreshes the whole section: a vendor's switch changes its games' lists too. */
const useWrite = <I, O>(run: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: GAMES }) });
};

type Body<C extends Parameters<typeof call>[0]> = NonNullable<CallInput<C>>;

export const useSetVendorEnabled = () => useWrite((input: Body<typeof staffSetVendorEnabled>) => call(staffSetVendorEnabled, input));
export const useScheduleVendorMaintenance = () => useWrite((input: Body<typeof staffScheduleVendorMaintenance>) => call(staffScheduleVendorMaintenance, input));
export const useEndVendorMaintenance = () => useWrite((input: Body<typeof staffEndVendorMaintenance>) => call(staffEndVendorMaintenance, input));
export const useSaveProviderSettings = () => useWrite((input: Body<typeof staffSaveProviderSettings>) => call(staffSaveProviderSettings, input));
export const useRotateSecret = () => useWrite((input: Body<typeof staffRotateProviderSecret>) => call(staffRotateProviderSecret, input));
export const useUpdateGame = () => useWrite((input: Body<typeof staffUpdateGame>) => call(staffUpdateGame, input));
export const useSettleRound = () =>
  useWrite(({ action, ...input }: Body<typeof staffResolveRound> & { action: 'resolve' | 'refund' }) => call(action === 'resolve' ? staffResolveRound : staffRefundRound, input));

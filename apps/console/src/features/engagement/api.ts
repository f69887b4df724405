import {
  staffAbuseClusters,
  staffMissionCreate,
  staffMissions,
  staffMissionUpdate,
  staffRainCancel,
  staffRainCreate,
  staffRains,
  staffReferral,
  staffReferrals,
  staffReferralSave,
  staffTournamentBoard,
  staffTournamentCreate,
  staffTournaments,
  staffTournamentUpdate,
  staffWheel,
  staffWheelSave,
} from '@wps/contracts/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput, type StaffContract } from '@/lib/api';

const ENGAGEMENT = ['engagement'] as const;

type Input<C extends StaffContract> = NonNullable<CallInput<C>>;
export type MissionCreateBody = Input<typeof staffMissionCreate>;
export type MissionUpdateBody = Input<typeof staffMissionUpdate>;
export type TournamentCreateBody = Input<typeof staffTournamentCreate>;
export type TournamentUpdateBody = Input<typeof staffTournamentUpdate>;
export type RainCreateBody = Input<typeof staffRainCreate>;
export type WheelSaveBody = Input<typeof staffWheelSave>;
export type ReferralSaveBody = Input<typeof staffReferralSave>;
export type ReferralsQuery = Input<typeof staffReferrals>;
export type ClustersQuery = Input<typeof staffAbuseClusters>;

/** Missions with the prizes claimed and their sum. */
export const useMissions = () =>
  useQuery({ queryKey: [...ENGAGEMENT, 'missions'], queryFn: ({ signal }) => call(staffMissions, undefined, { signal }), refetchInterval: 60_000 });

/** Tournaments with their players, pool and prizes paid. */
export const useTournaments = () =>
  useQuery({ queryKey: [...ENGAGEMENT, 'tournaments'], queryFn: ({ signal }) => call(staffTournaments, undefined, { signal }), refetchInterval: 60_000 });

/** A tournament's top 100, read while its leaderboard is open (every 30 s while it runs). */
export const useTournamentBoard = (id: number | null) =>
  useQuery({
    queryKey: [...ENGAGEMENT, 'board', id],
    queryFn: ({ signal }) => call(staffTournamentBoard, { id: id ?? 0 }, { signal }),
    enabled: id !== null,
    refetchInterval: 30_000,
  });

/** Red-envelope rains, newest first. Refreshes every 30 s: envelopes are grabbed while it rains. */
export const useRains = () =>
  useQuery({ queryKey: [...ENGAGEMENT, 'rains'], queryFn: ({ signal }) => call(staffRains, undefined, { signal }), refetchInterval: 30_000 });

/** The prize wheel with its spins and prizes paid. */
export const useWheel = () => useQuery({ queryKey: [...ENGAGEMENT, 'wheel'], queryFn: ({ signal }) => call(staffWheel, undefined, { signal }) });

/** The referral rewards with friends invited, flagged and rewards paid. */
export const useReferral = () => useQuery({ queryKey: [...ENGAGEMENT, 'referral'], queryFn: ({ signal }) => call(staffReferral, undefined, { signal }) });

/** A page of referred friends, newest first. */
export const useReferrals = (query: ReferralsQuery) =>
  useQuery({
    queryKey: [...ENGAGEMENT, 'referrals', query],
    queryFn: ({ signal }) => call(staffReferrals, query, { signal }),
    placeholderData: keepPreviousData,
  });

/** A page of members sharing a device, an address or a bank account, largest clusters first. */
export const useClusters = (query: ClustersQuery) =>
  useQuery({
    queryKey: [...ENGAGEMENT, 'clusters', query],
    queryFn: ({ signal }) => call(staffAbuseClusters, query, { signal }),
    placeholderData: keepPreviousData,
  });

/** A write refreshes the area's reads: a saved wheel or rule changes the figures beside it. */
const useWrite = <I, O>(run: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: ENGAGEMENT }) });
};

export const useCreateMission = () => useWrite((body: MissionCreateBody) => call(staffMissionCreate, body));
export const useUpdateMission = () => useWrite((body: MissionUpdateBody) => call(staffMissionUpdate, body));
export const useCreateTournament = () => useWrite((body: TournamentCreateBody) => call(staffTournamentCreate, body));
export const useUpdateTournament = () => useWrite((body: TournamentUpdateBody) => call(staffTournamentUpdate, body));
export const useCreateRain = () => useWrite((body: RainCreateBody) => call(staffRainCreate, body));
export const useCancelRain = () => useWrite((body: Input<typeof staffRainCancel>) => call(staffRainCancel, body));
export const useSaveWheel = () => useWrite((body: WheelSaveBody) => call(staffWheelSave, body));
export const useSaveReferral = () => useWrite((body: ReferralSaveBody) => call(staffReferralSave, body));

import {
  staffGames,
  staffMissions,
  staffPointRewardCreate,
  staffPointRewards,
  staffPointRewardUpdate,
  staffPromotionClaims,
  staffPromotionCreate,
  staffPromotionDecide,
  staffPromotionUpdate,
  staffPromotions,
  staffRebateReport,
  staffRedeemDecide,
  staffRedeems,
  staffVipLadder,
  staffVipLadderSave,
} from '@wps/contracts/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput, type StaffContract } from '@/lib/api';

const PROMOTIONS = ['promotions'] as const;

type Input<C extends StaffContract> = NonNullable<CallInput<C>>;
export type ClaimsQuery = Input<typeof staffPromotionClaims>;
export type PromotionCreateBody = Input<typeof staffPromotionCreate>;
export type DecisionBody = Input<typeof staffPromotionDecide>;

/** The brand's promotions with their figures (budget used, receivers, claims waiting, converted, forfeited). */
export const usePromotions = () =>
  useQuery({ queryKey: [...PROMOTIONS, 'list'], queryFn: ({ signal }) => call(staffPromotions, undefined, { signal }), refetchInterval: 60_000 });

/** A page of claims, newest first. Refreshes every 30 s: applications keep arriving. */
export const useClaims = (query: ClaimsQuery) =>
  useQuery({
    queryKey: [...PROMOTIONS, 'claims', query],
    queryFn: ({ signal }) => call(staffPromotionClaims, query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });

/** A write refreshes the whole area: a decision moves a claim and spends a promotion's budget. */
const useWrite = <I, O>(run: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS }) });
};

/** The brand's missions, for a promotion that waits for one (the mission_done trigger). */
export const useMissionChoices = (enabled: boolean) =>
  useQuery({ queryKey: [...PROMOTIONS, 'missions'], queryFn: ({ signal }) => call(staffMissions, undefined, { signal }), enabled, staleTime: 60_000 });

/**
 * The studio's slots free spins may be given on. The games list names the
 * studio's (vendor WPS) RNG games but cannot tell a slot from an original,
 * so the slots are known by code; the list gives their names.
 */
export const STUDIO_SLOTS: readonly string[] = ['lucky-reels'];
export const useStudioSlots = (enabled: boolean) =>
  useQuery({
    queryKey: [...PROMOTIONS, 'studio-slots'],
    queryFn: ({ signal }) => call(staffGames, { vassalage: 'WPS', gameType: 'RNG', pageNo: 1, pageSize: 100 }, { signal }),
    select: (value) => value.list.filter((g) => STUDIO_SLOTS.includes(g.gameCode)).map((g) => ({ code: g.gameCode, name: g.gameName })),
    enabled,
    retry: false,
    staleTime: 300_000,
  });

export const useCreatePromotion = () => useWrite((body: PromotionCreateBody) => call(staffPromotionCreate, body));
export const useUpdatePromotion = () => useWrite((body: Input<typeof staffPromotionUpdate>) => call(staffPromotionUpdate, body));
export const useDecideClaim = () => useWrite((body: DecisionBody) => call(staffPromotionDecide, body));

// Loyalty: the VIP ladder, the points mall and its redemptions, the rebates paid.

const LOYALTY = ['loyalty'] as const;
export type RedeemsQuery = Input<typeof staffRedeems>;
export type RebateRange = Input<typeof staffRebateReport>;
export type LadderSaveBody = Input<typeof staffVipLadderSave>;
export type RewardCreateBody = Input<typeof staffPointRewardCreate>;
export type RewardUpdateBody = Input<typeof staffPointRewardUpdate>;
export type RedeemDecisionBody = Input<typeof staffRedeemDecide>;

/** The VIP ladder and the point conversion. */
export const useVipLadder = () => useQuery({ queryKey: [...LOYALTY, 'vip'], queryFn: ({ signal }) => call(staffVipLadder, undefined, { signal }) });

/** The points mall's rewards, with how many were redeemed. */
export const usePointRewards = () =>
  useQuery({ queryKey: [...LOYALTY, 'rewards'], queryFn: ({ signal }) => call(staffPointRewards, undefined, { signal }), refetchInterval: 60_000 });

/** A page of redemptions, newest first. Refreshes every 30 s: members keep redeeming. */
export const useRedeems = (query: RedeemsQuery) =>
  useQuery({
    queryKey: [...LOYALTY, 'redeems', query],
    queryFn: ({ signal }) => call(staffRedeems, query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });

/** Rebates paid per brand day over a range. */
export const useRebateReport = (range: RebateRange) =>
  useQuery({ queryKey: [...LOYALTY, 'rebates', range], queryFn: ({ signal }) => call(staffRebateReport, range, { signal }), placeholderData: keepPreviousData });

/** A loyalty write refreshes loyalty's reads: a decision moves a redemption and a reward's stock. */
const useLoyaltyWrite = <I, O>(run: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: LOYALTY }) });
};

export const useSaveLadder = () => useLoyaltyWrite((body: LadderSaveBody) => call(staffVipLadderSave, body));
export const useCreateReward = () => useLoyaltyWrite((body: RewardCreateBody) => call(staffPointRewardCreate, body));
export const useUpdateReward = () => useLoyaltyWrite((body: RewardUpdateBody) => call(staffPointRewardUpdate, body));
export const useDecideRedeem = () => useLoyaltyWrite((body: RedeemDecisionBody) => call(staffRedeemDecide, body));

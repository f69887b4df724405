import {
  staffPromotionClaims,
  staffPromotionCreate,
  staffPromotionDecide,
  staffPromotionUpdate,
  staffPromotions,
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

export const useCreatePromotion = () => useWrite((body: PromotionCreateBody) => call(staffPromotionCreate, body));
export const useUpdatePromotion = () => useWrite((body: Input<typeof staffPromotionUpdate>) => call(staffPromotionUpdate, body));
export const useDecideClaim = () => useWrite((body: DecisionBody) => call(staffPromotionDecide, body));

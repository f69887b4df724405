import {
  staffAgentBills,
  staffAgentContracts,
  staffAgentTree,
  staffCommissionReport,
  staffEndContract,
  staffOfferContract,
  staffPreviewSettlement,
  staffReviewBill,
  staffRunSettlement,
  staffSettlementRuns,
} from '@wps/contracts/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput, type StaffContract } from '@/lib/api';

const AGENTS = ['agents'] as const;

type Input<C extends StaffContract> = NonNullable<CallInput<C>>;
export type TreeQuery = Input<typeof staffAgentTree>;
export type ContractsQuery = Input<typeof staffAgentContracts>;
export type BillsQuery = Input<typeof staffAgentBills>;
export type SettlementBody = Input<typeof staffPreviewSettlement>;
export type OfferBody = Input<typeof staffOfferContract>;

/** A level of the brand's tree (its top without parentId) or a whole-brand search. */
export const useAgentTree = (query: TreeQuery) =>
  useQuery({ queryKey: [...AGENTS, 'tree', query], queryFn: ({ signal }) => call(staffAgentTree, query, { signal }), placeholderData: keepPreviousData });

/** The offer drawer's picker: agents whose account matches, across the brand (off until something is typed). */
export const useAgentLookup = (search: string) =>
  useQuery({
    queryKey: [...AGENTS, 'tree', 'lookup', search],
    queryFn: ({ signal }) => call(staffAgentTree, { search, pageSize: 10 }, { signal }),
    enabled: search.length > 0,
  });

export const useContracts = (query: ContractsQuery) =>
  useQuery({ queryKey: [...AGENTS, 'contracts', query], queryFn: ({ signal }) => call(staffAgentContracts, query, { signal }), placeholderData: keepPreviousData });

export const useBills = (query: BillsQuery) =>
  useQuery({
    queryKey: [...AGENTS, 'bills', query],
    queryFn: ({ signal }) => call(staffAgentBills, query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const useSettlementRuns = (page: number, pageSize: number) =>
  useQuery({
    queryKey: [...AGENTS, 'runs', page, pageSize],
    queryFn: ({ signal }) => call(staffSettlementRuns, { pageNo: page, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCommissionReport = (range: Input<typeof staffCommissionReport>) =>
  useQuery({ queryKey: [...AGENTS, 'commissions', range], queryFn: ({ signal }) => call(staffCommissionReport, range, { signal }) });

/** A write refreshes the whole area: a contract shows in the tree, a bill in the report, a run in the history. */
const useWrite = <I, O>(run: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: AGENTS }) });
};

export const useOfferContract = () => useWrite((input: OfferBody) => call(staffOfferContract, input));
export const useEndContract = () => useWrite((input: Input<typeof staffEndContract>) => call(staffEndContract, input));
export const useReviewBill = () => useWrite((input: Input<typeof staffReviewBill>) => call(staffReviewBill, input));
export const useRunSettlement = () => useWrite((input: Input<typeof staffRunSettlement>) => call(staffRunSettlement, input));
/** A preview writes nothing: a mutation only because it is a POST the staff member asks for with a button. */
export const usePreviewSettlement = () => useMutation({ mutationFn: (input: SettlementBody) => call(staffPreviewSettlement, input) });

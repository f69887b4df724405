import {
  staffApproveDeposit,
  staffApproveWithdrawal,
  staffDeposits,
  staffRejectDeposit,
  staffRejectWithdrawal,
  staffResolveReceipt,
  staffWithdrawals,
} from '@wps/contracts/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '@/lib/api';

export type DepositQuery = NonNullable<CallInput<typeof staffDeposits>>;
export type WithdrawalQuery = NonNullable<CallInput<typeof staffWithdrawals>>;

const DEPOSITS = ['finance', 'deposits'] as const;
const WITHDRAWALS = ['finance', 'withdrawals'] as const;

/** A page of the brand's deposits (oldest first in the pending queue). Refreshes every 15 s: new ones arrive. */
export const useDeposits = (query: DepositQuery) =>
  useQuery({
    queryKey: [...DEPOSITS, query],
    queryFn: ({ signal }) => call(staffDeposits, query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

export const useWithdrawals = (query: WithdrawalQuery) =>
  useQuery({
    queryKey: [...WITHDRAWALS, query],
    queryFn: ({ signal }) => call(staffWithdrawals, query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

/** Decisions refresh every list of their kind (the row moves between queues). */
const useDecision = <I, O>(key: readonly string[], run: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
};

export const useApproveDeposit = () => useDecision(DEPOSITS, (input: { id: number; reason?: string }) => call(staffApproveDeposit, input));
export const useRejectDeposit = () => useDecision(DEPOSITS, (input: { id: number; reason: string }) => call(staffRejectDeposit, input));
export const useApproveWithdrawal = () => useDecision(WITHDRAWALS, (input: { id: number; reason?: string }) => call(staffApproveWithdrawal, input));
export const useRejectWithdrawal = () => useDecision(WITHDRAWALS, (input: { id: number; reason: string }) => call(staffRejectWithdrawal, input));
export const useResolveReceipt = () =>
  useDecision(WITHDRAWALS, (input: { id: number; action: 'refund' | 'close'; amount?: string; reason: string }) => call(staffResolveReceipt, input));

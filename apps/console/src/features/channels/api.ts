import { staffChannels, staffCreateChannel, staffReconciliation, staffUpdateChannel, type TReconciliationQuery } from '@wps/contracts/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '@/lib/api';

const CHANNELS = ['finance', 'channels'] as const;

export const useChannels = () => useQuery({ queryKey: CHANNELS, queryFn: ({ signal }) => call(staffChannels, undefined, { signal }) });

/** A write refreshes the list (the order may have changed). */
const useWrite = <I, O>(run: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: CHANNELS }) });
};

export const useCreateChannel = () => useWrite((input: NonNullable<CallInput<typeof staffCreateChannel>>) => call(staffCreateChannel, input));
export const useUpdateChannel = () => useWrite((input: NonNullable<CallInput<typeof staffUpdateChannel>>) => call(staffUpdateChannel, input));

export const useReconciliation = (range: TReconciliationQuery) =>
  useQuery({
    queryKey: ['finance', 'reconciliation', range],
    queryFn: ({ signal }) => call(staffReconciliation, range, { signal }),
    placeholderData: keepPreviousData,
  });

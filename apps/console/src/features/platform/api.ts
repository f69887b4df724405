import { staffJobRuns, staffPlatformBrands, staffRetryJob, staffSystemHealth, type TJobRun } from '@wps/contracts/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';

const PLATFORM = ['platform'] as const;

/** The processes and queues, read again every 10 s while the screen is open. */
export const useSystemHealth = () =>
  useQuery({ queryKey: [...PLATFORM, 'health'], queryFn: ({ signal }) => call(staffSystemHealth, undefined, { signal }), refetchInterval: 10_000 });

export const useJobRuns = (query: { name?: string; status?: TJobRun['status']; before?: number }) =>
  useQuery({ queryKey: [...PLATFORM, 'runs', query], queryFn: ({ signal }) => call(staffJobRuns, query, { signal }), placeholderData: keepPreviousData, refetchInterval: 10_000 });

export const useRetryJob = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: { id: number; reason: string }) => call(staffRetryJob, input), onSettled: () => client.invalidateQueries({ queryKey: PLATFORM }) });
};

export const usePlatformBrands = () => useQuery({ queryKey: [...PLATFORM, 'brands'], queryFn: ({ signal }) => call(staffPlatformBrands, undefined, { signal }), refetchInterval: 30_000 });

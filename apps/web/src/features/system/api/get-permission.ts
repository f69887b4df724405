import { getPermission } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const permissionQueryKey = ['system', 'permission'] as const;

export const fetchPermission = () => callApi(getPermission);

/** The startup call (SPEC.md §4): runs first and decides app, maintenance or region-block page. */
export const usePermission = () =>
  useQuery({ queryKey: permissionQueryKey, queryFn: fetchPermission, staleTime: Infinity, retry: false });

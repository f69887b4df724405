import { getGameVendors, type TLane } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { orderLanes } from '../utils/categories';

export const vendorsQueryKey = ['catalog', 'vendors'] as const;

export const fetchGameVendors = () => callApi(getGameVendors);

/**
 * Vendor lanes, cached for the session (SPEC.md §9 session caches), already
 * filtered to lanes with at least one vendor and put in navigation order.
 */
export const useGameVendors = () =>
  useQuery({
    queryKey: vendorsQueryKey,
    queryFn: fetchGameVendors,
    staleTime: Infinity,
    select: (value): TLane[] => orderLanes(value.data.lanes),
  });

import { getVassGameTypes } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** A vendor's game types and the sub-categories each has (which chips a list page offers). */
export const useVassGameTypes = (vassalage: string | null) =>
  useQuery({
    queryKey: ['catalog', 'vass-game-types', vassalage],
    queryFn: ({ signal }) => callApi(getVassGameTypes, { query: { vassalage: vassalage ?? '' }, signal }),
    enabled: vassalage !== null,
    staleTime: 5 * 60_000,
    select: (value) => value.list.find((v) => v.vassalage === vassalage) ?? null,
  });

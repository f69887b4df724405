import { getRankList, RANK_LIST_LIMIT } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** The winners board (SPEC.md §7: gameCategory ALL, limitNum 20), cached for the session (§9). */
export const useRankList = () =>
  useQuery({
    queryKey: ['catalog', 'winners'],
    queryFn: () => callApi(getRankList, { query: { gameCategory: 'ALL', limitNum: RANK_LIST_LIMIT, language: currentLanguage() } }),
    staleTime: Infinity,
    select: (value) => value.list.map((item) => item.vo),
  });

import { missionSummary, type TMissionSummary } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useMemberToken } from './member-query';
import { missionKeys } from './mission-keys';

/** The longest and shortest waits before reading the missions again at a period's end. */
const MAX_WAIT_MS = 60 * 60_000;
const MIN_WAIT_MS = 5_000;

/**
 * When to read the missions again by themselves: just after the first daily
 * or weekly period ends (its progress starts again, its missions change),
 * else never; the section is read again on entering it anyway.
 */
export const nextPeriodRefetch = (summary: TMissionSummary | undefined, now: number): number | false => {
  const ends = (summary?.missions ?? []).map((m) => m.endsAt).filter((e): e is number => e !== null);
  if (ends.length === 0) return false;
  return Math.min(MAX_WAIT_MS, Math.max(MIN_WAIT_MS, Math.min(...ends) - now + 1_000));
};

/** MCSFE_getMissionSummaryDetails: the member's daily, weekly and one-time missions with this period's progress. */
export const useMissionSummary = () => {
  const { token, enabled } = useMemberToken();
  const language = currentLanguage();
  return useQuery({
    queryKey: [...missionKeys.summary, token, language],
    // Titles and descriptions are the brand's, per language: asked in the page's language.
    queryFn: ({ signal }) => callApi(missionSummary, { headers: { 'Accept-Language': language }, signal }),
    enabled,
    // Every settled round and deposit moves progress: ask again on entering the section.
    staleTime: 0,
    refetchInterval: (query) => nextPeriodRefetch(query.state.data, Date.now()),
  });
};

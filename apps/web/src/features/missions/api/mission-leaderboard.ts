import { missionLeaderboard, type TMissionLeaderboard } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useMemberToken } from './member-query';
import { missionKeys } from './mission-keys';

/** How often a running tournament's leaderboard is read again. */
export const LIVE_REFRESH_MS = 15_000;
const MAX_WAIT_MS = 60 * 60_000;

/**
 * When to read the tournaments again: every 15 s while one is running (the
 * places move with every round); else when the next upcoming one starts;
 * else never.
 */
export const leaderboardRefetch = (board: TMissionLeaderboard | undefined, now: number): number | false => {
  const tournaments = board?.tournaments ?? [];
  if (tournaments.some((t) => t.state === 'running')) return LIVE_REFRESH_MS;
  const starts = tournaments.filter((t) => t.state === 'upcoming').map((t) => t.startsAt);
  if (starts.length === 0) return false;
  return Math.min(MAX_WAIT_MS, Math.max(LIVE_REFRESH_MS, Math.min(...starts) - now + 1_000));
};

/** MCSFE_getMissionLeaderboard: the tournaments (running, upcoming, recently finished) with their prize tables and the caller's place. */
export const useMissionLeaderboard = () => {
  const { token, enabled } = useMemberToken();
  const language = currentLanguage();
  return useQuery({
    queryKey: [...missionKeys.leaderboard, token, language],
    // Titles and descriptions are the brand's, per language: asked in the page's language.
    queryFn: ({ signal }) => callApi(missionLeaderboard, { headers: { 'Accept-Language': language }, signal }),
    enabled,
    staleTime: 0,
    refetchInterval: (query) => leaderboardRefetch(query.state.data, Date.now()),
  });
};

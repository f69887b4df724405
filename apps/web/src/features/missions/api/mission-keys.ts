/**
 * The missions feature's TanStack Query keys. Member reads add the session
 * token after the key (`[...missionKeys.summary, token]`), so another
 * member's answers are never shown after a login in the same tab.
 */
export const missionKeys = {
  summary: ['missions', 'summary'],
  leaderboard: ['missions', 'leaderboard'],
} as const;

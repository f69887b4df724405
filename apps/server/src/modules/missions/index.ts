/** The missions module's public face: routes, outbox subscribers, jobs, the live boards' stores, and what the reward center reads. */
export { registerMissionRoutes } from './missions.routes';
export { subscribeMissions } from './missions.subscribers';
export { defineMissionJobs, TOURNAMENT_FINISH_JOB } from './missions.jobs';
export { postgresLeaderboards, redisLeaderboards, type LeaderboardStore } from './leaderboard-store';
export { claimableMissionCount, claimMission, missionRewards, missionTitles, parseMissionKey } from './missions.service';
export { finishDueTournaments, maskAccount } from './tournaments.service';

/**
 * The free-rounds module's public face (decision 015): the grant (inside the
 * caller's transaction; promotions call it for a `free_spins` reward), the
 * member's list, the provider's reads, its route and job.
 */
export { grantFreeRounds, freeRoundGames, listActiveFreeRounds, activeFreeRoundsOfGame, expireFreeRounds, FREE_ROUND_VASSALAGE, FREE_ROUNDS_MAX, FREE_ROUND_STAKE_MAX, type GrantFreeRoundsInput } from './free-rounds.service';
export { freeStakeOfRound, findGrant, type FreeRoundGrantRow } from './free-rounds.repository';
export { registerFreeRoundRoutes } from './free-rounds.routes';
export { defineFreeRoundJobs, FREE_ROUNDS_EXPIRE_JOB } from './free-rounds.jobs';

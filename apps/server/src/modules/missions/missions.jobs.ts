/**
 * Durable jobs of missions: tournaments that ended are paid (every minute),
 * Redis boards of running tournaments are rebuilt from the database (every
 * five minutes, when Redis holds them), and counted event ids older than a
 * week are forgotten (daily; the outbox redelivers within minutes).
 */
import type { AppServices } from '../../services';
import { purgeSeen } from './missions.repository';
import { finishDueTournaments, rebuildBoards } from './tournaments.service';

export const TOURNAMENT_FINISH_JOB = 'missions.tournament-finish';

export function defineMissionJobs(services: Pick<AppServices, 'db' | 'clock' | 'outbox' | 'jobs' | 'leaderboards'>): void {
  services.jobs.define(TOURNAMENT_FINISH_JOB, async () => ({ finished: await finishDueTournaments(services) }), { everySeconds: 60 });
  services.jobs.define('missions.boards-rebuild', async () => ({ rebuilt: await rebuildBoards(services) }), { everySeconds: 300 });
  services.jobs.define('missions.purge-seen', async () => ({ purged: await purgeSeen(services.db, new Date(services.clock.now().getTime() - 7 * 86_400_000)) }), {
    everySeconds: 86_400,
  });
}

/**
 * The team rollups' drain (decision record 012): every few seconds any one
 * server process adds the queued facts of every brand to the agents' rows.
 * Reports trail live play by at most about this period (they show "as of").
 */
import type { AppServices } from '../../services';
import { brandsWithQueuedFacts, drainTeamQueue } from './team.repository';

export const TEAM_DRAIN_JOB = 'agent.team-drain';
export const TEAM_DRAIN_EVERY_SECONDS = 10;

/** Drains every brand's queue now (the job, the settlement runs and tests). */
export async function drainAllTeams(db: AppServices['db']): Promise<number> {
  let facts = 0;
  for (const merchantId of await brandsWithQueuedFacts(db)) facts += await drainTeamQueue(db, merchantId);
  return facts;
}

export function defineAgentJobs(services: Pick<AppServices, 'db' | 'jobs'>): void {
  services.jobs.define(TEAM_DRAIN_JOB, async () => ({ facts: await drainAllTeams(services.db) }), { everySeconds: TEAM_DRAIN_EVERY_SECONDS, leaseSeconds: 120 });
}

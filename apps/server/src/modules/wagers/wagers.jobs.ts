/**
 * Keeps the wager table's month partitions created ahead (this month and the
 * next three), daily; the default partition catches anything beyond them.
 */
import type { AppServices } from '../../services';
import { ensureWagerPartitions } from './wagers.repository';

export const WAGER_PARTITIONS_JOB = 'wagers.partitions';

export function defineWagerJobs(services: Pick<AppServices, 'db' | 'jobs'>): void {
  services.jobs.define(WAGER_PARTITIONS_JOB, async () => ({ partitions: await ensureWagerPartitions(services.db, new Date(), 4) }), { everySeconds: 86_400 });
}

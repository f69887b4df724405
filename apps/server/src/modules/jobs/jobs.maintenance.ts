/** The runner's own upkeep: finished runs and processes last seen are kept 14 days for operators, then purged daily. */
import type { AppServices } from '../../services';
import { JOBS_KEEP_DAYS, purgeFinishedJobs, purgeProcesses } from './jobs.repository';

export const JOBS_PURGE_JOB = 'jobs.purge';

export function defineJobMaintenance(services: Pick<AppServices, 'db' | 'jobs'>): void {
  services.jobs.define(
    JOBS_PURGE_JOB,
    async () => ({ purged: await purgeFinishedJobs(services.db, JOBS_KEEP_DAYS), processes: await purgeProcesses(services.db, JOBS_KEEP_DAYS) }),
    { everySeconds: 86_400 },
  );
}

/** Durable jobs of lucky: recurring rains whose window ended get their next rain scheduled (every minute). */
import type { AppServices } from '../../services';
import { followEndedRains } from './rain-series';

export const RAIN_SERIES_JOB = 'lucky.rain-series';

export function defineLuckyJobs(services: Pick<AppServices, 'db' | 'clock' | 'jobs'>): void {
  services.jobs.define(RAIN_SERIES_JOB, async () => ({ scheduled: await followEndedRains(services) }), { everySeconds: 60 });
}

/** The free rounds' durable job: grants past their expiry are marked expired (a bet after it is refused in provider_apply either way). */
import type { AppServices } from '../../services';
import { expireFreeRounds } from './free-rounds.service';

export const FREE_ROUNDS_EXPIRE_JOB = 'free-rounds.expire';

export function defineFreeRoundJobs(services: Pick<AppServices, 'db' | 'clock' | 'jobs'>): void {
  services.jobs.define(FREE_ROUNDS_EXPIRE_JOB, () => expireFreeRounds(services.db, services.clock.now()), { everySeconds: 60 });
}

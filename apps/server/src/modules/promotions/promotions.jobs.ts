/**
 * Durable jobs of the bonus engine: bonuses past their expiry end (their
 * bonus money goes back), and any bonus whose wagering was met or money spent
 * while its last round was still open is finished once that round settles
 * (the round.settled subscriber does it at once; this sweep catches the rest).
 */
import type { AppServices } from '../../services';
import { findMerchantById, type MerchantRow } from '../brand';
import { expiredBonuses, finishableAnywhere } from './bonus.repository';
import { endBonus, finishIfDone } from './bonus.service';

export const BONUS_EXPIRE_JOB = 'promotions.bonus-expire';
export const BONUS_FINISH_JOB = 'promotions.bonus-finish';
const BATCH = 500;
type Services = Pick<AppServices, 'db' | 'clock' | 'outbox'>;

const merchantCache = (services: Services) => {
  const merchants = new Map<number, MerchantRow | undefined>();
  return async (id: number) => {
    if (!merchants.has(id)) merchants.set(id, await findMerchantById(services.db, id));
    return merchants.get(id);
  };
};

/** Bonuses past their expiry end: an active one's bonus money goes back, the next queued one starts. */
export async function expireDue(services: Services): Promise<{ expired: number }> {
  const merchantOf = merchantCache(services);
  const now = services.clock.now();
  let expired = 0;
  for (const row of await expiredBonuses(services.db, now, BATCH)) {
    const merchant = await merchantOf(row.merchantId);
    if (!merchant) continue;
    const after = await services.db.transaction((tx) => endBonus(services, tx, merchant, row.id, 'expired', now));
    if (after?.status === 'expired') expired++;
  }
  if (expired > 0) void services.outbox.dispatch();
  return { expired };
}

/** Active bonuses whose wagering is met or money spent are finished (converted or lost) when no round of theirs is open. */
export async function finishDue(services: Services): Promise<{ finished: number }> {
  const merchantOf = merchantCache(services);
  let finished = 0;
  for (const row of await finishableAnywhere(services.db, BATCH)) {
    const merchant = await merchantOf(row.merchantId);
    if (!merchant) continue;
    const after = await finishIfDone(services, merchant, row.id);
    if (after && after.status !== 'active') finished++;
  }
  if (finished > 0) void services.outbox.dispatch();
  return { finished };
}

export function definePromotionJobs(services: Pick<AppServices, 'db' | 'clock' | 'outbox' | 'jobs'>): void {
  services.jobs.define(BONUS_EXPIRE_JOB, () => expireDue(services), { everySeconds: 60 });
  services.jobs.define(BONUS_FINISH_JOB, () => finishDue(services), { everySeconds: 60 });
}

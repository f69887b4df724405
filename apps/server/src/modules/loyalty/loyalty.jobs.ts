/**
 * Durable jobs of loyalty: each brand's unclaimed rebates of the day before
 * are paid once the brand's day has turned, and the VIP review runs at the
 * start of each brand month (both checked hourly, each done once); each
 * brand day, the birthday gifts of the brand month are given (birthday.service.ts).
 */
import type { AppServices } from '../../services';
import { listMerchants } from '../brand';
import { brandDay } from '../wagers';
import { settingsOf, setRebatePaidThrough } from './loyalty.repository';
import { BIRTHDAY_GIFTS_BRAND_JOB, runBirthdayGiftsBrand, scheduleBirthdayGifts } from './birthday.service';
import { payDailyRebates } from './rebate.service';
import { reviewDue } from './vip.service';

export const REBATE_DAILY_JOB = 'loyalty.rebate-daily';
export const VIP_REVIEW_JOB = 'loyalty.vip-review';
export const BIRTHDAY_GIFTS_JOB = 'loyalty.birthday-gifts';
type Services = Pick<AppServices, 'db' | 'clock' | 'outbox'>;

/** For each brand whose yesterday is not paid yet: its unclaimed rebates up to yesterday. */
export async function rebateDaily(services: Services, only?: { merchantId: number }): Promise<{ brands: number; paid: number }> {
  let brands = 0;
  let paid = 0;
  for (const merchant of await listMerchants(services.db)) {
    if (only && merchant.id !== only.merchantId) continue;
    const settings = await settingsOf(services.db, merchant.id);
    if (!settings) continue;
    const today = brandDay(services.clock.now(), merchant.gmtOffsetMinutes);
    if (settings.rebatePaidThrough !== null && settings.rebatePaidThrough >= today) continue;
    paid += (await payDailyRebates(services, merchant)).paid;
    // "Through today" means: the days before today are settled (today's play is claimable, and paid tomorrow).
    await setRebatePaidThrough(services.db, merchant.id, today);
    brands++;
  }
  return { brands, paid };
}

export async function vipReview(services: Pick<AppServices, 'db' | 'clock'>): Promise<{ reviewed: number; dropped: number }> {
  let reviewed = 0;
  let dropped = 0;
  for (const merchant of await listMerchants(services.db)) {
    for (;;) {
      const r = await reviewDue(services, merchant);
      reviewed += r.reviewed;
      dropped += r.dropped;
      if (r.reviewed === 0) break;
    }
  }
  return { reviewed, dropped };
}

export function defineLoyaltyJobs(services: Pick<AppServices, 'db' | 'clock' | 'outbox' | 'jobs' | 'live'>): void {
  services.jobs.define(REBATE_DAILY_JOB, () => rebateDaily(services), { everySeconds: 3_600, leaseSeconds: 1_800 });
  services.jobs.define(VIP_REVIEW_JOB, () => vipReview(services), { everySeconds: 3_600, leaseSeconds: 1_800 });
  services.jobs.define(BIRTHDAY_GIFTS_JOB, () => scheduleBirthdayGifts(services), { everySeconds: 3_600 });
  services.jobs.define(BIRTHDAY_GIFTS_BRAND_JOB, (job) => runBirthdayGiftsBrand(services, job.payload), { leaseSeconds: 1_800 });
}

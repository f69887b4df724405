/**
 * Birthday gifts (decision 013's ladder, `birthdayGift` per level): in each
 * brand month, every member born in that month (the profile birthday that
 * registration keeps, yyyy-MM-dd or MM-dd-yyyy) whose current VIP level has a
 * birthday gift gets it, once a year (vip_gifts: kind birthday_gift, ref the
 * year), to claim in the reward center. The pass runs once per brand day, so
 * a member who reaches a gifted level later in the month still gets it that
 * month. A gift not claimed by the month's end stays claimable.
 */
import type { AppServices } from '../../services';
import { findMerchantById, listMerchants, type MerchantRow } from '../brand';
import { membersBornIn } from '../member';
import { brandDay } from '../wagers';
import { addGift, ladderOf, vipRowsOf } from './loyalty.repository';
import { pushBadges } from './rewards.service';

const PAGE = 500;

type GiftServices = Pick<AppServices, 'db' | 'clock'> & Partial<Pick<AppServices, 'live'>>;

/** Gives the birthday gifts of the brand month that `day` (a brand day, yyyy-MM-dd) falls in. */
export async function giveBirthdayGifts(services: GiftServices, merchant: MerchantRow, day: string): Promise<{ given: number }> {
  const year = day.slice(0, 4);
  const month = Number(day.slice(5, 7));
  const ladder = await ladderOf(services.db, merchant.id);
  if (!ladder.some((l) => l.birthdayGift > 0n)) return { given: 0 };
  const now = services.clock.now();
  let given = 0;
  for (let after = 0; ; ) {
    const born = await membersBornIn(services.db, merchant.id, month, after, PAGE);
    if (born.length === 0) break;
    after = born[born.length - 1]!.id;
    const vips = await vipRowsOf(services.db, merchant.id, born.map((b) => b.id));
    for (const { id: memberId } of born) {
      const level = Math.min(vips.get(memberId)?.level ?? 0, ladder.length - 1);
      const row = ladder[level];
      if (!row || row.birthdayGift <= 0n) continue;
      const added = await addGift(services.db, { merchantId: merchant.id, memberId, kind: 'birthday_gift', ref: year, level, amount: row.birthdayGift, createdAt: now });
      if (!added) continue;
      given++;
      // The member's open pages learn the new reward-center count (as a level-up gift does).
      if (services.live) await pushBadges({ db: services.db, clock: services.clock, live: services.live }, merchant, memberId);
    }
  }
  return { given };
}

/** Every brand's (or one brand's) gifts of its current month. Idempotent: a member's gift of a year is given once. */
export async function birthdayGifts(services: GiftServices, only?: { merchantId: number }): Promise<{ brands: number; given: number }> {
  let brands = 0;
  let given = 0;
  for (const merchant of await listMerchants(services.db)) {
    if (only && merchant.id !== only.merchantId) continue;
    given += (await giveBirthdayGifts(services, merchant, brandDay(services.clock.now(), merchant.gmtOffsetMinutes))).given;
    brands++;
  }
  return { brands, given };
}

export const BIRTHDAY_GIFTS_BRAND_JOB = 'loyalty.birthday-gifts-brand';

/**
 * The hourly check: for each brand whose ladder offers a birthday gift, one
 * run per brand day (a job keyed by brand and day, so it is enqueued once
 * however often this runs, and retried by the runner if it fails).
 */
export async function scheduleBirthdayGifts(services: Pick<AppServices, 'db' | 'clock' | 'jobs'>): Promise<{ enqueued: number }> {
  let enqueued = 0;
  for (const merchant of await listMerchants(services.db)) {
    const ladder = await ladderOf(services.db, merchant.id);
    if (!ladder.some((l) => l.birthdayGift > 0n)) continue;
    const day = brandDay(services.clock.now(), merchant.gmtOffsetMinutes);
    if (await services.jobs.enqueue(services.db, BIRTHDAY_GIFTS_BRAND_JOB, { merchantId: merchant.id, day }, { key: `birthday-gifts:${merchant.id}:${day}` })) enqueued++;
  }
  return { enqueued };
}

/** The keyed run of one brand day. */
export async function runBirthdayGiftsBrand(services: GiftServices, payload: Record<string, unknown>): Promise<{ given: number }> {
  const merchantId = Number(payload.merchantId);
  const day = String(payload.day ?? '');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return { given: 0 };
  const merchant = await findMerchantById(services.db, merchantId);
  if (!merchant) return { given: 0 };
  return giveBirthdayGifts(services, merchant, day);
}

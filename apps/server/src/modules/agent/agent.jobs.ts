/**
 * The agent system's durable jobs (decision record 012):
 * - the team rollups' drain, every few seconds (reports trail live play by
 *   about this period and show "as of"); it also prunes old 5-minute slots;
 * - settlement, every minute: each kind and period with an accepted
 *   contract is settled for its recently ended periods (real-time: the last
 *   hour's slots; hourly: the last hours; daily salary: yesterday, paid the
 *   next day as SPEC.md §9 says; dividends: their last period). A settled
 *   period is skipped by its unique bills, so the job may run any number of
 *   times;
 * - collection, every minute: bills an upline could not pay in full are paid
 *   as far as its wallet now allows; approved dividend bills past their
 *   claim window expire.
 */
import type { TContractPeriod } from '@wps/contracts';
import type { AppServices } from '../../services';
import { findMerchantById } from '../brand';
import { activeKinds } from './contract.repository';
import { expireBills, outstandingBills, payBill, settlePeriod } from './settlement.service';
import { recentComplete } from './settlement-period';
import { brandsWithQueuedFacts, drainTeamQueue, pruneTeamSlots, TEAM_SLOT_KEEP_DAYS } from './team.repository';

export const TEAM_DRAIN_JOB = 'agent.team-drain';
export const TEAM_DRAIN_EVERY_SECONDS = 10;
export const SETTLE_JOB = 'agent.settle';
export const COLLECT_JOB = 'agent.collect';

/** How many recent periods of each kind the job looks at (a missed run is caught up). */
const LOOK_BACK: Record<TContractPeriod, number> = { slot: 12, hour: 3, day: 2, week: 1, semimonth: 1, month: 1 };
/** A period is settled this long after it ends, so wagers still in flight at its end are rolled up. */
export const SETTLE_GRACE_MS = 60_000;

/** Drains every brand's queue now (the job, the settlement runs and tests). */
export async function drainAllTeams(db: AppServices['db']): Promise<number> {
  let facts = 0;
  for (const merchantId of await brandsWithQueuedFacts(db)) facts += await drainTeamQueue(db, merchantId);
  return facts;
}

/** Settles every kind and period with an accepted contract for its recently ended periods (of one brand, with `merchantId`). */
export async function settleDue(services: Pick<AppServices, 'db' | 'clock' | 'outbox'>, only?: { merchantId: number }): Promise<{ bills: number }> {
  const now = services.clock.now();
  let bills = 0;
  for (const { merchantId, kind, period } of await activeKinds(services.db)) {
    if (only && merchantId !== only.merchantId) continue;
    const merchant = await findMerchantById(services.db, merchantId);
    if (!merchant) continue;
    for (const p of recentComplete(period, new Date(now.getTime() - SETTLE_GRACE_MS), merchant.gmtOffsetMinutes, LOOK_BACK[period])) {
      bills += (await settlePeriod(services, merchant, kind, p, { write: true })).newBills;
    }
  }
  return { bills };
}

export async function collectOutstanding(services: Pick<AppServices, 'db' | 'clock' | 'outbox'>, only?: { merchantId: number }): Promise<{ paid: number; expired: number }> {
  let paid = 0;
  for (const b of await outstandingBills(services.db, 500, only?.merchantId)) {
    const merchant = await findMerchantById(services.db, Number(b.merchant_id));
    if (!merchant) continue;
    const after = await payBill(services, merchant, Number(b.id));
    if (after.status === 'paid') paid++;
  }
  return { paid, expired: await expireBills(services.db, services.clock.now(), only?.merchantId) };
}

export function defineAgentJobs(services: Pick<AppServices, 'db' | 'jobs' | 'clock' | 'outbox'>): void {
  services.jobs.define(
    TEAM_DRAIN_JOB,
    async () => ({
      facts: await drainAllTeams(services.db),
      prunedSlots: await pruneTeamSlots(services.db, new Date(services.clock.now().getTime() - TEAM_SLOT_KEEP_DAYS * 86_400_000)),
    }),
    { everySeconds: TEAM_DRAIN_EVERY_SECONDS, leaseSeconds: 120 },
  );
  services.jobs.define(SETTLE_JOB, () => settleDue(services), { everySeconds: 60, leaseSeconds: 600 });
  services.jobs.define(COLLECT_JOB, () => collectOutstanding(services), { everySeconds: 60, leaseSeconds: 300 });
}

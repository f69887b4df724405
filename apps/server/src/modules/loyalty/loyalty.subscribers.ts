/**
 * Loyalty's reactions to committed money (outbox): an approved deposit
 * counts toward the VIP month; a settled round earns points, may raise the
 * VIP level, and may make a rebate claimable — the badges are pushed then.
 */
import type { AppServices } from '../../services';
import { findMerchantById } from '../brand';
import { byBrand, membersIn } from '../outbox';
import { accruePointsFor } from './points.service';
import { pushBadges } from './rewards.service';
import { countDeposit, upgradeIfMet, upgradeMembersIfMet } from './vip.service';

export function subscribeLoyalty(services: Pick<AppServices, 'db' | 'clock' | 'outbox' | 'live'>): void {
  services.outbox.on('deposit.settled', 'loyalty.vip-deposit', async ({ merchantId, payload: p }) => {
    if (p.status !== 'approved') return;
    const merchant = await findMerchantById(services.db, merchantId);
    if (!merchant) return;
    const now = services.clock.now();
    await countDeposit(services.db, merchant, p, now);
    if (await upgradeIfMet(services.db, merchant, p.memberId, now)) await pushBadges(services, merchant, p.memberId);
  });

  // Another module's claimable things changed (a mission completed or claimed): the member's counts are pushed again.
  services.outbox.onBatch('badges.changed', 'loyalty.badges', async (events) => {
    const seen = new Set<string>();
    for (const { merchantId, payload } of events) {
      const key = `${merchantId}:${payload.memberId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const merchant = await findMerchantById(services.db, merchantId);
      if (merchant) await pushBadges(services, merchant, payload.memberId);
    }
  });

  services.outbox.onBatch('round.settled', 'loyalty.rounds', async (events) => {
    // A batch's members together: one transaction of points for all, one look at the VIP thresholds for all.
    for (const [merchantId, list] of byBrand(events.filter((e) => !e.payload.isTrial))) {
      const merchant = await findMerchantById(services.db, merchantId);
      if (!merchant) continue;
      const ids = membersIn(list);
      const { newRows } = await accruePointsFor(services, merchant, ids);
      const gifted = await upgradeMembersIfMet(services.db, merchant, ids, services.clock.now());
      for (const memberId of new Set([...newRows, ...gifted])) await pushBadges(services, merchant, memberId);
    }
  });
}

/**
 * Promotions' reactions to committed money (outbox): an approved deposit
 * counts toward deposit promotions the member joined, a completed mission
 * and points spent toward the mission and points promotions; a settled round
 * may have met a bonus's wagering or spent its last bonus money.
 */
import type { AppServices } from '../../services';
import { findMerchantById } from '../brand';
import { byBrand, membersIn } from '../outbox';
import { finishForMembers } from './bonus.service';
import { onDepositApproved, onMissionCompleted, onPointsSpent } from './promotions.service';

export function subscribePromotions(services: Pick<AppServices, 'db' | 'clock' | 'outbox' | 'secrets'>): void {
  services.outbox.on('deposit.settled', 'promotions.deposit', async ({ merchantId, payload: p }) => {
    if (p.status !== 'approved') return;
    const merchant = await findMerchantById(services.db, merchantId);
    if (merchant) await onDepositApproved(services, merchant, p);
  });

  services.outbox.on('mission.completed', 'promotions.mission', async ({ merchantId, payload }) => {
    const merchant = await findMerchantById(services.db, merchantId);
    if (merchant) await onMissionCompleted(services, merchant, payload);
  });
  services.outbox.on('points.spent', 'promotions.points', async ({ merchantId, payload }) => {
    const merchant = await findMerchantById(services.db, merchantId);
    if (merchant) await onPointsSpent(services, merchant, payload);
  });

  services.outbox.onBatch('round.settled', 'promotions.bonus-finish', async (events) => {
    for (const [merchantId, list] of byBrand(events.filter((e) => !e.payload.isTrial))) {
      const merchant = await findMerchantById(services.db, merchantId);
      if (merchant) await finishForMembers(services, merchant, membersIn(list));
    }
  });
}

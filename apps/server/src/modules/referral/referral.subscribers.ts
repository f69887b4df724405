/** Referral's reactions (outbox): a registration links a friend, an approved deposit and settled rounds may pay the referrer. */
import type { AppServices } from '../../services';
import { findMerchantById } from '../brand';
import { byBrand, membersIn } from '../outbox';
import { onDeposit, onPlayed, onRegistered } from './referral.service';

export function subscribeReferral(services: Pick<AppServices, 'db' | 'clock' | 'outbox'>): void {
  services.outbox.on('member.registered', 'referral.link', async ({ merchantId, payload }) => {
    const merchant = await findMerchantById(services.db, merchantId);
    if (merchant) await onRegistered(services, merchant, payload.memberId);
  });
  services.outbox.on('deposit.settled', 'referral.deposit', async ({ merchantId, payload: p }) => {
    if (p.status !== 'approved') return;
    const merchant = await findMerchantById(services.db, merchantId);
    if (merchant) await onDeposit(services, merchant, p);
  });
  services.outbox.onBatch('round.settled', 'referral.rounds', async (events) => {
    for (const [merchantId, list] of byBrand(events.filter((e) => !e.payload.isTrial))) {
      const merchant = await findMerchantById(services.db, merchantId);
      if (merchant) await onPlayed(services, merchant, membersIn(list));
    }
  });
}

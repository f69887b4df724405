/** Referral's reactions (outbox): a registration links a friend, an approved deposit and settled rounds may pay the referrer. */
import type { AppServices } from '../../services';
import { findMerchantById } from '../brand';
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
    const byBrand = new Map<number, Set<number>>();
    for (const { merchantId, payload } of events) if (!payload.isTrial) byBrand.set(merchantId, (byBrand.get(merchantId) ?? new Set()).add(payload.memberId));
    for (const [merchantId, members] of byBrand) {
      const merchant = await findMerchantById(services.db, merchantId);
      if (merchant) await onPlayed(services, merchant, [...members]);
    }
  });
}

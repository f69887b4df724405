/** The wheel's reaction to committed money (outbox): an approved deposit of at least the wheel's amount earns a spin, once. */
import type { AppServices } from '../../services';
import { findMerchantById } from '../brand';
import { countDeposit } from './lucky.service';

export function subscribeLucky(services: Pick<AppServices, 'db' | 'outbox'>): void {
  services.outbox.on('deposit.settled', 'lucky.wheel-deposit', async ({ merchantId, payload: p }) => {
    if (p.status !== 'approved') return;
    const merchant = await findMerchantById(services.db, merchantId);
    if (merchant) await countDeposit(services, merchant, p);
  });
}

/**
 * The wallet's reaction to committed money (outbox topic balance.changed):
 * the member's open pages get their balance. Always the current balance, so
 * a repeated delivery is harmless.
 */
import type { AppServices } from '../../services';
import { publishBalance } from './wallet.balance';

export function subscribeWallet(services: Pick<AppServices, 'db' | 'live' | 'outbox'>): void {
  services.outbox.on('balance.changed', 'wallet.balance-push', async ({ merchantId, payload: p }) => {
    await publishBalance(services, { id: merchantId, currency: p.currency, currencySymbol: p.currencySymbol }, p.memberId);
  });
}

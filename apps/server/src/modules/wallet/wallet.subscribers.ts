/**
 * The wallet's reaction to committed money (outbox topics balance.changed, and
 * round.settled when its win moved the balance):
 * the member's open pages get their balance. Always the current balance, so
 * a repeated delivery is harmless; a batch of events is one read.
 */
import type { AppServices } from '../../services';
import { publishBalances, type WalletMerchant } from './wallet.balance';

type Move = { merchantId: number; memberId: number; currency: string; currencySymbol: string };

export function subscribeWallet(services: Pick<AppServices, 'db' | 'live' | 'outbox'>): void {
  // A batch: a live table's settlement moves hundreds of balances at once; one read serves them all.
  const push = async (moves: Move[]) => {
    const groups = new Map<string, { merchant: WalletMerchant; members: number[] }>();
    for (const m of moves) {
      const key = `${m.merchantId}:${m.currency}`;
      const group = groups.get(key) ?? { merchant: { id: m.merchantId, currency: m.currency, currencySymbol: m.currencySymbol }, members: [] };
      group.members.push(m.memberId);
      groups.set(key, group);
    }
    for (const { merchant, members } of groups.values()) await publishBalances(services, merchant, members);
  };
  services.outbox.onBatch('balance.changed', 'wallet.balance-push', (events) => push(events.map(({ merchantId, payload: p }) => ({ merchantId, ...p }))));
  // A settled round whose win was paid carries its move (provider_apply writes no balance.changed beside it).
  services.outbox.onBatch('round.settled', 'wallet.balance-push', (events) =>
    push(
      events.flatMap(({ merchantId, payload: p }) =>
        p.moved && p.currency && p.currencySymbol ? [{ merchantId, memberId: p.memberId, currency: p.currency, currencySymbol: p.currencySymbol }] : [],
      ),
    ),
  );
}

/**
 * The inbox's reaction to committed money (outbox topics): a template
 * message for a settled deposit and a decided withdrawal. Idempotent by the
 * message's dedupe key, as at-least-once delivery requires.
 */
import { formatMoney } from '@wps/contracts';
import type { AppServices } from '../../services';
import { sendTemplateMessage } from './inbox.service';

export function subscribeInbox(services: Pick<AppServices, 'db' | 'clock' | 'live' | 'outbox'>): void {
  services.outbox.on('deposit.settled', 'inbox.deposit-message', async ({ merchantId, payload: d }) => {
    const credited = d.status === 'approved';
    const template = credited ? 'deposit_credited' : 'deposit_failed';
    await sendTemplateMessage(services, {
      merchantId,
      memberId: d.memberId,
      siteName: d.siteName,
      template,
      params: { amount: formatMoney(credited ? d.credited : d.amount), symbol: d.currencySymbol, orderNo: d.orderNo },
      dedupeKey: `${template}:${d.depositId}`,
    });
  });
  services.outbox.on('withdrawal.decided', 'inbox.withdrawal-message', async ({ merchantId, payload: w }) => {
    const template = w.outcome === 'approved' ? 'withdrawal_approved' : 'withdrawal_rejected';
    await sendTemplateMessage(services, {
      merchantId,
      memberId: w.memberId,
      siteName: w.siteName,
      template,
      params: { amount: formatMoney(w.amount), symbol: w.currencySymbol, ...(w.reason !== undefined ? { reason: w.reason } : {}) },
      dedupeKey: `${template}:${w.withdrawalId}`,
    });
  });
}

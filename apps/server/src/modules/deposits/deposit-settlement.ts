/**
 * Settling a pending deposit: approved (credited), rejected by staff or
 * failed at the gateway. Staff review and the gateway callback both come
 * here, so a deposit is credited by one code path only.
 *
 * The state change is a conditional update (pending → x) in the same
 * database transaction as the ledger movement and the audit record: of two
 * racing settlements only one finds the row pending, and a credit never
 * commits without its state change or its record. The ledger key
 * `deposit:<id>` is a second guard: even a bug that let two settlements
 * through could not move the money twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DrizzleDb } from '../../db/database';
import type { AppServices } from '../../services';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import type { MerchantRow } from '../brand';
import { houseAccountFor, memberMainAccount, paymentChannelAccount, postTransaction, type LedgerEntryInput } from '../ledger/ledger.service';
import { memberChannel } from '../live/live.bus';
import { presentDeposit } from './deposits.presenter';
import { DEPOSIT_LEDGER_KEY_PREFIX, updatePendingDeposit, type ChannelRow, type DepositRow, type DepositView } from './deposits.repository';

export const depositLedgerKey = (depositId: number) => `${DEPOSIT_LEDGER_KEY_PREFIX}${depositId}`;

export type SettledStatus = Extract<DepositRow['status'], 'approved' | 'rejected' | 'failed'>;

export interface Settlement {
  merchant: MerchantRow;
  /** The deposit as read before settling (pending then; the update re-checks it). */
  deposit: DepositRow;
  channel: ChannelRow;
  outcome: SettledStatus;
  reviewedBy: number | null;
  reason: string | null;
  gatewayTxnId?: string | undefined;
  actor: AuditActor;
  action: string;
  /** Written in the same transaction (the gateway callback's log row), so the record commits with the change. */
  alsoInTransaction?: (tx: DrizzleDb, settled: DepositRow) => Promise<void>;
}

/**
 * The credit of an approved deposit: the payment channel pays the whole
 * amount, the member gets it less the fee, the house keeps the fee.
 */
async function creditEntries(db: DrizzleDb, merchant: MerchantRow, deposit: DepositRow, channel: ChannelRow): Promise<LedgerEntryInput[]> {
  const source = await paymentChannelAccount(db, merchant.id, merchant.currency, channel.code);
  const main = await memberMainAccount(db, merchant.id, deposit.memberId, merchant.currency);
  const entries: LedgerEntryInput[] = [
    { accountId: source.id, amount: -deposit.amount },
    { accountId: main.id, amount: deposit.amount - deposit.fee },
  ];
  if (deposit.fee > 0n) {
    const house = await houseAccountFor(db, merchant.id, merchant.currency, depositLedgerKey(deposit.id));
    entries.push({ accountId: house.id, amount: deposit.fee });
  }
  return entries;
}

const auditPicture = (d: DepositRow) => ({
  status: d.status,
  amount: d.amount,
  fee: d.fee,
  reviewedBy: d.reviewedBy,
  reason: d.reason,
  gatewayTxnId: d.gatewayTxnId,
});

/** The settled deposit, or undefined when it was no longer pending (someone else settled it first). */
export async function settleDeposit(services: Pick<AppServices, 'db' | 'clock' | 'outbox'>, s: Settlement): Promise<DepositRow | undefined> {
  const now = services.clock.now();
  // Accounts are found (or created) before the transaction: idempotent, and it keeps the locked span short.
  const entries = s.outcome === 'approved' ? await creditEntries(services.db, s.merchant, s.deposit, s.channel) : null;
  return services.db.transaction(async (tx) => {
    const settled = await updatePendingDeposit(
      tx,
      { merchantId: s.merchant.id, id: s.deposit.id, kind: s.deposit.kind },
      {
        status: s.outcome,
        reviewedBy: s.reviewedBy,
        reviewedAt: now,
        reason: s.reason,
        updatedAt: now,
        ...(s.gatewayTxnId ? { gatewayTxnId: s.gatewayTxnId } : {}),
      },
    );
    if (!settled) return undefined;
    if (entries) {
      await postTransaction(tx, {
        merchantId: s.merchant.id,
        idempotencyKey: depositLedgerKey(settled.id),
        type: 'deposit',
        reference: settled.orderNo,
        entries,
        metadata: { depositId: settled.id, channel: s.channel.code, fee: settled.fee.toString() },
      });
    }
    await recordAudit(tx, {
      merchantId: s.merchant.id,
      actor: s.actor,
      action: s.action,
      entity: 'deposit',
      entityId: settled.id,
      before: auditPicture(s.deposit),
      after: auditPicture(settled),
      reason: s.reason,
      at: now,
    });
    await s.alsoInTransaction?.(tx, settled);
    // After commit: the member's balance and inbox message (outbox subscribers of the wallet and inbox).
    const credited = settled.status === 'approved';
    if (credited) {
      await services.outbox.emit(tx, s.merchant.id, 'balance.changed', {
        memberId: settled.memberId,
        currency: s.merchant.currency,
        currencySymbol: s.merchant.currencySymbol,
      });
    }
    await services.outbox.emit(tx, s.merchant.id, 'deposit.settled', {
      depositId: settled.id,
      memberId: settled.memberId,
      status: settled.status as SettledStatus,
      amount: settled.amount.toString(),
      credited: (credited ? settled.amount - settled.fee : 0n).toString(),
      orderNo: settled.orderNo,
      siteName: s.merchant.name,
      currencySymbol: s.merchant.currencySymbol,
    });
    return settled;
  });
}

/**
 * After commit: the settlement's events are dispatched (balance push, inbox
 * message) and the deposit update goes out live. Best effort: the money has
 * moved and is recorded, so a failing push must not turn the answer into an
 * error that invites a retry (the outbox keeps an undelivered event).
 */
export async function announceSettlement(
  services: Pick<AppServices, 'db' | 'clock' | 'live' | 'outbox'>,
  merchant: MerchantRow,
  view: DepositView,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  const d = view.deposit;
  try {
    await services.outbox.dispatch();
    await services.live.publish(memberChannel(merchant.id, d.memberId), { type: 'deposit', deposit: presentDeposit(view) });
  } catch (err) {
    log.error({ err, depositId: d.id }, 'deposit settled but the member could not be told');
  }
}

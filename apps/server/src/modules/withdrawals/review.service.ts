/**
 * Staff review of withdrawals (issue 4 §5) and of disputed receipts.
 *
 * Every decision is a conditional update of the withdrawal (`... where status
 * = 'processing'`) in the same transaction as its ledger movement and its
 * audit row: of two racing decisions exactly one finds the row in the state
 * it expects, the other gets 409 invalid_state and moves nothing.
 *
 * Large withdrawals (amount ≥ merchants.withdrawSecondApprovalAt) need two
 * different staff members: the first approval is only recorded (status stays
 * processing), the second, by someone else, pays out.
 *
 * Disputed receipts (not_received / partial) are settled by staff once:
 *  - refund: the given amount (default: all that did not arrive; at most
 *    amount − receivedAmount for partial, at most amount for not_received)
 *    goes back from the PAYOUT channel account to the member's main wallet;
 *  - close: nothing moves (e.g. the bank confirms the transfer arrived).
 * Either way the withdrawal ends as receiptStatus 'received' with
 * receiptForced = true: the matter is settled and final, nobody can change
 * it any more. What the member reported stays in receivedAmount and
 * receiptNote; the staff reason goes to `reason` (the member sees it); the
 * audit row keeps the action, the refund and the state before.
 */
import { ErrorCode, formatMoney, type TPage, type TStaffWithdrawal } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { pageOfRows, pageWindow } from '../../lib/paging';
import { recordAudit } from '../audit/audit.service';
import type { MerchantRow } from '../brand';
import { memberLockedAccount, memberMainAccount, paymentChannelAccount, postTransaction } from '../ledger/ledger.service';
import { auditWithdrawal, presentStaffWithdrawal } from './withdrawals.presenter';
import {
  findMemberAccount,
  findMerchant,
  findProofIds,
  findWithdrawal,
  listBrandWithdrawals,
  markApproved,
  markRejected,
  markResolved,
  recordFirstApproval,
  withdrawalLedgerKey,
  type WithdrawalRow,
} from './withdrawals.repository';
import { emitBalanceChanged, publishWithdrawal, type WithdrawalServices } from './withdrawals.service';
import type { TReceiptStatus, TWithdrawalStatus } from './withdrawals.types';

/** Withdrawals are paid out through this payment channel account of the brand. */
export const PAYOUT_CHANNEL = 'PAYOUT';

export interface StaffRef {
  id: number;
  merchantId: number;
  ip?: string | null;
}

const invalidState = (what: string) => new AppError(409, ErrorCode.invalidState, what);

async function presentForStaff(db: DrizzleDb, merchant: MerchantRow, row: WithdrawalRow): Promise<TStaffWithdrawal> {
  const [memberAccount, proofs] = await Promise.all([findMemberAccount(db, row.memberId), findProofIds(db, [row.id])]);
  return presentStaffWithdrawal(row, { memberAccount, proofUploadIds: proofs.get(row.id) ?? [], secondApprovalAt: merchant.withdrawSecondApprovalAt });
}

async function load(db: DrizzleDb, staff: StaffRef, id: number): Promise<{ merchant: MerchantRow; current: WithdrawalRow }> {
  const [merchant, current] = await Promise.all([findMerchant(db, staff.merchantId), findWithdrawal(db, staff.merchantId, id)]);
  if (!current) throw AppError.notFound('No such withdrawal');
  return { merchant, current };
}

export async function staffListWithdrawals(
  services: Pick<WithdrawalServices, 'db'>,
  staff: StaffRef,
  query: {
    pageNo: number;
    pageSize: number;
    status?: TWithdrawalStatus | undefined;
    receiptStatus?: TReceiptStatus | undefined;
    approval?: 'none' | 'first' | undefined;
  },
): Promise<TPage<TStaffWithdrawal>> {
  const { db } = services;
  const merchant = await findMerchant(db, staff.merchantId);
  const { rows, total } = await listBrandWithdrawals(db, staff.merchantId, { status: query.status, receiptStatus: query.receiptStatus, approval: query.approval }, pageWindow(query));
  const proofs = await findProofIds(db, rows.map((r) => r.id));
  const list = rows.map((row) =>
    presentStaffWithdrawal(row, { memberAccount: row.memberAccount, proofUploadIds: proofs.get(row.id) ?? [], secondApprovalAt: merchant.withdrawSecondApprovalAt }),
  );
  return pageOfRows(list, total, query);
}

const staffActor = (staff: StaffRef) => ({ kind: 'staff' as const, id: staff.id, ip: staff.ip ?? null });

/** The audit row of a staff decision, written in the decision's transaction. */
function auditDecision(
  tx: DrizzleDb,
  d: { merchant: MerchantRow; staff: StaffRef; action: string; before: WithdrawalRow; after: WithdrawalRow; extra?: Record<string, unknown>; reason: string | null | undefined; at: Date },
) {
  return recordAudit(tx, {
    merchantId: d.merchant.id,
    actor: staffActor(d.staff),
    action: `withdrawal.${d.action}`,
    entity: 'withdrawal',
    entityId: d.after.id,
    before: auditWithdrawal(d.before),
    after: { ...auditWithdrawal(d.after), ...d.extra },
    reason: d.reason,
    at: d.at,
  });
}

/** One ledger movement of a withdrawal (`withdrawal:<id>:<step>`), from one account to another. */
function moveWithdrawalMoney(
  tx: DrizzleDb,
  d: { merchant: MerchantRow; staff: StaffRef; row: WithdrawalRow; step: 'payout' | 'release' | 'refund'; amount: bigint; fromId: number; toId: number },
) {
  const type = d.step === 'refund' ? 'refund' : d.step === 'payout' ? 'withdrawal_payout' : 'withdrawal_release';
  return postTransaction(tx, {
    merchantId: d.merchant.id,
    idempotencyKey: withdrawalLedgerKey(d.row.id, d.step),
    type,
    reference: d.row.orderNo,
    metadata: { withdrawalId: d.row.id, staffId: d.staff.id },
    entries: [
      { accountId: d.fromId, amount: -d.amount },
      { accountId: d.toId, amount: d.amount },
    ],
  });
}

export async function approveWithdrawal(
  services: WithdrawalServices,
  staff: StaffRef,
  body: { id: number; reason?: string | undefined },
): Promise<TStaffWithdrawal> {
  const { db } = services;
  const now = services.clock.now();
  const { merchant, current } = await load(db, staff, body.id);
  if (current.status !== 'processing') throw invalidState(`The withdrawal is ${current.status}`);
  const review = { staffId: staff.id, now, reason: body.reason || null };
  const twoNeeded = current.amount >= merchant.withdrawSecondApprovalAt;

  if (twoNeeded && current.firstApprovedBy === null) {
    const row = await db.transaction(async (tx) => {
      const updated = await recordFirstApproval(tx, merchant.id, current.id, review);
      if (!updated) throw invalidState('The withdrawal was reviewed meanwhile');
      await auditDecision(tx, { merchant, staff, action: 'first_approve', before: current, after: updated, reason: review.reason, at: now });
      return updated;
    });
    return presentForStaff(db, merchant, row);
  }
  if (twoNeeded && current.firstApprovedBy === staff.id) {
    throw new AppError(409, ErrorCode.secondApproverRequired, 'A different staff member must give the second approval');
  }

  const row = await db.transaction(async (tx) => {
    const updated = await markApproved(tx, merchant.id, current.id, { ...review, secondApproval: twoNeeded });
    if (!updated) throw invalidState('The withdrawal was reviewed meanwhile');
    const locked = await memberLockedAccount(tx, merchant.id, updated.memberId, merchant.currency);
    const payout = await paymentChannelAccount(tx, merchant.id, merchant.currency, PAYOUT_CHANNEL);
    await moveWithdrawalMoney(tx, { merchant, staff, row: updated, step: 'payout', amount: updated.amount, fromId: locked.id, toId: payout.id });
    await auditDecision(tx, { merchant, staff, action: 'approve', before: current, after: updated, reason: review.reason, at: now });
    await emitDecision(services, tx, merchant, updated, 'approved');
    return updated;
  });

  await afterDecision(services, merchant, row);
  return presentForStaff(db, merchant, row);
}

export async function rejectWithdrawal(services: WithdrawalServices, staff: StaffRef, body: { id: number; reason: string }): Promise<TStaffWithdrawal> {
  const { db } = services;
  const now = services.clock.now();
  const { merchant, current } = await load(db, staff, body.id);
  if (current.status !== 'processing') throw invalidState(`The withdrawal is ${current.status}`);

  const row = await db.transaction(async (tx) => {
    const updated = await markRejected(tx, merchant.id, current.id, { staffId: staff.id, now, reason: body.reason });
    if (!updated) throw invalidState('The withdrawal was reviewed meanwhile');
    const locked = await memberLockedAccount(tx, merchant.id, updated.memberId, merchant.currency);
    const main = await memberMainAccount(tx, merchant.id, updated.memberId, merchant.currency);
    await moveWithdrawalMoney(tx, { merchant, staff, row: updated, step: 'release', amount: updated.amount, fromId: locked.id, toId: main.id });
    await auditDecision(tx, { merchant, staff, action: 'reject', before: current, after: updated, reason: body.reason, at: now });
    await emitDecision(services, tx, merchant, updated, 'rejected', body.reason);
    return updated;
  });

  await afterDecision(services, merchant, row);
  return presentForStaff(db, merchant, row);
}

/** In the decision's transaction: the balance push and the inbox message (once per withdrawal), as outbox events. */
async function emitDecision(
  services: WithdrawalServices,
  tx: DrizzleDb,
  merchant: MerchantRow,
  row: WithdrawalRow,
  outcome: 'approved' | 'rejected',
  reason?: string,
): Promise<void> {
  await emitBalanceChanged(services, tx, merchant, row.memberId);
  await services.outbox.emit(tx, merchant.id, 'withdrawal.decided', {
    withdrawalId: row.id,
    memberId: row.memberId,
    outcome,
    amount: row.amount.toString(),
    reason,
    siteName: merchant.name,
    currencySymbol: merchant.currencySymbol,
  });
}

/** After commit: the decision's events go out, and the live withdrawal event. */
async function afterDecision(services: WithdrawalServices, merchant: MerchantRow, row: WithdrawalRow): Promise<void> {
  await services.outbox.dispatch();
  await publishWithdrawal(services, merchant, row);
}

/** What did not arrive, by the member's report. */
function missingAmount(row: WithdrawalRow): bigint {
  return row.receiptStatus === 'partial' ? row.amount - (row.receivedAmount ?? 0n) : row.amount;
}

export async function resolveReceipt(
  services: WithdrawalServices,
  staff: StaffRef,
  body: { id: number; action: 'refund' | 'close'; amount?: string | undefined; reason: string },
): Promise<TStaffWithdrawal> {
  const { db } = services;
  const now = services.clock.now();
  const { merchant, current } = await load(db, staff, body.id);
  const disputed = current.receiptStatus === 'not_received' || current.receiptStatus === 'partial';
  if (current.status !== 'approved' || !disputed || current.receiptForced || !current.receiptStatus) {
    throw invalidState('Only a withdrawal reported not received or partially received can be resolved');
  }
  const from = current.receiptStatus;
  const missing = missingAmount(current);
  const refund = body.action === 'refund' ? (body.amount ? BigInt(body.amount) : missing) : 0n;
  if (body.action === 'refund' && (refund <= 0n || refund > missing)) {
    throw new AppError(400, ErrorCode.amountOutOfRange, `The refund must be between 0.01 and ${formatMoney(missing)}`);
  }

  const row = await db.transaction(async (tx) => {
    const updated = await markResolved(tx, merchant.id, current.id, from, { now, reason: body.reason });
    if (!updated) throw invalidState('The receipt was changed or resolved meanwhile');
    if (refund > 0n) {
      const payout = await paymentChannelAccount(tx, merchant.id, merchant.currency, PAYOUT_CHANNEL);
      const main = await memberMainAccount(tx, merchant.id, updated.memberId, merchant.currency);
      await moveWithdrawalMoney(tx, { merchant, staff, row: updated, step: 'refund', amount: refund, fromId: payout.id, toId: main.id });
      await emitBalanceChanged(services, tx, merchant, updated.memberId);
    }
    await auditDecision(tx, {
      merchant,
      staff,
      action: `resolve_${body.action}`,
      before: current,
      after: updated,
      extra: { refunded: refund.toString() },
      reason: body.reason,
      at: now,
    });
    return updated;
  });

  if (refund > 0n) await services.outbox.dispatch();
  await publishWithdrawal(services, merchant, row);
  return presentForStaff(db, merchant, row);
}

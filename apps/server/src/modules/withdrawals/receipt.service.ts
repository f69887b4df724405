/**
 * The member's confirmation of receipt after approval (issue 4 §3, SPEC.md
 * §4): received, not received (with proof images) or partially received.
 * Nothing is cancelled after approval: a report only opens a dispute for
 * staff (review.service.ts resolveReceipt). A receipt left awaiting is
 * confirmed as received by the system after the brand's minutes; that forced
 * receipt is final.
 *
 * Allowed changes, on the member's own approved withdrawal while not forced:
 *   awaiting → received | not_received | partial
 *   not_received | partial → received (it arrived after all)
 * received is final, like a forced receipt.
 */
import { ErrorCode, type TImageUpload, type TWithdrawal } from '@wps/contracts';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';
import type { MerchantRow } from '../brand';
import type { MemberRef } from './payment-password.service';
import { decodeImages } from '../../lib/image-upload';
import { auditWithdrawal } from './withdrawals.presenter';
import { autoConfirmDue, findMemberWithdrawal, findMerchant, insertProofs, updateReceipt, type WithdrawalRow } from './withdrawals.repository';
import { publishWithdrawal, type WithdrawalServices } from './withdrawals.service';
import type { TReceiptStatus } from './withdrawals.types';

export interface ReceiptInput {
  id: number;
  outcome: 'received' | 'not_received' | 'partial';
  receivedAmount?: string | undefined;
  note?: string | undefined;
  images?: TImageUpload[] | undefined;
}

const FROM: Record<ReceiptInput['outcome'], readonly TReceiptStatus[]> = {
  received: ['awaiting', 'not_received', 'partial'],
  not_received: ['awaiting'],
  partial: ['awaiting'],
};

const invalidState = (message: string) => new AppError(409, ErrorCode.invalidState, message);

/** What arrived, by the outcome: everything, nothing, or the amount the member states (less than the whole). */
function receivedFor(row: WithdrawalRow, input: ReceiptInput): bigint {
  if (input.outcome === 'received') return row.amount;
  if (input.outcome === 'not_received') return 0n;
  const received = BigInt(input.receivedAmount ?? '0');
  if (received <= 0n || received >= row.amount) {
    throw new AppError(400, ErrorCode.amountOutOfRange, 'A partial receipt is more than 0 and less than the amount withdrawn');
  }
  return received;
}

export async function confirmReceipt(services: WithdrawalServices, who: MemberRef, input: ReceiptInput): Promise<TWithdrawal> {
  const { db } = services;
  const now = services.clock.now();
  const [merchant, current] = await Promise.all([findMerchant(db, who.merchantId), findMemberWithdrawal(db, who.merchantId, who.memberId, input.id)]);
  if (!current) throw AppError.notFound('No such withdrawal');
  if (current.status !== 'approved') throw invalidState('Receipt can be confirmed only after the withdrawal is approved');
  if (current.receiptForced) throw invalidState('This receipt was confirmed by the system and cannot be changed');
  const from = FROM[input.outcome];
  if (!current.receiptStatus || !from.includes(current.receiptStatus)) {
    throw invalidState(`The receipt is already ${current.receiptStatus ?? 'unset'}`);
  }
  const receivedAmount = receivedFor(current, input);
  const images = decodeImages(input.images ?? []);

  const row = await db.transaction(async (tx) => {
    const updated = await updateReceipt(
      tx,
      { merchantId: who.merchantId, memberId: who.memberId, id: current.id, from },
      { receiptStatus: input.outcome, receivedAmount, receiptNote: input.note || null, now },
    );
    if (!updated) throw invalidState('The receipt was changed meanwhile');
    await insertProofs(
      tx,
      images.map((image) => ({
        merchantId: who.merchantId,
        memberId: who.memberId,
        purpose: 'withdrawal_proof' as const,
        ownerId: updated.id,
        mime: image.mime,
        size: image.size,
        sha256: image.sha256,
        bytes: image.bytes,
        createdAt: now,
      })),
    );
    await recordAudit(tx, {
      merchantId: who.merchantId,
      actor: { kind: 'member', id: who.memberId, ip: who.ip ?? null },
      action: `withdrawal.receipt_${input.outcome}`,
      entity: 'withdrawal',
      entityId: updated.id,
      before: auditWithdrawal(current),
      after: { ...auditWithdrawal(updated), proofImages: images.length },
      reason: input.note || null,
      at: now,
    });
    return updated;
  });
  return publishWithdrawal(services, merchant, row);
}

/**
 * Marks every approved withdrawal still awaiting a receipt whose brand's
 * auto-confirm time (reviewedAt + withdrawAutoConfirmMinutes) has passed as
 * received, forced, in one statement with its audit rows; then tells the
 * members' pages. Returns how many were confirmed. The job calls it every
 * minute for every brand; tests call it with their manual clock, limited to
 * their own brand (`merchantId`) so files sharing a database stay apart.
 */
export async function autoConfirmReceipts(
  services: Pick<WithdrawalServices, 'db' | 'live'>,
  now: Date,
  opts: { merchantId?: number } = {},
): Promise<number> {
  const { db } = services;
  const confirmed = await db.transaction(async (tx) => {
    const rows = await autoConfirmDue(tx, now, opts.merchantId);
    for (const row of rows) {
      await recordAudit(tx, {
        merchantId: row.merchantId,
        actor: { kind: 'system' },
        action: 'withdrawal.receipt_auto_confirm',
        entity: 'withdrawal',
        entityId: row.id,
        before: { receiptStatus: 'awaiting' },
        after: auditWithdrawal(row),
        at: now,
      });
    }
    return rows;
  });
  const merchants = new Map<number, MerchantRow>();
  for (const row of confirmed) {
    let merchant = merchants.get(row.merchantId);
    if (!merchant) merchants.set(row.merchantId, (merchant = await findMerchant(db, row.merchantId)));
    await publishWithdrawal(services, merchant, row);
  }
  return confirmed.length;
}

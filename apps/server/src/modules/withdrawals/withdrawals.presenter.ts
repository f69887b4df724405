import type { TStaffWithdrawal, TWithdrawal } from '@wps/contracts';
import { maskAccountNumber } from './bank-accounts.presenter';
import type { WithdrawalRow } from './withdrawals.repository';

/** When an awaiting receipt becomes received by itself: reviewedAt + the brand's minutes. */
export function autoConfirmAt(row: WithdrawalRow, autoConfirmMinutes: number): number | null {
  if (row.receiptStatus !== 'awaiting' || !row.reviewedAt) return null;
  return row.reviewedAt.getTime() + autoConfirmMinutes * 60_000;
}

export const presentWithdrawal = (row: WithdrawalRow, ctx: { autoConfirmMinutes: number; proofCount: number }): TWithdrawal => ({
  id: row.id,
  orderNo: row.orderNo,
  amount: row.amount.toString(),
  status: row.status,
  bankName: row.bankName,
  payeeName: row.payeeName,
  accountNumberMasked: maskAccountNumber(row.accountNumber),
  reason: row.reason,
  receiptStatus: row.receiptStatus,
  receivedAmount: row.receivedAmount === null ? null : row.receivedAmount.toString(),
  receiptForced: row.receiptForced,
  autoConfirmAt: autoConfirmAt(row, ctx.autoConfirmMinutes),
  proofCount: ctx.proofCount,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
});

/** Staff see the full account number: they pay it. */
export const presentStaffWithdrawal = (
  row: WithdrawalRow,
  ctx: { memberAccount: string; proofUploadIds: number[]; secondApprovalAt: bigint },
): TStaffWithdrawal => ({
  id: row.id,
  orderNo: row.orderNo,
  memberId: row.memberId,
  memberAccount: ctx.memberAccount,
  amount: row.amount.toString(),
  status: row.status,
  bankName: row.bankName,
  payeeName: row.payeeName,
  accountNumber: row.accountNumber,
  needsSecondApproval: row.amount >= ctx.secondApprovalAt,
  firstApprovedBy: row.firstApprovedBy,
  reviewedBy: row.reviewedBy,
  reason: row.reason,
  receiptStatus: row.receiptStatus,
  receivedAmount: row.receivedAmount === null ? null : row.receivedAmount.toString(),
  receiptNote: row.receiptNote,
  receiptForced: row.receiptForced,
  proofUploadIds: ctx.proofUploadIds,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
});

/** What the audit log keeps of a withdrawal: the number masked like everywhere else. */
export const auditWithdrawal = (row: WithdrawalRow) => ({
  id: row.id,
  orderNo: row.orderNo,
  memberId: row.memberId,
  amount: row.amount,
  status: row.status,
  bankName: row.bankName,
  accountNumberMasked: maskAccountNumber(row.accountNumber),
  firstApprovedBy: row.firstApprovedBy,
  reviewedBy: row.reviewedBy,
  reason: row.reason,
  receiptStatus: row.receiptStatus,
  receivedAmount: row.receivedAmount,
  receiptForced: row.receiptForced,
});

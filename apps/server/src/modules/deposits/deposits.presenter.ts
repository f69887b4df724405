import type { TDeposit, TDepositChannel, TStaffDeposit } from '@wps/contracts';
import type { ChannelRow, DepositView } from './deposits.repository';

/** A bank channel takes deposits as it is; a gateway channel once its address, merchant id and secret are set. */
export const channelReady = (c: ChannelRow): boolean => c.kind === 'bank' || Boolean(c.gatewayUrl && c.gatewayMerchantId && c.gatewaySecret);

/** What the member sees of a channel: limits, fees and, for a bank, where to transfer. Never the gateway secret. */
export const presentChannel = (c: ChannelRow): TDepositChannel => ({
  code: c.code,
  kind: c.kind,
  name: c.name,
  minAmount: c.minAmount.toString(),
  maxAmount: c.maxAmount.toString(),
  feeBps: c.feeBps,
  feeFixed: c.feeFixed.toString(),
  bankName: c.kind === 'bank' ? c.bankName : null,
  accountName: c.kind === 'bank' ? c.accountName : null,
  accountNumber: c.kind === 'bank' ? c.accountNumber : null,
});

/**
 * A rejected or failed deposit moved no money: it shows no fee and nothing
 * credited (a cancelled gateway payment once read "Fee ₱3.00, Credited ₱197.00").
 */
const movedNothing = (status: DepositView['deposit']['status']) => status === 'rejected' || status === 'failed';

export const presentDeposit = ({ deposit: d, channelCode, channelName, receiptUploadIds }: DepositView): TDeposit => ({
  id: d.id,
  orderNo: d.orderNo,
  channelCode,
  channelName,
  kind: d.kind,
  amount: d.amount.toString(),
  fee: movedNothing(d.status) ? '0' : d.fee.toString(),
  credited: movedNothing(d.status) ? '0' : (d.amount - d.fee).toString(),
  status: d.status,
  payerName: d.payerName,
  reference: d.reference,
  reason: d.reason,
  hasReceipt: receiptUploadIds.length > 0,
  createdAt: d.createdAt.getTime(),
  updatedAt: d.updatedAt.getTime(),
});

export const presentStaffDeposit = ({ deposit: d, channelCode, memberAccount, receiptUploadIds }: DepositView): TStaffDeposit => ({
  id: d.id,
  orderNo: d.orderNo,
  memberId: d.memberId,
  memberAccount,
  channelCode,
  kind: d.kind,
  amount: d.amount.toString(),
  fee: d.fee.toString(),
  status: d.status,
  payerName: d.payerName,
  reference: d.reference,
  gatewayTxnId: d.gatewayTxnId,
  reason: d.reason,
  receiptUploadIds,
  reviewedBy: d.reviewedBy,
  createdAt: d.createdAt.getTime(),
  updatedAt: d.updatedAt.getTime(),
});

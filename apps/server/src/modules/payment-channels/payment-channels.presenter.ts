import type { TDepositReconciliationRow, TStaffChannel, TWithdrawalReconciliationRow } from '@wps/contracts';
import { channelReady, type ChannelRow, type DepositReconciliationSqlRow } from '../deposits';
import type { WithdrawalReconciliationSqlRow } from '../withdrawals';

/** A channel as finance staff see it: everything but the gateway's secret. */
export const presentStaffChannel = (c: ChannelRow): TStaffChannel => ({
  id: c.id,
  code: c.code,
  kind: c.kind,
  name: c.name,
  minAmount: c.minAmount.toString(),
  maxAmount: c.maxAmount.toString(),
  feeBps: c.feeBps,
  feeFixed: c.feeFixed.toString(),
  bankName: c.bankName,
  accountName: c.accountName,
  accountNumber: c.accountNumber,
  enabled: c.status === 'active',
  sort: c.sort,
  gatewayReady: c.kind === 'gateway' && channelReady(c),
});

/** What the audit log keeps of a channel (never the gateway's secret). */
export const auditChannel = (c: ChannelRow) => ({
  code: c.code,
  kind: c.kind,
  name: c.name,
  minAmount: c.minAmount.toString(),
  maxAmount: c.maxAmount.toString(),
  feeBps: c.feeBps,
  feeFixed: c.feeFixed.toString(),
  bankName: c.bankName,
  accountName: c.accountName,
  accountNumber: c.accountNumber,
  status: c.status,
  sort: c.sort,
});

const big = (v: string | number) => BigInt(v);
const countSum = (n: string | number, amount: string | number) => ({ count: Number(n), amount: big(amount).toString() });

export function presentDepositReconciliation(r: DepositReconciliationSqlRow): TDepositReconciliationRow {
  const approvedAmount = big(r.approved_amount);
  const approvedFee = big(r.approved_fee);
  const approvedCredited = approvedAmount - approvedFee;
  // The channel's account pays the whole amount in (a debit), the players get it less the fee, the house the fee.
  const ledgerAmount = -big(r.ledger_channel);
  const ledgerCredited = big(r.ledger_member);
  const ledgerFee = big(r.ledger_house);
  return {
    day: r.day,
    channelCode: r.channel_code,
    channelName: r.channel_name,
    requested: countSum(r.requested_n, r.requested_amount),
    approved: { ...countSum(r.approved_n, r.approved_amount), fee: approvedFee.toString(), credited: approvedCredited.toString() },
    rejected: countSum(r.rejected_n, r.rejected_amount),
    pending: countSum(r.pending_n, r.pending_amount),
    ledger: { amount: ledgerAmount.toString(), credited: ledgerCredited.toString(), fee: ledgerFee.toString() },
    difference: (approvedCredited - ledgerCredited).toString(),
    matches: approvedAmount === ledgerAmount && approvedCredited === ledgerCredited && approvedFee === ledgerFee,
  };
}

export function presentWithdrawalReconciliation(r: WithdrawalReconciliationSqlRow): TWithdrawalReconciliationRow {
  const approved = big(r.approved_amount);
  const paid = big(r.ledger_paid);
  return {
    day: r.day,
    bank: r.bank,
    requested: countSum(r.requested_n, r.requested_amount),
    approved: countSum(r.approved_n, r.approved_amount),
    rejected: countSum(r.rejected_n, r.rejected_amount),
    pending: countSum(r.pending_n, r.pending_amount),
    ledger: { paid: paid.toString() },
    difference: (approved - paid).toString(),
    matches: approved === paid,
  };
}

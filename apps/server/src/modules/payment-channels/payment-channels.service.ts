/**
 * The brand's deposit channels as finance staff keep them, and their
 * reconciliation (issue 13, item 5). Each change is one transaction with its
 * audit row (before, after, reason). The deposit page reads the channels on
 * every call, so a change shows to players at once.
 *
 * The reconciliation sets each channel's deposits (and each payout bank's
 * withdrawals) of a brand-local day beside the ledger's movements of those
 * same rows, found by their keys: the two must agree.
 */
import { ErrorCode, type TCreateChannelBody, type TReconciliationQuery, type TStaffChannel, type TStaffChannels, type TStaffReconciliation, type TUpdateChannelBody } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import type { MerchantRow } from '../brand';
import { depositReconciliation, insertChannel, listChannels, lockChannel, updateChannel, type ChannelChange } from '../deposits';
import { dayRange } from '../wallet/records.service';
import { withdrawalReconciliation } from '../withdrawals';
import { auditChannel, presentDepositReconciliation, presentStaffChannel, presentWithdrawalReconciliation } from './payment-channels.presenter';

export interface ChannelEditor {
  merchantId: number;
  actor: AuditActor;
}

type ChannelServices = Pick<AppServices, 'db' | 'clock'>;

export async function staffChannelList(db: DrizzleDb, merchantId: number): Promise<TStaffChannels> {
  return { list: (await listChannels(db, merchantId)).map(presentStaffChannel) };
}

/** The stored change of a body: a gateway channel keeps no receiving account. */
const changeOf = (b: TCreateChannelBody | TUpdateChannelBody): ChannelChange => ({
  name: b.name,
  minAmount: BigInt(b.minAmount),
  maxAmount: BigInt(b.maxAmount),
  feeBps: b.feeBps,
  feeFixed: BigInt(b.feeFixed),
  bankName: b.kind === 'bank' ? b.bankName : null,
  accountName: b.kind === 'bank' ? b.accountName : null,
  accountNumber: b.kind === 'bank' ? b.accountNumber : null,
  status: b.enabled ? 'active' : 'disabled',
  sort: b.sort,
});

export async function createChannel(services: ChannelServices, editor: ChannelEditor, body: TCreateChannelBody): Promise<TStaffChannel> {
  const row = await services.db.transaction(async (tx) => {
    const created = await insertChannel(tx, { merchantId: editor.merchantId, code: body.code, kind: body.kind, ...changeOf(body) });
    if (!created) throw new AppError(400, ErrorCode.validation, `code: the brand already has a channel ${body.code}`, { field: 'code' });
    await recordAudit(tx, {
      merchantId: editor.merchantId,
      actor: editor.actor,
      action: 'channel.create',
      entity: 'payment_channel',
      entityId: created.id,
      before: null,
      after: auditChannel(created),
      reason: body.reason,
      at: services.clock.now(),
    });
    return created;
  });
  return presentStaffChannel(row);
}

export async function editChannel(services: ChannelServices, editor: ChannelEditor, body: TUpdateChannelBody): Promise<TStaffChannel> {
  const row = await services.db.transaction(async (tx) => {
    const current = await lockChannel(tx, editor.merchantId, body.id);
    if (!current) throw AppError.notFound('No such payment channel');
    // Its deposits and the ledger's account carry the kind it was made with.
    if (current.kind !== body.kind) throw new AppError(400, ErrorCode.validation, "kind: a channel's kind stays as it was created", { field: 'kind' });
    const before = auditChannel(current);
    const after = { ...before, ...auditChannel({ ...current, ...changeOf(body) }) };
    if (JSON.stringify(before) === JSON.stringify(after)) return current;
    const updated = await updateChannel(tx, editor.merchantId, current.id, changeOf(body));
    if (!updated) throw new Error(`payment channel ${current.id} vanished under its lock`);
    await recordAudit(tx, {
      merchantId: editor.merchantId,
      actor: editor.actor,
      action: 'channel.update',
      entity: 'payment_channel',
      entityId: updated.id,
      before,
      after: auditChannel(updated),
      reason: body.reason,
      at: services.clock.now(),
    });
    return updated;
  });
  return presentStaffChannel(row);
}

export async function reconciliation(db: DrizzleDb, merchant: MerchantRow, query: TReconciliationQuery): Promise<TStaffReconciliation> {
  const offset = merchant.gmtOffsetMinutes;
  // The records' day rules: real dates, never reversed, at most 93 days.
  const { from, to } = dayRange(query.startDate, query.endDate, offset);
  const [deposits, withdrawals] = await Promise.all([
    depositReconciliation(db, merchant.id, from, to, offset),
    withdrawalReconciliation(db, merchant.id, from, to, offset),
  ]);
  return {
    startDate: query.startDate,
    endDate: query.endDate,
    currency: merchant.currency,
    gmtOffsetMinutes: offset,
    deposits: deposits.map(presentDepositReconciliation),
    withdrawals: withdrawals.map(presentWithdrawalReconciliation),
  };
}

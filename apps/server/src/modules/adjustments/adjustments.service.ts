/**
 * Manual balance adjustments: staff credit or debit a member's main wallet,
 * always with a reason. Below the brand's threshold the money moves at once;
 * at or above it the request waits for a second staff member (never the one
 * who asked), like large withdrawals. Each decision moves the money through
 * the ledger (key `adjustment:<id>`, once) in the transaction that records
 * it and its audit row; the member's balance is pushed after commit.
 */
import { ErrorCode, type TAdjustment } from '@wps/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import type { MerchantRow } from '../brand';
import { LedgerError, houseAccountFor, memberMainAccount, postTransaction } from '../ledger/ledger.service';
import { findMemberById } from '../member';
import { staffNamesOf } from '../staff/staff.service';
import {
  decideAdjustment,
  findAdjustment,
  insertAdjustment,
  listAdjustments,
  lockPendingAdjustment,
  type AdjustmentRow,
  type AdjustmentWithMember,
} from './adjustments.repository';

type Services = Pick<AppServices, 'db' | 'clock' | 'outbox'>;
export interface AdjustmentStaff {
  id: number;
  ip: string | null;
}

const audit = (row: AdjustmentRow) => ({
  status: row.status,
  direction: row.direction,
  amount: row.amount.toString(),
  requestedBy: row.requestedBy,
  decidedBy: row.decidedBy,
});

async function present(db: DrizzleDb, merchantId: number, rows: AdjustmentWithMember[]): Promise<TAdjustment[]> {
  const names = await staffNamesOf(db, merchantId, [...new Set(rows.flatMap((r) => (r.decidedBy ? [r.requestedBy, r.decidedBy] : [r.requestedBy])))]);
  return rows.map((r) => ({
    id: r.id,
    memberId: r.memberId,
    memberAccount: r.memberAccount,
    direction: r.direction,
    amount: r.amount.toString(),
    reason: r.reason,
    status: r.status,
    needsSecondApproval: r.needsSecondApproval,
    requestedBy: r.requestedBy,
    requestedByName: names.get(r.requestedBy) ?? null,
    decidedBy: r.decidedBy,
    decidedByName: r.decidedBy ? (names.get(r.decidedBy) ?? null) : null,
    decisionReason: r.decisionReason,
    createdAt: r.createdAt.getTime(),
    decidedAt: r.decidedAt?.getTime() ?? null,
  }));
}

async function presentOne(db: DrizzleDb, merchantId: number, id: number): Promise<TAdjustment> {
  const row = await findAdjustment(db, merchantId, id);
  if (!row) throw AppError.notFound('No such adjustment');
  const [one] = await present(db, merchantId, [row]);
  return one!;
}

/** Moves the money of an adjustment (in the caller's transaction). */
async function apply(tx: DrizzleDb, merchant: MerchantRow, row: AdjustmentRow): Promise<void> {
  const key = `adjustment:${row.id}`;
  const main = await memberMainAccount(tx, merchant.id, row.memberId, row.currency);
  const house = await houseAccountFor(tx, merchant.id, row.currency, key);
  const signed = row.direction === 'credit' ? row.amount : -row.amount;
  try {
    await postTransaction(tx, {
      merchantId: merchant.id,
      idempotencyKey: key,
      type: 'adjustment',
      reference: `ADJ${row.id}`,
      metadata: { adjustmentId: row.id, reason: row.reason },
      entries: [
        { accountId: main.id, amount: signed },
        { accountId: house.id, amount: -signed },
      ],
    });
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'insufficient_funds') {
      throw new AppError(409, ErrorCode.insufficientFunds, "The member's balance is less than this debit");
    }
    throw err;
  }
}

/** Asks for an adjustment: applied at once below the threshold, else pending a second staff member. */
export async function requestAdjustment(
  services: Services,
  merchant: MerchantRow,
  staff: AdjustmentStaff,
  input: { requestId: string; memberId: number; direction: 'credit' | 'debit'; amount: string; reason: string },
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<TAdjustment> {
  const member = await findMemberById(services.db, merchant.id, input.memberId);
  if (!member) throw AppError.notFound('No such member in this brand');
  const amount = BigInt(input.amount);
  const needsSecond = amount >= merchant.adjustSecondApprovalAt;
  const now = services.clock.now();
  const row = await services.db.transaction(async (tx) => {
    const { row: asked, created } = await insertAdjustment(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      requestId: input.requestId,
      direction: input.direction,
      amount,
      currency: merchant.currency,
      reason: input.reason,
      status: needsSecond ? 'pending' : 'applied',
      needsSecondApproval: needsSecond,
      requestedBy: staff.id,
      decidedBy: needsSecond ? null : staff.id,
      decidedAt: needsSecond ? null : now,
      createdAt: now,
    });
    // The same request again: what it made the first time, nothing more.
    if (!created) return asked;
    if (!needsSecond) {
      await apply(tx, merchant, asked);
      await services.outbox.emit(tx, merchant.id, 'balance.changed', { memberId: member.id, currency: merchant.currency, currencySymbol: merchant.currencySymbol });
    }
    await recordAudit(tx, {
      merchantId: merchant.id,
      actor: { kind: 'staff', id: staff.id, ip: staff.ip },
      action: needsSecond ? 'adjustment.request' : 'adjustment.apply',
      entity: 'adjustment',
      entityId: asked.id,
      before: null,
      after: { ...audit(asked), memberId: member.id },
      reason: input.reason,
      at: now,
    });
    return asked;
  });
  await announce(services, log, row.id);
  return presentOne(services.db, merchant.id, row.id);
}

/** The second staff member's decision on a pending adjustment. */
export async function decidePendingAdjustment(
  services: Services,
  merchant: MerchantRow,
  staff: AdjustmentStaff,
  input: { id: number; approve: boolean; reason?: string | undefined },
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<TAdjustment> {
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const row = await lockPendingAdjustment(tx, merchant.id, input.id);
    if (!row) throw AppError.notFound('No such adjustment');
    if (row.status !== 'pending') throw new AppError(409, ErrorCode.invalidState, `This adjustment is already ${row.status}`);
    if (input.approve && row.requestedBy === staff.id) {
      throw new AppError(409, ErrorCode.secondApproverRequired, 'Another staff member must approve an adjustment you asked for');
    }
    const decided = await decideAdjustment(tx, row.id, {
      status: input.approve ? 'applied' : 'rejected',
      decidedBy: staff.id,
      decisionReason: input.reason ?? null,
      decidedAt: now,
    });
    if (input.approve) {
      await apply(tx, merchant, decided);
      await services.outbox.emit(tx, merchant.id, 'balance.changed', { memberId: row.memberId, currency: row.currency, currencySymbol: merchant.currencySymbol });
    }
    await recordAudit(tx, {
      merchantId: merchant.id,
      actor: { kind: 'staff', id: staff.id, ip: staff.ip },
      action: input.approve ? 'adjustment.approve' : 'adjustment.reject',
      entity: 'adjustment',
      entityId: row.id,
      before: audit(row),
      after: audit(decided),
      reason: input.reason ?? null,
      at: now,
    });
  });
  await announce(services, log, input.id);
  return presentOne(services.db, merchant.id, input.id);
}

export async function adjustmentList(
  db: DrizzleDb,
  merchantId: number,
  query: { status?: AdjustmentRow['status'] | undefined; memberId?: number | undefined; pageNo: number; pageSize: number },
) {
  const { rows, total } = await listAdjustments(db, merchantId, query, { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize });
  return { list: await present(db, merchantId, rows), total };
}

/** After commit: the balance push (the outbox keeps what could not be delivered). */
async function announce(services: Services, log: Pick<FastifyBaseLogger, 'error'>, id: number): Promise<void> {
  try {
    await services.outbox.dispatch();
  } catch (err) {
    log.error({ err, adjustmentId: id }, 'adjustment recorded but the balance push failed');
  }
}

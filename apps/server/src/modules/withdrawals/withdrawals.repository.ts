import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNotNull, isNull, lt, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TReceiptStatus, TWithdrawalStatus } from './withdrawals.types';
import type { DrizzleDb } from '../../db/database';
import { brandDayOf, dayRows } from '../../db/day-series';
import { members, merchants, uploads, withdrawals } from '../../db/schema';
import type { MerchantRow } from '../brand';
import { movementSumsByKey } from '../ledger';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;

export const WITHDRAWAL_REQUEST_UNIQUE = 'withdrawals_request_unique';
export const WITHDRAWAL_ORDER_UNIQUE = 'withdrawals_order_unique';

/**
 * The brand row read in the caller's transaction: limits and thresholds are
 * money rules, so they are not taken from the brand cache of the request.
 */
export async function findMerchant(db: DrizzleDb, merchantId: number): Promise<MerchantRow> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
  if (!row) throw new Error(`merchant ${merchantId} vanished`);
  return row;
}

/**
 * Serializes one member's withdrawal requests inside the caller's
 * transaction: the daily limits and the request id are checked and the row
 * written while no other request of the member can do the same.
 */
export async function lockMemberWithdrawals(db: DrizzleDb, memberId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`withdraw:${memberId}`}))`);
}

export async function findWithdrawalByRequest(db: DrizzleDb, memberId: number, requestId: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, requestId)));
  return row;
}

export async function findWithdrawal(db: DrizzleDb, merchantId: number, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, id)));
  return row;
}

export async function findMemberWithdrawal(db: DrizzleDb, merchantId: number, memberId: number, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.memberId, memberId), eq(withdrawals.id, id)));
  return row;
}

/** The member's withdrawals in [from, to) that count against the daily limits: all but rejected ones. */
export async function dailyUsage(db: DrizzleDb, memberId: number, from: Date, to: Date): Promise<{ amount: bigint; count: number }> {
  const [row] = await db
    .select({ amount: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text`, n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        ne(withdrawals.status, 'rejected'),
        gte(withdrawals.createdAt, from),
        lt(withdrawals.createdAt, to),
      ),
    );
  return { amount: BigInt(row?.amount ?? '0'), count: Number(row?.n ?? 0) };
}

export async function insertWithdrawal(db: DrizzleDb, row: NewWithdrawal): Promise<WithdrawalRow> {
  const [created] = await db.insert(withdrawals).values(row).returning();
  if (!created) throw new Error('withdrawal insert returned nothing');
  return created;
}

export async function listMemberWithdrawals(
  db: DrizzleDb,
  merchantId: number,
  memberId: number,
  status: TWithdrawalStatus | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const where = and(
    eq(withdrawals.merchantId, merchantId),
    eq(withdrawals.memberId, memberId),
    status ? eq(withdrawals.status, status) : undefined,
  );
  const rows = await db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * The brand's withdrawals for review. Queues (processing, disputed receipts)
 * come oldest first so the longest waiting is handled first; anything else
 * newest first.
 */
export async function listBrandWithdrawals(
  db: DrizzleDb,
  merchantId: number,
  filter: { status?: TWithdrawalStatus | undefined; receiptStatus?: TReceiptStatus | undefined; approval?: 'none' | 'first' | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: (WithdrawalRow & { memberAccount: string })[]; total: number }> {
  const conditions: SQL[] = [eq(withdrawals.merchantId, merchantId)];
  if (filter.status) conditions.push(eq(withdrawals.status, filter.status));
  if (filter.approval) {
    conditions.push(eq(withdrawals.status, 'processing'));
    conditions.push(filter.approval === 'first' ? isNotNull(withdrawals.firstApprovedBy) : isNull(withdrawals.firstApprovedBy));
  }
  if (filter.receiptStatus) conditions.push(eq(withdrawals.receiptStatus, filter.receiptStatus));
  const where = and(...conditions);
  const queue = filter.status === 'processing' || filter.approval !== undefined || filter.receiptStatus === 'not_received' || filter.receiptStatus === 'partial';
  const rows = await db
    .select({ ...getTableColumns(withdrawals), memberAccount: members.account })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(where)
    .orderBy(queue ? asc(withdrawals.id) : desc(withdrawals.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findMemberAccount(db: DrizzleDb, memberId: number): Promise<string> {
  const [row] = await db.select({ account: members.account }).from(members).where(eq(members.id, memberId));
  return row?.account ?? '';
}

/** Proof image ids per withdrawal. */
export async function findProofIds(db: DrizzleDb, withdrawalIds: readonly number[]): Promise<Map<number, number[]>> {
  const byWithdrawal = new Map<number, number[]>();
  if (withdrawalIds.length === 0) return byWithdrawal;
  const rows = await db
    .select({ id: uploads.id, ownerId: uploads.ownerId })
    .from(uploads)
    .where(and(eq(uploads.purpose, 'withdrawal_proof'), inArray(uploads.ownerId, [...withdrawalIds])))
    .orderBy(asc(uploads.id));
  for (const row of rows) byWithdrawal.set(row.ownerId, [...(byWithdrawal.get(row.ownerId) ?? []), row.id]);
  return byWithdrawal;
}

export async function insertProofs(db: DrizzleDb, rows: (typeof uploads.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(uploads).values(rows);
}

// Conditional state changes: each returns undefined when the row was not in
// the expected state, so of two racing actions exactly one wins.

type Review = { staffId: number; now: Date; reason: string | null };

/** Large withdrawals: the first of two approvals, once. */
export async function recordFirstApproval(db: DrizzleDb, merchantId: number, id: number, r: Review): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .update(withdrawals)
    .set({ firstApprovedBy: r.staffId, firstApprovedAt: r.now, updatedAt: r.now })
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, id), eq(withdrawals.status, 'processing'), isNull(withdrawals.firstApprovedBy)))
    .returning();
  return row;
}

/**
 * processing → approved, awaiting the member's receipt. With `secondApproval`
 * the row must carry a first approval by someone else.
 */
export async function markApproved(
  db: DrizzleDb,
  merchantId: number,
  id: number,
  r: Review & { secondApproval: boolean },
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .update(withdrawals)
    .set({ status: 'approved', reviewedBy: r.staffId, reviewedAt: r.now, reason: r.reason, receiptStatus: 'awaiting', updatedAt: r.now })
    .where(
      and(
        eq(withdrawals.merchantId, merchantId),
        eq(withdrawals.id, id),
        eq(withdrawals.status, 'processing'),
        r.secondApproval ? ne(withdrawals.firstApprovedBy, r.staffId) : undefined,
      ),
    )
    .returning();
  return row;
}

export async function markRejected(db: DrizzleDb, merchantId: number, id: number, r: Review): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .update(withdrawals)
    .set({ status: 'rejected', reviewedBy: r.staffId, reviewedAt: r.now, reason: r.reason, updatedAt: r.now })
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, id), eq(withdrawals.status, 'processing')))
    .returning();
  return row;
}

/** The member's receipt, from one of `from` receipt states, on an approved withdrawal not yet made final. */
export async function updateReceipt(
  db: DrizzleDb,
  w: { merchantId: number; memberId: number; id: number; from: readonly TReceiptStatus[] },
  receipt: { receiptStatus: TReceiptStatus; receivedAmount: bigint; receiptNote: string | null; now: Date },
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .update(withdrawals)
    .set({
      receiptStatus: receipt.receiptStatus,
      receivedAmount: receipt.receivedAmount,
      receiptNote: receipt.receiptNote,
      receiptAt: receipt.now,
      updatedAt: receipt.now,
    })
    .where(
      and(
        eq(withdrawals.merchantId, w.merchantId),
        eq(withdrawals.memberId, w.memberId),
        eq(withdrawals.id, w.id),
        eq(withdrawals.status, 'approved'),
        eq(withdrawals.receiptForced, false),
        inArray(withdrawals.receiptStatus, [...w.from]),
      ),
    )
    .returning();
  return row;
}

/** Staff settle a disputed receipt: final from here on (see review.service.ts). */
export async function markResolved(
  db: DrizzleDb,
  merchantId: number,
  id: number,
  from: TReceiptStatus,
  r: { now: Date; reason: string },
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .update(withdrawals)
    .set({ receiptStatus: 'received', receiptForced: true, reason: r.reason, receiptAt: r.now, updatedAt: r.now })
    .where(
      and(
        eq(withdrawals.merchantId, merchantId),
        eq(withdrawals.id, id),
        eq(withdrawals.status, 'approved'),
        eq(withdrawals.receiptStatus, from),
        eq(withdrawals.receiptForced, false),
      ),
    )
    .returning();
  return row;
}

/**
 * Every brand at once: approved withdrawals still awaiting a receipt whose
 * brand's auto-confirm time has passed become received, forced (final).
 * One statement, so two server processes running it together cannot confirm
 * a withdrawal twice.
 */
export async function autoConfirmDue(db: DrizzleDb, now: Date, merchantId?: number): Promise<WithdrawalRow[]> {
  return db
    .update(withdrawals)
    .set({
      receiptStatus: 'received',
      receiptForced: true,
      receivedAmount: sql`${withdrawals.amount}`,
      receiptAt: now,
      updatedAt: now,
    })
    .from(merchants)
    .where(
      and(
        eq(merchants.id, withdrawals.merchantId),
        merchantId === undefined ? undefined : eq(withdrawals.merchantId, merchantId),
        eq(withdrawals.status, 'approved'),
        eq(withdrawals.receiptStatus, 'awaiting'),
        sql`${withdrawals.reviewedAt} + ${merchants.withdrawAutoConfirmMinutes} * interval '1 minute' <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning(getTableColumns(withdrawals));
}

/** Approved withdrawals per brand-local day of their approval in [from, to): how many and how much. */
export const withdrawalsByDay = (db: DrizzleDb, merchantId: number, from: Date, to: Date, gmtOffsetMinutes: number) =>
  dayRows(
    db,
    sql`select ${brandDayOf(withdrawals.reviewedAt, gmtOffsetMinutes)} as day, count(*) as n, sum(${withdrawals.amount}) as amount
        from ${withdrawals}
        where ${withdrawals.merchantId} = ${merchantId} and ${withdrawals.status} = 'approved'
          and ${withdrawals.reviewedAt} >= ${from} and ${withdrawals.reviewedAt} < ${to}
        group by 1`,
  );

/** The withdrawal queues' sizes: awaiting a first approval, a second one, and disputed receipts. */
export async function withdrawalQueues(db: DrizzleDb, merchantId: number) {
  const rows = await dayRows(
    db,
    sql`select case when ${withdrawals.status} = 'processing' and ${withdrawals.firstApprovedBy} is null then 'first'
                    when ${withdrawals.status} = 'processing' then 'second'
                    else 'dispute' end as day,
               count(*) as n
        from ${withdrawals}
        where ${withdrawals.merchantId} = ${merchantId}
          and (${withdrawals.status} = 'processing' or ${withdrawals.receiptStatus} in ('not_received', 'partial'))
        group by 1`,
  );
  const of = (k: string) => Number(rows.find((r) => r.day === k)?.n ?? 0);
  return { first: of('first'), second: of('second'), disputes: of('dispute') };
}

/** Approved withdrawals per brand-local day and bank in [from, to). */
export async function withdrawalsByDayAndBank(db: DrizzleDb, merchantId: number, from: Date, to: Date, gmtOffsetMinutes: number) {
  const result = await db.execute(
    sql`select ${brandDayOf(withdrawals.reviewedAt, gmtOffsetMinutes)} as day, ${withdrawals.bankName} as bank, count(*) as n, sum(${withdrawals.amount}) as amount
        from ${withdrawals}
        where ${withdrawals.merchantId} = ${merchantId} and ${withdrawals.status} = 'approved'
          and ${withdrawals.reviewedAt} >= ${from} and ${withdrawals.reviewedAt} < ${to}
        group by 1, 2 order by 1 desc, 2`,
  );
  return (result as unknown as { rows: { day: string; bank: string; n: string | number; amount: string }[] }).rows;
}

type WithdrawalStep = 'lock' | 'payout' | 'release' | 'refund';
/** The ledger key of a withdrawal's movement at one of its steps, and the same in SQL over a row's id. */
export const withdrawalLedgerKey = (id: number, step: WithdrawalStep) => `withdrawal:${id}:${step}`;
const withdrawalLedgerKeySql = (id: SQL | AnyColumn, step: WithdrawalStep) => sql`'withdrawal:' || ${id} || ${`:${step}`}::text`;

type Figures = string | number;
export interface WithdrawalReconciliationSqlRow {
  day: string;
  bank: string;
  requested_n: Figures;
  requested_amount: Figures;
  pending_n: Figures;
  pending_amount: Figures;
  approved_n: Figures;
  approved_amount: Figures;
  rejected_n: Figures;
  rejected_amount: Figures;
  ledger_paid: Figures;
}

/**
 * Withdrawals per payout bank and brand-local day of [from, to): requested
 * and still processing by the day they were asked for, approved and rejected
 * by the day of the decision, and what the ledger paid out for the decided
 * ones (their `payout` movement into the PAYOUT channel account, by key).
 */
export async function withdrawalReconciliation(
  db: DrizzleDb,
  merchantId: number,
  from: Date,
  to: Date,
  gmtOffsetMinutes: number,
): Promise<WithdrawalReconciliationSqlRow[]> {
  const result = await db.execute(sql`
    with made as (
      select ${withdrawals.bankName} as bank, ${brandDayOf(withdrawals.createdAt, gmtOffsetMinutes)} as day,
             count(*) as requested_n, sum(${withdrawals.amount}) as requested_amount,
             count(*) filter (where ${withdrawals.status} = 'processing') as pending_n,
             coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.status} = 'processing'), 0) as pending_amount
      from ${withdrawals}
      where ${withdrawals.merchantId} = ${merchantId} and ${withdrawals.status} in ('processing', 'approved', 'rejected')
        and ${withdrawals.createdAt} >= ${from} and ${withdrawals.createdAt} < ${to}
      group by 1, 2
    ), decided as (
      select ${withdrawals.bankName} as bank, ${brandDayOf(withdrawals.reviewedAt, gmtOffsetMinutes)} as day,
             count(*) filter (where ${withdrawals.status} = 'approved') as approved_n,
             coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.status} = 'approved'), 0) as approved_amount,
             count(*) filter (where ${withdrawals.status} = 'rejected') as rejected_n,
             coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.status} = 'rejected'), 0) as rejected_amount,
             sum(l.channel) as ledger_paid
      from ${withdrawals}
      cross join lateral ${movementSumsByKey(merchantId, withdrawalLedgerKeySql(withdrawals.id, 'payout'))} l
      where ${withdrawals.merchantId} = ${merchantId} and ${withdrawals.status} in ('approved', 'rejected')
        and ${withdrawals.reviewedAt} >= ${from} and ${withdrawals.reviewedAt} < ${to}
      group by 1, 2
    )
    select f.day, f.bank,
           coalesce(m.requested_n, 0) as requested_n, coalesce(m.requested_amount, 0) as requested_amount,
           coalesce(m.pending_n, 0) as pending_n, coalesce(m.pending_amount, 0) as pending_amount,
           coalesce(d.approved_n, 0) as approved_n, coalesce(d.approved_amount, 0) as approved_amount,
           coalesce(d.rejected_n, 0) as rejected_n, coalesce(d.rejected_amount, 0) as rejected_amount,
           coalesce(d.ledger_paid, 0) as ledger_paid
    from (select bank, day from made union select bank, day from decided) f
    left join made m on m.bank = f.bank and m.day = f.day
    left join decided d on d.bank = f.bank and d.day = f.day
    order by f.day desc, f.bank`);
  return (result as unknown as { rows: WithdrawalReconciliationSqlRow[] }).rows;
}

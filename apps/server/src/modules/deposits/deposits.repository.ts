import { DEPOSIT_STATUSES } from '@wps/contracts';
import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { brandDayOf, dayRows } from '../../db/day-series';
import { deposits, gatewayCallbacks, members, merchants, paymentChannels, uploads } from '../../db/schema';
import { movementSumsByKey } from '../ledger';

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type DepositStatus = DepositRow['status'];
export type GatewayCallbackInsert = typeof gatewayCallbacks.$inferInsert;

/** A deposit with what every answer about it shows: its channel, its member and its receipt images. */
export interface DepositView {
  deposit: DepositRow;
  channelCode: string;
  channelName: string;
  memberAccount: string;
  receiptUploadIds: number[];
}

// Channels.

export function listActiveChannels(db: DrizzleDb, merchantId: number): Promise<ChannelRow[]> {
  return db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.status, 'active')))
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
}

/** Every channel of the brand, disabled ones too (the console sets their limits). */
export function listChannels(db: DrizzleDb, merchantId: number): Promise<ChannelRow[]> {
  return db.select().from(paymentChannels).where(eq(paymentChannels.merchantId, merchantId)).orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
}

/** A channel's deposit limits; undefined when the brand has no channel of that code. */
export async function setChannelLimits(db: DrizzleDb, merchantId: number, code: string, limits: { minAmount: bigint; maxAmount: bigint }): Promise<ChannelRow | undefined> {
  const [row] = await db
    .update(paymentChannels)
    .set(limits)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.code, code)))
    .returning();
  return row;
}

export type ChannelChange = Pick<
  typeof paymentChannels.$inferInsert,
  'name' | 'minAmount' | 'maxAmount' | 'feeBps' | 'feeFixed' | 'bankName' | 'accountName' | 'accountNumber' | 'status' | 'sort'
>;

/** A new channel; undefined when the brand already has one of that code. */
export async function insertChannel(
  db: DrizzleDb,
  row: ChannelChange & Pick<typeof paymentChannels.$inferInsert, 'merchantId' | 'code' | 'kind'>,
): Promise<ChannelRow | undefined> {
  const [inserted] = await db.insert(paymentChannels).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The brand's channel, locked until the transaction ends (its change and audit row see one version). */
export async function lockChannel(db: DrizzleDb, merchantId: number, id: number): Promise<ChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.id, id)))
    .for('update');
  return row;
}

export async function updateChannel(db: DrizzleDb, merchantId: number, id: number, change: ChannelChange): Promise<ChannelRow | undefined> {
  const [row] = await db
    .update(paymentChannels)
    .set(change)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.id, id)))
    .returning();
  return row;
}

export async function findChannelByCode(db: DrizzleDb, merchantId: number, code: string): Promise<ChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.code, code)));
  return row;
}

export async function findChannelById(db: DrizzleDb, id: number): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(paymentChannels).where(eq(paymentChannels.id, id));
  return row;
}

/** The gateway's view: it knows a brand only by the merchant id it gave it (and the brand's name to show). */
export function findGatewayChannels(db: DrizzleDb, gatewayMerchantId: string): Promise<{ channel: ChannelRow; merchantName: string }[]> {
  return db
    .select({ channel: paymentChannels, merchantName: merchants.name })
    .from(paymentChannels)
    .innerJoin(merchants, eq(merchants.id, paymentChannels.merchantId))
    .where(and(eq(paymentChannels.kind, 'gateway'), eq(paymentChannels.gatewayMerchantId, gatewayMerchantId)));
}

// Deposits.

export async function findDepositByRequest(db: DrizzleDb, memberId: number, requestId: string): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.requestId, requestId)));
  return row;
}

export async function findDeposit(db: DrizzleDb, merchantId: number, id: number): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.id, id)));
  return row;
}

export async function findDepositByOrderNo(db: DrizzleDb, merchantId: number, orderNo: string): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.orderNo, orderNo)));
  return row;
}

export async function insertDeposit(db: DrizzleDb, row: typeof deposits.$inferInsert): Promise<DepositRow> {
  const [inserted] = await db.insert(deposits).values(row).returning();
  if (!inserted) throw new Error('deposit insert returned nothing');
  return inserted;
}

/**
 * The state change of a deposit, only from pending: the row lock and the
 * re-checked condition make two racing settlements (an approval and a
 * rejection, two copies of one callback) end with exactly one winner.
 * Undefined when the deposit was no longer pending.
 */
export async function updatePendingDeposit(
  db: DrizzleDb,
  where: { merchantId: number; id: number; kind: DepositRow['kind'] },
  set: Partial<Pick<DepositRow, 'status' | 'reviewedBy' | 'reviewedAt' | 'reason' | 'gatewayTxnId' | 'updatedAt'>>,
): Promise<DepositRow | undefined> {
  const [row] = await db
    .update(deposits)
    .set(set)
    .where(
      and(
        eq(deposits.merchantId, where.merchantId),
        eq(deposits.id, where.id),
        eq(deposits.kind, where.kind),
        eq(deposits.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

export async function insertReceipt(db: DrizzleDb, row: Omit<typeof uploads.$inferInsert, 'purpose'>): Promise<void> {
  await db.insert(uploads).values({ ...row, purpose: 'deposit_receipt' });
}

export async function receiptHashes(db: DrizzleDb, depositId: number): Promise<string[]> {
  const rows = await db
    .select({ sha256: uploads.sha256 })
    .from(uploads)
    .where(and(eq(uploads.purpose, 'deposit_receipt'), eq(uploads.ownerId, depositId)));
  return rows.map((r) => r.sha256);
}

async function receiptIdsOf(db: DrizzleDb, depositIds: number[]): Promise<Map<number, number[]>> {
  const byDeposit = new Map<number, number[]>();
  if (depositIds.length === 0) return byDeposit;
  const rows = await db
    .select({ id: uploads.id, ownerId: uploads.ownerId })
    .from(uploads)
    .where(and(eq(uploads.purpose, 'deposit_receipt'), inArray(uploads.ownerId, depositIds)))
    .orderBy(asc(uploads.id));
  for (const row of rows) byDeposit.set(row.ownerId, [...(byDeposit.get(row.ownerId) ?? []), row.id]);
  return byDeposit;
}

export interface DepositFilter {
  merchantId: number;
  memberId?: number | undefined;
  id?: number | undefined;
  status?: DepositStatus | undefined;
}

const filterSql = (f: DepositFilter): SQL | undefined =>
  and(
    eq(deposits.merchantId, f.merchantId),
    f.memberId === undefined ? undefined : eq(deposits.memberId, f.memberId),
    f.id === undefined ? undefined : eq(deposits.id, f.id),
    f.status === undefined ? undefined : eq(deposits.status, f.status),
  );

export async function listDepositViews(
  db: DrizzleDb,
  filter: DepositFilter,
  page: { limit: number; offset: number },
  order: 'newest' | 'oldest' = 'newest',
): Promise<{ rows: DepositView[]; total: number }> {
  const where = filterSql(filter);
  const direction = order === 'newest' ? desc : asc;
  const rows = await db
    .select({ deposit: deposits, channelCode: paymentChannels.code, channelName: paymentChannels.name, memberAccount: members.account })
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(where)
    .orderBy(direction(deposits.createdAt), direction(deposits.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(deposits).where(where);
  const receipts = await receiptIdsOf(
    db,
    rows.map((r) => r.deposit.id),
  );
  return {
    rows: rows.map((r) => ({ ...r, receiptUploadIds: receipts.get(r.deposit.id) ?? [] })),
    total: Number(total?.n ?? 0),
  };
}

export async function findDepositView(db: DrizzleDb, merchantId: number, id: number): Promise<DepositView | undefined> {
  const { rows } = await listDepositViews(db, { merchantId, id }, { limit: 1, offset: 0 });
  return rows[0];
}

// Gateway callbacks.

export async function insertGatewayCallback(db: DrizzleDb, row: GatewayCallbackInsert): Promise<void> {
  await db.insert(gatewayCallbacks).values(row);
}

/** Approved deposits per brand-local day of their approval in [from, to): how many and how much. */
export const depositsByDay = (db: DrizzleDb, merchantId: number, from: Date, to: Date, gmtOffsetMinutes: number) =>
  dayRows(
    db,
    sql`select ${brandDayOf(deposits.reviewedAt, gmtOffsetMinutes)} as day, count(*) as n, sum(${deposits.amount}) as amount
        from ${deposits}
        where ${deposits.merchantId} = ${merchantId} and ${deposits.status} = 'approved'
          and ${deposits.reviewedAt} >= ${from} and ${deposits.reviewedAt} < ${to}
        group by 1`,
  );

/** Members whose first approved deposit was on each brand-local day in [from, to). */
export const firstDepositsByDay = (db: DrizzleDb, merchantId: number, from: Date, to: Date, gmtOffsetMinutes: number) =>
  dayRows(
    db,
    sql`select ${brandDayOf(sql`f.first_at`, gmtOffsetMinutes)} as day, count(*) as n
        from (select ${deposits.memberId}, min(${deposits.reviewedAt}) as first_at
              from ${deposits}
              where ${deposits.merchantId} = ${merchantId} and ${deposits.status} = 'approved' and ${deposits.reviewedAt} < ${to}
              group by ${deposits.memberId}) f
        where f.first_at >= ${from}
        group by 1`,
  );

export async function countPendingDeposits(db: DrizzleDb, merchantId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(deposits).where(and(eq(deposits.merchantId, merchantId), eq(deposits.status, 'pending')));
  return Number(row?.n ?? 0);
}

/** Approved deposits per brand-local day and channel in [from, to). */
export async function depositsByDayAndChannel(db: DrizzleDb, merchantId: number, from: Date, to: Date, gmtOffsetMinutes: number) {
  const result = await db.execute(
    sql`select ${brandDayOf(deposits.reviewedAt, gmtOffsetMinutes)} as day, ${paymentChannels.code} as channel,
               count(*) as n, sum(${deposits.amount}) as amount, sum(${deposits.fee}) as fee
        from ${deposits} join ${paymentChannels} on ${paymentChannels.id} = ${deposits.channelId}
        where ${deposits.merchantId} = ${merchantId} and ${deposits.status} = 'approved'
          and ${deposits.reviewedAt} >= ${from} and ${deposits.reviewedAt} < ${to}
        group by 1, 2 order by 1 desc, 2`,
  );
  return (result as unknown as { rows: { day: string; channel: string; n: string | number; amount: string; fee: string }[] }).rows;
}

/** The ledger key a deposit's credit moves under (deposit-settlement.ts). */
export const DEPOSIT_LEDGER_KEY_PREFIX = 'deposit:';

type Figures = string | number;
export interface DepositReconciliationSqlRow {
  day: string;
  channel_code: string;
  channel_name: string;
  requested_n: Figures;
  requested_amount: Figures;
  pending_n: Figures;
  pending_amount: Figures;
  approved_n: Figures;
  approved_amount: Figures;
  approved_fee: Figures;
  rejected_n: Figures;
  rejected_amount: Figures;
  ledger_channel: Figures;
  ledger_member: Figures;
  ledger_house: Figures;
}

/**
 * Each channel's deposits per brand-local day of [from, to): requested and
 * still pending by the day they were made, approved and rejected (or failed)
 * by the day they were settled, and the ledger's movements of the settled
 * ones, found by their key. Both halves read a status index over the range
 * (every status named, so the index's status column is no obstacle).
 */
export async function depositReconciliation(db: DrizzleDb, merchantId: number, from: Date, to: Date, gmtOffsetMinutes: number): Promise<DepositReconciliationSqlRow[]> {
  const made = sql.join(
    DEPOSIT_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with made as (
      select ${deposits.channelId} as channel_id, ${brandDayOf(deposits.createdAt, gmtOffsetMinutes)} as day,
             count(*) as requested_n, sum(${deposits.amount}) as requested_amount,
             count(*) filter (where ${deposits.status} = 'pending') as pending_n,
             coalesce(sum(${deposits.amount}) filter (where ${deposits.status} = 'pending'), 0) as pending_amount
      from ${deposits}
      where ${deposits.merchantId} = ${merchantId} and ${deposits.status} in (${made})
        and ${deposits.createdAt} >= ${from} and ${deposits.createdAt} < ${to}
      group by 1, 2
    ), settled as (
      select ${deposits.channelId} as channel_id, ${brandDayOf(deposits.reviewedAt, gmtOffsetMinutes)} as day,
             count(*) filter (where ${deposits.status} = 'approved') as approved_n,
             coalesce(sum(${deposits.amount}) filter (where ${deposits.status} = 'approved'), 0) as approved_amount,
             coalesce(sum(${deposits.fee}) filter (where ${deposits.status} = 'approved'), 0) as approved_fee,
             count(*) filter (where ${deposits.status} <> 'approved') as rejected_n,
             coalesce(sum(${deposits.amount}) filter (where ${deposits.status} <> 'approved'), 0) as rejected_amount,
             sum(l.channel) as ledger_channel, sum(l.member) as ledger_member, sum(l.house) as ledger_house
      from ${deposits}
      cross join lateral ${movementSumsByKey(merchantId, sql`${DEPOSIT_LEDGER_KEY_PREFIX}::text || ${deposits.id}`)} l
      where ${deposits.merchantId} = ${merchantId} and ${deposits.status} in ('approved', 'rejected', 'failed')
        and ${deposits.reviewedAt} >= ${from} and ${deposits.reviewedAt} < ${to}
      group by 1, 2
    )
    select f.day, c.code as channel_code, c.name as channel_name,
           coalesce(m.requested_n, 0) as requested_n, coalesce(m.requested_amount, 0) as requested_amount,
           coalesce(m.pending_n, 0) as pending_n, coalesce(m.pending_amount, 0) as pending_amount,
           coalesce(s.approved_n, 0) as approved_n, coalesce(s.approved_amount, 0) as approved_amount, coalesce(s.approved_fee, 0) as approved_fee,
           coalesce(s.rejected_n, 0) as rejected_n, coalesce(s.rejected_amount, 0) as rejected_amount,
           coalesce(s.ledger_channel, 0) as ledger_channel, coalesce(s.ledger_member, 0) as ledger_member, coalesce(s.ledger_house, 0) as ledger_house
    from (select channel_id, day from made union select channel_id, day from settled) f
    join ${paymentChannels} c on c.id = f.channel_id
    left join made m on m.channel_id = f.channel_id and m.day = f.day
    left join settled s on s.channel_id = f.channel_id and s.day = f.day
    order by f.day desc, c.sort, c.id`);
  return (result as unknown as { rows: DepositReconciliationSqlRow[] }).rows;
}

/** A member's approved deposits (amounts) since a moment (red-envelope eligibility; the member index serves it). */
export async function memberDepositTotal(db: DrizzleDb, merchantId: number, memberId: number, since: Date): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.merchantId, merchantId), eq(deposits.status, 'approved'), gte(deposits.createdAt, since)));
  return BigInt(row?.total ?? '0');
}

import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { brandDayOf, dayRows } from '../../db/day-series';
import { deposits, gatewayCallbacks, members, merchants, paymentChannels, uploads } from '../../db/schema';

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

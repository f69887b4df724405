/**
 * The bills as agents and staff read them: an agent's own (mine) or those it
 * pays (payable), its income by kind, the brand's bills, runs and
 * commission report.
 */
import type { TBillStatus, TCommissionReport, TContractKind, TIncomeReport } from '@wps/contracts';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { pageOfRows, pageWindow } from '../../lib/paging';
import type { MerchantRow } from '../brand';
import { staffNamesOf } from '../staff/staff.service';
import { dayRange } from '../wallet/records.service';
import { agentBills, agentSettlementRuns } from './agent.schema';
import { presentBills } from './settlement.service';
import { query } from './team.repository';

type Merchant = Pick<MerchantRow, 'id' | 'gmtOffsetMinutes'>;

async function billPage(db: DrizzleDb, merchantId: number, where: SQL | undefined, q: { pageNo: number; pageSize: number }) {
  const { limit, offset } = pageWindow(q);
  const rows = await db.select().from(agentBills).where(where).orderBy(desc(agentBills.periodStart), desc(agentBills.id)).limit(limit).offset(offset);
  const [sums] = await db
    .select({ n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${agentBills.amount}), 0)::text`, paid: sql<string>`coalesce(sum(${agentBills.paid}), 0)::text` })
    .from(agentBills)
    .where(where);
  return { ...pageOfRows(await presentBills(db, merchantId, rows), Number(sums?.n ?? 0), q), totals: { amount: sums?.amount ?? '0', paid: sums?.paid ?? '0' } };
}

const inRange = (merchant: Merchant, startDate: string, endDate: string) => {
  const { from, to } = dayRange(startDate, endDate, merchant.gmtOffsetMinutes);
  return and(gte(agentBills.periodStart, from), lt(agentBills.periodStart, to));
};

export function agentBillPage(
  db: DrizzleDb,
  merchant: Merchant,
  agentId: number,
  q: { startDate: string; endDate: string; kind?: TContractKind | undefined; side: 'mine' | 'payable'; pageNo: number; pageSize: number },
) {
  return billPage(
    db,
    merchant.id,
    and(
      eq(agentBills.merchantId, merchant.id),
      q.side === 'mine' ? eq(agentBills.agentId, agentId) : eq(agentBills.payerId, agentId),
      q.kind ? eq(agentBills.kind, q.kind) : undefined,
      inRange(merchant, q.startDate, q.endDate),
    ),
    q,
  );
}

export async function incomeReport(
  db: DrizzleDb,
  merchant: Merchant,
  agentId: number,
  q: { startDate: string; endDate: string; kind?: TContractKind | undefined; pageNo: number; pageSize: number },
): Promise<TIncomeReport> {
  const page = await agentBillPage(db, merchant, agentId, { ...q, side: 'mine' });
  const where = and(eq(agentBills.merchantId, merchant.id), eq(agentBills.agentId, agentId), inRange(merchant, q.startDate, q.endDate));
  const byKind = await db
    .select({ kind: agentBills.kind, amount: sql<string>`sum(${agentBills.amount})::text`, paid: sql<string>`sum(${agentBills.paid})::text`, bills: sql<number>`count(*)::int` })
    .from(agentBills)
    .where(where)
    .groupBy(agentBills.kind);
  return { ...page, byKind: byKind.map((k) => ({ kind: k.kind, amount: k.amount, paid: k.paid, bills: Number(k.bills) })) };
}

export function staffBillPage(
  db: DrizzleDb,
  merchant: Merchant,
  q: { kind?: TContractKind | undefined; status?: TBillStatus | undefined; agentId?: number | undefined; startDate?: string | undefined; endDate?: string | undefined; pageNo: number; pageSize: number },
) {
  return billPage(
    db,
    merchant.id,
    and(
      eq(agentBills.merchantId, merchant.id),
      q.kind ? eq(agentBills.kind, q.kind) : undefined,
      q.status ? eq(agentBills.status, q.status) : undefined,
      q.agentId ? eq(agentBills.agentId, q.agentId) : undefined,
      q.startDate && q.endDate ? inRange(merchant, q.startDate, q.endDate) : undefined,
    ),
    q,
  );
}

export async function settlementRunPage(db: DrizzleDb, merchantId: number, q: { pageNo: number; pageSize: number }) {
  const { limit, offset } = pageWindow(q);
  const where = eq(agentSettlementRuns.merchantId, merchantId);
  const rows = await db.select().from(agentSettlementRuns).where(where).orderBy(desc(agentSettlementRuns.ranAt), desc(agentSettlementRuns.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(agentSettlementRuns).where(where);
  const names = await staffNamesOf(db, merchantId, [...new Set(rows.flatMap((r) => (r.staffId ? [r.staffId] : [])))]);
  const list = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    period: r.period,
    periodLabel: r.periodLabel,
    staffName: r.staffId ? (names.get(r.staffId) ?? null) : null,
    bills: r.bills,
    newBills: r.newBills,
    amount: r.amount.toString(),
    ranAt: r.ranAt.getTime(),
  }));
  return pageOfRows(list, Number(total?.n ?? 0), q);
}

export async function commissionReport(db: DrizzleDb, merchant: Merchant, q: { startDate: string; endDate: string }): Promise<TCommissionReport> {
  const { from, to } = dayRange(q.startDate, q.endDate, merchant.gmtOffsetMinutes);
  const range = sql`merchant_id = ${merchant.id} and period_start >= ${from.toISOString()}::timestamptz and period_start < ${to.toISOString()}::timestamptz`;
  const days = await query<{ day: string; kind: TContractKind; bills: number; amount: string; paid: string; by_brand: string }>(
    db,
    sql`select to_char(period_start + make_interval(mins => ${merchant.gmtOffsetMinutes}::int), 'YYYY-MM-DD') as day, kind, count(*)::int as bills,
        sum(amount)::text as amount, sum(paid)::text as paid, coalesce(sum(paid) filter (where payer_id is null), 0)::text as by_brand
      from agent_bills where ${range} group by 1, 2 order by 1, 2`,
  );
  const top = await query<{ account: string; amount: string; paid: string }>(
    db,
    sql`select m.account, sum(b.amount)::text as amount, sum(b.paid)::text as paid from agent_bills b join members m on m.id = b.agent_id
      where b.merchant_id = ${merchant.id} and b.period_start >= ${from.toISOString()}::timestamptz and b.period_start < ${to.toISOString()}::timestamptz
      group by m.account order by sum(b.amount) desc limit 10`,
  );
  const [owed] = await query<{ n: string }>(db, sql`select coalesce(sum(amount - paid), 0)::text as n from agent_bills where merchant_id = ${merchant.id} and status in ('unpaid', 'partly_paid')`);
  return {
    days: days.map((d) => ({ day: d.day, kind: d.kind, bills: Number(d.bills), amount: d.amount, paid: d.paid, byBrand: d.by_brand })),
    topAgents: top,
    outstanding: owed?.n ?? '0',
  };
}

import { sql, type SQL } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';

// Both drivers answer execute() with { rows }.
async function query<T>(db: DrizzleDb, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

export interface RecordWindow {
  merchantId: number;
  memberId: number;
  from: Date;
  to: Date;
  limit: number;
  offset: number;
}

export interface DetailSqlRow {
  id: number | string;
  tx_type: string;
  amount: string;
  balance_after: string;
  reference: string | null;
  /** The request's own state when the entry is a withdrawal's lock or a deposit's credit, else null. */
  request_status: 'processing' | 'approved' | 'rejected' | null;
  created_at: string | Date;
}

/** Entries of the member's main wallet in [from, to), newest first, optionally of some transaction types. */
export async function findMainEntries(db: DrizzleDb, w: RecordWindow, types: readonly string[] | null) {
  const joins = sql`
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transactions t on t.id = e.transaction_id`;
  const filter = sql`
    where a.merchant_id = ${w.merchantId} and a.owner_kind = 'member' and a.owner_id = ${w.memberId} and a.kind = 'main'
      and e.created_at >= ${w.from.toISOString()}::timestamptz and e.created_at < ${w.to.toISOString()}::timestamptz
      ${types ? sql`and t.type in (${sql.join(types.map((t) => sql`${t}`), sql`, `)})` : sql``}`;
  // The lock is the withdrawal as the member sees it: it carries the request's state (processing, approved,
  // rejected), the one Requests and the withdraw page show, never "completed" while staff still review it.
  // A deposit's credit likewise carries its deposit's state (approved: only an approval credits), one label
  // for one state in records, Requests and the deposit page.
  const rows = await query<DetailSqlRow>(db, sql`
    select e.id, t.type as tx_type, e.amount::text as amount, e.balance_after::text as balance_after, t.reference,
      coalesce(wd.status, dp.status) as request_status, e.created_at
    ${joins}
    left join withdrawals wd on t.type = 'withdrawal_lock' and wd.merchant_id = t.merchant_id and wd.id = (t.metadata->>'withdrawalId')::int
    left join deposits dp on t.type = 'deposit' and dp.merchant_id = t.merchant_id and dp.id = (t.metadata->>'depositId')::int
    ${filter}
    order by e.id desc
    limit ${w.limit} offset ${w.offset}`);
  const [total] = await query<{ n: string }>(db, sql`select count(*)::text as n ${joins} ${filter}`);
  return { rows, total: Number(total?.n ?? 0) };
}

export interface HistorySqlRow {
  kind: 'DEPOSIT' | 'WITHDRAW' | 'TRANSFER';
  id: string;
  order_no: string;
  amount: string;
  fee: string;
  status: string;
  detail: string;
  time: string | Date;
}

/** The member's requests: deposits, withdrawals and transfers, newest first. */
export async function findHistory(db: DrizzleDb, w: RecordWindow, kind: string | null) {
  const from = sql`${w.from.toISOString()}::timestamptz`;
  const to = sql`${w.to.toISOString()}::timestamptz`;
  const union = sql`
    -- A rejected or failed deposit charged no fee (as the deposit list shows it).
    select 'DEPOSIT' as kind, d.id::text as id, d.order_no, d.amount,
        case when d.status in ('rejected', 'failed') then 0::bigint else d.fee end as fee, d.status, c.name as detail, d.created_at as time
      from deposits d join payment_channels c on c.id = d.channel_id
      where d.merchant_id = ${w.merchantId} and d.member_id = ${w.memberId} and d.created_at >= ${from} and d.created_at < ${to}
    union all
    select 'WITHDRAW', w.id::text, w.order_no, w.amount, 0::bigint, w.status, w.bank_name || ' •••• ' || right(w.account_number, 4), w.created_at
      from withdrawals w
      where w.merchant_id = ${w.merchantId} and w.member_id = ${w.memberId} and w.created_at >= ${from} and w.created_at < ${to}
    union all
    select 'TRANSFER', t.id::text, 'T' || t.id::text, abs(e.amount), 0::bigint, 'completed',
        case when t.type = 'team_transfer' then (case when e.amount < 0 then '→ ' || coalesce(t.metadata->>'toAccount', '') else '← ' || coalesce(t.metadata->>'fromAccount', '') end)
          when t.type = 'transfer_in' then 'MAIN → ' || coalesce(t.metadata->>'vassalage', '') else coalesce(t.metadata->>'vassalage', '') || ' → MAIN' end,
        t.created_at
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id
      where t.merchant_id = ${w.merchantId} and t.type in ('transfer_in', 'transfer_out', 'team_transfer')
        and a.owner_kind = 'member' and a.owner_id = ${w.memberId} and a.kind = 'main'
        and t.created_at >= ${from} and t.created_at < ${to}`;
  const filter = kind ? sql`where h.kind = ${kind}` : sql``;
  const rows = await query<HistorySqlRow>(db, sql`
    select h.kind, h.id, h.order_no, h.amount::text as amount, h.fee::text as fee, h.status, h.detail, h.time
    from (${union}) h ${filter}
    order by h.time desc, h.id desc
    limit ${w.limit} offset ${w.offset}`);
  const [total] = await query<{ n: string }>(db, sql`select count(*)::text as n from (${union}) h ${filter}`);
  return { rows, total: Number(total?.n ?? 0) };
}

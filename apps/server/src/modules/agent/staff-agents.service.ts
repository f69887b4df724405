/** The console's agent pages (issue 14 item 7): the tree browser and the brand's contracts. */
import { AGENT_USER_TYPES, type TAgentNode, type TContractKind } from '@wps/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { pageOfRows, pageWindow } from '../../lib/paging';
import type { MerchantRow } from '../brand';
import { agentContracts } from './agent.schema';
import type { ContractRow } from './contract.repository';
import { presentContracts } from './contract.service';
import { localDay, monthStart } from './team-period';
import { query } from './team.repository';

type Merchant = Pick<MerchantRow, 'id' | 'gmtOffsetMinutes' | 'currency'>;

interface NodeSqlRow {
  id: number;
  account: string;
  type: number;
  status: 'active' | 'disabled';
  depth: number;
  team_size: number;
  direct_count: number;
  balance: string | null;
  valid_bet: string;
  stake: string;
  payout: string;
}

/** A level of the brand's tree: its top agents (no upline), a member's direct downlines, or a search by username start. */
export async function agentTree(db: DrizzleDb, merchant: Merchant, q: { parentId?: number | undefined; search?: string | undefined; pageNo: number; pageSize: number }, now: Date) {
  const month = monthStart(localDay(now, merchant.gmtOffsetMinutes));
  const scope = q.search
    ? sql`lower(m.account) like ${`${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : q.parentId
      ? sql`m.upline_id = ${q.parentId}`
      : sql`m.upline_id is null and m.type = any(${`{${AGENT_USER_TYPES.join(',')}}`}::int[])`;
  const where = sql`from members m where m.merchant_id = ${merchant.id} and ${scope}`;
  const { limit, offset } = pageWindow(q);
  const list = await query<NodeSqlRow>(
    db,
    sql`select m.id, m.account, m.type, m.status,
        (select count(*)::int - 1 from member_tree u where u.merchant_id = m.merchant_id and u.descendant_id = m.id) as depth,
        (select count(*)::int from member_tree d where d.ancestor_id = m.id and d.depth > 0) as team_size,
        (select count(*)::int from member_tree d where d.ancestor_id = m.id and d.depth = 1) as direct_count,
        (select la.balance::text from ledger_accounts la where la.merchant_id = m.merchant_id and la.owner_kind = 'member' and la.owner_id = m.id
           and la.kind = 'main' and la.currency = ${merchant.currency} and la.vendor_code = '' and la.shard = 0) as balance,
        coalesce(f.valid_bet, 0)::text as valid_bet, coalesce(f.stake, 0)::text as stake, coalesce(f.payout, 0)::text as payout
      from members m
      left join lateral (
        select sum(valid_bet) as valid_bet, sum(stake) as stake, sum(payout) as payout from team_daily
        where merchant_id = m.merchant_id and agent_id = m.id and not own and day >= ${month}::date
      ) f on true
      where m.merchant_id = ${merchant.id} and ${scope}
      order by team_size desc, m.id limit ${limit} offset ${offset}`,
  );
  const [total] = await query<{ n: number }>(db, sql`select count(*)::int as n ${where}`);
  const ids = list.map((r) => Number(r.id));
  const contracts =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(agentContracts)
          .where(and(eq(agentContracts.merchantId, merchant.id), sql`${agentContracts.agentId} = any(${`{${ids.join(',')}}`}::int[])`, sql`${agentContracts.status} in ('offered', 'accepted')`));
  const nodes: TAgentNode[] = list.map((r) => ({
    memberId: Number(r.id),
    account: r.account,
    type: Number(r.type),
    status: r.status,
    depth: Number(r.depth),
    teamSize: Number(r.team_size),
    directCount: Number(r.direct_count),
    balance: BigInt(r.balance ?? '0').toString(),
    monthValidBet: r.valid_bet,
    monthPlayersPnl: (BigInt(r.payout) - BigInt(r.stake)).toString(),
    contracts: contracts.filter((c) => c.agentId === Number(r.id)).map((c) => ({ id: c.id, kind: c.kind, maxRate: c.maxRate, status: c.status })),
  }));
  // The breadcrumb from the top of the tree down to the parent.
  const path = q.parentId && !q.search ? await topDownPath(db, merchant.id, q.parentId) : [];
  return { ...pageOfRows(nodes, Number(total?.n ?? 0), q), path };
}

async function topDownPath(db: DrizzleDb, merchantId: number, memberId: number) {
  const rows = await query<{ memberId: number; account: string }>(
    db,
    sql`select m.id as "memberId", m.account from member_tree t join members m on m.id = t.ancestor_id
      where t.merchant_id = ${merchantId} and t.descendant_id = ${memberId} order by t.depth desc`,
  );
  return rows.map((r) => ({ memberId: Number(r.memberId), account: r.account }));
}

export async function staffContractPage(
  db: DrizzleDb,
  merchant: Pick<MerchantRow, 'id'>,
  q: { agentId?: number | undefined; kind?: TContractKind | undefined; status?: ContractRow['status'] | undefined; pageNo: number; pageSize: number },
) {
  const where = and(
    eq(agentContracts.merchantId, merchant.id),
    q.agentId ? eq(agentContracts.agentId, q.agentId) : undefined,
    q.kind ? eq(agentContracts.kind, q.kind) : undefined,
    q.status ? eq(agentContracts.status, q.status) : undefined,
  );
  const { limit, offset } = pageWindow(q);
  const rows = await db.select().from(agentContracts).where(where).orderBy(desc(agentContracts.offeredAt), desc(agentContracts.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(agentContracts).where(where);
  return pageOfRows(await presentContracts(db, merchant.id, rows), Number(total?.n ?? 0), q);
}

/**
 * Reads of the member's game rounds for the betting record and the profit
 * and loss. The provider module writes game_rounds (its listMemberRounds is
 * the plain list); these reads add the vendor's display name, the catalog
 * game's name and category, the filtered totals and the per-day/category/
 * vendor sums, which need SQL of their own.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';

async function query<T>(db: DrizzleDb, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

export interface RoundScope {
  merchantId: number;
  memberId: number;
  from: Date;
  to: Date;
  vassalage?: string | undefined;
  gameType?: string | undefined;
  status?: 'open' | 'closed' | undefined;
}

export interface RoundSqlRow {
  id: number | string;
  round_id: string;
  vassalage: string;
  game_code: string;
  status: 'open' | 'closed';
  is_trial: boolean;
  /** The member's own stake: the round's bet total less what free rounds' grants paid. */
  bet: string;
  free_stake: string;
  win: string;
  balance_before: string;
  balance_after: string;
  opened_at: string | Date;
  closed_at: string | Date | null;
  vendor_name: string;
  game_name: string;
  game_type: string;
}

/**
 * Rounds with their vendor name, game name and category (the catalog game's type, else the vendor's first row's).
 * `bet` and `stake` are the member's own stake: a free round's stake was the house's (decision 015), as in the wagers.
 */
const enriched = sql`
  select r.id, r.round_id, r.vassalage, r.game_code, r.status, r.is_trial, r.merchant_id, r.member_id,
    (r.bet_total - r.free_stake)::text as bet, r.free_stake::text as free_stake, r.win_total::text as win, r.bet_total - r.free_stake as stake, r.win_total,
    r.balance_before::text as balance_before, r.balance_after::text as balance_after, r.opened_at, r.closed_at, r.outcome,
    coalesce(v.display_name, r.vassalage) as vendor_name,
    coalesce(g.game_name, r.game_code) as game_name,
    coalesce(g.game_type, v.game_type, 'OTHER') as game_type
  from game_rounds r
  left join lateral (
    select gg.game_name, gg.game_type from games gg
    where gg.merchant_id = r.merchant_id and gg.vassalage = r.vassalage and gg.game_code = r.game_code
    order by gg.id limit 1
  ) g on true
  left join lateral (
    select vv.display_name, vv.game_type from vendors vv
    where vv.merchant_id = r.merchant_id and vv.vassalage = r.vassalage
    order by vv.sort, vv.id limit 1
  ) v on true`;

/** A settled round is filed under the instant it settled, an open one under the instant it opened (the wagers' rule). */
const scoped = (s: RoundScope) => sql`
  from (${enriched}) x
  where x.merchant_id = ${s.merchantId} and x.member_id = ${s.memberId}
    and coalesce(x.closed_at, x.opened_at) >= ${s.from.toISOString()}::timestamptz and coalesce(x.closed_at, x.opened_at) < ${s.to.toISOString()}::timestamptz
    ${s.vassalage ? sql`and x.vassalage = ${s.vassalage}` : sql``}
    ${s.gameType ? sql`and x.game_type = ${s.gameType}` : sql``}
    ${s.status ? sql`and x.status = ${s.status}` : sql``}`;

interface SumSqlRow {
  bet: string;
  win: string;
  n: string;
}
const sums = sql`coalesce(sum(x.stake), 0)::text as bet, coalesce(sum(x.win_total), 0)::text as win, count(*)::text as n`;

/** One page of the scope's rounds, newest first, and (unless told not to) the scope's totals. */
export async function findRoundPage(db: DrizzleDb, s: RoundScope, page: { limit: number; offset: number }, o: { totals?: boolean } = {}) {
  const from = scoped(s);
  const rows =
    page.limit === 0
      ? []
      : await query<RoundSqlRow>(db, sql`
    select x.id, x.round_id, x.vassalage, x.game_code, x.status, x.is_trial, x.bet, x.free_stake, x.win, x.balance_before, x.balance_after,
      x.opened_at, x.closed_at, x.vendor_name, x.game_name, x.game_type
    ${from}
    order by coalesce(x.closed_at, x.opened_at) desc, x.id desc
    limit ${page.limit} offset ${page.offset}`);
  if (o.totals === false) return { rows, totals: { bet: '0', win: '0', n: '0' } };
  const [totals] = await query<SumSqlRow>(db, sql`select ${sums} ${from}`);
  return { rows, totals: totals ?? { bet: '0', win: '0', n: '0' } };
}

/** One round of the member with its outcome (undefined when it is another member's or brand's). */
export async function findMemberRound(db: DrizzleDb, merchantId: number, memberId: number, id: number) {
  const [row] = await query<RoundSqlRow & { outcome: unknown }>(db, sql`
    select x.id, x.round_id, x.vassalage, x.game_code, x.status, x.is_trial, x.bet, x.free_stake, x.win, x.balance_before, x.balance_after,
      x.opened_at, x.closed_at, x.vendor_name, x.game_name, x.game_type, x.outcome
    from (${enriched}) x
    where x.merchant_id = ${merchantId} and x.member_id = ${memberId} and x.id = ${id}`);
  return row;
}

export interface RoundCallSqlRow {
  transaction_id: string;
  kind: 'bet' | 'win' | 'rollback';
  amount: string;
  applied: boolean;
  free: boolean;
  rolled_back_at: string | Date | null;
  created_at: string | Date;
}

/**
 * The vendor's money calls of a round, oldest first (tombstones are bookkeeping, not calls a member made).
 * Accepted: the call was taken (a zero win moves nothing but is the round's result); free: a bet a free
 * round's grant paid (its row in free_round_plays, by the same transaction id).
 */
export const findRoundCalls = (db: DrizzleDb, r: { merchantId: number; memberId: number; vassalage: string; roundId: string }) =>
  query<RoundCallSqlRow>(db, sql`
    select t.transaction_id, t.kind, t.amount::text as amount, t.applied or t.http_status = 200 as applied, t.rolled_back_at, t.created_at,
      t.kind = 'bet' and exists (select 1 from free_round_plays f where f.merchant_id = t.merchant_id and f.vassalage = t.vassalage and f.transaction_id = t.transaction_id) as free
    from provider_transactions t
    where t.merchant_id = ${r.merchantId} and t.member_id = ${r.memberId} and t.vassalage = ${r.vassalage} and t.round_id = ${r.roundId}
      and t.kind in ('bet', 'win', 'rollback')
    order by t.created_at, t.id`);

/** The scope's sums grouped by brand-local day, category and vendor, plus the whole. */
export async function findProfitSums(db: DrizzleDb, s: RoundScope, gmtOffsetMinutes: number) {
  const from = scoped(s);
  const day = sql`to_char((x.opened_at at time zone 'UTC') + make_interval(mins => ${gmtOffsetMinutes}::int), 'YYYY-MM-DD')`;
  const [total] = await query<SumSqlRow>(db, sql`select ${sums} ${from}`);
  const days = await query<SumSqlRow & { day: string }>(db, sql`select ${day} as day, ${sums} ${from} group by 1 order by 1 desc`);
  const categories = await query<SumSqlRow & { game_type: string }>(
    db,
    sql`select x.game_type, ${sums} ${from} group by x.game_type order by sum(x.stake) desc, x.game_type`,
  );
  const vendors = await query<SumSqlRow & { vassalage: string; vendor_name: string }>(
    db,
    sql`select x.vassalage, min(x.vendor_name) as vendor_name, ${sums} ${from} group by x.vassalage order by sum(x.stake) desc, x.vassalage`,
  );
  return { total: total ?? { bet: '0', win: '0', n: '0' }, days, categories, vendors };
}

/** The display names of a brand's vendors (the first row of each vassalage). */
export async function findVendorNames(db: DrizzleDb, merchantId: number, vassalages: readonly string[]): Promise<Map<string, string>> {
  if (vassalages.length === 0) return new Map();
  const found = await query<{ vassalage: string; display_name: string }>(db, sql`
    select distinct on (vassalage) vassalage, display_name from vendors
    where merchant_id = ${merchantId}::integer and vassalage = any(${`{${vassalages.map((v) => `"${v.replaceAll('"', '')}"`).join(',')}}`}::text[])
    order by vassalage, sort, id`);
  return new Map(found.map((r) => [r.vassalage, r.display_name]));
}

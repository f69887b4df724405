/**
 * The team rollups (agent.schema.ts) and the agent center's reads of a team.
 * The team's members are found through member_tree, an index range on
 * (ancestor, depth); figures come from team_daily, never from a team's bets.
 * The reads of other modules' tables here (members, member_tree, wagers,
 * ledger) are read-only report queries joined in SQL for speed.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';

// Both drivers answer execute() with { rows }.
export async function query<T>(db: DrizzleDb, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** How many queued facts one drain statement takes at most. */
export const TEAM_DRAIN_BATCH = 50_000;

/** Drains a brand's queue (batch by batch, each its own transaction); answers how many facts it added. */
export async function drainTeamQueue(db: DrizzleDb, merchantId: number, batch = TEAM_DRAIN_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await query<{ n: number }>(db, sql`select team_drain(${merchantId}::integer, ${batch}::integer) as n`);
    const n = Number(row?.n ?? 0);
    total += n;
    if (n < batch) return total;
  }
}

/** The brands with facts waiting. */
export async function brandsWithQueuedFacts(db: DrizzleDb): Promise<number[]> {
  const rows = await query<{ id: number }>(db, sql`select m.id from merchants m where exists (select 1 from team_queue q where q.merchant_id = m.id)`);
  return rows.map((r) => Number(r.id));
}

export async function drainedAt(db: DrizzleDb, merchantId: number): Promise<Date | null> {
  const [row] = await query<{ at: string | Date }>(db, sql`select drained_at as at from team_drains where merchant_id = ${merchantId}`);
  return row ? new Date(row.at) : null;
}

/** Queues outbox facts (a deposit, a withdrawal): once per event key. */
export async function queueFact(
  db: DrizzleDb,
  f: { merchantId: number; memberId: number; day: string; eventKey: string; depositCount?: number; deposits?: bigint; firstDeposits?: number; withdrawalCount?: number; withdrawals?: bigint },
): Promise<boolean> {
  const rows = await query<{ id: number }>(
    db,
    sql`insert into team_queue (merchant_id, member_id, day, event_key, deposit_count, deposits, first_deposits, withdrawal_count, withdrawals)
      values (${f.merchantId}, ${f.memberId}, ${f.day}::date, ${f.eventKey}, ${f.depositCount ?? 0}, ${(f.deposits ?? 0n).toString()}::bigint,
        ${f.firstDeposits ?? 0}, ${f.withdrawalCount ?? 0}, ${(f.withdrawals ?? 0n).toString()}::bigint)
      on conflict (merchant_id, event_key) do nothing returning id`,
  );
  return rows.length > 0;
}

/** Records a member's first deposit; true only the first time. */
export async function markFirstDeposit(db: DrizzleDb, merchantId: number, memberId: number, day: string): Promise<boolean> {
  const rows = await query<{ member_id: number }>(
    db,
    sql`insert into team_first_deposits (merchant_id, member_id, day) values (${merchantId}, ${memberId}, ${day}::date) on conflict do nothing returning member_id`,
  );
  return rows.length > 0;
}

export interface TeamDaySqlRow {
  day: string;
  new_members: number;
  active_members: number;
  first_deposits: number;
  deposit_count: number;
  deposits: string;
  withdrawal_count: number;
  withdrawals: string;
  wagers: number;
  stake: string;
  valid_bet: string;
  payout: string;
}

const sums = sql`sum(new_members)::int as new_members, sum(active_members)::int as active_members, sum(first_deposits)::int as first_deposits,
  sum(deposit_count)::int as deposit_count, sum(deposits)::text as deposits, sum(withdrawal_count)::int as withdrawal_count,
  sum(withdrawals)::text as withdrawals, sum(wagers)::int as wagers, sum(stake)::text as stake, sum(valid_bet)::text as valid_bet,
  sum(payout)::text as payout`;

/** A team's figures per day over [start, end] (its descendants: own rows excluded). */
export function teamDays(db: DrizzleDb, merchantId: number, agentId: number, start: string, end: string): Promise<TeamDaySqlRow[]> {
  return query<TeamDaySqlRow>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, ${sums} from team_daily
      where merchant_id = ${merchantId} and agent_id = ${agentId} and not own and day between ${start}::date and ${end}::date
      group by day order by day`,
  );
}

/** Distinct active members of a team in a week or month. */
export async function teamActiveIn(db: DrizzleDb, merchantId: number, agentId: number, period: 'week' | 'month', start: string): Promise<number> {
  const [row] = await query<{ n: number }>(
    db,
    sql`select coalesce(sum(members), 0)::int as n from team_active
      where merchant_id = ${merchantId} and agent_id = ${agentId} and not own and period = ${period} and start = ${start}::date`,
  );
  return Number(row?.n ?? 0);
}

/**
 * A team's size and direct downlines: an index-only count on (ancestor, depth).
 * Member ids are the brand's own (the caller checked the agent's brand), so
 * no brand filter makes the count read every row.
 */
export async function teamCounts(db: DrizzleDb, _merchantId: number, agentId: number): Promise<{ teamSize: number; directCount: number }> {
  const [row] = await query<{ team: number; direct: number }>(
    db,
    sql`select count(*)::int as team, count(*) filter (where depth = 1)::int as direct from member_tree where ancestor_id = ${agentId} and depth > 0`,
  );
  return { teamSize: Number(row?.team ?? 0), directCount: Number(row?.direct ?? 0) };
}

/** The depth of `memberId` under `agentId` (0: itself), or null when it is not in the agent's team. */
export async function depthUnder(db: DrizzleDb, merchantId: number, agentId: number, memberId: number): Promise<number | null> {
  const [row] = await query<{ depth: number }>(
    db,
    sql`select depth from member_tree where merchant_id = ${merchantId} and ancestor_id = ${agentId} and descendant_id = ${memberId}`,
  );
  return row ? Number(row.depth) : null;
}

/** The members from the agent's direct downline down to `memberId` (the drill-down's breadcrumb). */
export function pathBetween(db: DrizzleDb, merchantId: number, agentId: number, memberId: number): Promise<{ memberId: number; account: string }[]> {
  return query<{ memberId: number; account: string }>(
    db,
    sql`select m.id as "memberId", m.account from member_tree below
      join member_tree above on above.merchant_id = below.merchant_id and above.descendant_id = below.ancestor_id and above.ancestor_id = ${agentId} and above.depth > 0
      join members m on m.id = below.ancestor_id
      where below.merchant_id = ${merchantId} and below.descendant_id = ${memberId}
      order by above.depth`,
  );
}

export interface DownlineSqlRow {
  id: number;
  account: string;
  nickname: string | null;
  type: number;
  status: 'active' | 'disabled';
  depth: number;
  upline_account: string | null;
  balance: string | null;
  team_size: number;
  direct_count: number;
  created_at: string | Date;
  last_login_at: string | Date | null;
}

/**
 * One level under `parentId` (depth 1 below it), or, with `search`, the
 * agent's whole team whose username starts with it; depth is counted from the agent.
 */
export async function downlinePage(
  db: DrizzleDb,
  w: { merchantId: number; agentId: number; parentId: number; search?: string | undefined; type?: number | undefined; status?: string | undefined; currency: string; limit: number; offset: number },
): Promise<{ rows: DownlineSqlRow[]; total: number }> {
  const filters = sql`${w.type === undefined ? sql`` : sql`and m.type = ${w.type}`} ${w.status === undefined ? sql`` : sql`and m.status = ${w.status}`}`;
  // A search walks the usernames' prefix index and keeps the team's; a level reads its rows of member_tree and each member by its key
  // (the lateral's limit keeps the planner from a scan of every member when it misjudges a level's size). The page is chosen
  // first; only its rows get their balance and team counts.
  const where = w.search
    ? sql`from members m where m.merchant_id = ${w.merchantId}
        and lower(m.account) like ${`${w.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}
        and exists (select 1 from member_tree t where t.ancestor_id = ${w.agentId} and t.descendant_id = m.id and t.depth > 0) ${filters}`
    : sql`from member_tree t cross join lateral (select * from members mm where mm.id = t.descendant_id limit 1) m
        where t.ancestor_id = ${w.parentId} and t.depth = 1 and m.merchant_id = ${w.merchantId} ${filters}`;
  const rows = await query<DownlineSqlRow>(
    db,
    sql`select m.id, m.account, m.nickname, m.type, m.status,
        (select depth from member_tree a where a.merchant_id = m.merchant_id and a.ancestor_id = ${w.agentId} and a.descendant_id = m.id) as depth,
        (select u.account from members u where u.id = m.upline_id) as upline_account,
        (select la.balance::text from ledger_accounts la where la.merchant_id = m.merchant_id and la.owner_kind = 'member' and la.owner_id = m.id
           and la.kind = 'main' and la.currency = ${w.currency} and la.vendor_code = '' and la.shard = 0) as balance,
        (select count(*)::int from member_tree d where d.ancestor_id = m.id and d.depth > 0) as team_size,
        (select count(*)::int from member_tree d where d.ancestor_id = m.id and d.depth = 1) as direct_count,
        m.created_at, m.last_login_at
      from (select m.id ${where} order by m.created_at desc, m.id desc limit ${w.limit} offset ${w.offset}) page
      join members m on m.id = page.id
      order by m.created_at desc, m.id desc`,
  );
  const [total] = await query<{ n: number }>(db, sql`select count(*)::int as n ${where}`);
  return { rows, total: Number(total?.n ?? 0) };
}

export interface LossSqlRow {
  id: number;
  account: string;
  type: number;
  team_size: number;
  valid_bet: string;
  stake: string;
  payout: string;
  deposits: string;
  withdrawals: string;
}

/** Per direct downline of `parentId`: its own and its team's figures over [start, end] (team_daily, both own and team rows). */
export async function lossPage(
  db: DrizzleDb,
  w: { merchantId: number; parentId: number; start: string; end: string; limit: number; offset: number },
): Promise<{ rows: LossSqlRow[]; total: number; totals: Omit<LossSqlRow, 'id' | 'account' | 'type' | 'team_size'> }> {
  const rows = await query<LossSqlRow>(
    db,
    sql`select m.id, m.account, m.type,
        (select count(*)::int from member_tree d where d.ancestor_id = m.id and d.depth > 0) as team_size,
        coalesce(f.valid_bet, 0)::text as valid_bet, coalesce(f.stake, 0)::text as stake, coalesce(f.payout, 0)::text as payout,
        coalesce(f.deposits, 0)::text as deposits, coalesce(f.withdrawals, 0)::text as withdrawals
      from member_tree t cross join lateral (select * from members mm where mm.id = t.descendant_id limit 1) m
      left join lateral (
        select sum(valid_bet) as valid_bet, sum(stake) as stake, sum(payout) as payout, sum(deposits) as deposits, sum(withdrawals) as withdrawals
        from team_daily where merchant_id = ${w.merchantId} and agent_id = m.id and day between ${w.start}::date and ${w.end}::date
      ) f on true
      where t.ancestor_id = ${w.parentId} and t.depth = 1 and m.merchant_id = ${w.merchantId}
      order by coalesce(f.payout, 0) - coalesce(f.stake, 0), m.id limit ${w.limit} offset ${w.offset}`,
  );
  const [count] = await query<{ n: number }>(db, sql`select count(*)::int as n from member_tree where merchant_id = ${w.merchantId} and ancestor_id = ${w.parentId} and depth = 1`);
  // The level's totals: the parent's team (every row below it, both own and team rows of its direct downlines).
  const [totals] = await query<Omit<LossSqlRow, 'id' | 'account' | 'type' | 'team_size'>>(
    db,
    sql`select coalesce(sum(valid_bet), 0)::text as valid_bet, coalesce(sum(stake), 0)::text as stake, coalesce(sum(payout), 0)::text as payout,
        coalesce(sum(deposits), 0)::text as deposits, coalesce(sum(withdrawals), 0)::text as withdrawals
      from team_daily where merchant_id = ${w.merchantId} and agent_id = ${w.parentId} and not own and day between ${w.start}::date and ${w.end}::date`,
  );
  return { rows, total: Number(count?.n ?? 0), totals: totals! };
}

export interface TeamBetSqlRow {
  id: number;
  account: string;
  category: string;
  vassalage: string;
  game_code: string;
  stake: string;
  valid_bet: string;
  payout: string;
  result: 'win' | 'lose' | 'tie';
  settled_at: string | Date;
}

/** Above this many members, a team's bets are found by walking the period's wagers newest first; below, through each member's own index. */
export const BIG_TEAM = 2_000;

/**
 * A page of the team's real-money settled bets in [from, to), newest first
 * (`memberId` narrows to one member of the team). A big team's bets are most
 * of the period's wagers: walking them newest first (the primary key, id
 * following settlement) and keeping the team's finds a page at once; a small
 * team's are fewer than the period's: each member's index finds them.
 */
export async function teamBetPage(
  db: DrizzleDb,
  w: { merchantId: number; agentId: number; teamSize: number; memberId?: number | undefined; category?: string | undefined; from: Date; to: Date; limit: number; offset: number },
): Promise<TeamBetSqlRow[]> {
  const who = w.memberId
    ? sql`w.member_id = ${w.memberId}`
    : w.teamSize > BIG_TEAM
      ? sql`exists (select 1 from member_tree t where t.ancestor_id = ${w.agentId} and t.descendant_id = w.member_id and t.depth > 0)`
      : sql`w.member_id in (select descendant_id from member_tree where ancestor_id = ${w.agentId} and depth > 0)`;
  return query<TeamBetSqlRow>(
    db,
    sql`select w.id, (select account from members where id = w.member_id) as account, w.category, w.vassalage, w.game_code,
        w.stake::text as stake, w.valid_bet::text as valid_bet, w.payout::text as payout, w.result, w.settled_at
      from wagers w where w.merchant_id = ${w.merchantId} and not w.is_trial and ${who}
        and w.settled_at >= ${w.from.toISOString()}::timestamptz and w.settled_at < ${w.to.toISOString()}::timestamptz
        ${w.category ? sql`and w.category = ${w.category}` : sql``}
      order by w.id desc limit ${w.limit} offset ${w.offset}`,
  );
}

export interface BetTotalsSqlRow {
  wagers: number;
  stake: string;
  valid_bet: string;
  payout: string;
}

/**
 * The totals of the same bets from the rollups, never from the bets: the
 * team's days (team_daily), one member's days by category (its daily
 * rollup), or the team's members' days of one category through member_tree.
 */
export async function teamBetTotals(
  db: DrizzleDb,
  w: { merchantId: number; agentId: number; memberId?: number | undefined; category?: string | undefined; firstDay: string; lastDay: string },
): Promise<BetTotalsSqlRow> {
  const sums = sql`coalesce(sum(wagers), 0)::int as wagers, coalesce(sum(stake), 0)::text as stake, coalesce(sum(valid_bet), 0)::text as valid_bet, coalesce(sum(payout), 0)::text as payout`;
  const days = sql`day between ${w.firstDay}::date and ${w.lastDay}::date`;
  const category = w.category ? sql`and category = ${w.category}` : sql``;
  const [row] = w.memberId
    ? await query<BetTotalsSqlRow>(db, sql`select ${sums} from wager_member_daily where merchant_id = ${w.merchantId} and member_id = ${w.memberId} and ${days} ${category}`)
    : w.category
      ? await query<BetTotalsSqlRow>(
          db,
          sql`select ${sums} from wager_member_daily d join member_tree t on t.descendant_id = d.member_id and t.ancestor_id = ${w.agentId} and t.depth > 0
            where d.merchant_id = ${w.merchantId} and d.day between ${w.firstDay}::date and ${w.lastDay}::date and d.category = ${w.category}`,
        )
      : await query<BetTotalsSqlRow>(db, sql`select ${sums} from team_daily where merchant_id = ${w.merchantId} and agent_id = ${w.agentId} and not own and ${days}`);
  return row ?? { wagers: 0, stake: '0', valid_bet: '0', payout: '0' };
}

export interface TeamMoveSqlRow {
  id: number;
  account: string;
  type: string;
  amount: string;
  balance_after: string;
  reference: string | null;
  counterparty: string | null;
  at: string | Date;
}

const KIND_TYPES: Record<string, string[]> = {
  deposit: ['deposit', 'deposit_fee'],
  withdrawal: ['withdrawal_lock', 'withdrawal_release'],
  transfer: ['team_transfer'],
  adjustment: ['adjustment'],
  bonus: ['bonus'],
};
export const ledgerKindOf = (type: string) => Object.entries(KIND_TYPES).find(([, types]) => types.includes(type))?.[0];

/** Money movements on the main wallets of the team (and the agent's own transfers), newest first. */
export async function teamMovePage(
  db: DrizzleDb,
  w: { merchantId: number; agentId: number; memberId?: number | undefined; kind?: string | undefined; from: Date; to: Date; limit: number; offset: number },
): Promise<{ rows: TeamMoveSqlRow[]; total: number }> {
  const types = w.kind ? KIND_TYPES[w.kind]! : Object.values(KIND_TYPES).flat();
  const who = w.memberId
    ? sql`a.owner_id = ${w.memberId}`
    : sql`a.owner_id in (select descendant_id from member_tree where merchant_id = ${w.merchantId} and ancestor_id = ${w.agentId} and depth > 0)`;
  const where = sql`from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transactions t on t.id = e.transaction_id
    where a.merchant_id = ${w.merchantId} and a.owner_kind = 'member' and a.kind = 'main' and ${who}
      and t.type in (${sql.join(types.map((x) => sql`${x}`), sql`, `)})
      and e.created_at >= ${w.from.toISOString()}::timestamptz and e.created_at < ${w.to.toISOString()}::timestamptz`;
  const rows = await query<TeamMoveSqlRow>(
    db,
    sql`select e.id, (select account from members where id = a.owner_id) as account, t.type, e.amount::text as amount,
        e.balance_after::text as balance_after, t.reference,
        case when t.type = 'team_transfer' then (case when e.amount < 0 then t.metadata->>'toAccount' else t.metadata->>'fromAccount' end) end as counterparty,
        e.created_at as at
      ${where} order by e.created_at desc, e.id desc limit ${w.limit} offset ${w.offset}`,
  );
  const [total] = await query<{ n: number }>(db, sql`select count(*)::int as n ${where}`);
  return { rows, total: Number(total?.n ?? 0) };
}

export interface TeamSums {
  validBet: bigint;
  stake: bigint;
  payout: bigint;
}

/** Each agent's team sums over whole brand-local days (team_daily, descendants). */
export async function teamSumsByDays(db: DrizzleDb, merchantId: number, agentIds: number[], firstDay: string, lastDay: string): Promise<Map<number, TeamSums>> {
  if (agentIds.length === 0) return new Map();
  const rows = await query<{ agent_id: number; valid_bet: string; stake: string; payout: string }>(
    db,
    sql`select agent_id, sum(valid_bet)::text as valid_bet, sum(stake)::text as stake, sum(payout)::text as payout from team_daily
      where merchant_id = ${merchantId} and not own and agent_id = any(${`{${agentIds.join(',')}}`}::int[]) and day between ${firstDay}::date and ${lastDay}::date
      group by agent_id`,
  );
  return new Map(rows.map((r) => [Number(r.agent_id), { validBet: BigInt(r.valid_bet), stake: BigInt(r.stake), payout: BigInt(r.payout) }]));
}

/** Each agent's team sums over [start, end) in 5-minute slots (team_slots, descendants). */
export async function teamSumsBySlots(db: DrizzleDb, merchantId: number, agentIds: number[], start: Date, end: Date): Promise<Map<number, TeamSums>> {
  if (agentIds.length === 0) return new Map();
  const rows = await query<{ agent_id: number; valid_bet: string; stake: string; payout: string }>(
    db,
    sql`select agent_id, sum(valid_bet)::text as valid_bet, sum(stake)::text as stake, sum(payout)::text as payout from team_slots
      where merchant_id = ${merchantId} and not own and agent_id = any(${`{${agentIds.join(',')}}`}::int[])
        and slot >= ${start.toISOString()}::timestamptz and slot < ${end.toISOString()}::timestamptz
      group by agent_id`,
  );
  return new Map(rows.map((r) => [Number(r.agent_id), { validBet: BigInt(r.valid_bet), stake: BigInt(r.stake), payout: BigInt(r.payout) }]));
}

/**
 * Each agent's active members over whole days: descendants whose valid bet
 * over the days reaches `minBet`, from the members' daily rollups, counted for
 * every agent in one pass through member_tree.
 */
export async function activeMembersByDays(db: DrizzleDb, merchantId: number, agentIds: number[], firstDay: string, lastDay: string, minBet: bigint): Promise<Map<number, number>> {
  if (agentIds.length === 0) return new Map();
  const rows = await query<{ agent_id: number; n: number }>(
    db,
    sql`with active as (
        select member_id from wager_member_daily
        where merchant_id = ${merchantId} and day between ${firstDay}::date and ${lastDay}::date
        group by member_id having sum(valid_bet) >= ${minBet.toString()}::bigint
      )
      select t.ancestor_id as agent_id, count(*)::int as n from member_tree t join active a on a.member_id = t.descendant_id
      where t.merchant_id = ${merchantId} and t.depth > 0 and t.ancestor_id = any(${`{${agentIds.join(',')}}`}::int[])
      group by t.ancestor_id`,
  );
  return new Map(rows.map((r) => [Number(r.agent_id), Number(r.n)]));
}

/** Slots older than this are pruned (the hourly and real-time salaries settle within hours). */
export const TEAM_SLOT_KEEP_DAYS = 3;
export async function pruneTeamSlots(db: DrizzleDb, before: Date): Promise<number> {
  const rows = await query<{ n: number }>(db, sql`with gone as (delete from team_slots where slot < ${before.toISOString()}::timestamptz returning 1) select count(*)::int as n from gone`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The team rollups' wager sums against a recomputation from the members'
 * daily rollups through the current tree (after draining the queue): the
 * rows that differ, as `agent day own` keys.
 */
export async function findTeamMismatches(db: DrizzleDb, merchantId: number): Promise<{ key: string; stored: string | null; recomputed: string | null }[]> {
  await drainTeamQueue(db, merchantId);
  return query<{ key: string; stored: string | null; recomputed: string | null }>(
    db,
    sql`with stored as (
        select agent_id, day, own, wagers::text || '/' || stake::text || '/' || valid_bet::text || '/' || payout::text as v
        from team_daily where merchant_id = ${merchantId} and (wagers <> 0 or stake <> 0 or valid_bet <> 0 or payout <> 0)
      ), recomputed as (
        select t.ancestor_id as agent_id, d.day, t.depth = 0 as own,
          sum(d.wagers)::text || '/' || sum(d.stake)::text || '/' || sum(d.valid_bet)::text || '/' || sum(d.payout)::text as v
        from wager_member_daily d join member_tree t on t.merchant_id = d.merchant_id and t.descendant_id = d.member_id
        where d.merchant_id = ${merchantId} group by t.ancestor_id, d.day, t.depth = 0
      )
      select coalesce(s.agent_id, r.agent_id)::text || ' ' || to_char(coalesce(s.day, r.day), 'YYYY-MM-DD') || ' ' || coalesce(s.own, r.own)::text as key,
        s.v as stored, r.v as recomputed
      from stored s full join recomputed r on r.agent_id = s.agent_id and r.day = s.day and r.own = s.own
      where s.v is distinct from r.v`,
  );
}

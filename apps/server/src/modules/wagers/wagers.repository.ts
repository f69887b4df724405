/**
 * SQL of the wager stream (wagers, partitioned by month) and its exact daily
 * rollups (wager_member_daily, wager_brand_daily, wager_game_daily).
 */
import { and, asc, between, eq, gt, sql, type SQL } from 'drizzle-orm';
import { wagerMemberDaily, wagerMemberMonthly } from './wagers.schema';
import type { DrizzleDb } from '../../db/database';
import { pgArray } from '../../db/pg-array';

async function rows<T>(db: DrizzleDb, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

export interface WagerRowInput {
  merchantId: number;
  memberId: number;
  source: 'provider' | 'lottery' | 'sports' | 'table';
  sourceRef: string;
  category: string;
  vassalage: string;
  gameCode: string;
  currency: string;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  isTrial: boolean;
  settledAt: Date;
  day: string;
  shard: number;
}

/**
 * The wager and, for real money, its rollups in one statement (one round
 * trip, in the caller's transaction): wager_record (migrations 0009, 0030,
 * 0036), which provider_apply calls too. The rollups add to a row per
 * member × day × category × vendor, per brand × day × category × vendor ×
 * shard and per brand × day × category × vendor × game × shard.
 */
export async function insertWager(db: DrizzleDb, w: WagerRowInput): Promise<void> {
  await db.execute(sql`
    select wager_record(${w.merchantId}::integer, ${w.memberId}::integer, ${w.source}::text, ${w.sourceRef}::text, ${w.category}::text,
      ${w.vassalage}::text, ${w.gameCode}::text, ${w.currency}::text, ${w.stake.toString()}::bigint, ${w.validBet.toString()}::bigint,
      ${w.payout.toString()}::bigint, ${w.isTrial}::boolean, ${w.settledAt.toISOString()}::timestamptz, ${w.day}::date, ${w.shard}::integer)`);
}

export interface RollupSqlRow {
  day: string | Date;
  category: string;
  vassalage: string;
  wagers: number | string;
  stake: string;
  valid_bet: string;
  payout: string;
}

const sums = sql`sum(wagers)::bigint as wagers, sum(stake)::text as stake, sum(valid_bet)::text as valid_bet, sum(payout)::text as payout`;

/** A member's rollup rows over brand-local days [fromDay, toDay], per day × category × vendor. */
export const findMemberRollups = (db: DrizzleDb, merchantId: number, memberId: number, fromDay: string, toDay: string) =>
  rows<RollupSqlRow>(db, sql`
    select to_char(day, 'YYYY-MM-DD') as day, category, vassalage, wagers, stake::text as stake, valid_bet::text as valid_bet, payout::text as payout
    from wager_member_daily
    where merchant_id = ${merchantId}::integer and member_id = ${memberId}::integer and day between ${fromDay}::date and ${toDay}::date`);

/** The brand's rollup over brand-local days, per day × category × vendor (shards summed). */
export const findBrandRollups = (db: DrizzleDb, merchantId: number, fromDay: string, toDay: string) =>
  rows<RollupSqlRow>(db, sql`
    select to_char(day, 'YYYY-MM-DD') as day, category, vassalage, ${sums}
    from wager_brand_daily
    where merchant_id = ${merchantId}::integer and day between ${fromDay}::date and ${toDay}::date
    group by day, category, vassalage`);

export interface RankedRollupQuery {
  fromDay: string;
  toDay: string;
  sort: 'ggr' | 'stake' | 'validBet' | 'payout' | 'wagers';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** A page of a ranked rollup: the page's row (absent on an empty page) and, on every row, the whole range's count and sums. */
export type RankedSqlRow<K, T = object> = Partial<K & { wagers: string; stake: string; valid_bet: string; payout: string }> &
  T & { total: string | number; total_wagers: string; total_stake: string; total_valid_bet: string; total_payout: string };

const SORT_COLUMNS: Record<RankedRollupQuery['sort'], string> = { ggr: 'ggr', stake: 'stake', validBet: 'valid_bet', payout: 'payout', wagers: 'wagers' };

/** Sums of grouped rollup rows, kept numeric for ranking (GGR is their difference). */
const rankSums = sql`sum(wagers)::bigint as wagers, sum(stake) as stake, sum(valid_bet) as valid_bet, sum(payout) as payout`;

/**
 * One statement over `grouped` (a grouped rollup read with rankSums): the
 * range's count and sums, left-joined with the page in the asked order (ties
 * broken by the keys), so an empty page still brings the totals. The sort
 * column and direction come from closed lists, never from the input.
 */
async function rankedRollup<K, T = object>(
  db: DrizzleDb,
  grouped: SQL,
  keys: readonly string[],
  q: RankedRollupQuery,
  extra: { totals: SQL; join: SQL } = { totals: sql``, join: sql`` },
) {
  const order = q.order === 'asc' ? 'asc' : 'desc';
  const orderBy = (prefix: string) => sql.raw([`${prefix}${SORT_COLUMNS[q.sort]} ${order}`, ...keys.map((k) => `${prefix}${k}`)].join(', '));
  const list = (prefix: string) => sql.raw(keys.map((k) => `${prefix}${k}`).join(', '));
  return rows<RankedSqlRow<K, T>>(db, sql`
    with g as (${grouped}),
    t as (
      select count(*) as total, coalesce(sum(wagers), 0)::text as total_wagers, coalesce(sum(stake), 0)::text as total_stake,
        coalesce(sum(valid_bet), 0)::text as total_valid_bet, coalesce(sum(payout), 0)::text as total_payout ${extra.totals}
      from g ${extra.join}
    ),
    p as (
      select ${list('')}, wagers, stake, valid_bet, payout, stake - payout as ggr from g
      order by ${orderBy('')} limit ${q.limit}::integer offset ${q.offset}::integer
    )
    select t.*, ${list('p.')}, p.wagers::text as wagers, p.stake::text as stake, p.valid_bet::text as valid_bet, p.payout::text as payout
    from t left join p on true
    order by ${orderBy('p.')}`);
}

/** The brand's games over brand-local days [fromDay, toDay] (shards and days summed), ranked, one page. */
export const findGameRollupPage = (db: DrizzleDb, merchantId: number, q: RankedRollupQuery) =>
  rankedRollup<{ vassalage: string; game_code: string; category: string }>(
    db,
    sql`select vassalage, game_code, category, ${rankSums}
      from wager_game_daily
      where merchant_id = ${merchantId}::integer and day between ${q.fromDay}::date and ${q.toDay}::date
      group by vassalage, game_code, category`,
    ['vassalage', 'game_code', 'category'],
    q,
  );

/**
 * Each member's bets over brand-local days [fromDay, toDay] from the member
 * rollup, ranked, one page; with the active members' count and how many of
 * them had no real-money bet before the range (their first day is in it).
 * That is one probe of the rollup's primary key (merchant, member, day) per
 * active member, a lateral LIMIT 1 so the planner never hashes the brand's
 * whole history instead.
 */
/** The brand's members over the months of [fromDay, toDay] (their monthly rollup, one row per member and month), ranked, one page; new players from their first day. */
export const findMemberRollupPage = (db: DrizzleDb, merchantId: number, q: RankedRollupQuery) =>
  rankedRollup<{ member_id: number | string }, { new_players: string | number }>(
    db,
    sql`select member_id, ${rankSums}
      from wager_member_monthly
      where merchant_id = ${merchantId}::integer and month between date_trunc('month', ${q.fromDay}::date)::date and ${q.toDay}::date
      group by member_id`,
    ['member_id'],
    q,
    {
      totals: sql`, (select count(*) from wager_member_first f
          where f.merchant_id = ${merchantId}::integer and f.first_day between ${q.fromDay}::date and ${q.toDay}::date) as new_players`,
      join: sql``,
    },
  );

export interface RollupMismatch {
  table: 'wager_member_daily' | 'wager_brand_daily' | 'wager_game_daily' | 'wager_brand_active' | 'wager_member_monthly';
  key: string;
  stored: string;
  recomputed: string;
}

/**
 * Every rollup against a recomputation from the wager rows (real money only),
 * in one snapshot: every difference, empty when they agree.
 */
export async function findRollupMismatches(db: DrizzleDb, merchantId: number): Promise<RollupMismatch[]> {
  return db.transaction(
    async (tx) => {
      const member = await rows<{ key: string; stored: string | null; recomputed: string | null }>(tx, sql`
        with s as (
          select member_id || '|' || day || '|' || category || '|' || vassalage as key, wagers || '/' || stake || '/' || valid_bet || '/' || payout as v
          from wager_member_daily where merchant_id = ${merchantId}::integer
        ), c as (
          select member_id || '|' || day || '|' || category || '|' || vassalage as key, count(*) || '/' || sum(stake) || '/' || sum(valid_bet) || '/' || sum(payout) as v
          from wagers where merchant_id = ${merchantId}::integer and not is_trial group by member_id, day, category, vassalage
        )
        select coalesce(s.key, c.key) as key, s.v as stored, c.v as recomputed from s full join c on s.key = c.key where s.v is distinct from c.v`);
      const brand = await rows<{ key: string; stored: string | null; recomputed: string | null }>(tx, sql`
        with s as (
          select day || '|' || category || '|' || vassalage as key, sum(wagers) || '/' || sum(stake) || '/' || sum(valid_bet) || '/' || sum(payout) as v
          from wager_brand_daily where merchant_id = ${merchantId}::integer group by day, category, vassalage
        ), c as (
          select day || '|' || category || '|' || vassalage as key, count(*) || '/' || sum(stake) || '/' || sum(valid_bet) || '/' || sum(payout) as v
          from wagers where merchant_id = ${merchantId}::integer and not is_trial group by day, category, vassalage
        )
        select coalesce(s.key, c.key) as key, s.v as stored, c.v as recomputed from s full join c on s.key = c.key where s.v is distinct from c.v`);
      const game = await rows<{ key: string; stored: string | null; recomputed: string | null }>(tx, sql`
        with s as (
          select day || '|' || category || '|' || vassalage || '|' || game_code as key, sum(wagers) || '/' || sum(stake) || '/' || sum(valid_bet) || '/' || sum(payout) as v
          from wager_game_daily where merchant_id = ${merchantId}::integer group by day, category, vassalage, game_code
        ), c as (
          select day || '|' || category || '|' || vassalage || '|' || game_code as key, count(*) || '/' || sum(stake) || '/' || sum(valid_bet) || '/' || sum(payout) as v
          from wagers where merchant_id = ${merchantId}::integer and not is_trial group by day, category, vassalage, game_code
        )
        select coalesce(s.key, c.key) as key, s.v as stored, c.v as recomputed from s full join c on s.key = c.key where s.v is distinct from c.v`);
      const active = await rows<{ key: string; stored: string | null; recomputed: string | null }>(tx, sql`
        with s as (
          select day::text as key, sum(members)::text as v from wager_brand_active where merchant_id = ${merchantId}::integer group by day
        ), d as (
          select day::text as key, count(*)::text as v from wager_member_days where merchant_id = ${merchantId}::integer group by day
        ), c as (
          select day::text as key, count(distinct member_id)::text as v from wagers where merchant_id = ${merchantId}::integer and not is_trial group by day
        )
        select coalesce(s.key, c.key) as key, s.v as stored, c.v as recomputed from s full join c on s.key = c.key where s.v is distinct from c.v
        union all
        select coalesce(d.key, c.key) || ' (member days)', d.v, c.v from d full join c on d.key = c.key where d.v is distinct from c.v`);
      const monthly = await rows<{ key: string; stored: string | null; recomputed: string | null }>(tx, sql`
        with s as (
          select member_id || '|' || month as key, wagers || '/' || stake || '/' || valid_bet || '/' || payout as v
          from wager_member_monthly where merchant_id = ${merchantId}::integer
        ), c as (
          select member_id || '|' || date_trunc('month', day)::date as key, count(*) || '/' || sum(stake) || '/' || sum(valid_bet) || '/' || sum(payout) as v
          from wagers where merchant_id = ${merchantId}::integer and not is_trial group by member_id, date_trunc('month', day)::date
        ), f as (
          select member_id::text as key, first_day::text as v from wager_member_first where merchant_id = ${merchantId}::integer
        ), cf as (
          select member_id::text as key, min(day)::text as v from wagers where merchant_id = ${merchantId}::integer and not is_trial group by member_id
        )
        select coalesce(s.key, c.key) as key, s.v as stored, c.v as recomputed from s full join c on s.key = c.key where s.v is distinct from c.v
        union all
        select coalesce(f.key, cf.key) || ' (first day)', f.v, cf.v from f full join cf on f.key = cf.key where f.v is distinct from cf.v`);
      const as = (table: RollupMismatch['table']) => (r: { key: string; stored: string | null; recomputed: string | null }): RollupMismatch => ({
        table,
        key: r.key,
        stored: r.stored ?? '(none)',
        recomputed: r.recomputed ?? '(none)',
      });
      return [
        ...member.map(as('wager_member_daily')),
        ...brand.map(as('wager_brand_daily')),
        ...game.map(as('wager_game_daily')),
        ...active.map(as('wager_brand_active')),
        ...monthly.map(as('wager_member_monthly')),
      ];
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Creates the month partitions of the wager table from `from` for `months` months (idempotent). */
export async function ensureWagerPartitions(db: DrizzleDb, from: Date, months: number): Promise<string[]> {
  const made: string[] = [];
  for (let i = 0; i < months; i++) {
    const month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1)).toISOString().slice(0, 10);
    const [row] = await rows<{ name: string }>(db, sql`select wagers_ensure_month(${month}::date) as name`);
    if (row) made.push(row.name);
  }
  return made;
}

/** Members who placed a real-money bet, per brand day in [fromDay, toDay] (the active rollup's shards summed: a few rows a day). */
export const activePlayersByDay = (db: DrizzleDb, merchantId: number, fromDay: string, toDay: string) =>
  rows<{ day: string; n: string | number }>(db, sql`
    select to_char(day, 'YYYY-MM-DD') as day, sum(members) as n
    from wager_brand_active
    where merchant_id = ${merchantId}::integer and day between ${fromDay}::date and ${toDay}::date
    group by day`);

export interface MemberWagerRow {
  id: string | number;
  settled_at: Date | string;
  source: string;
  source_ref: string;
  category: string;
  vassalage: string;
  game_code: string;
  stake: string;
  valid_bet: string;
  payout: string;
  result: 'win' | 'lose' | 'tie';
  is_trial: boolean;
}

/** A member's wagers newest first, below a (settled_at, id) cursor: one walk of wagers_member_idx. */
export const findMemberWagers = (db: DrizzleDb, merchantId: number, memberId: number, before: { at: Date; id: number } | null, limit: number) =>
  rows<MemberWagerRow>(db, sql`
    select id, settled_at, source, source_ref, category, vassalage, game_code, stake, valid_bet, payout, result, is_trial
    from wagers
    where merchant_id = ${merchantId}::integer and member_id = ${memberId}::integer
      ${before ? sql`and (settled_at, id) < (${before.at}::timestamptz, ${before.id}::bigint)` : sql``}
    order by settled_at desc, id desc
    limit ${limit}::integer`);

/** A member's valid bet per brand day and category in [from, to] (the rollup; rebates and points read it). */
export async function memberValidBetByDay(db: DrizzleDb, merchantId: number, memberId: number, from: string, to: string) {
  const rows = await db
    .select({ day: wagerMemberDaily.day, category: wagerMemberDaily.category, validBet: sql<string>`sum(${wagerMemberDaily.validBet})::text` })
    .from(wagerMemberDaily)
    .where(and(eq(wagerMemberDaily.merchantId, merchantId), eq(wagerMemberDaily.memberId, memberId), between(wagerMemberDaily.day, from, to)))
    .groupBy(wagerMemberDaily.day, wagerMemberDaily.category)
    .orderBy(asc(wagerMemberDaily.day), asc(wagerMemberDaily.category));
  return rows.map((r) => ({ day: r.day, category: r.category, validBet: BigInt(r.validBet) }));
}

/** Members who played (real money) on a day in [from, to], after `afterId`, in id order (a daily job's pages). */
export async function membersWhoPlayed(db: DrizzleDb, merchantId: number, from: string, to: string, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ memberId: wagerMemberDaily.memberId })
    .from(wagerMemberDaily)
    .where(and(eq(wagerMemberDaily.merchantId, merchantId), between(wagerMemberDaily.day, from, to), gt(wagerMemberDaily.memberId, afterId)))
    .orderBy(asc(wagerMemberDaily.memberId))
    .limit(limit);
  return rows.map((r) => r.memberId);
}

/** A member's valid bet of a brand month (its first day). */
export async function memberMonthValidBet(db: DrizzleDb, merchantId: number, memberId: number, month: string): Promise<bigint> {
  const [row] = await db
    .select({ validBet: wagerMemberMonthly.validBet })
    .from(wagerMemberMonthly)
    .where(and(eq(wagerMemberMonthly.merchantId, merchantId), eq(wagerMemberMonthly.month, month), eq(wagerMemberMonthly.memberId, memberId)));
  return row?.validBet ?? 0n;
}

/** Many members' valid bet by brand day and category in [from, to] (one query for a settled batch's members). */
export async function membersValidBetByDay(db: DrizzleDb, merchantId: number, memberIds: readonly number[], from: string, to: string) {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({ memberId: wagerMemberDaily.memberId, day: wagerMemberDaily.day, category: wagerMemberDaily.category, validBet: sql<string>`sum(${wagerMemberDaily.validBet})::text` })
    .from(wagerMemberDaily)
    .where(and(eq(wagerMemberDaily.merchantId, merchantId), sql`${wagerMemberDaily.memberId} = any(${pgArray(memberIds)}::integer[])`, between(wagerMemberDaily.day, from, to)))
    .groupBy(wagerMemberDaily.memberId, wagerMemberDaily.day, wagerMemberDaily.category);
  return rows.map((r) => ({ memberId: r.memberId, day: r.day, category: r.category, validBet: BigInt(r.validBet) }));
}

/** Many members' valid bet of a brand month. */
export async function membersMonthValidBet(db: DrizzleDb, merchantId: number, memberIds: readonly number[], month: string): Promise<Map<number, bigint>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: wagerMemberMonthly.memberId, validBet: wagerMemberMonthly.validBet })
    .from(wagerMemberMonthly)
    .where(and(eq(wagerMemberMonthly.merchantId, merchantId), eq(wagerMemberMonthly.month, month), sql`${wagerMemberMonthly.memberId} = any(${pgArray(memberIds)}::integer[])`));
  return new Map(rows.map((r) => [r.memberId, r.validBet]));
}

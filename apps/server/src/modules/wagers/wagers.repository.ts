/**
 * SQL of the wager stream (wagers, partitioned by month) and its exact daily
 * rollups (wager_member_daily, wager_brand_daily).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';

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
 * The wager and, for real money, both rollups in one statement (one round
 * trip, in the caller's transaction): wager_record (migration 0009), which
 * provider_apply calls too. The rollups add to a row per member × day ×
 * category × vendor and per brand × day × category × vendor × shard.
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

export interface RollupMismatch {
  table: 'wager_member_daily' | 'wager_brand_daily' | 'wager_brand_active';
  key: string;
  stored: string;
  recomputed: string;
}

/**
 * Both rollups against a recomputation from the wager rows (real money only),
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
      const as = (table: RollupMismatch['table']) => (r: { key: string; stored: string | null; recomputed: string | null }): RollupMismatch => ({
        table,
        key: r.key,
        stored: r.stored ?? '(none)',
        recomputed: r.recomputed ?? '(none)',
      });
      return [...member.map(as('wager_member_daily')), ...brand.map(as('wager_brand_daily')), ...active.map(as('wager_brand_active'))];
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

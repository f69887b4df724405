/**
 * A big brand for the read benchmarks (bench/wagers, bench/console): members
 * in bulk, and wagers spread over the last days, 6 categories and 6 vendors
 * (stakes and payouts from a fixed formula; 50 game codes), with the rollups rebuilt in bulk
 * with the same sums wager_record keeps (one wager at a time would take hours).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { round } from './pg';

type Db = Database['db'];

export async function exec(db: Db, statement: ReturnType<typeof sql>) {
  return ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** The month partitions of the wagers over `days` back (the app's job keeps the months ahead). */
export async function ensureWagerMonths(db: Db, days: number): Promise<void> {
  for (let m = 0; m <= Math.ceil(days / 28) + 1; m++) await exec(db, sql`select wagers_ensure_month((date_trunc('month', now()) - make_interval(months => ${m}))::date)`);
}

/** `count` members `bench1`..: a mobile number and an email each; returns the first id. */
export async function seedMembers(db: Db, merchantId: number, count: number): Promise<number> {
  const [first] = await exec(
    db,
    sql`insert into members (merchant_id, account, password_hash, password_changed_at, type, mobile_country_code, mobile_number, email)
      select ${merchantId}, 'bench' || g, '!bench', now(), 0, '+63', (9000000000 + g)::text, 'bench' || g || '@example.com'
      from generate_series(1, ${count}) g
      returning id`,
  );
  return Number(first?.id);
}

/** Wagers `from`..`to` (exclusive) of `members` members from `firstMember`, over the last `days` days; then the rollups rebuilt. */
export async function seedWagers(db: Db, o: { merchantId: number; firstMember: number; members: number; from: number; to: number; days: number }) {
  const started = performance.now();
  // In slices, so one statement never holds the whole batch in memory.
  for (let lo = o.from; lo < o.to; lo += 1_000_000) {
    const hi = Math.min(o.to, lo + 1_000_000);
    await exec(
      db,
      sql`insert into wagers (merchant_id, member_id, source, source_ref, category, vassalage, game_code, currency, stake, valid_bet, payout, result, is_trial, settled_at, day)
        select ${o.merchantId}, ${o.firstMember} + (g % ${o.members}), 'provider', 'bench:' || g, c.category, c.vassalage, 'g' || (g % 50), 'PHP',
          s.stake, s.stake, s.payout, case when s.payout > s.stake then 'win' when s.payout < s.stake then 'lose' else 'tie' end, false, t.at,
          ((t.at at time zone 'UTC') + interval '8 hours')::date
        from generate_series(${lo}::bigint, ${hi - 1}::bigint) g
        cross join lateral (select (array['RNG','LIVE','SPORTS','FISH','LOTT','PVP'])[1 + (g % 6)] as category,
                                   (array['JL','EVOL','PINN','FC','TCG','KM'])[1 + (g % 6)] as vassalage) c
        cross join lateral (select (100 + (g * 7919) % 9900)::bigint as stake, ((g * 104729) % 19800)::bigint as payout) s
        cross join lateral (select now() - make_interval(secs => ((g * 2654435761) % (${o.days} * 86400))::double precision) as at) t`,
    );
  }
  const inserted = performance.now();
  await exec(db, sql`delete from wager_member_daily where merchant_id = ${o.merchantId}`);
  await exec(db, sql`delete from wager_brand_daily where merchant_id = ${o.merchantId}`);
  await exec(
    db,
    sql`insert into wager_member_daily (merchant_id, member_id, day, category, vassalage, wagers, stake, valid_bet, payout)
      select merchant_id, member_id, day, category, vassalage, count(*), sum(stake), sum(valid_bet), sum(payout)
      from wagers where merchant_id = ${o.merchantId} and not is_trial group by merchant_id, member_id, day, category, vassalage`,
  );
  await exec(
    db,
    sql`insert into wager_brand_daily (merchant_id, day, category, vassalage, shard, wagers, stake, valid_bet, payout)
      select merchant_id, day, category, vassalage, member_id % 8, count(*), sum(stake), sum(valid_bet), sum(payout)
      from wagers where merchant_id = ${o.merchantId} and not is_trial group by merchant_id, day, category, vassalage, member_id % 8`,
  );
  await exec(db, sql`delete from wager_game_daily where merchant_id = ${o.merchantId}`);
  await exec(
    db,
    sql`insert into wager_game_daily (merchant_id, day, category, vassalage, game_code, shard, wagers, stake, valid_bet, payout)
      select merchant_id, day, category, vassalage, game_code, member_id % 8, count(*), sum(stake), sum(valid_bet), sum(payout)
      from wagers where merchant_id = ${o.merchantId} and not is_trial group by merchant_id, day, category, vassalage, game_code, member_id % 8`,
  );
  await exec(db, sql`delete from wager_member_days where merchant_id = ${o.merchantId}`);
  await exec(db, sql`delete from wager_brand_active where merchant_id = ${o.merchantId}`);
  await exec(db, sql`insert into wager_member_days (merchant_id, day, member_id) select distinct merchant_id, day, member_id from wager_member_daily where merchant_id = ${o.merchantId}`);
  await exec(
    db,
    sql`insert into wager_brand_active (merchant_id, day, shard, members)
      select merchant_id, day, member_id % 8, count(*) from wager_member_days where merchant_id = ${o.merchantId} group by merchant_id, day, member_id % 8`,
  );
  await exec(db, sql`delete from wager_member_monthly where merchant_id = ${o.merchantId}`);
  await exec(db, sql`delete from wager_member_first where merchant_id = ${o.merchantId}`);
  await exec(
    db,
    sql`insert into wager_member_monthly (merchant_id, month, member_id, wagers, stake, valid_bet, payout)
      select merchant_id, date_trunc('month', day)::date, member_id, sum(wagers), sum(stake), sum(valid_bet), sum(payout)
      from wager_member_daily where merchant_id = ${o.merchantId} group by merchant_id, date_trunc('month', day)::date, member_id`,
  );
  await exec(
    db,
    sql`insert into wager_member_first (merchant_id, member_id, first_day)
      select merchant_id, member_id, min(day) from wager_member_days where merchant_id = ${o.merchantId} group by merchant_id, member_id`,
  );
  const analyzed = ['wagers', 'wager_member_daily', 'wager_brand_daily', 'wager_game_daily', 'wager_member_days', 'wager_brand_active', 'wager_member_monthly', 'wager_member_first', 'members'];
  for (const table of analyzed) await exec(db, sql.raw(`analyze ${table}`));
  return { insertSeconds: round((inserted - started) / 1000, 1), rollupSeconds: round((performance.now() - inserted) / 1000, 1) };
}

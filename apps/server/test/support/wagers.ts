import { sql } from 'drizzle-orm';
import { findRollupMismatches } from '../../src/modules/wagers';
import type { Database } from '../../src/db/client';
import type { WalletTestApp } from './wallet';

type Scope = { database: Database; merchantId: number };

async function rows<T>(t: Scope, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** expectWagersSound for any database and brand (the multi-process test has no test app). */
export const expectWagersSoundIn = (database: Database, merchantId: number, label = '') => expectWagersSound({ database, merchantId }, label);

/**
 * The wager stream's invariants for the test brand: every closed round has
 * exactly one wager; each wager's stake and payout equal the ledger's
 * movements of its round on the member's main wallet (bets less refunds and
 * less what free rounds' grants paid in, wins); and every rollup equals a
 * recomputation from the wager rows.
 */
export async function expectWagersSound(t: Scope | WalletTestApp, label = ''): Promise<{ wagers: number }> {
  const closedWithout = await rows<{ n: number | string }>(t, sql`
    select count(*)::int as n from game_rounds r
    where r.merchant_id = ${t.merchantId} and r.status = 'closed'
      and (select count(*) from wagers w where w.merchant_id = r.merchant_id and w.source = 'provider' and w.source_ref = r.vassalage || ':' || r.round_id) <> 1`);
  if (Number(closedWithout[0]?.n) !== 0) throw new Error(`${label} ${closedWithout[0]?.n} closed rounds without exactly one wager`);

  const differing = await rows<{ source_ref: string; stake: string; payout: string; ledger_stake: string; ledger_payout: string }>(t, sql`
    with moves as (
      select lt.reference as ref,
        coalesce(sum(-le.amount) filter (where lt.type = 'bet'), 0) - coalesce(sum(le.amount) filter (where lt.type in ('refund', 'free_round_stake')), 0) as stake,
        coalesce(sum(le.amount) filter (where lt.type = 'win'), 0) as payout
      from ledger_transactions lt
      join ledger_entries le on le.transaction_id = lt.id
      join ledger_accounts la on la.id = le.account_id and la.owner_kind = 'member' and la.kind = 'main'
      where lt.merchant_id = ${t.merchantId} and lt.type in ('bet', 'win', 'refund', 'free_round_stake')
      group by lt.reference
    )
    select w.source_ref, w.stake::text as stake, w.payout::text as payout, coalesce(m.stake, 0)::text as ledger_stake, coalesce(m.payout, 0)::text as ledger_payout
    from wagers w left join moves m on m.ref = w.source_ref
    where w.merchant_id = ${t.merchantId} and (w.stake <> coalesce(m.stake, 0) or w.payout <> coalesce(m.payout, 0))`);
  if (differing.length > 0) throw new Error(`${label} wagers differ from the ledger: ${JSON.stringify(differing.slice(0, 5))}`);

  const mismatches = await findRollupMismatches(t.database.db, t.merchantId);
  if (mismatches.length > 0) throw new Error(`${label} rollups differ from a recomputation: ${JSON.stringify(mismatches.slice(0, 5))}`);
  const [count] = await rows<{ n: number | string }>(t, sql`select count(*)::int as n from wagers where merchant_id = ${t.merchantId}`);
  return { wagers: Number(count?.n ?? 0) };
}

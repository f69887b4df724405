import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import type { LEDGER_ACCOUNT_KINDS, LEDGER_OWNER_KINDS, LEDGER_TRANSACTION_TYPES } from '../../db/schema';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type LedgerOwnerKind = (typeof LEDGER_OWNER_KINDS)[number];
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];
export type LedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number];

export interface AccountKey {
  merchantId: number;
  ownerKind: LedgerOwnerKind;
  ownerId: number | null;
  kind: LedgerAccountKind;
  currency: string;
  vendorCode?: string;
  shard?: number;
}

/**
 * Insert-or-find, safe in parallel: the unique index decides, so two first
 * deposits of a new member cannot create two main wallets.
 */
export async function upsertAccount(db: DrizzleDb, key: AccountKey): Promise<LedgerAccountRow> {
  const values = { ...key, vendorCode: key.vendorCode ?? '', shard: key.shard ?? 0 };
  const [inserted] = await db.insert(ledgerAccounts).values(values).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [found] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, values.merchantId),
        eq(ledgerAccounts.ownerKind, values.ownerKind),
        sql`coalesce(${ledgerAccounts.ownerId}, 0) = ${values.ownerId ?? 0}`,
        eq(ledgerAccounts.kind, values.kind),
        eq(ledgerAccounts.currency, values.currency),
        eq(ledgerAccounts.vendorCode, values.vendorCode),
        eq(ledgerAccounts.shard, values.shard),
      ),
    );
  if (!found) throw new Error('ledger account vanished after a conflicting insert');
  return found;
}

export async function findAccounts(db: DrizzleDb, ids: readonly number[]): Promise<LedgerAccountRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, [...ids]));
}

export async function findAccount(db: DrizzleDb, id: number): Promise<LedgerAccountRow | undefined> {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return row;
}

/** Returns undefined when the key is already taken: the caller then replays the stored movement. */
export async function insertTransactionOnce(
  db: DrizzleDb,
  row: { merchantId: number; idempotencyKey: string; type: LedgerTransactionType; reference: string | null; metadata: Record<string, unknown> },
): Promise<LedgerTransactionRow | undefined> {
  const [inserted] = await db
    .insert(ledgerTransactions)
    .values({ ...row, createdAt: sql`clock_timestamp()` })
    .onConflictDoNothing()
    .returning();
  return inserted;
}

export async function findTransactionByKey(
  db: DrizzleDb,
  merchantId: number,
  idempotencyKey: string,
): Promise<{ transaction: LedgerTransactionRow; entries: LedgerEntryRow[] } | undefined> {
  const [transaction] = await db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.merchantId, merchantId), eq(ledgerTransactions.idempotencyKey, idempotencyKey)));
  if (!transaction) return undefined;
  const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, transaction.id)).orderBy(asc(ledgerEntries.id));
  return { transaction, entries };
}

/**
 * One atomic read-modify-write: the row lock is taken here and held to
 * commit, and the CHECK constraint refuses a member balance below zero.
 * Returns undefined if the account does not exist.
 */
export async function addToBalance(db: DrizzleDb, accountId: number, amount: bigint): Promise<bigint | undefined> {
  const [row] = await db
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${amount.toString()}::bigint` })
    .where(eq(ledgerAccounts.id, accountId))
    .returning({ balance: ledgerAccounts.balance });
  return row?.balance;
}

/**
 * The entries' timestamp is read after every account row is locked, so for
 * any one account timestamps follow the order in which balances changed, and
 * all entries of a movement share it: a check "as of" any instant sees whole
 * movements and consistent balances.
 */
export async function insertEntries(
  db: DrizzleDb,
  transactionId: number,
  entries: readonly { accountId: number; amount: bigint; balanceAfter: bigint }[],
): Promise<LedgerEntryRow[]> {
  // statement_timestamp(): one value for every row of this insert, taken after the updates above.
  const createdAt = sql`statement_timestamp()`;
  return db
    .insert(ledgerEntries)
    .values(entries.map((e) => ({ transactionId, accountId: e.accountId, amount: e.amount, balanceAfter: e.balanceAfter, createdAt })))
    .returning();
}

export async function sumHouseShards(db: DrizzleDb, merchantId: number, currency: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.ownerKind, 'house'), eq(ledgerAccounts.kind, 'house'), eq(ledgerAccounts.currency, currency)));
  return BigInt(row?.total ?? '0');
}

export interface LedgerMismatchRow {
  accountId: number;
  balance: bigint;
  entriesSum: bigint;
}

/** The sum of all entries (of one brand, or all), up to `at` when given. */
export async function sumEntries(db: DrizzleDb, opts: { at?: Date | undefined; merchantId?: number | undefined }): Promise<bigint> {
  const rows = await query<{ total: string }>(db, sql`
    select coalesce(sum(e.amount), 0)::text as total
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where true
      ${opts.at ? sql`and e.created_at <= ${opts.at.toISOString()}::timestamptz` : sql``}
      ${opts.merchantId !== undefined ? sql`and a.merchant_id = ${opts.merchantId}` : sql``}`);
  return BigInt(rows[0]?.total ?? '0');
}

/** Accounts whose stored balance differs from the sum of their entries right now. */
export async function findBalanceMismatches(db: DrizzleDb, opts: { merchantId?: number | undefined }): Promise<LedgerMismatchRow[]> {
  const rows = await query<MismatchSqlRow>(db, sql`
    select a.id as account_id, a.balance::text as balance, coalesce(s.total, 0)::text as entries_sum
    from ledger_accounts a
    left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s on s.account_id = a.id
    where a.balance <> coalesce(s.total, 0)
      ${opts.merchantId !== undefined ? sql`and a.merchant_id = ${opts.merchantId}` : sql``}
    order by a.id`);
  return toMismatches(rows);
}

/**
 * As of a past instant the live balance has moved on, so the account's
 * balance then is the balance_after of its last entry up to that instant.
 */
export async function findBalanceMismatchesAt(db: DrizzleDb, opts: { at: Date; merchantId?: number | undefined }): Promise<LedgerMismatchRow[]> {
  const rows = await query<MismatchSqlRow>(db, sql`
    select account_id, balance::text as balance, entries_sum::text as entries_sum from (
      select e.account_id,
        sum(e.amount) as entries_sum,
        (array_agg(e.balance_after order by e.id desc))[1] as balance
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where e.created_at <= ${opts.at.toISOString()}::timestamptz
        ${opts.merchantId !== undefined ? sql`and a.merchant_id = ${opts.merchantId}` : sql``}
      group by e.account_id
    ) per_account
    where balance <> entries_sum
    order by account_id`);
  return toMismatches(rows);
}

type MismatchSqlRow = { account_id: number | string; balance: string; entries_sum: string };

// Both drivers answer execute() with { rows }.
async function query<T>(db: DrizzleDb, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

function toMismatches(rows: MismatchSqlRow[]): LedgerMismatchRow[] {
  return rows.map((r) => ({
    accountId: Number(r.account_id),
    balance: BigInt(r.balance),
    entriesSum: BigInt(r.entries_sum),
  }));
}

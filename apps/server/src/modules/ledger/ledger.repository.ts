import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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

/** Locks accounts (ascending id, the order every movement locks in) and answers their balances by id. */
export async function lockAccounts(db: DrizzleDb, ids: readonly number[]): Promise<Map<number, bigint>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, sorted))
    .orderBy(ledgerAccounts.id)
    .for('update');
  return new Map(rows.map((r) => [r.id, r.balance]));
}

export async function findAccount(db: DrizzleDb, id: number): Promise<LedgerAccountRow | undefined> {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return row;
}

export interface LedgerPostRow {
  transactionId: number;
  transactionCreatedAt: Date;
  entryId: number;
  accountId: number;
  amount: bigint;
  balanceAfter: bigint;
  entryCreatedAt: Date;
  /** False: the idempotency key was used before; the rows are the stored movement's. */
  inserted: boolean;
}

type LedgerPostSqlRow = {
  transaction_id: number | string;
  transaction_created_at: string | Date;
  entry_id: number | string;
  account_id: number | string;
  amount: string | number | bigint;
  balance_after: string | number | bigint;
  entry_created_at: string | Date;
  inserted: boolean;
};

const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));
const intArray = (values: readonly (number | bigint)[]) => `{${values.join(',')}}`;

/**
 * One movement in one statement: the ledger_post function of migration 0004
 * (transaction row, balance updates in the given order, entries). Entries
 * must come sorted by account id.
 */
export async function callLedgerPost(
  db: DrizzleDb,
  input: { merchantId: number; idempotencyKey: string; type: LedgerTransactionType; reference?: string | undefined; metadata?: Record<string, unknown> | undefined },
  entries: readonly { accountId: number; amount: bigint }[],
): Promise<LedgerPostRow[]> {
  const rows = await query<LedgerPostSqlRow>(db, sql`
    select * from ledger_post(
      ${input.merchantId}::integer, ${input.idempotencyKey}::text, ${input.type}::text, ${input.reference ?? null}::text,
      ${JSON.stringify(input.metadata ?? {})}::jsonb,
      ${intArray(entries.map((e) => e.accountId))}::integer[], ${intArray(entries.map((e) => e.amount))}::bigint[])`);
  return rows.map((r) => ({
    transactionId: Number(r.transaction_id),
    transactionCreatedAt: toDate(r.transaction_created_at),
    entryId: Number(r.entry_id),
    accountId: Number(r.account_id),
    amount: BigInt(r.amount),
    balanceAfter: BigInt(r.balance_after),
    entryCreatedAt: toDate(r.entry_created_at),
    inserted: r.inserted,
  }));
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

/** Every account a member owns (main, locked, bonus, vendor wallets), with its balance. */
export function listMemberAccounts(db: DrizzleDb, merchantId: number, memberId: number): Promise<LedgerAccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.ownerKind, 'member'), eq(ledgerAccounts.ownerId, memberId)))
    .orderBy(asc(ledgerAccounts.id));
}

/** The bonus money granted to members of the brand in [from, to) (the NGR's cost side). */
export async function bonusGranted(db: DrizzleDb, merchantId: number, from: Date, to: Date): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ledgerEntries.amount})` })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerTransactions.merchantId, merchantId),
        eq(ledgerTransactions.type, 'bonus'),
        sql`${ledgerTransactions.createdAt} >= ${from} and ${ledgerTransactions.createdAt} < ${to}`,
        eq(ledgerAccounts.ownerKind, 'member'),
      ),
    );
  return BigInt(row?.total ?? 0);
}

/** Whether money has ever moved in the brand (its books are kept in its currency from the first movement). */
export async function brandHasMoney(db: DrizzleDb, merchantId: number): Promise<boolean> {
  const [row] = await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.merchantId, merchantId)).limit(1);
  return row !== undefined;
}

/**
 * One movement's entries summed by the kind of owner of their accounts (signed:
 * a channel that paid in is negative), as a subquery other modules join
 * laterally on the key each of their rows was moved under (`deposit:<id>`):
 * one probe of the key's unique index per row, so a reconciliation reads only
 * the movements of the rows it covers. Zeros when nothing moved under the key.
 */
export const movementSumsByKey = (merchantId: number, key: SQL): SQL => sql`(
  select coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.ownerKind} = 'payment_channel'), 0) as channel,
         coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.ownerKind} = 'member'), 0) as member,
         coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.ownerKind} = 'house'), 0) as house
  from ${ledgerTransactions}
  join ${ledgerEntries} on ${ledgerEntries.transactionId} = ${ledgerTransactions.id}
  join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerEntries.accountId}
  where ${ledgerTransactions.merchantId} = ${merchantId} and ${ledgerTransactions.idempotencyKey} = ${key})`;

/** One account's entries, newest first, with their movement's type, reference and metadata (a member's point details). */
export async function accountEntryPage(db: DrizzleDb, accountId: number, limit: number, offset: number) {
  const where = eq(ledgerEntries.accountId, accountId);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: ledgerEntries.id,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        createdAt: ledgerEntries.createdAt,
        type: ledgerTransactions.type,
        metadata: ledgerTransactions.metadata,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

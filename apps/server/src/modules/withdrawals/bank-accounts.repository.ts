import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { memberBankAccounts, merchantBanks } from '../../db/schema';

export type BankAccountRow = typeof memberBankAccounts.$inferSelect;
export type BankRow = typeof merchantBanks.$inferSelect;

export const BANK_ACCOUNT_UNIQUE = 'member_bank_accounts_unique';

export async function listActiveBankAccounts(db: DrizzleDb, merchantId: number, memberId: number): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(memberBankAccounts)
    .where(and(eq(memberBankAccounts.merchantId, merchantId), eq(memberBankAccounts.memberId, memberId), eq(memberBankAccounts.status, 'active')))
    .orderBy(asc(memberBankAccounts.id));
}

/** Only the member's own, active account: anyone else's id is "not found". */
export async function findActiveBankAccount(db: DrizzleDb, merchantId: number, memberId: number, id: number): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(memberBankAccounts)
    .where(
      and(
        eq(memberBankAccounts.id, id),
        eq(memberBankAccounts.merchantId, merchantId),
        eq(memberBankAccounts.memberId, memberId),
        eq(memberBankAccounts.status, 'active'),
      ),
    );
  return row;
}

export async function countActiveBankAccounts(db: DrizzleDb, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberBankAccounts)
    .where(and(eq(memberBankAccounts.memberId, memberId), eq(memberBankAccounts.status, 'active')));
  return Number(row?.n ?? 0);
}

/** Serializes one member's bank-account changes inside the caller's transaction (the count limit). */
export async function lockMemberBankAccounts(db: DrizzleDb, memberId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`bank-accounts:${memberId}`}))`);
}

export async function insertBankAccount(db: DrizzleDb, row: typeof memberBankAccounts.$inferInsert): Promise<BankAccountRow> {
  const [created] = await db.insert(memberBankAccounts).values(row).returning();
  if (!created) throw new Error('bank account insert returned nothing');
  return created;
}

/** Changes an active account of the member; undefined when there is none (removed meanwhile, or not theirs). */
export async function updateActiveBankAccount(
  db: DrizzleDb,
  memberId: number,
  id: number,
  patch: Partial<Pick<BankAccountRow, 'bankName' | 'payeeName' | 'accountNumber' | 'status' | 'updatedAt'>>,
): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .update(memberBankAccounts)
    .set(patch)
    .where(and(eq(memberBankAccounts.id, id), eq(memberBankAccounts.memberId, memberId), eq(memberBankAccounts.status, 'active')))
    .returning();
  return row;
}

/** The brand's bank list, in its order. */
export function listActiveBanks(db: DrizzleDb, merchantId: number): Promise<BankRow[]> {
  return db
    .select()
    .from(merchantBanks)
    .where(and(eq(merchantBanks.merchantId, merchantId), eq(merchantBanks.status, 'active')))
    .orderBy(asc(merchantBanks.sort), asc(merchantBanks.id));
}

/** Members of the brand with an active bank account of this number (search), newest member first. */
export async function membersWithAccountNumber(db: DrizzleDb, merchantId: number, accountNumber: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ memberId: memberBankAccounts.memberId })
    .from(memberBankAccounts)
    .where(and(eq(memberBankAccounts.merchantId, merchantId), eq(memberBankAccounts.accountNumber, accountNumber), eq(memberBankAccounts.status, 'active')));
  return rows.map((r) => r.memberId).sort((a, b) => b - a);
}

/** Other members whose active bank accounts share a number with this member's (linked accounts). */
export async function membersSharingBankAccounts(db: DrizzleDb, merchantId: number, memberId: number, limit: number) {
  const mine = db
    .select({ accountNumber: memberBankAccounts.accountNumber })
    .from(memberBankAccounts)
    .where(and(eq(memberBankAccounts.memberId, memberId), eq(memberBankAccounts.status, 'active')));
  return db
    .selectDistinct({ memberId: memberBankAccounts.memberId, accountNumber: memberBankAccounts.accountNumber })
    .from(memberBankAccounts)
    .where(
      and(
        eq(memberBankAccounts.merchantId, merchantId),
        eq(memberBankAccounts.status, 'active'),
        ne(memberBankAccounts.memberId, memberId),
        inArray(memberBankAccounts.accountNumber, mine),
      ),
    )
    .limit(limit);
}

/** Bank account numbers several members hold, most members first (the console's abuse clusters). */
export async function bankAccountClusters(db: DrizzleDb, merchantId: number, limit: number) {
  const { rows } = (await db.execute(sql`
    select account_number as shared, array_agg(distinct member_id) as ids
    from member_bank_accounts where merchant_id = ${merchantId}::integer and status = 'active'
    group by account_number having count(distinct member_id) > 1
    order by count(distinct member_id) desc limit ${limit}::integer`)) as unknown as { rows: { shared: string; ids: number[] }[] };
  return rows;
}

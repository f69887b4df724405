import { and, eq, gt, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { loginFailures } from '../../db/schema';

export interface FailureCounts {
  /** Failures on this account name from any address since `since`. */
  account: number;
  /** Failures from this address on any account since `since`. */
  address: number;
  /** Failures on this account name from this address since `pairSince`. */
  pair: number;
  /** The latest failure on this account name from this address. */
  lastPairAt: Date | null;
}

/**
 * The failure counts of one attempt in one statement. The rows are the same
 * whether the account exists or not (the key is the name typed), so the
 * counts, and every answer built from them, are too.
 */
export async function countFailures(
  db: DrizzleDb,
  merchantId: number,
  key: { account: string; ip: string },
  since: Date,
  pairSince: Date,
): Promise<FailureCounts> {
  const isAccount = sql`${loginFailures.account} = ${key.account}`;
  const isAddress = sql`${loginFailures.ip} = ${key.ip}`;
  const oldest = since < pairSince ? since : pairSince;
  const [row] = await db
    .select({
      account: sql<number>`count(*) filter (where ${isAccount} and ${loginFailures.createdAt} > ${since})`.mapWith(Number),
      address: sql<number>`count(*) filter (where ${isAddress} and ${loginFailures.createdAt} > ${since})`.mapWith(Number),
      pair: sql<number>`count(*) filter (where ${isAccount} and ${isAddress} and ${loginFailures.createdAt} > ${pairSince})`.mapWith(Number),
      lastPairAt: sql<string | Date | null>`max(${loginFailures.createdAt}) filter (where ${isAccount} and ${isAddress})`,
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.merchantId, merchantId), sql`(${isAccount} or ${isAddress})`, gt(loginFailures.createdAt, oldest)));
  return {
    account: row?.account ?? 0,
    address: row?.address ?? 0,
    pair: row?.pair ?? 0,
    lastPairAt: row?.lastPairAt ? new Date(row.lastPairAt) : null,
  };
}

export async function recordFailure(db: DrizzleDb, merchantId: number, key: { account: string; ip: string }, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ merchantId, ip: key.ip, account: key.account, createdAt: now });
}

/** After a success: this account's failures from this address are forgiven (others' stand until they age out). */
export async function clearPairFailures(db: DrizzleDb, merchantId: number, key: { account: string; ip: string }): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.account, key.account), eq(loginFailures.ip, key.ip)));
}

/** Failures on an account name from any address since `since` (the change-password guard counts per member). */
export async function countAccountFailures(db: DrizzleDb, merchantId: number, account: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(loginFailures)
    .where(and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.account, account), gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

/** Rows older than `before` count for nothing; a periodic purge keeps the table small. */
export async function purgeFailures(db: DrizzleDb, before: Date): Promise<number> {
  const rows = await db.delete(loginFailures).where(sql`${loginFailures.createdAt} < ${before}`).returning({ id: loginFailures.id });
  return rows.length;
}

import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { encryptionKeys, serverSecrets } from '../../db/schema';

export type EncryptionKeyRow = typeof encryptionKeys.$inferSelect;

/** The active key (newest unretired) and the keys retired after `retiredSince`. */
export function listUsableKeys(db: DrizzleDb, retiredSince: Date): Promise<EncryptionKeyRow[]> {
  return db
    .select()
    .from(encryptionKeys)
    .where(or(isNull(encryptionKeys.retiredAt), gt(encryptionKeys.retiredAt, retiredSince)))
    .orderBy(desc(encryptionKeys.createdAt));
}

export async function insertKey(db: DrizzleDb, row: typeof encryptionKeys.$inferInsert): Promise<void> {
  await db.insert(encryptionKeys).values(row);
}

export async function retireActiveKeys(db: DrizzleDb, at: Date): Promise<void> {
  await db.update(encryptionKeys).set({ retiredAt: at }).where(isNull(encryptionKeys.retiredAt));
}

/** The key ring's writes, one process at a time (advisory, until the transaction ends): ids of this lock space. */
const KEY_RING_LOCK = 7_420_002;
export async function lockKeyRing(tx: DrizzleDb): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${KEY_RING_LOCK})`);
}

export async function hasActiveKey(db: DrizzleDb): Promise<boolean> {
  const [row] = await db.select({ kid: encryptionKeys.kid }).from(encryptionKeys).where(isNull(encryptionKeys.retiredAt)).limit(1);
  return row !== undefined;
}

/** Inserts the secret unless one exists (two processes starting together agree on one), then reads it. */
export async function getOrCreateSecret(db: DrizzleDb, name: string, candidate: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select().from(serverSecrets).where(and(eq(serverSecrets.name, name))).limit(1);
  if (!row) throw new Error(`server secret ${name} missing after insert`);
  return row.value;
}

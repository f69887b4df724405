import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { staffSessions, staffUsers, uploads } from '../../db/schema';

export type StaffRow = typeof staffUsers.$inferSelect;

export async function findStaffByUsername(db: DrizzleDb, merchantId: number, username: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.merchantId, merchantId), sql`lower(${staffUsers.username}) = lower(${username})`));
  return row;
}

export function listStaff(db: DrizzleDb, merchantId: number): Promise<StaffRow[]> {
  return db.select().from(staffUsers).where(eq(staffUsers.merchantId, merchantId)).orderBy(staffUsers.username);
}

export async function insertStaff(db: DrizzleDb, row: typeof staffUsers.$inferInsert): Promise<StaffRow> {
  const [inserted] = await db.insert(staffUsers).values(row).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const existing = await findStaffByUsername(db, row.merchantId, row.username);
  if (!existing) throw new Error('staff vanished after a conflicting insert');
  return existing;
}

export async function insertStaffSession(db: DrizzleDb, row: typeof staffSessions.$inferInsert): Promise<void> {
  await db.insert(staffSessions).values(row);
}

export async function findStaffSession(db: DrizzleDb, tokenHash: string) {
  const [row] = await db
    .select({ session: staffSessions, staff: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
  return row;
}

export async function touchStaffSession(db: DrizzleDb, id: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
}

export async function revokeStaffSession(db: DrizzleDb, id: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, id));
}

export async function findUpload(db: DrizzleDb, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.merchantId, merchantId), eq(uploads.id, id)));
  return row;
}

import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { staffRoles, staffSessions, staffUsers, uploads } from '../../db/schema';

export type StaffRow = typeof staffUsers.$inferSelect;

export async function findStaffByUsername(db: DrizzleDb, merchantId: number, username: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.merchantId, merchantId), sql`lower(${staffUsers.username}) = lower(${username})`));
  return row;
}

/** One of the platform's staff (role `platform`, any brand as home), by name. */
export async function findPlatformStaffByUsername(db: DrizzleDb, username: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'platform'), sql`lower(${staffUsers.username}) = lower(${username})`))
    .orderBy(staffUsers.id)
    .limit(1);
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

/** A session by its token's hash, with its staff member and, for a custom role, that role's permissions (one query). */
export async function findStaffSession(db: DrizzleDb, tokenHash: string) {
  const [row] = await db
    .select({ session: staffSessions, staff: staffUsers, customPermissions: staffRoles.permissions })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .leftJoin(staffRoles, and(eq(staffRoles.merchantId, staffUsers.merchantId), eq(staffRoles.code, staffUsers.role)))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
  return row;
}

export type StaffRoleRow = typeof staffRoles.$inferSelect;

export async function findStaffRole(db: DrizzleDb, merchantId: number, code: string): Promise<StaffRoleRow | undefined> {
  const [row] = await db
    .select()
    .from(staffRoles)
    .where(and(eq(staffRoles.merchantId, merchantId), eq(staffRoles.code, code)));
  return row;
}

export async function upsertStaffRole(db: DrizzleDb, row: typeof staffRoles.$inferInsert): Promise<StaffRoleRow> {
  const [saved] = await db
    .insert(staffRoles)
    .values(row)
    .onConflictDoUpdate({ target: [staffRoles.merchantId, staffRoles.code], set: { name: row.name, permissions: row.permissions } })
    .returning();
  if (!saved) throw new Error('staff role upsert returned nothing');
  return saved;
}

/** Sets the confirmed authenticator when the code's step is newer than the last one used (single use). */
export async function confirmStaffTotp(db: DrizzleDb, staffId: number, secret: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ totpSecret: secret, totpLastStep: step })
    .where(and(eq(staffUsers.id, staffId), or(isNull(staffUsers.totpLastStep), sql`${staffUsers.totpLastStep} < ${step}`)))
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}

/** Records a login's code step; false when that step (or a later one) was already used. */
export async function useStaffTotpStep(db: DrizzleDb, staffId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(and(eq(staffUsers.id, staffId), or(isNull(staffUsers.totpLastStep), sql`${staffUsers.totpLastStep} < ${step}`)))
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}

/** The enrolment is confirmed: the session becomes a full one, with a full session's end. */
export async function verifyStaffSession(db: DrizzleDb, id: string, expiresAt: Date): Promise<void> {
  await db.update(staffSessions).set({ verified: true, enrolSecret: null, expiresAt }).where(eq(staffSessions.id, id));
}

/** A staff member's sessions that are still open (not revoked, not past their absolute end), newest first. */
export function listOpenStaffSessions(db: DrizzleDb, staffId: number, now: Date) {
  return db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)))
    .orderBy(desc(staffSessions.lastSeenAt));
}

/** Revokes one of a staff member's own sessions; false when it is not theirs or already ended. */
export async function revokeOwnStaffSession(db: DrizzleDb, staffId: number, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, id), eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return rows.length > 0;
}

/** Usernames of staff ids (the audit viewer names who wrote each entry). */
export async function staffNames(db: DrizzleDb, merchantId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, username: staffUsers.username })
    .from(staffUsers)
    // The platform's staff act on every brand: their names show wherever they decided something.
    .where(and(or(eq(staffUsers.merchantId, merchantId), eq(staffUsers.role, 'platform')), inArray(staffUsers.id, ids)));
  return new Map(rows.map((r) => [r.id, r.username]));
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

export async function findStaffById(db: DrizzleDb, merchantId: number, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(and(eq(staffUsers.merchantId, merchantId), eq(staffUsers.id, id)));
  return row;
}

/** The brand's staff (or one of them) with their open sessions' count and last activity. */
export async function listTeam(db: DrizzleDb, merchantId: number, now: Date, staffId?: number) {
  const open = and(eq(staffSessions.staffId, staffUsers.id), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now));
  return db
    .select({
      staff: staffUsers,
      roleName: staffRoles.name,
      rolePermissions: staffRoles.permissions,
      openSessions: sql<number>`(select count(*)::int from ${staffSessions} where ${open})`,
      lastSeenAt: sql<Date | string | null>`(select max(${staffSessions.lastSeenAt}) from ${staffSessions} where ${staffSessions.staffId} = ${staffUsers.id})`,
    })
    .from(staffUsers)
    .leftJoin(staffRoles, and(eq(staffRoles.merchantId, staffUsers.merchantId), eq(staffRoles.code, staffUsers.role)))
    .where(staffId === undefined ? eq(staffUsers.merchantId, merchantId) : and(eq(staffUsers.merchantId, merchantId), eq(staffUsers.id, staffId)))
    .orderBy(staffUsers.username);
}

export async function updateStaffUser(db: DrizzleDb, id: number, set: Partial<Pick<StaffRow, 'displayName' | 'role' | 'status' | 'totpSecret' | 'totpLastStep'>>): Promise<StaffRow> {
  const [row] = await db.update(staffUsers).set(set).where(eq(staffUsers.id, id)).returning();
  if (!row) throw new Error('staff vanished while updating');
  return row;
}

/** Ends every open session of a staff member; returns how many. */
export async function revokeAllStaffSessions(db: DrizzleDb, staffId: number, now: Date): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return rows.length;
}

/** Ends one open session of the brand's staff; the staff id it belonged to, or null. */
export async function revokeBrandStaffSession(db: DrizzleDb, merchantId: number, id: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, id), eq(staffSessions.merchantId, merchantId), isNull(staffSessions.revokedAt)))
    .returning({ staffId: staffSessions.staffId });
  return row?.staffId ?? null;
}

export async function listCustomRoles(db: DrizzleDb, merchantId: number) {
  return db.select().from(staffRoles).where(eq(staffRoles.merchantId, merchantId)).orderBy(staffRoles.code);
}

/** How many of the brand's staff hold each role code. */
export async function roleHolders(db: DrizzleDb, merchantId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ role: staffUsers.role, n: sql<number>`count(*)::int` })
    .from(staffUsers)
    .where(eq(staffUsers.merchantId, merchantId))
    .groupBy(staffUsers.role);
  return new Map(rows.map((r) => [r.role, Number(r.n)]));
}

export async function deleteCustomRole(db: DrizzleDb, merchantId: number, code: string): Promise<boolean> {
  const rows = await db
    .delete(staffRoles)
    .where(and(eq(staffRoles.merchantId, merchantId), eq(staffRoles.code, code)))
    .returning({ id: staffRoles.id });
  return rows.length > 0;
}

import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { accessRules, maintenanceWindows } from '../../db/schema';

export type MaintenanceWindowRow = typeof maintenanceWindows.$inferSelect;
export type AccessRuleRow = typeof accessRules.$inferSelect;

const activeWindow = (merchantId: number, now: Date) =>
  and(
    eq(maintenanceWindows.merchantId, merchantId),
    lte(maintenanceWindows.startsAt, now),
    or(isNull(maintenanceWindows.endsAt), gt(maintenanceWindows.endsAt, now)),
  );

/** Active windows, an open-ended one first, then the one ending last. */
export function findActiveMaintenance(db: DrizzleDb, merchantId: number, now: Date): Promise<MaintenanceWindowRow[]> {
  return db
    .select()
    .from(maintenanceWindows)
    .where(activeWindow(merchantId, now))
    .orderBy(sql`${maintenanceWindows.endsAt} desc nulls first`, desc(maintenanceWindows.id));
}

export async function insertMaintenance(
  db: DrizzleDb,
  values: { merchantId: number; startsAt: Date; endsAt: Date | null; reason?: string | null },
): Promise<MaintenanceWindowRow> {
  const [row] = await db.insert(maintenanceWindows).values(values).returning();
  if (!row) throw new Error('insert into maintenance_windows returned no row');
  return row;
}

/** Ends every active window at `now`; returns how many were ended. */
export async function endActiveMaintenance(db: DrizzleDb, merchantId: number, now: Date): Promise<number> {
  const rows = await db
    .update(maintenanceWindows)
    .set({ endsAt: now })
    .where(activeWindow(merchantId, now))
    .returning({ id: maintenanceWindows.id });
  return rows.length;
}

const activeRule = (merchantId: number, now: Date) =>
  and(
    eq(accessRules.merchantId, merchantId),
    or(isNull(accessRules.startsAt), lte(accessRules.startsAt, now)),
    or(isNull(accessRules.endsAt), gt(accessRules.endsAt, now)),
  );

export function findActiveAccessRules(db: DrizzleDb, merchantId: number, now: Date): Promise<AccessRuleRow[]> {
  return db.select().from(accessRules).where(activeRule(merchantId, now)).orderBy(asc(accessRules.id));
}

export async function insertAccessRule(
  db: DrizzleDb,
  values: { merchantId: number; kind: 'country' | 'ip'; value: string; startsAt?: Date | null; endsAt?: Date | null; note?: string | null },
): Promise<AccessRuleRow> {
  const [row] = await db.insert(accessRules).values(values).returning();
  if (!row) throw new Error('insert into access_rules returned no row');
  return row;
}

/** Ends the active rules of one kind and value at `now`, keeping them as history. */
export async function endAccessRules(
  db: DrizzleDb,
  merchantId: number,
  kind: 'country' | 'ip',
  value: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(accessRules)
    .set({ endsAt: now })
    .where(and(activeRule(merchantId, now), eq(accessRules.kind, kind), eq(accessRules.value, value)))
    .returning({ id: accessRules.id });
  return rows.length;
}

/** The windows that are on or to come, then the last `ended` that are over, newest first. */
export async function listMaintenance(db: DrizzleDb, merchantId: number, now: Date, ended = 10): Promise<MaintenanceWindowRow[]> {
  const current = await db
    .select()
    .from(maintenanceWindows)
    .where(and(eq(maintenanceWindows.merchantId, merchantId), or(isNull(maintenanceWindows.endsAt), gt(maintenanceWindows.endsAt, now))))
    .orderBy(asc(maintenanceWindows.startsAt));
  const past = await db
    .select()
    .from(maintenanceWindows)
    .where(and(eq(maintenanceWindows.merchantId, merchantId), lte(maintenanceWindows.endsAt, now)))
    .orderBy(desc(maintenanceWindows.endsAt))
    .limit(ended);
  return [...current, ...past];
}

/** Ends one window of the brand at `now` (a window not started yet ends at its start: cancelled); null if it was over. */
export async function endMaintenanceWindow(db: DrizzleDb, merchantId: number, id: number, now: Date): Promise<{ before: MaintenanceWindowRow; after: MaintenanceWindowRow } | null> {
  const [before] = await db
    .select()
    .from(maintenanceWindows)
    .where(and(eq(maintenanceWindows.merchantId, merchantId), eq(maintenanceWindows.id, id)))
    .for('update');
  const over = before?.endsAt && (before.endsAt.getTime() <= now.getTime() || before.endsAt.getTime() <= before.startsAt.getTime());
  if (!before || over) return null;
  const endsAt = before.startsAt.getTime() > now.getTime() ? before.startsAt : now;
  const [after] = await db.update(maintenanceWindows).set({ endsAt }).where(eq(maintenanceWindows.id, id)).returning();
  return after ? { before, after } : null;
}

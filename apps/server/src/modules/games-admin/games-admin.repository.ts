import { and, eq, lte, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { vendorMaintenance } from '../../db/schema';

export type VendorMaintenanceRow = typeof vendorMaintenance.$inferSelect;

/** Ended windows kept in view per vendor (older ones are in the audit log). */
const ENDED_SHOWN = 5;

export async function insertVendorMaintenance(db: DrizzleDb, row: typeof vendorMaintenance.$inferInsert): Promise<VendorMaintenanceRow> {
  const [inserted] = await db.insert(vendorMaintenance).values(row).returning();
  if (!inserted) throw new Error('vendor_maintenance insert returned nothing');
  return inserted;
}

/** Each vendor's open window and its last few ended ones, newest first. */
export async function listVendorMaintenance(db: DrizzleDb, merchantId: number): Promise<VendorMaintenanceRow[]> {
  const ranked = db
    .select({ id: vendorMaintenance.id, n: sql<number>`row_number() over (partition by ${vendorMaintenance.vassalage} order by ${vendorMaintenance.startsAt} desc, ${vendorMaintenance.id} desc)`.as('n') })
    .from(vendorMaintenance)
    .where(eq(vendorMaintenance.merchantId, merchantId))
    .as('ranked');
  const rows = await db
    .select({ window: vendorMaintenance })
    .from(vendorMaintenance)
    .innerJoin(ranked, eq(ranked.id, vendorMaintenance.id))
    .where(sql`${vendorMaintenance.state} <> 'ended' or ${ranked.n} <= ${ENDED_SHOWN}`)
    .orderBy(sql`${vendorMaintenance.state} = 'ended'`, sql`${vendorMaintenance.startsAt} desc`, sql`${vendorMaintenance.id} desc`);
  return rows.map((r) => r.window);
}

export async function lockVendorMaintenance(db: DrizzleDb, merchantId: number, id: number): Promise<VendorMaintenanceRow | undefined> {
  const [row] = await db
    .select()
    .from(vendorMaintenance)
    .where(and(eq(vendorMaintenance.merchantId, merchantId), eq(vendorMaintenance.id, id)))
    .for('update');
  return row;
}

export async function updateVendorMaintenance(
  db: DrizzleDb,
  id: number,
  change: Partial<Pick<VendorMaintenanceRow, 'state' | 'endsAt'>>,
): Promise<VendorMaintenanceRow> {
  const [row] = await db.update(vendorMaintenance).set(change).where(eq(vendorMaintenance.id, id)).returning();
  if (!row) throw new Error(`vendor_maintenance ${id} vanished`);
  return row;
}

/**
 * The windows whose time has come, of every brand, moved on (the job, in its
 * transaction): active ones past their end end; scheduled ones whose whole
 * window passed unnoticed end unapplied; scheduled ones that began become
 * active. Answers the windows that began and the active ones that ended.
 */
export async function advanceVendorMaintenance(db: DrizzleDb, now: Date) {
  const pastEnd = (state: 'active' | 'scheduled') => and(eq(vendorMaintenance.state, state), lte(vendorMaintenance.endsAt, now));
  const ended = await db.update(vendorMaintenance).set({ state: 'ended' }).where(pastEnd('active')).returning();
  await db.update(vendorMaintenance).set({ state: 'ended' }).where(pastEnd('scheduled'));
  const started = await db
    .update(vendorMaintenance)
    .set({ state: 'active' })
    .where(and(eq(vendorMaintenance.state, 'scheduled'), lte(vendorMaintenance.startsAt, now)))
    .returning();
  return { started, ended };
}

import { and, asc, eq } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { vendors } from '../../db/schema';

export type VendorRow = typeof vendors.$inferSelect;

/** The vendors the player site shows: the brand's switched-on rows. */
export function listVendors(db: DrizzleDb, merchantId: number): Promise<VendorRow[]> {
  return db
    .select()
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.enabled, true)))
    .orderBy(asc(vendors.sort), asc(vendors.displayName));
}

/** Every vendor row of the brand, switched off or not (the console). */
export function listAllVendorRows(db: DrizzleDb, merchantId: number): Promise<VendorRow[]> {
  return db.select().from(vendors).where(eq(vendors.merchantId, merchantId)).orderBy(asc(vendors.sort), asc(vendors.displayName), asc(vendors.gameType));
}

type VendorChange = Partial<Pick<VendorRow, 'enabled' | 'status' | 'walletMode'>>;

/** Changes every row of a vassalage (a vendor filed under several game types is one vendor); answers the rows changed. */
export function updateVendorRows(db: DrizzleDb, merchantId: number, vassalage: string, change: VendorChange): Promise<VendorRow[]> {
  return db
    .update(vendors)
    .set(change)
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.vassalage, vassalage)))
    .returning();
}

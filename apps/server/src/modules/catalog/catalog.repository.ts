import { asc, eq } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { vendors } from '../../db/schema';

export type VendorRow = typeof vendors.$inferSelect;

export function listVendors(db: DrizzleDb, merchantId: number): Promise<VendorRow[]> {
  return db
    .select()
    .from(vendors)
    .where(eq(vendors.merchantId, merchantId))
    .orderBy(asc(vendors.sort), asc(vendors.displayName));
}

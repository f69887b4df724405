import { and, asc, eq } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { vendors } from '../../db/schema';

/** The brand's vendors that keep a wallet of their own (one row per vendor code). */
export async function transferVendors(db: DrizzleDb, merchantId: number) {
  const rows = await db
    .select({ vassalage: vendors.vassalage, displayName: vendors.displayName, status: vendors.status })
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.walletMode, 'transfer')))
    .orderBy(asc(vendors.sort), asc(vendors.id));
  const byCode = new Map<string, { vassalage: string; displayName: string; maintenance: boolean }>();
  for (const r of rows) {
    const seen = byCode.get(r.vassalage);
    // A vendor listed under two game types is one wallet; under maintenance if any listing is.
    if (seen) seen.maintenance ||= r.status === 'MAINTENANCE';
    else byCode.set(r.vassalage, { vassalage: r.vassalage, displayName: r.displayName, maintenance: r.status === 'MAINTENANCE' });
  }
  return [...byCode.values()];
}

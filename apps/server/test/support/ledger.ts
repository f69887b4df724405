import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { merchants } from '../../src/db/schema';
import { findMerchantByCode } from '../../src/modules/brand/brand.repository';
import { createTestBrand, openTestDatabase } from '../helpers';

export interface LedgerTestDb {
  database: Database;
  merchantId: number;
  currency: string;
  /** A second brand, for the cross-brand refusal. */
  otherMerchantId: number;
  close: () => Promise<void>;
}

/**
 * The ledger on a test database (in-memory PGlite, or the shared PostgreSQL
 * with DATABASE_URL) with two brands of its own. Checks are scoped to these
 * brands so files running in parallel never see each other's movements; the
 * brands (and, by cascade, their ledger) are deleted afterwards.
 */
export async function openLedgerTestDb(): Promise<LedgerTestDb> {
  const database = await openTestDatabase();
  const codes = [(await createTestBrand(database)).code, (await createTestBrand(database)).code];
  const [main, other] = await Promise.all(codes.map((code) => findMerchantByCode(database.db, code)));
  if (!main || !other) throw new Error('test brand missing');
  return {
    database,
    merchantId: main.id,
    currency: main.currency,
    otherMerchantId: other.id,
    close: async () => {
      for (const code of codes) await database.db.delete(merchants).where(eq(merchants.code, code));
      await database.close();
    },
  };
}

let keyCounter = 0;
/** A fresh idempotency key. */
export const newKey = (prefix = 'k') => `${prefix}-${Date.now().toString(36)}-${(keyCounter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

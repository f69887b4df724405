import { asc, eq } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { merchantDomains, merchants, whitelabelFlags } from '../../db/schema';

export type MerchantRow = typeof merchants.$inferSelect;
export type DomainKind = (typeof merchantDomains.$inferSelect)['kind'];
export type WhitelabelFlagRow = typeof whitelabelFlags.$inferSelect;

export async function findMerchantByCode(db: DrizzleDb, code: string): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
  return row;
}

export async function findMerchantByHost(
  db: DrizzleDb,
  host: string,
): Promise<{ merchant: MerchantRow; kind: DomainKind } | undefined> {
  const [row] = await db
    .select({ merchant: merchants, kind: merchantDomains.kind })
    .from(merchantDomains)
    .innerJoin(merchants, eq(merchants.id, merchantDomains.merchantId))
    .where(eq(merchantDomains.host, host))
    .limit(1);
  return row;
}

export function listMerchants(db: DrizzleDb): Promise<(MerchantRow & { hosts: string[] })[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(merchants).orderBy(merchants.code);
    const domains = await tx.select().from(merchantDomains).orderBy(merchantDomains.host);
    return rows.map((m) => ({
      ...m,
      hosts: domains.filter((d) => d.merchantId === m.id).map((d) => `${d.host} (${d.kind})`),
    }));
  });
}

/** The brand's whitelabel flags (SPEC.md §3), in display order. */
export function listWhitelabelFlags(db: DrizzleDb, merchantId: number): Promise<WhitelabelFlagRow[]> {
  return db
    .select()
    .from(whitelabelFlags)
    .where(eq(whitelabelFlags.merchantId, merchantId))
    .orderBy(asc(whitelabelFlags.sort), asc(whitelabelFlags.modId));
}

/** The addresses the brand's console may be used from (empty: anywhere). */
export async function setConsoleAllowIps(db: DrizzleDb, merchantId: number, ips: string[]): Promise<void> {
  await db.update(merchants).set({ consoleAllowIps: ips }).where(eq(merchants.id, merchantId));
}

/** The brand's console address list as stored now (read per staff call: a change holds at once on every process). */
export async function findConsoleAllowIps(db: DrizzleDb, merchantId: number): Promise<string[]> {
  const [row] = await db.select({ ips: merchants.consoleAllowIps }).from(merchants).where(eq(merchants.id, merchantId));
  return row?.ips ?? [];
}

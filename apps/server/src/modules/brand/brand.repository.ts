import { and, asc, eq, sql } from 'drizzle-orm';
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

/** The brand as stored now (the console's settings read it fresh, never from the host cache). */
export async function findMerchantById(db: DrizzleDb, merchantId: number): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId)).limit(1);
  return row;
}

/** What the console changes on the brand row: basics, wallet limits, auto-confirm minutes. */
export type MerchantSettings = Partial<
  Pick<
    MerchantRow,
    | 'supportedLanguages'
    | 'defaultLanguage'
    | 'currency'
    | 'currencySymbol'
    | 'gmtOffsetMinutes'
    | 'withdrawMin'
    | 'withdrawMax'
    | 'withdrawDailyMax'
    | 'withdrawDailyCount'
    | 'withdrawAutoConfirmMinutes'
    | 'humanChallengeMaxNumber'
  >
>;

/** Changes the brand row; locks it first, so two editors' changes apply one after the other. */
export async function lockMerchant(db: DrizzleDb, merchantId: number): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId)).for('update');
  return row;
}

export async function updateMerchantSettings(db: DrizzleDb, merchantId: number, settings: MerchantSettings): Promise<MerchantRow> {
  const [row] = await db.update(merchants).set(settings).where(eq(merchants.id, merchantId)).returning();
  if (!row) throw new Error(`brand ${merchantId} missing`);
  return row;
}

export type DomainRow = typeof merchantDomains.$inferSelect;

export function listDomains(db: DrizzleDb, merchantId: number): Promise<DomainRow[]> {
  return db.select().from(merchantDomains).where(eq(merchantDomains.merchantId, merchantId)).orderBy(asc(merchantDomains.kind), asc(merchantDomains.host));
}

/** Adds a host; undefined when the host serves a brand already (this one or another). */
export async function insertDomain(db: DrizzleDb, row: { merchantId: number; host: string; kind: DomainKind }): Promise<DomainRow | undefined> {
  const [inserted] = await db.insert(merchantDomains).values(row).onConflictDoNothing({ target: merchantDomains.host }).returning();
  return inserted;
}

export async function deleteDomain(db: DrizzleDb, merchantId: number, host: string): Promise<DomainRow | undefined> {
  const [deleted] = await db
    .delete(merchantDomains)
    .where(and(eq(merchantDomains.merchantId, merchantId), eq(merchantDomains.host, host)))
    .returning();
  return deleted;
}

/** Sets flags' switches in one statement, adding a flag the brand's rows lack (under its module). */
export async function saveWhitelabelFlags(
  db: DrizzleDb,
  merchantId: number,
  flags: readonly { modId: string; parentModId: string | null; enabled: boolean; sort: number }[],
): Promise<void> {
  if (flags.length === 0) return;
  await db
    .insert(whitelabelFlags)
    .values(flags.map((flag) => ({ merchantId, ...flag })))
    .onConflictDoUpdate({ target: [whitelabelFlags.merchantId, whitelabelFlags.modId], set: { enabled: sql`excluded.enabled` } });
}

import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { brandResources, customerServices, helpTopics, registerFieldSettings } from '../../db/schema';

export type ResourceRow = typeof brandResources.$inferSelect;
export type CustomerServiceRow = typeof customerServices.$inferSelect;
export type RegisterFieldRow = typeof registerFieldSettings.$inferSelect;
export type HelpTopicRow = typeof helpTopics.$inferSelect;


export function listResources(db: DrizzleDb, merchantId: number): Promise<ResourceRow[]> {
  return db
    .select()
    .from(brandResources)
    .where(eq(brandResources.merchantId, merchantId))
    .orderBy(asc(brandResources.sort), asc(brandResources.id));
}

export function listCustomerServices(db: DrizzleDb, merchantId: number): Promise<CustomerServiceRow[]> {
  return db
    .select()
    .from(customerServices)
    .where(eq(customerServices.merchantId, merchantId))
    .orderBy(asc(customerServices.sort), asc(customerServices.id));
}

export function listRegisterFields(db: DrizzleDb, merchantId: number): Promise<RegisterFieldRow[]> {
  return db
    .select()
    .from(registerFieldSettings)
    .where(eq(registerFieldSettings.merchantId, merchantId))
    .orderBy(asc(registerFieldSettings.field));
}

/** Replaces the brand's field rules: one row per field given (a field without a row is not shown). */
export async function saveRegisterFields(
  db: DrizzleDb,
  merchantId: number,
  rules: readonly Omit<RegisterFieldRow, 'merchantId'>[],
): Promise<void> {
  if (rules.length === 0) return;
  await db
    .insert(registerFieldSettings)
    .values(rules.map((r) => ({ merchantId, ...r })))
    .onConflictDoUpdate({
      target: [registerFieldSettings.merchantId, registerFieldSettings.field],
      set: {
        enabled: sql`excluded.enabled`,
        required: sql`excluded.required`,
        minLength: sql`excluded.min_length`,
        maxLength: sql`excluded.max_length`,
        patternId: sql`excluded.pattern_id`,
      },
    });
}

export function listHelpTopics(
  db: DrizzleDb,
  merchantId: number,
  language: string,
  device: string,
): Promise<HelpTopicRow[]> {
  return db
    .select()
    .from(helpTopics)
    .where(
      and(
        eq(helpTopics.merchantId, merchantId),
        eq(helpTopics.language, language),
        or(isNull(helpTopics.device), eq(helpTopics.device, device)),
      ),
    )
    .orderBy(asc(helpTopics.sort), asc(helpTopics.id));
}

// ----- The console's writes (help topics, customer-service entries, resources) -----

export function listAllHelpTopics(db: DrizzleDb, merchantId: number): Promise<HelpTopicRow[]> {
  return db.select().from(helpTopics).where(eq(helpTopics.merchantId, merchantId)).orderBy(asc(helpTopics.language), asc(helpTopics.sort), asc(helpTopics.id));
}

/** The three kinds of row the console writes, by name, so one set of functions serves them all. */
const SITE_TABLES = { help: helpTopics, cs: customerServices, resource: brandResources } as const;
/** Every one has `id` and `merchant_id`: the queries below are built on one of them and hold for all three. */
const tableOf = (kind: SiteKind) => SITE_TABLES[kind] as unknown as typeof helpTopics;
type SiteTables = typeof SITE_TABLES;
export type SiteKind = keyof SiteTables;
export type SiteRow<K extends SiteKind> = SiteTables[K]['$inferSelect'];
type SiteInsert<K extends SiteKind> = SiteTables[K]['$inferInsert'];

export async function findSiteRow<K extends SiteKind>(db: DrizzleDb, kind: K, merchantId: number, id: number): Promise<SiteRow<K> | undefined> {
  const table = tableOf(kind);
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.merchantId, merchantId), eq(table.id, id)));
  return row as SiteRow<K> | undefined;
}

export async function insertSiteRow<K extends SiteKind>(db: DrizzleDb, kind: K, row: SiteInsert<K>): Promise<SiteRow<K>> {
  const [created] = await db.insert(tableOf(kind)).values(row as never).returning();
  return created as SiteRow<K>;
}

export async function updateSiteRow<K extends SiteKind>(db: DrizzleDb, kind: K, merchantId: number, id: number, set: Partial<SiteInsert<K>>): Promise<SiteRow<K> | undefined> {
  const table = tableOf(kind);
  const [row] = await db
    .update(table)
    .set(set as never)
    .where(and(eq(table.merchantId, merchantId), eq(table.id, id)))
    .returning();
  return row as SiteRow<K> | undefined;
}

export async function deleteSiteRow<K extends SiteKind>(db: DrizzleDb, kind: K, merchantId: number, id: number): Promise<SiteRow<K> | undefined> {
  const table = tableOf(kind);
  const [row] = await db
    .delete(table)
    .where(and(eq(table.merchantId, merchantId), eq(table.id, id)))
    .returning();
  return row as SiteRow<K> | undefined;
}

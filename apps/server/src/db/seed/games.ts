import { count, eq } from 'drizzle-orm';
import type { DrizzleDb } from '../database';
import * as s from '../schema';
import { IN_HOUSE_VENDORS, STUDIO_GAMES, gameIconPath, type GameSeed } from './games-catalog';

/** Each seeded brand's catalog: the studio's games, every one of which plays (issue 11). */
export const BRAND_CATALOGS: Record<string, () => readonly GameSeed[]> = {
  demo: () => STUDIO_GAMES,
  nova: () => STUDIO_GAMES,
};

/**
 * Adds the in-house vendor rows and a catalog to a brand, once: a brand that
 * already has games is left as it is (operators' edits survive restarts),
 * and the unique (brand, node id) makes a concurrent second seeder a no-op.
 * The winners board starts empty: only real rounds put wins on it.
 */
export async function seedGameCatalog(db: DrizzleDb, merchantId: number, catalog: readonly GameSeed[], now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(s.games).where(eq(s.games.merchantId, merchantId));
    if ((existing?.n ?? 0) > 0) return;
    const [{ n: vendorCount } = { n: 0 }] = await tx.select({ n: count() }).from(s.vendors).where(eq(s.vendors.merchantId, merchantId));
    await tx
      .insert(s.vendors)
      .values(
        IN_HOUSE_VENDORS.map((v, i) => ({
          merchantId,
          vassalage: v.vassalage,
          displayName: v.displayName,
          gameType: v.gameType,
          gameCategory: v.gameCategory,
          // The same path seedBrand gives vendors (seed.ts vendorIconPath; importing it would make a cycle).
          iconPath: `/vendors/${v.vassalage.toLowerCase()}.svg`,
          sort: vendorCount + i,
        })),
      )
      .onConflictDoNothing();
    // Only games of vendors the brand has (a test brand may carry fewer vendors than the catalog names).
    const vendorKeys = new Set(
      (await tx.select({ v: s.vendors.vassalage, t: s.vendors.gameType }).from(s.vendors).where(eq(s.vendors.merchantId, merchantId))).map(
        (r) => `${r.v}|${r.t}`,
      ),
    );
    const rows = catalog.filter((g) => vendorKeys.has(`${g.vassalage}|${g.gameType}`));
    if (rows.length === 0) return;
    await tx
      .insert(s.games)
      .values(
        rows.map((g) => ({
          merchantId,
          nodeId: g.nodeId,
          gameName: g.gameName,
          gameCode: g.gameCode,
          vassalage: g.vassalage,
          gameType: g.gameType,
          classify: g.classify,
          iconPath: gameIconPath(g.nodeId),
          isGame: g.isGame,
          minBet: g.minBet,
          lines: g.lines,
          tags: g.tags,
          sort: g.sort,
          status: g.status,
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
  });
}

/** Seeds the catalog of a seeded brand (by code); brands without a catalog are skipped. */
export async function seedGames(db: DrizzleDb, brandCode: string): Promise<void> {
  const catalog = BRAND_CATALOGS[brandCode];
  if (!catalog) return;
  const [merchant] = await db.select({ id: s.merchants.id }).from(s.merchants).where(eq(s.merchants.code, brandCode));
  if (!merchant) return;
  await seedGameCatalog(db, merchant.id, catalog());
}

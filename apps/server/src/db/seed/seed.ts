import { PATTERNS } from '@wps/contracts';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { WHITELABEL_MODULES } from '../../modules/brand/whitelabel-modules';
import type { DrizzleDb } from '../database';
import * as s from '../schema';
import { seedPlatformStaff, seedWallet } from './wallet';
import { seedGames } from './games';
import { seedContent } from './content';
import { seedPromotions } from './promotions';
import { seedLoyalty } from './loyalty';
import { seedEngagement } from './engagement';
import { seedProviderSettings } from '../../modules/provider/provider.seed';
import { seedJackpots } from '../../modules/jackpot';
import { DEMO_ACCOUNTS, seedAccounts, seedOAuthProviders } from './accounts';
import { seedAgentContracts } from './agents';
import { SEED_BRANDS } from './brands';
import type { BrandSeed } from './seed-types';

export const vendorIconPath = (vassalage: string) => `/vendors/${vassalage.toLowerCase()}.svg`;

/**
 * Creates a brand with all its content in one transaction, once: an existing
 * merchant code is left untouched, so operators' later edits survive restarts,
 * and two processes seeding at once cannot both insert (the unique code makes
 * the loser's insert a no-op). Returns the new merchant id, or null if the
 * brand already existed.
 */
export async function seedBrand(db: DrizzleDb, brand: BrandSeed): Promise<number | null> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(s.merchants)
      .values({
        code: brand.code,
        name: brand.name,
        currency: brand.currency,
        currencySymbol: brand.currencySymbol,
        gmtOffsetMinutes: brand.gmtOffsetMinutes,
        defaultLanguage: 'EN',
        supportedLanguages: brand.supportedLanguages,
        platform: 'WEB',
        lotteryType: 'SEA',
        cockfightVendors: brand.cockfightVendors,
        exceptionVendors: brand.exceptionVendors,
        prizeModes: brand.prizeModes,
        agentTypes: brand.agentTypes,
        trialType: brand.trialType,
        themePrimary: brand.themePrimary,
        themeAccent: brand.themeAccent,
        mainDomain: brand.mainDomain,
        gtagId: brand.gtagId,
        imageCdns: brand.imageCdns,
        launchGameCdns: brand.launchGameCdns,
      })
      .onConflictDoNothing({ target: s.merchants.code })
      .returning({ id: s.merchants.id });
    const merchantId = inserted[0]?.id;
    if (merchantId === undefined) return null;

    await tx.insert(s.merchantDomains).values(brand.domains.map((d) => ({ merchantId, host: d.host.toLowerCase(), kind: d.kind })));

    const disabled = new Set(brand.disabledFlags);
    const modules = Object.entries(WHITELABEL_MODULES);
    // Parents first: children reference them through the composite foreign key.
    await tx.insert(s.whitelabelFlags).values(
      modules.map(([modId], sort) => ({ merchantId, modId, parentModId: null, enabled: !disabled.has(modId), sort })),
    );
    await tx.insert(s.whitelabelFlags).values(
      modules.flatMap(([parent, children]) =>
        children.map((modId, sort) => ({ merchantId, modId, parentModId: parent, enabled: !disabled.has(modId), sort })),
      ),
    );

    if (brand.resources.length > 0) {
      await tx.insert(s.brandResources).values(
        brand.resources.map((r, sort) => ({
          merchantId,
          resourceType: r.resourceType,
          url: r.url,
          labelNameEn: r.labelNameEn ?? null,
          sort,
        })),
      );
    }
    if (brand.customerService.length > 0) {
      await tx.insert(s.customerServices).values(
        brand.customerService.map((c, sort) => ({ merchantId, csType: c.csType, title: c.title, links: c.links, sort })),
      );
    }
    if (brand.helpTopics.length > 0) {
      const sortByLanguage = new Map<string, number>();
      await tx.insert(s.helpTopics).values(
        brand.helpTopics.map((t) => {
          const sort = sortByLanguage.get(t.language) ?? 0;
          sortByLanguage.set(t.language, sort + 1);
          return {
            merchantId,
            language: t.language,
            device: t.device ?? null,
            anchor: t.anchor,
            title: t.title,
            content: sanitizeRichText(t.content),
            sort,
          };
        }),
      );
    }
    const fields = Object.entries(brand.registerFields);
    if (fields.length > 0) {
      await tx.insert(s.registerFieldSettings).values(
        fields.map(([field, f]) => ({
          merchantId,
          field,
          enabled: f.enabled,
          required: f.required,
          minLength: f.minLength ?? null,
          maxLength: f.maxLength ?? null,
          patternId: f.patternId !== undefined && f.patternId in PATTERNS ? f.patternId : null,
        })),
      );
    }
    if (brand.vendors.length > 0) {
      await tx.insert(s.vendors).values(
        brand.vendors.map((v, sort) => ({
          merchantId,
          vassalage: v.vassalage,
          displayName: v.displayName,
          gameType: v.gameType,
          gameCategory: v.gameCategory,
          iconPath: vendorIconPath(v.vassalage),
          status: v.status ?? 'ACTIVE',
          walletMode: v.walletMode ?? 'seamless',
          sort,
        })),
      );
    }
    return merchantId;
  });
}

export async function seedDemoContent(db: DrizzleDb): Promise<void> {
  for (const brand of SEED_BRANDS) {
    await seedBrand(db, brand);
    await seedOAuthProviders(db, brand.code);
    await seedAccounts(db, brand.code, DEMO_ACCOUNTS[brand.code] ?? []);
    await seedAgentContracts(db, brand.code);
    await seedWallet(db, brand.code);
    await seedGames(db, brand.code);
    await seedProviderSettings(db, brand.code);
    await seedContent(db, brand.code);
    await seedPromotions(db, brand.code);
    await seedLoyalty(db, brand.code);
    await seedEngagement(db, brand.code);
    await seedJackpots(db, brand.code);
  }
  await seedPlatformStaff(db);
}

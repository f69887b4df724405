import { eq } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { merchants, providerSettings, vendors } from '../../db/schema';
import { newProviderSecret } from './provider.signature';

/** The in-house studio: its games are served by this project and talk to it only through the provider API. */
export const STUDIO_VASSALAGE = 'WPS';
export const STUDIO_LAUNCH_URL = '/studio/lucky-reels/';

/** Where a fictional demo vendor would take its players (nothing answers there: the demo vendors are names only). */
const demoLaunchUrl = (vassalage: string) => `https://games.example.invalid/${vassalage.toLowerCase()}/launch`;

/**
 * Provider settings for every vendor of the brand plus the studio, each with
 * a secret generated here. Runs on every start: settings that exist are left
 * alone (an operator's secret or allow-list survives restarts).
 */
export async function seedProviderSettings(db: DrizzleDb, merchantCode: string): Promise<void> {
  const [merchant] = await db.select({ id: merchants.id, currency: merchants.currency }).from(merchants).where(eq(merchants.code, merchantCode)).limit(1);
  if (!merchant) return;
  const rows = await db.selectDistinct({ vassalage: vendors.vassalage }).from(vendors).where(eq(vendors.merchantId, merchant.id));
  const vassalages = new Set([...rows.map((r) => r.vassalage), STUDIO_VASSALAGE]);
  await db
    .insert(providerSettings)
    .values(
      [...vassalages].map((vassalage) => ({
        merchantId: merchant.id,
        vassalage,
        secret: newProviderSecret(),
        launchUrl: vassalage === STUDIO_VASSALAGE ? STUDIO_LAUNCH_URL : demoLaunchUrl(vassalage),
        currency: merchant.currency,
        allowedIps: [],
        enabled: true,
      })),
    )
    .onConflictDoNothing();
}

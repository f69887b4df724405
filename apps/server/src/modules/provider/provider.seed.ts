import { eq } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { merchants, providerSettings } from '../../db/schema';
import { newProviderSecret } from './provider.signature';

/** The in-house studio: its games are served by this project and talk to it only through the provider API. */
export const STUDIO_VASSALAGE = 'WPS';
/** Each studio game is its own page; the launch fills in the game code (provider.service.ts launchUrl). */
export const STUDIO_LAUNCH_URL = '/studio/{game}/';
/** The studio's live tables report their state here (GLS2_roomList). */
export const STUDIO_LOBBY_URL = '/studio/tables/api/lobby';

/**
 * Provider settings for the studio, with a secret generated here. Runs on
 * every start: settings that exist are left alone (an operator's secret or
 * allow-list survives restarts). A third-party vendor gets its settings (its
 * launch address, its secret) when an operator connects it; nothing is made
 * up for it here.
 */
export async function seedProviderSettings(db: DrizzleDb, merchantCode: string): Promise<void> {
  const [merchant] = await db.select({ id: merchants.id, currency: merchants.currency }).from(merchants).where(eq(merchants.code, merchantCode)).limit(1);
  if (!merchant) return;
  await db
    .insert(providerSettings)
    .values({
      merchantId: merchant.id,
      vassalage: STUDIO_VASSALAGE,
      secret: newProviderSecret(),
      launchUrl: STUDIO_LAUNCH_URL,
      lobbyUrl: STUDIO_LOBBY_URL,
      currency: merchant.currency,
      allowedIps: [],
      enabled: true,
    })
    .onConflictDoNothing();
}

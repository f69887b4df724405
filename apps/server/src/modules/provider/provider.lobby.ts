/**
 * A vendor's live tables as it reports them (its lobby address in
 * provider_settings.lobby_url): each table's state, seated players and
 * stake limits, for the room list (GLS2_roomList). Read with a short
 * timeout and cached briefly per brand and vendor; a vendor that does not
 * answer reports nothing (the room list shows no figure rather than a guess).
 */
import { LRUCache } from 'lru-cache';
import { ZMinor } from '@wps/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DrizzleDb } from '../../db/database';
import { findProviderSettings } from './provider.repository';

export const ZVendorLobby = z.object({
  tables: z
    .array(
      z.object({
        gameCode: z.string().min(1).max(100),
        status: z.enum(['OPEN', 'MAINTENANCE']),
        players: z.number().int().min(0).max(10_000_000),
        minBet: ZMinor,
        maxBet: ZMinor,
      }),
    )
    .max(1000),
});
export type TVendorLobbyTable = z.infer<typeof ZVendorLobby>['tables'][number];

const LOBBY_TTL_MS = 5_000;
const LOBBY_TIMEOUT_MS = 2_000;
/** Each vendor's last answer (null: none), kept LOBBY_TTL_MS, at most 1,000 vendors of brands. */
const cache = new LRUCache<string, { tables: Map<string, TVendorLobbyTable> | null }>({ max: 1000, ttl: LOBBY_TTL_MS });

function readLobby(text: string): Map<string, TVendorLobbyTable> | null {
  const json = JSON.parse(text) as { success?: unknown; value?: unknown };
  const parsed = ZVendorLobby.safeParse(json.value);
  if (json.success !== true || !parsed.success) return null;
  return new Map(parsed.data.tables.map((t) => [t.gameCode, t]));
}

/** The vendor's tables by game code, or null when it reports none (no lobby address, or no answer). */
export async function vendorLobby(
  app: FastifyInstance,
  db: DrizzleDb,
  ctx: { merchantId: number; host: string; currency: string; log: Pick<FastifyBaseLogger, 'warn'> },
  vassalage: string,
): Promise<Map<string, TVendorLobbyTable> | null> {
  const key = `${ctx.merchantId}:${vassalage}`;
  const hit = cache.get(key);
  if (hit) return hit.tables;
  const settings = await findProviderSettings(db, ctx.merchantId, vassalage);
  let tables: Map<string, TVendorLobbyTable> | null = null;
  if (settings?.enabled && settings.lobbyUrl) {
    try {
      if (settings.lobbyUrl.startsWith('/')) {
        // A vendor this project serves: through this app's own routes, as the brand's host.
        const res = await app.inject({ method: 'GET', url: `${settings.lobbyUrl}?currency=${encodeURIComponent(ctx.currency)}`, headers: { host: ctx.host } });
        tables = res.statusCode === 200 ? readLobby(res.body) : null;
      } else {
        const url = new URL(settings.lobbyUrl);
        url.searchParams.set('currency', ctx.currency);
        const res = await fetch(url, { signal: AbortSignal.timeout(LOBBY_TIMEOUT_MS) });
        tables = res.ok ? readLobby(await res.text()) : null;
      }
    } catch (err) {
      ctx.log.warn({ err, vassalage }, 'vendor lobby: no answer');
      tables = null;
    }
  }
  cache.set(key, { tables });
  return tables;
}

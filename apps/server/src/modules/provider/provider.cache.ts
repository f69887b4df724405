/**
 * What the provider wallet reads on every vendor call and may keep in
 * memory, per app instance (keyed by the app's database handle, so two apps
 * or two databases in one process never share entries):
 *
 * - a vendor's settings (secret, allow-list, enabled, wallet mode), for
 *   PROVIDER_SETTINGS_TTL_MS: a change made in the back office or the
 *   database is seen by every call at most that long after it;
 * - ledger account ids (a member's main wallet, the house shards) and the
 *   membership of a player id in a brand: immutable once they exist. Ids are
 *   only remembered after the transaction that found or created them has
 *   committed (see `remember`), so a rolled-back creation is never cached.
 *
 * Balances, game tokens, rounds and transaction ids are never cached.
 */
import type { DrizzleDb } from '../../db/database';

/** How long a vendor's settings are served from memory. */
export const PROVIDER_SETTINGS_TTL_MS = 5_000;

/** Bounds on the immutable maps: past these, the map starts over (a read refills it). */
const MAX_IDS = 100_000;

interface Timed<T> {
  value: T;
  expiresAt: number;
}

export interface ProviderCache {
  settings: Map<string, Timed<unknown>>;
  /** Ledger account ids by key (see accountKey). */
  accounts: Map<string, number>;
  /** `merchantId:memberId` of members known to exist at that brand, with their account name. */
  members: Map<string, { id: number; account: string; type: number }>;
}

const caches = new WeakMap<DrizzleDb, ProviderCache>();

export function providerCache(db: DrizzleDb): ProviderCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { settings: new Map(), accounts: new Map(), members: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** Where a vendor's settings are kept in the cache. */
export const settingsKey = (merchantId: number, vassalage: string) => `${merchantId}:${vassalage}`;

/** Drops a vendor's cached settings after a change, so this process sees it at once (others within the TTL). */
export function forgetSettings(db: DrizzleDb, merchantId: number, vassalage: string): void {
  providerCache(db).settings.delete(settingsKey(merchantId, vassalage));
}

/** A cached value younger than its TTL, or a fresh read (which is then cached). Absent rows are not cached. */
export async function cachedSettings<T>(cache: ProviderCache, key: string, nowMs: number, read: () => Promise<T | undefined>): Promise<T | undefined> {
  const hit = cache.settings.get(key);
  if (hit && hit.expiresAt > nowMs) return hit.value as T;
  const value = await read();
  if (value === undefined) cache.settings.delete(key);
  else cache.settings.set(key, { value, expiresAt: nowMs + PROVIDER_SETTINGS_TTL_MS });
  return value;
}

export function remember<V>(map: Map<string, V>, key: string, value: V): void {
  if (map.size >= MAX_IDS) map.clear();
  map.set(key, value);
}

export const memberAccountKey = (merchantId: number, memberId: number, currency: string) => `m:${merchantId}:${memberId}:${currency}`;
export const houseAccountKey = (merchantId: number, currency: string, shard: number) => `h:${merchantId}:${currency}:${shard}`;
/** Where trial members' rounds take and pay demo credits (never the house). */
export const demoAccountKey = (merchantId: number, currency: string) => `d:${merchantId}:${currency}`;
export const memberKey = (merchantId: number, memberId: number) => `${merchantId}:${memberId}`;

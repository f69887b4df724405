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
 *   only kept after the transaction that found or created them has
 *   committed, so a rolled-back creation is never cached.
 *
 * All three are `lru-cache` caches, bounded (the least recently used go
 * first); the settings' TTL runs on the clock each call gives.
 *
 * Balances, game tokens, rounds and transaction ids are never cached.
 */
import { LRUCache } from 'lru-cache';
import type { DrizzleDb } from '../../db/database';

/** How long a vendor's settings are served from memory. */
export const PROVIDER_SETTINGS_TTL_MS = 5_000;

/** Bounds: the least recently used entries go first past these. */
const MAX_SETTINGS = 1_000;
const MAX_IDS = 100_000;

export interface ProviderCache {
  /** Vendors' settings by settingsKey, for PROVIDER_SETTINGS_TTL_MS of the caller's clock. */
  settings: LRUCache<string, object>;
  /** Ledger account ids by key (see accountKey). */
  accounts: LRUCache<string, number>;
  /** `merchantId:memberId` of members known to exist at that brand, with their account name. */
  members: LRUCache<string, { id: number; account: string; type: number }>;
}

/** The settings' clock: the time the current call gave (its app's clock, a test's manual one), read by the cache for its TTL. */
const clocks = new WeakMap<ProviderCache, { now: number }>();
const caches = new WeakMap<DrizzleDb, ProviderCache>();

export function providerCache(db: DrizzleDb): ProviderCache {
  let cache = caches.get(db);
  if (!cache) {
    const clock = { now: Date.now() };
    cache = {
      settings: new LRUCache<string, object>({ max: MAX_SETTINGS, ttl: PROVIDER_SETTINGS_TTL_MS, ttlResolution: 0, perf: { now: () => clock.now } }),
      accounts: new LRUCache<string, number>({ max: MAX_IDS }),
      members: new LRUCache<string, { id: number; account: string; type: number }>({ max: MAX_IDS }),
    };
    clocks.set(cache, clock);
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
export async function cachedSettings<T extends object>(cache: ProviderCache, key: string, nowMs: number, read: () => Promise<T | undefined>): Promise<T | undefined> {
  const clock = clocks.get(cache)!;
  clock.now = nowMs;
  const hit = cache.settings.get(key);
  if (hit) return hit as T;
  const value = await read();
  clock.now = nowMs;
  if (value === undefined) cache.settings.delete(key);
  else cache.settings.set(key, value);
  return value;
}

export const memberAccountKey = (merchantId: number, memberId: number, currency: string) => `m:${merchantId}:${memberId}:${currency}`;
export const houseAccountKey = (merchantId: number, currency: string, shard: number) => `h:${merchantId}:${currency}:${shard}`;
/** Where trial members' rounds take and pay demo credits (never the house). */
export const demoAccountKey = (merchantId: number, currency: string) => `d:${merchantId}:${currency}`;
export const memberKey = (merchantId: number, memberId: number) => `${merchantId}:${memberId}`;

import type { DrizzleDb } from '../../db/database';
import { findMerchantByCode, findMerchantByHost, type DomainKind, type MerchantRow } from './brand.repository';

/** The brand serving a request, and how the request's host is routed. */
export interface BrandContext {
  merchant: MerchantRow;
  host: string;
  kind: DomainKind;
  /** False when the host is not in the domain table and the default brand answered. */
  isKnownHost: boolean;
}

/**
 * Host header to bare lower-case host name: no port, no trailing dot, IPv6
 * brackets kept off. Anything that is not a plausible host name becomes ''.
 */
export function normalizeHost(raw: string | undefined): string {
  if (!raw) return '';
  let host = raw.trim().toLowerCase();
  const v6 = /^\[([0-9a-f:.]+)\](?::\d+)?$/.exec(host);
  if (v6?.[1]) return v6[1];
  host = host.replace(/:\d+$/, '').replace(/\.$/, '');
  return /^[a-z0-9.-]{1,253}$/.test(host) ? host : '';
}

export interface BrandResolver {
  resolve(rawHost: string | undefined): Promise<BrandContext | null>;
  clear(): void;
}

const MAX_CACHED_HOSTS = 1000;

/**
 * Every call resolves its brand, so host lookups are cached briefly. Only
 * brand configuration is cached here; maintenance and access rules are read
 * per request (see access.service) so operator switches act immediately.
 */
export function createBrandResolver(db: DrizzleDb, opts: { defaultMerchant: string; ttlMs?: number }): BrandResolver {
  const ttlMs = opts.ttlMs ?? 5000;
  // The promise is cached: calls arriving together while the entry is refreshed share one read.
  const cache = new Map<string, { value: Promise<BrandContext | null>; expires: number }>();

  async function lookup(host: string): Promise<BrandContext | null> {
    const routed = host ? await findMerchantByHost(db, host) : undefined;
    if (routed) return { merchant: routed.merchant, host, kind: routed.kind, isKnownHost: true };
    const fallback = await findMerchantByCode(db, opts.defaultMerchant);
    return fallback ? { merchant: fallback, host, kind: 'player', isKnownHost: false } : null;
  }

  return {
    resolve(rawHost) {
      const host = normalizeHost(rawHost);
      const now = Date.now();
      const hit = cache.get(host);
      if (hit && hit.expires > now) return hit.value;
      const value = lookup(host);
      // Arbitrary Host headers must not grow the cache without bound.
      if (cache.size >= MAX_CACHED_HOSTS) cache.clear();
      const entry = { value, expires: now + ttlMs };
      cache.set(host, entry);
      // A failed read is not kept.
      value.catch(() => cache.get(host) === entry && cache.delete(host));
      return value;
    },
    clear: () => cache.clear(),
  };
}

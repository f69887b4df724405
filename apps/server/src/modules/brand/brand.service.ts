import { LRUCache } from 'lru-cache';
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
  async function lookup(host: string): Promise<{ context: BrandContext | null }> {
    const routed = host ? await findMerchantByHost(db, host) : undefined;
    if (routed) return { context: { merchant: routed.merchant, host, kind: routed.kind, isKnownHost: true } };
    const fallback = await findMerchantByCode(db, opts.defaultMerchant);
    return { context: fallback ? { merchant: fallback, host, kind: 'player', isKnownHost: false } : null };
  }
  // `fetch` shares one read among the calls that arrive while it runs; a failed read is not kept; arbitrary Host
  // headers cannot grow it past its bound.
  const cache = new LRUCache<string, { context: BrandContext | null }>({ max: MAX_CACHED_HOSTS, ttl: opts.ttlMs ?? 5000, fetchMethod: lookup });

  return {
    async resolve(rawHost) {
      const host = normalizeHost(rawHost);
      try {
        return (await cache.fetch(host))?.context ?? null;
      } catch {
        // A brand change announced while the shared read waited (clear) aborts it for every caller: each such
        // request reads once more, uncached and after the change, instead of failing (a real database error fails
        // again here).
        return (await lookup(host)).context;
      }
    },
    clear: () => cache.clear(),
  };
}

import { createRequire } from 'node:module';

// geoip-country is CommonJS without types; it loads its bundled database once, at import.
const geoip = createRequire(import.meta.url)('geoip-country') as {
  lookup(ip: string): { country: string } | null;
};

/** ISO 3166-1 alpha-2 country of an address, or null (private ranges, unknown). */
export function countryOf(ip: string): string | null {
  try {
    return geoip.lookup(ip)?.country ?? null;
  } catch {
    return null;
  }
}

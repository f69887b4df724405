/**
 * Writes the demo brands' original art (vendor icons, logo wordmarks) under
 * assets/cdn, served at /cdn. Run after changing the seed brands:
 *   npx tsx apps/server/scripts/generate-cdn-art.ts
 * The output is committed so a fresh clone serves it without a build step.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ROOT } from '../src/config';
import { SEED_BRANDS } from '../src/db/seed/brands';
import { vendorIconPath } from '../src/db/seed/seed';

const CDN = join(SERVER_ROOT, 'assets/cdn');

const CATEGORY_COLOURS: Record<string, [string, string]> = {
  SPORTS: ['#1f9d55', '#0b5d2e'],
  ESPORTS: ['#7c3aed', '#3b0f8c'],
  COCKFIGHT: ['#d9480f', '#7a2106'],
  LIVE: ['#c2185b', '#5e0b2c'],
  RNG: ['#f59f00', '#9a5b00'],
  FISH: ['#1c7ed6', '#0b3d6e'],
  LOTT: ['#e03131', '#7a1212'],
  ELOTT: ['#0ca678', '#055c42'],
  PVP: ['#495057', '#1e2226'],
};

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words.map((w) => w[0]).join('') : name.slice(0, 3)).slice(0, 3).toUpperCase();
}

function vendorIcon(code: string, name: string, category: string): string {
  const [from, to] = CATEGORY_COLOURS[category] ?? ['#868e96', '#343a40'];
  const id = `g-${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(name)}">
  <defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="120" height="120" rx="26" fill="url(#${id})"/>
  <circle cx="96" cy="24" r="30" fill="#fff" fill-opacity="0.08"/>
  <text x="60" y="68" text-anchor="middle" font-family="Inter, Segoe UI, Arial, sans-serif" font-size="34" font-weight="800" fill="#fff" letter-spacing="1">${escapeXml(initials(name))}</text>
  <text x="60" y="96" text-anchor="middle" font-family="Inter, Segoe UI, Arial, sans-serif" font-size="11" font-weight="600" fill="#fff" fill-opacity="0.85">${escapeXml(code)}</text>
</svg>
`;
}

function wordmark(name: string, primary: string, accent: string): string {
  const width = 64 + name.length * 19;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" width="${width}" height="64" role="img" aria-label="${escapeXml(name)}">
  <circle cx="30" cy="32" r="22" fill="${primary}"/>
  <circle cx="30" cy="32" r="15" fill="none" stroke="#fff" stroke-width="3" stroke-opacity="0.9"/>
  <path d="M30 21 l3.2 6.6 7.2 1 -5.2 5 1.3 7.2 -6.5 -3.4 -6.5 3.4 1.3 -7.2 -5.2 -5 7.2 -1z" fill="#fff"/>
  <text x="62" y="42" font-family="Inter, Segoe UI, Arial, sans-serif" font-size="30" font-weight="800" fill="${primary}">${escapeXml(name.split(' ')[0] ?? name)}<tspan fill="${accent}"> ${escapeXml(name.split(' ').slice(1).join(' '))}</tspan></text>
</svg>
`;
}

mkdirSync(join(CDN, 'vendors'), { recursive: true });
const written = new Set<string>();
for (const brand of SEED_BRANDS) {
  mkdirSync(join(CDN, 'brands', brand.code), { recursive: true });
  writeFileSync(join(CDN, 'brands', brand.code, 'logo.svg'), wordmark(brand.name, brand.themePrimary, brand.themeAccent));
  for (const v of brand.vendors) {
    const path = vendorIconPath(v.vassalage);
    if (written.has(path)) continue;
    written.add(path);
    const category = brand.cockfightVendors.includes(v.vassalage) ? 'COCKFIGHT' : v.gameType === 'ESPORTS' ? 'ESPORTS' : v.gameCategory;
    writeFileSync(join(CDN, path), vendorIcon(v.vassalage, v.displayName, category));
  }
}
console.log(`wrote ${written.size} vendor icons and ${SEED_BRANDS.length} logos under ${CDN}`);

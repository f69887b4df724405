/**
 * Writes the seeded games' tile art (gradient, glyph, name; original, no
 * vendor art) under assets/cdn/games and the in-house vendors' icons under
 * assets/cdn/vendors, served at /cdn. Run after changing the game catalog:
 *   npx tsx apps/server/scripts/generate-game-art.ts
 * The output is stable and committed; files of games and vendors no longer
 * in any catalog are removed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ROOT } from '../src/config';
import { BRAND_CATALOGS } from '../src/db/seed/games';
import { IN_HOUSE_VENDORS, gameIconPath, type GameGlyph, type GameSeed } from '../src/db/seed/games-catalog';

const CDN = join(SERVER_ROOT, 'assets/cdn');

/** Base hue per game type; each game shifts it a little so neighbours differ. */
const TYPE_HUES: Record<string, number> = { RNG: 36, FISH: 205, LIVE: 335, PVP: 260, SPORTS: 140, ESPORTS: 275, COCKFIGHT: 18, LOTT: 0, ELOTT: 165 };

/** 24×24 glyphs, drawn white. */
const GLYPHS: Record<GameGlyph, string> = {
  seven: '<path d="M4 3h16v3.5L11 21H6.5l8.6-14.5H4z"/>',
  cherry: '<circle cx="7" cy="17" r="4.5"/><circle cx="17" cy="17" r="4.5"/><path d="M7 12.5C8 7 12 4 19 3l.5 1.5C14 6 11 8.5 10 12.5zM17 12.5c-.5-3-1.5-5.5-3-7.5l1.4-.8c1.8 2.2 2.9 5 3.4 8.3z"/>',
  gem: '<path d="M6 3h12l5 6-11 13L1 9zM3.6 9h16.8L16.8 4.5H7.2z"/>',
  star: '<path d="M12 1.5l3.2 6.9 7.5.9-5.6 5.1 1.5 7.4L12 18l-6.6 3.8 1.5-7.4L1.3 9.3l7.5-.9z"/>',
  crown: '<path d="M2 7l5 4.5L12 3l5 8.5L22 7l-2 12H4zM4.5 20.5h15V23h-15z"/>',
  fish: '<path d="M2 12c3-5 8-7 12-6 3 .7 5.5 3 7 6-1.5 3-4 5.3-7 6-4 1-9-1-12-6zM21 12l2.5-4v8z"/><circle cx="15.5" cy="10.5" r="1.3" fill="#000" fill-opacity=".35"/>',
  card: '<rect x="3" y="4" width="12" height="17" rx="2" transform="rotate(-10 9 12)"/><rect x="9" y="3" width="12" height="17" rx="2" transform="rotate(8 15 11)" fill-opacity=".8"/>',
  chip: '<circle cx="12" cy="12" r="10"/><circle cx="12" cy="12" r="6" fill="#000" fill-opacity=".25"/><path d="M11 2h2v4h-2zM11 18h2v4h-2zM2 11h4v2H2zM18 11h4v2h-4z" fill="#000" fill-opacity=".25"/>',
  ball: '<circle cx="12" cy="12" r="10"/><path d="M12 6.5l4.3 3.1-1.6 5h-5.4l-1.6-5z" fill="#000" fill-opacity=".35"/>',
  lotto: '<circle cx="7" cy="8" r="5"/><circle cx="17" cy="8" r="5" fill-opacity=".8"/><circle cx="12" cy="17" r="5" fill-opacity=".9"/>',
  dice: '<rect x="2" y="2" width="20" height="20" rx="4"/><g fill="#000" fill-opacity=".35"><circle cx="7" cy="7" r="2"/><circle cx="12" cy="12" r="2"/><circle cx="17" cy="17" r="2"/></g>',
  rooster: '<path d="M8 3c2 0 3 1.5 3 3l2-2 1 2 2-1-1 3c3 1 5 4 5 8 0 3-3 5-7 5H9c-4 0-6-3-6-6 0-2 1-4 3-5L3 8l3-1c0-2 1-4 2-4z"/>',
  bolt: '<path d="M14 1L4 14h7l-2 9 11-14h-7z"/>',
};

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** At most two lines of at most 15 characters, breaking between words. */
function nameLines(name: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(/\s+/)) {
    if (line && `${line} ${word}`.length > 15) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length <= 2 ? lines : [lines[0]!, `${lines.slice(1).join(' ').slice(0, 14)}\u2026`];
}

function gameArt(game: GameSeed): string {
  const h = createHash('sha256').update(game.nodeId).digest();
  const byte = (i: number) => h[i % h.length]!;
  const hue = ((TYPE_HUES[game.gameType] ?? 210) + (byte(0) % 50) - 25 + 360) % 360;
  const hue2 = (hue + 25 + (byte(1) % 60)) % 360;
  const id = `g${h.toString('hex').slice(0, 8)}`;
  const circles = [2, 5, 8]
    .map((i) => `<circle cx="${byte(i) % 200}" cy="${byte(i + 1) % 200}" r="${18 + (byte(i + 2) % 50)}" fill="#fff" fill-opacity="${(0.06 + (byte(i) % 10) / 100).toFixed(2)}"/>`)
    .join('');
  const lines = nameLines(game.gameName);
  const fontSize = lines.some((l) => l.length > 12) ? 17 : 20;
  const text = lines
    .map((l, i) => `<text x="100" y="${(lines.length === 1 ? 168 : 156) + i * (fontSize + 3)}">${escapeXml(l)}</text>`)
    .join('');
  const tilt = (byte(11) % 21) - 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(game.gameName)}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="${(byte(3) % 2) + 0.3}" y2="1"><stop offset="0" stop-color="hsl(${hue} 78% 52%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 24%)"/></linearGradient></defs>
<rect width="200" height="200" rx="22" fill="url(#${id})"/>${circles}
<path d="M0 132h200v46a22 22 0 0 1-22 22H22A22 22 0 0 1 0 178z" fill="#000" fill-opacity="0.22"/>
<g transform="translate(100 74) rotate(${tilt}) scale(3.6) translate(-12 -12)" fill="#fff">${GLYPHS[game.glyph]}</g>
<g font-family="Inter, Segoe UI, Arial, sans-serif" font-weight="800" font-size="${fontSize}" fill="#fff" text-anchor="middle">${text}</g>
<text x="100" y="194" font-family="Inter, Segoe UI, Arial, sans-serif" font-size="9" font-weight="600" fill="#fff" fill-opacity="0.75" text-anchor="middle">${escapeXml(game.vassalage)}</text>
</svg>
`;
}

function inHouseVendorIcon(code: string, name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(name)}">
  <defs><linearGradient id="g-${code.toLowerCase()}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff7a18"/><stop offset="1" stop-color="#af002d"/></linearGradient></defs>
  <rect width="120" height="120" rx="26" fill="url(#g-${code.toLowerCase()})"/>
  <g transform="translate(60 50) scale(2.2) translate(-12 -12)" fill="#fff">${GLYPHS.star}</g>
  <text x="60" y="100" text-anchor="middle" font-family="Inter, Segoe UI, Arial, sans-serif" font-size="14" font-weight="800" fill="#fff">${escapeXml(code)}</text>
</svg>
`;
}

const dir = join(CDN, 'games');
mkdirSync(dir, { recursive: true });
const wanted = new Map<string, GameSeed>();
for (const build of Object.values(BRAND_CATALOGS)) for (const game of build()) wanted.set(gameIconPath(game.nodeId), game);
for (const file of readdirSync(dir)) if (!wanted.has(`/games/${file}`)) rmSync(join(dir, file));
let bytes = 0;
for (const [path, game] of wanted) {
  const svg = gameArt(game);
  bytes += svg.length;
  writeFileSync(join(CDN, path), svg);
}
const vendorIcons = new Set(IN_HOUSE_VENDORS.map((v) => `${v.vassalage.toLowerCase()}.svg`));
for (const file of readdirSync(join(CDN, 'vendors'))) if (!vendorIcons.has(file)) rmSync(join(CDN, 'vendors', file));
for (const v of IN_HOUSE_VENDORS) writeFileSync(join(CDN, 'vendors', `${v.vassalage.toLowerCase()}.svg`), inHouseVendorIcon(v.vassalage, v.displayName));
console.log(`wrote ${wanted.size} game tiles (${Math.round(bytes / 1024)} KB) and ${IN_HOUSE_VENDORS.length} in-house vendor icon(s) under ${CDN}`);

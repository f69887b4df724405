/**
 * Issue 12 item 4: is each image of the site's art smallest as it is? Every
 * tile, banner, vendor icon and logo under apps/server/assets/cdn is an SVG
 * the art generators write. This renders each at its intrinsic size in
 * Debian's Chromium (device pixel ratio 2, as on a phone), encodes that as
 * WebP (cwebp -q 80, Debian's `webp` package) and compares the bytes a
 * browser receives: the SVG gzipped (as the server sends it) against the
 * WebP. Prints one line per folder and the totals.
 *
 *   npx tsx bench/web/image-formats.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const cdn = new URL('../../apps/server/assets/cdn/', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'wps-image-formats-'));
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.svg') ? [path] : [];
  });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ deviceScaleFactor: 2 });
const byFolder = new Map<string, { count: number; svg: number; webp: number; smallerAsWebp: number }>();
try {
  for (const file of files(cdn)) {
    const svg = readFileSync(file);
    const size = /width="(\d+)"[^>]*height="(\d+)"/.exec(svg.toString()) ?? /viewBox="0 0 (\d+) (\d+)"/.exec(svg.toString());
    const [width, height] = size ? [Number(size[1]), Number(size[2])] : [200, 200];
    await page.setViewportSize({ width, height });
    await page.setContent(`<style>html,body{margin:0}</style><img src="data:image/svg+xml;base64,${svg.toString('base64')}" width="${width}" height="${height}">`);
    const png = join(work, 'shot.png');
    const webp = join(work, 'shot.webp');
    await page.screenshot({ path: png, omitBackground: true });
    execFileSync('cwebp', ['-quiet', '-q', '80', png, '-o', webp]);
    const svgBytes = gzipSync(svg, { level: 9 }).length;
    const webpBytes = statSync(webp).size;
    const folder = relative(cdn, file).split('/')[0]!;
    const row = byFolder.get(folder) ?? { count: 0, svg: 0, webp: 0, smallerAsWebp: 0 };
    row.count += 1;
    row.svg += svgBytes;
    row.webp += webpBytes;
    if (webpBytes < svgBytes) row.smallerAsWebp += 1;
    byFolder.set(folder, row);
  }
} finally {
  await browser.close();
}
console.log('folder      files   SVG gzipped kB   WebP q80 @2x kB   smaller as WebP');
let svgTotal = 0;
let webpTotal = 0;
for (const [folder, r] of byFolder) {
  svgTotal += r.svg;
  webpTotal += r.webp;
  console.log(`${folder.padEnd(10)} ${String(r.count).padStart(6)} ${(r.svg / 1024).toFixed(1).padStart(16)} ${(r.webp / 1024).toFixed(1).padStart(17)} ${String(r.smallerAsWebp).padStart(17)}`);
}
console.log(`total: SVG ${(svgTotal / 1024).toFixed(1)} kB, WebP ${(webpTotal / 1024).toFixed(1)} kB`);

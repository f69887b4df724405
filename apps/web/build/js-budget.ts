/**
 * A Vite plugin: after the build, the JavaScript a first visit loads before
 * the home page can be used — the entry script of index.html and every chunk
 * it preloads (`modulepreload`) — gzipped, printed on every build, and
 * checked against a budget: the build fails past it. Chunks loaded later
 * (lazy screens, popups, the other language) are not counted.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild, kb } from './after-build';

/** Chunks the entry fetches itself before the page can be used (none now: English is in the entry). */
export const ALSO_BEFORE_INTERACTION: readonly RegExp[] = [];

export interface CriticalJs {
  files: { file: string; bytes: number; gzip: number }[];
  gzip: number;
}

/**
 * The scripts index.html loads before interaction, with their sizes, and the
 * chunks `also` names (assets the entry itself fetches at start: the English
 * translations a first visit shows).
 */
export async function criticalJs(outDir: string, also: readonly RegExp[] = ALSO_BEFORE_INTERACTION, html = 'index.html'): Promise<CriticalJs> {
  const page = await readFile(join(outDir, html), 'utf8');
  const refs = new Set<string>();
  for (const file of await readdir(join(outDir, 'assets'))) if (also.some((re) => re.test(file))) refs.add(`/assets/${file}`);
  for (const m of page.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) refs.add(m[1]!);
  for (const m of page.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) refs.add(m[1]!);
  const files = await Promise.all(
    [...refs].map(async (ref) => {
      const body = await readFile(join(outDir, ref.replace(/^\//, '')));
      return { file: ref, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
    }),
  );
  return { files, gzip: files.reduce((s, f) => s + f.gzip, 0) };
}

export function jsBudget(opts: { gzipKb: number }): Plugin {
  return afterBuild('wps-js-budget', async (outDir) => {
    const js = await criticalJs(outDir);
    for (const f of js.files) console.log(`  before interaction: ${f.file}  ${kb(f.bytes)}  gzip ${kb(f.gzip)}`);
    console.log(`JS before interaction: ${kb(js.gzip)} gzipped (budget ${opts.gzipKb} kB)`);
    if (js.gzip > opts.gzipKb * 1024) {
      throw new Error(`The JavaScript before interaction is ${kb(js.gzip)} gzipped, past its budget of ${opts.gzipKb} kB (apps/web/vite.config.ts)`);
    }
  });
}

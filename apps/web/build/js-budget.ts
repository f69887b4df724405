/**
 * A Vite plugin: after the build, the JavaScript a first visit loads before
 * the home page can be used (BEFORE_INTERACTION) gzipped, printed on every
 * build, and checked against a budget: the build fails past it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild, kb } from './after-build';

/**
 * The modules a first visit runs before the page can be used: index.html's
 * script (src/start.ts, with the stylesheet) and the app it starts after the
 * first paint (src/main.tsx), each with every chunk it imports statically.
 * Chunks loaded later (lazy screens, popups, the other language) are not counted.
 */
export const BEFORE_INTERACTION: readonly string[] = ['index.html', 'src/main.tsx'];

export interface CriticalJs {
  files: { file: string; bytes: number; gzip: number }[];
  gzip: number;
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The scripts loaded before interaction, with their sizes, from the build's manifest (`build.manifest`). */
export async function criticalJs(outDir: string, roots: readonly string[] = BEFORE_INTERACTION): Promise<CriticalJs> {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const refs = new Set<string>();
  const visit = (key: string): void => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build's manifest`);
    if (refs.has(entry.file)) return;
    refs.add(entry.file);
    for (const dep of entry.imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  const files = await Promise.all(
    [...refs].map(async (ref) => {
      const body = await readFile(join(outDir, ref));
      return { file: `/${ref}`, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
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

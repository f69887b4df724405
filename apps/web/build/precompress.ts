/**
 * A Vite plugin: after the build, every text file of the output (scripts,
 * styles, HTML, SVG, JSON, source maps excluded) gets a Brotli (.br) and a
 * gzip (.gz) copy beside it, at the highest levels (made once, at build
 * time). The server sends a copy as it is to a browser that accepts it
 * (@fastify/static's preCompressed); a copy not smaller than the file is not
 * written.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild, kb } from './after-build';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

export interface PrecompressStats {
  files: number;
  bytes: number;
  brotli: number;
  gzip: number;
}

/** Writes the .br and .gz copies of every text file under `dir`. */
export async function precompressDir(dir: string): Promise<PrecompressStats> {
  const stats: PrecompressStats = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  const work: Promise<void>[] = [];
  for await (const path of files(dir)) {
    if (!TEXT.test(path)) continue;
    work.push(
      (async () => {
        const { size } = await stat(path);
        if (size < MIN_BYTES) return;
        const body = await readFile(path);
        const [br, gzipped] = await Promise.all([
          brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size } }),
          gz(body, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        stats.files++;
        stats.bytes += size;
        if (br.length < size) {
          await writeFile(`${path}.br`, br);
          stats.brotli += br.length;
        }
        if (gzipped.length < size) {
          await writeFile(`${path}.gz`, gzipped);
          stats.gzip += gzipped.length;
        }
      })(),
    );
  }
  await Promise.all(work);
  return stats;
}

export function precompress(): Plugin {
  return afterBuild('wps-precompress', async (outDir) => {
    const s = await precompressDir(outDir);
    console.log(`precompressed ${s.files} files: ${kb(s.bytes)} → brotli ${kb(s.brotli)}, gzip ${kb(s.gzip)}`);
  });
}

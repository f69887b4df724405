/**
 * Compiles the server for production (issue 10 item 7): one ES module per
 * entry in dist/ (the server, the ops CLI, the slot certification CLI),
 * bundling our own TypeScript (the server and the contracts workspace) and
 * leaving every npm dependency to node_modules. `node dist/main.js` then runs
 * on plain Node (20.19 or later); tsx stays a development tool.
 *
 *   npm run build -w @wps/server
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
// The contracts are TypeScript source in the workspace: bundled. Everything else comes from node_modules.
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@wps/'));

/** Builds into `outdir` (relative to the server's root, one level below it, as dist/ is: the bundle finds drizzle/ and assets/ from there). */
export async function buildServer(outdir = 'dist'): Promise<void> {
  await build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'src/main.ts', ops: 'src/cli/ops.ts', 'slot-rtp': 'src/cli/slot-rtp.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
  });
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntryPoint) {
  const started = performance.now();
  await buildServer();
  console.log(`server built into ${join('apps', 'server', 'dist')} in ${Math.round(performance.now() - started)} ms`);
}

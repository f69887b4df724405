import { isAbsolute, join } from 'node:path';
import type { Plugin } from 'vite';

/** A build-only Vite plugin that runs `run` on the output directory once the bundle is written. */
export function afterBuild(name: string, run: (outDir: string) => Promise<void>): Plugin {
  let outDir = 'dist';
  return {
    name,
    // The browser's build only (the server render's bundle has no assets to check or compress).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = isAbsolute(config.build.outDir) ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle: () => run(outDir),
  };
}

/** Bytes as the build prints them. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

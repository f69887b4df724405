import { isAbsolute, join } from 'node:path';
import type { Plugin } from 'vite';

/** A build-only Vite plugin that runs `run` on the output directory once the bundle is written. */
export function afterBuild(name: string, run: (outDir: string) => Promise<void>): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = isAbsolute(config.build.outDir) ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle: () => run(outDir),
  };
}

/** Bytes as the build prints them. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

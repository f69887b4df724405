import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconSprite } from './build/icon-sprite';
import { jsBudget } from './build/js-budget';
import { precompress } from './build/precompress';
import { startChunks } from './build/start-chunks';
import { schemaBuilders } from './build/pure-schemas';

// WPS_SERVER points the dev proxy at another server instance (default: the one `npm start` runs).
const server = process.env.WPS_SERVER ?? 'http://localhost:3000';

/** Issue 12's target: a first page runs at most 150 kB of JavaScript (gzip) before it can be used. */
const JS_BUDGET_KB = 150;

export default defineConfig(({ isSsrBuild }) => ({
  // The JS a first visit loads before the home page can be used (gzip): the build fails past it.
  plugins: [react(), iconSprite(), jsBudget({ gzipKb: JS_BUDGET_KB }), precompress()],
  // The server render's bundle (entry-server.tsx, `vite build --ssr`): the workspace packages are TypeScript, so bundled.
  ssr: { noExternal: ['@wps/contracts', '@wps/fair', '@wps/ui'] },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server render's bundle needs none of public/ (the browser's build has it).
    copyPublicDir: !isSsrBuild,
    // The browser's build carries no source maps (the server would not send them either: they publish the
    // source); the server render's bundle keeps them, for its stack traces, and is never served.
    sourcemap: Boolean(isSsrBuild),
    // .vite/manifest.json: the build's chunks and their imports (the JS budget follows them; never served).
    manifest: true,
    chunkSizeWarningLimit: 600,
    // The platform's SPA and our studio's games: Lucky Reels (served at /studio/lucky-reels/) and the
    // originals, one page served at /studio/dice/, /studio/plinko/, /studio/keno/, /studio/mines/, /studio/hilo/,
    // and the live tables, one page served at /studio/baccarat/, /studio/dragon-tiger/, /studio/sic-bo/,
    // /studio/roulette/, /studio/color-game/.
    rollupOptions: {
      // zod builds schemas with plain calls (z.object(...)); declared pure, a schema nobody
      // uses is dropped, so the player area's constants come without its schemas.
      treeshake: { manualPureFunctions: schemaBuilders(fileURLToPath(new URL('../../packages/contracts/src', import.meta.url))) },
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        luckyReels: fileURLToPath(new URL('./studio/lucky-reels/index.html', import.meta.url)),
        originals: fileURLToPath(new URL('./studio/originals/index.html', import.meta.url)),
        tables: fileURLToPath(new URL('./studio/tables/index.html', import.meta.url)),
        crash: fileURLToPath(new URL('./studio/crash/index.html', import.meta.url)),
      },
      // What a first page runs in three files, not thirty (build/start-chunks.ts).
      output: isSsrBuild ? {} : { codeSplitting: { groups: startChunks() } },
    },
  },
  server: {
    port: 5173,
    // The API (and its live-event WebSocket /wps/ws), CDN images and OpenAPI docs come from the Fastify server.
    // In dev the originals' page is /studio/originals/?game=dice; its calls go to /studio/<game>/api/.
    proxy: {
      '/wps': { target: server, ws: true },
      '/cdn': server,
      '/docs': server,
      '/studio/lucky-reels/api': server,
      '^/studio/(dice|plinko|keno|mines|hilo)/api/': server,
      // The live tables' page is /studio/tables/?game=baccarat in dev; its calls and its socket go to /studio/<game>/api/.
      '^/studio/(baccarat|dragon-tiger|sic-bo|roulette|color-game)/api/': { target: server, ws: true },
      '/studio/crash/api': { target: server, ws: true },
      '/studio/fair': server,
    },
  },
}));

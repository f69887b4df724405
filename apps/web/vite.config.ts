import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// WPS_SERVER points the dev proxy at another server instance (default: the one `npm start` runs).
const server = process.env.WPS_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The entry carries React, the router, TanStack Query, i18next and the zod contracts (~160 kB gzipped).
    chunkSizeWarningLimit: 600,
    // Two pages: the platform's SPA and our studio's game (served at /studio/lucky-reels/).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        luckyReels: fileURLToPath(new URL('./studio/lucky-reels/index.html', import.meta.url)),
      },
    },
  },
  server: {
    port: 5173,
    // The API (and its live-event WebSocket /wps/ws), CDN images and OpenAPI docs come from the Fastify server.
    proxy: { '/wps': { target: server, ws: true }, '/cdn': server, '/docs': server, '/studio/lucky-reels/api': server },
  },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// WPS_SERVER points the dev proxy at another server instance (default: the one `npm start` runs).
const server = process.env.WPS_SERVER ?? 'http://localhost:3000';

/** The operator console: its own app, served by the Fastify server at /console (index.html and /console/assets/). */
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the build: served, they would publish the console's source (the server refuses *.map too).
    sourcemap: false,
    // The staff area of the contracts comes with its zod schemas (forms validate with them): one chunk is fine for a back-office.
    chunkSizeWarningLimit: 900,
  },
  server: {
    // Beside the player site's dev server (5173); the API and CDN images come from the Fastify server.
    port: 5174,
    proxy: {
      '/wps': { target: server, ws: true },
      '/cdn': server,
    },
  },
});

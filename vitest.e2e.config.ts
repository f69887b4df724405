import { defineConfig } from 'vitest/config';

// End-to-end tests: a real server (built web app, PGlite in memory or a
// dedicated PostgreSQL database when DATABASE_URL is set) driven by Debian's
// Chromium through playwright-core. One file at a time: each starts its own server.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // A person waits for a page; so does a journey. Vitest's 1 s default is
    // shorter than a cold first page takes on a loaded 2-core CI machine.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});

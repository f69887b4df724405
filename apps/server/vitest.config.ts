import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Concurrency tests need real PostgreSQL (row locks between connections); they are part of the suite whenever DATABASE_URL is set.
    exclude: process.env.DATABASE_URL ? ['**/node_modules/**'] : ['**/node_modules/**', 'test/**/*.pg.test.ts'],
    // Real PostgreSQL is migrated and seeded once, before any file runs (PGlite files prepare their own).
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's unit, service and route tests.
// End-to-end browser tests live in e2e/ and run with vitest.e2e.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/fair', 'apps/server', 'apps/web'],
  },
});

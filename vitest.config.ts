import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's unit, service and route tests.
// End-to-end browser tests live in e2e/ and run with vitest.e2e.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/fair', 'packages/ui', 'apps/server', 'apps/web', 'apps/console'],
    // Vitest's default leaves a core idle (cores - 1): on a 2-core machine that
    // is one file at a time, while most files spend much of their time waiting
    // on a database, a socket or a timer. One worker per core.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'fair', environment: 'node', include: ['src/**/*.test.ts'] },
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH, renderOpenApi } from '../scripts/write-openapi';
import { createTestApp } from './helpers';

describe('committed OpenAPI document', () => {
  it('matches what the contracts generate (run `npm run openapi` after changing a contract)', async () => {
    const { app, close } = await createTestApp();
    try {
      const res = await app.inject({ url: '/docs/json' });
      expect(renderOpenApi(res.json())).toBe(readFileSync(OPENAPI_PATH, 'utf8'));
    } finally {
      await close();
    }
  });
});

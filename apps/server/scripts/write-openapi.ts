/**
 * Writes docs/openapi.json from the contracts (through the running app's
 * /docs/json). The document is committed so a reviewer sees every API change;
 * test/openapi.test.ts fails when it drifts. Run: `npm run openapi`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig, REPO_ROOT } from '../src/config';
import { prepareDatabase } from '../src/bootstrap';
import { openDatabase } from '../src/db/client';

export const OPENAPI_PATH = join(REPO_ROOT, 'docs/openapi.json');

export const renderOpenApi = (doc: unknown): string => `${JSON.stringify(doc, null, 2)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const database = await openDatabase({ dataDir: 'memory://' });
  // The app reads its encryption keys and secrets at start.
  await prepareDatabase(database);
  const app = await buildApp({ config: { ...loadConfig({ LOG_LEVEL: 'silent' }), dataDir: 'memory://' }, database });
  await app.ready();
  const res = await app.inject({ url: '/docs/json' });
  writeFileSync(OPENAPI_PATH, renderOpenApi(res.json()));
  await app.close();
  await database.close();
  console.log(`wrote ${OPENAPI_PATH}`);
}

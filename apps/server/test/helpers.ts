import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { prepareDatabase } from '../src/bootstrap';
import { openDatabase, type Database } from '../src/db/client';
import { merchants } from '../src/db/schema';
import { novaBrand } from '../src/db/seed/brands';
import { FIXTURE_VENDORS_SMALL } from './support/fixture-catalog';
import { seedBrand } from '../src/db/seed/seed';
import type { BrandSeed } from '../src/db/seed/seed-types';
import type { ServiceOverrides } from '../src/services';

export const usesPostgres = Boolean(process.env.DATABASE_URL);

/**
 * An app on a test database: in-memory PGlite, migrated and seeded per call;
 * or, when DATABASE_URL is set, the shared PostgreSQL that global-setup
 * prepared. The web build is pointed at a directory that does not exist
 * unless a test supplies one.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  opts: { beforeReady?: (app: FastifyInstance) => void; services?: ServiceOverrides } = {},
): Promise<{ app: FastifyInstance; database: Database; close: () => Promise<void> }> {
  const config: AppConfig = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    dataDir: 'memory://',
    webDist: '/nonexistent/wps-web-dist',
    consoleDist: '/nonexistent/wps-console-dist',
    // Pages go out unrendered unless a test brings its own render (the web build's may or may not be there).
    webSsr: null,
    ...overrides,
  };
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, ...(opts.services ? { services: opts.services } : {}) });
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      // The shared PostgreSQL keeps only the seed between runs.
      const codes = createdBrands.get(database) ?? [];
      if (codes.length > 0) await database.db.delete(merchants).where(inArray(merchants.code, codes));
      await database.close();
    },
  };
}

let snapshot: Promise<Blob | undefined> | undefined;

/**
 * A migrated, seeded test database: the shared PostgreSQL (DATABASE_URL), or
 * a fresh in-memory PGlite loaded from global-setup's snapshot.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) return openDatabase({ databaseUrl: process.env.DATABASE_URL });
  snapshot ??= (async () => {
    const file = inject('pgliteSnapshot');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  const pgliteSnapshot = await snapshot;
  const database = await openDatabase({ dataDir: 'memory://', pgliteSnapshot });
  if (!pgliteSnapshot) await prepareDatabase(database);
  return database;
}

const createdBrands = new WeakMap<Database, string[]>();

export const uniqueSuffix = () => randomBytes(4).toString('hex');

/**
 * A brand of the test's own (a copy of nova under a unique code and host), so
 * tests that switch maintenance or block countries never disturb another
 * file sharing the same PostgreSQL.
 */
export async function createTestBrand(
  database: Database,
  overrides: Partial<BrandSeed> = {},
): Promise<{ code: string; host: string; agentHost: string }> {
  const suffix = uniqueSuffix();
  const code = `t${suffix}`;
  const host = `${code}.test.localhost`;
  const agentHost = `agent-${code}.test.localhost`;
  createdBrands.set(database, [...(createdBrands.get(database) ?? []), code]);
  await seedBrand(database.db, {
    ...novaBrand,
    // Fictional third-party vendors (fixtures): the seeded brands carry none.
    vendors: FIXTURE_VENDORS_SMALL,
    code,
    name: `Test Brand ${suffix}`,
    domains: [
      { host, kind: 'player' },
      { host: agentHost, kind: 'agent' },
    ],
    ...overrides,
  });
  return { code, host, agentHost };
}

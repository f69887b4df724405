import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../src/bootstrap';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory (tarball) every in-memory test database starts from. */
    pgliteSnapshot: string | null;
  }
}

/**
 * With DATABASE_URL, every test file shares one PostgreSQL database: migrate
 * and seed it once here so parallel files never race on migrations. Files
 * that change data create their own brands with unique codes and hosts.
 *
 * With PGlite, each test database is its own in-memory cluster. Creating one
 * (initdb) and migrating and seeding it costs seconds; loading a snapshot of
 * one already prepared costs about one. The snapshot is made once here.
 */
export default async function setup(project: TestProject): Promise<(() => void) | void> {
  const databaseUrl = process.env.DATABASE_URL;
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  try {
    await prepareDatabase(database);
    if (databaseUrl || !database.dumpDataDir) {
      project.provide('pgliteSnapshot', null);
      return;
    }
    const file = join(tmpdir(), `wps-test-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    writeFileSync(file, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
    project.provide('pgliteSnapshot', file);
    return () => rmSync(file, { force: true });
  } finally {
    await database.close();
  }
}

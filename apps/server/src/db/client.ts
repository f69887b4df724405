import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../config';
import type { Database, DrizzleDb } from './database';
import * as schema from './schema';

export type { Database, DrizzleDb } from './database';

/** From the server's root, so the compiled bundle (dist/) finds them as the sources (src/) do. */
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');
const MIGRATION_LOCK_KEY = 7_420_001;

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Data directory; PGlite keeps its files in `<dataDir>/pglite`. `memory://` keeps them in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL pool size (config DB_POOL_MAX); default 10. */
  poolMax?: number | undefined;
  /** PGlite only: start from this data directory (a `dumpDataDir` tarball) instead of an empty cluster. */
  pgliteSnapshot?: Blob | undefined;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolMax ?? 10);
  return openPglite(opts.dataDir ?? 'memory://', opts.pgliteSnapshot);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  // No JIT: every query here is short, and a plan whose cost is overestimated (a big team's level, say) would
  // spend ~80 ms compiling for a 5 ms run; reports that would gain from it read rollups, not millions of rows.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle client that loses its server would otherwise crash the process.
  pool.on('error', () => undefined);
  const probe = await pool.connect().catch(async (err: unknown) => {
    await pool.end();
    throw new Error(`Cannot connect to PostgreSQL at ${redactUrl(url)}: ${(err as Error).message}`);
  });
  probe.release();
  const db = drizzleNodePg({ client: pool, schema }) as unknown as DrizzleDb;
  // Bookkeeping whose loss in a crash only means doing it again (see Database.relaxed): its commits do not wait for the disk.
  const relaxedPool = new pg.Pool({ connectionString: url, max: 2, options: '-c synchronous_commit=off -c jit=off' });
  relaxedPool.on('error', () => undefined);
  return {
    db,
    relaxed: drizzleNodePg({ client: relaxedPool, schema }) as unknown as DrizzleDb,
    dialect: 'postgres',
    close: async () => {
      await relaxedPool.end();
      await pool.end();
    },
    async withMigrationLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          return await fn(drizzleNodePg({ client, schema }) as unknown as DrizzleDb);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
  };
}

async function openPglite(dataDir: string, snapshot: Blob | undefined): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  let releaseLock = () => {};
  let location = dataDir;
  if (!inMemory) {
    location = join(resolve(dataDir), 'pglite');
    mkdirSync(location, { recursive: true });
    releaseLock = acquireDirLock(join(resolve(dataDir), 'pglite.lock'));
  }
  try {
    const client = snapshot
      ? await PGlite.create({ dataDir: location, loadDataDir: snapshot })
      : await PGlite.create(location);
    const db = drizzlePglite({ client, schema }) as unknown as DrizzleDb;
    return {
      db,
      relaxed: db,
      dialect: 'pglite',
      async close() {
        await client.close();
        releaseLock();
      },
      withMigrationLock: (fn) => fn(db),
      dumpDataDir: () => client.dumpDataDir('none'),
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

/**
 * PGlite is an in-process database: two processes opening the same directory
 * corrupt it. A pid lock file turns that mistake into a clear error.
 */
function acquireDirLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new Error(
          `The embedded database in ${dirname(lockPath)} is in use by process ${holder}. ` +
            'PGlite allows one process at a time: stop the server before running this, or use DATABASE_URL.',
        );
      }
      // The holder died without cleaning up: the lock is stale.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const redactUrl = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

export async function migrateDatabase(database: Database, db: DrizzleDb = database.db): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.dialect === 'pglite') {
    await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], config);
  } else {
    await migrateNodePg(db as unknown as Parameters<typeof migrateNodePg>[0], config);
  }
}

import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** What both drizzle(pglite) and drizzle(node-postgres) satisfy; repositories take this. */
export type DrizzleDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: DrizzleDb;
  /**
   * The same database for bookkeeping that may be lost in a crash because it
   * is done again (the outbox's leases and deletions of delivered events):
   * with PostgreSQL its commits do not wait for the disk
   * (synchronous_commit = off); with PGlite it is `db`.
   */
  relaxed: DrizzleDb;
  dialect: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Runs `fn` on one connection holding a session advisory lock, so that two
   * processes starting together (two servers, a server and the ops CLI)
   * never migrate or seed at the same time. PGlite is single-process already.
   */
  withMigrationLock<T>(fn: (db: DrizzleDb) => Promise<T>): Promise<T>;
  /** PGlite only: the data directory as a tarball (tests start each database from a migrated, seeded one). */
  dumpDataDir?(): Promise<Blob>;
}

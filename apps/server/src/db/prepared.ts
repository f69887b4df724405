/**
 * Named prepared statements for the hottest reads and writes (a vendor call,
 * the outbox's own delivery, the balance push): the SQL text is fixed, so
 * nothing is built per call (no query builder), and PostgreSQL parses and
 * plans it once per connection. Anything else goes through Drizzle.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DrizzleDb } from './database';

export async function preparedRows<T>(db: DrizzleDb, name: string, text: string, values: readonly unknown[]): Promise<T[]> {
  // A pool's handle carries its client; a transaction's session carries its connection.
  const handle = db as unknown as { $client?: unknown; session?: { client?: unknown } };
  const client = handle.$client ?? handle.session?.client;
  if (!client) throw new Error('preparedRows: no client behind this database handle');
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    return (await client.query<T & pg.QueryResultRow>({ name, text, values: [...values] })).rows;
  }
  // The embedded PGlite (or a transaction of it): one connection, its own statement cache.
  return (await (client as Pick<PGlite, 'query'>).query<T>(text, [...values])).rows;
}

import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { prepareDatabase } from '../../apps/server/src/bootstrap';
import { openDatabase, type Database } from '../../apps/server/src/db/client';

export interface RunningServer {
  baseUrl: string;
  port: number;
  database: Database;
  /** `http://<host>:<port>` for a brand host such as `nova.localhost`. */
  urlFor(host: string, path?: string): string;
  close(): Promise<void>;
}

/**
 * With DATABASE_URL set (as CI does), each e2e file gets a fresh database of
 * its own on that server, so flipping a brand into maintenance never leaks
 * into another suite. Otherwise an in-memory PGlite.
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: async () => {} };
  }
  const name = `wps_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** `backgroundJobs`: run the durable job loop (the studio's live tables and crash rounds move on it). */
export async function startServer(options: { backgroundJobs?: boolean } = {}): Promise<RunningServer> {
  const { database, drop } = await freshDatabase();
  await prepareDatabase(database);
  // The browser reaches the server over loopback; trusting loopback as a proxy
  // lets a test play a visitor from another country with X-Forwarded-For.
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    TRUSTED_PROXIES: '127.0.0.1,::1',
    // One browser plays every visitor of a suite from one address.
    RATE_LIMIT_SCALE: '20',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ config, database, logger: false, backgroundJobs: options.backgroundJobs ?? false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
  const port = address.port;
  return {
    baseUrl: `http://localhost:${port}`,
    port,
    database,
    urlFor: (host, path = '/') => `http://${host}:${port}${path}`,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * The demo brand asks for a captcha at registration: a test for humans that a
 * robot cannot read. Journeys that register run with that one field off.
 */
export async function withoutRegisterCaptcha(server: RunningServer): Promise<void> {
  await server.database.db.execute(
    sql`UPDATE register_field_settings SET enabled = false WHERE field = 'captcha' AND merchant_id = (SELECT id FROM merchants WHERE code = 'demo')`,
  );
}

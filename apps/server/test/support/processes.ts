import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { loadConfig } from '../../src/config';
import type { ServiceOverrides } from '../../src/services';

/** A second server process: another app on the same database (give it its own live bus to share through Redis). */
export async function secondProcess(database: Database, services: ServiceOverrides): Promise<FastifyInstance> {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), dataDir: 'memory://', webDist: '/nonexistent/wps-web-dist', trustedProxies: ['127.0.0.1'], rateLimitPerMinute: 100_000 };
  const app = await buildApp({ config, database, services });
  await app.ready();
  return app;
}

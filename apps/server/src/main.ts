/**
 * Process entry. One process by default; `WORKERS=N` (with DATABASE_URL and
 * REDIS_URL) runs N server processes on the one port through node:cluster:
 * the primary migrates and seeds once, then forks the workers and restarts
 * one that dies. Workers share nothing in memory: money, sessions, limits
 * counted in the database, jobs and after-commit events are in PostgreSQL,
 * live events and rate limits in Redis.
 */
import cluster from 'node:cluster';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { prepareDatabase } from './bootstrap';
import { openDatabase } from './db/client';

function loggerOptions(level: string): object {
  const base = {
    level,
    // Session tokens and cookies must never reach the logs.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  };
  return process.stdout.isTTY
    ? { ...base, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } }
    : base;
}

function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** One server process: open the database, build the app, listen, shut down gracefully. */
async function serve(config: AppConfig, prepare: boolean): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.dbPoolMax });
  if (prepare) await prepareDatabase(database);
  const app = await buildApp({ config, database, logger: loggerOptions(config.logLevel), backgroundJobs: true });
  app.log.info(
    { database: database.dialect === 'postgres' ? 'postgres (DATABASE_URL)' : `pglite (${config.dataDir})`, pid: process.pid },
    'database ready',
  );

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error({ err }, 'could not start listening');
    await database.close();
    process.exit(1);
  }
}

/** The primary of WORKERS > 1: prepares the database once, forks, restarts a worker that dies. */
async function supervise(config: AppConfig): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 1 });
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
  let stopping = false;
  const fork = () => cluster.fork({ WPS_WORKER: '1' });
  for (let i = 0; i < config.workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, 500).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const force = setTimeout(() => process.exit(1), 12_000);
    force.unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  console.log(`${config.workers} server processes on port ${config.port} (primary ${process.pid})`);
}

async function main(): Promise<void> {
  const config = configOrExit();
  if (config.workers > 1 && cluster.isPrimary) return supervise(config);
  // A worker's database was prepared by its primary.
  return serve(config, cluster.isPrimary);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

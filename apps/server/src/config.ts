import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The monorepo root, found from this file so the server works from any cwd. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Where the server's own static assets (vendor icons, brand logos) live. */
export const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An IP address or CIDR block, as TRUSTED_PROXIES lists them. */
const isIpOrCidr = (value: string): boolean => {
  const [address, prefix, ...rest] = value.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
};

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const ZEnv = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default(join(REPO_ROOT, 'data'))),
  TRUSTED_PROXIES: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().refine(isIpOrCidr, { message: 'each entry must be an IP address or CIDR block' }))),
  ),
  DEFAULT_MERCHANT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9_-]{1,32}$/, 'must be a merchant code (lowercase letters, digits, - or _)')
      .default('demo'),
  ),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
  WEB_DIST: z.preprocess(emptyToUndefined, z.string().default(join(REPO_ROOT, 'apps/web/dist'))),
  /** The operator console's build (served at /console). */
  CONSOLE_DIST: z.preprocess(emptyToUndefined, z.string().default(join(REPO_ROOT, 'apps/console/dist'))),
  /** The web client's server render (apps/web/dist-ssr, made by its build); `off`: pages are sent without it. */
  WEB_SSR: z.preprocess(emptyToUndefined, z.string().default(join(REPO_ROOT, 'apps/web/dist-ssr'))),
  /** Calls to /wps/* per minute per visitor IP before 429 (later issues tighten sensitive calls). */
  RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(600)),
  /**
   * Multiplies the per-call limits (login, SMS, register…). Raise it where many
   * real people share one address (carrier NAT) — or in the end-to-end tests,
   * where one browser plays every visitor.
   */
  RATE_LIMIT_SCALE: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(1000).default(1)),
  /** Server processes on the one port (node:cluster); more than one needs DATABASE_URL and REDIS_URL. */
  WORKERS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(64).default(1)),
  /** Connections of the PostgreSQL pool (DATABASE_URL only; PGlite is one connection). */
  DB_POOL_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(500).default(10)),
  /** The developer outbox page/call (/wps/dev/outbox). Default: on unless NODE_ENV=production. */
  DEV_OUTBOX: z.preprocess(emptyToUndefined, z.enum(['on', 'off', 'true', 'false', '1', '0']).optional()),
  /** The local payment-gateway simulator (/sim/gateway/pay). Default on; never on when NODE_ENV=production. */
  GATEWAY_SIMULATOR: z.preprocess(emptyToUndefined, z.enum(['on', 'off', 'true', 'false', '1', '0']).optional()),
  NODE_ENV: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * Seed of the server's HMAC keys (human verification, code hashing). Set it
   * when several servers share a database; unset, keys are generated once and kept in the database.
   */
  SERVER_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  /**
   * Where the studio (Lucky Reels) sends its provider-API calls, e.g. http://127.0.0.1:3000. Unset: into this
   * same process (app.inject), still through the provider routes, signature checks and envelope.
   */
  STUDIO_PLATFORM_URL: z.preprocess(emptyToUndefined, z.string().regex(/^https?:\/\//, 'must be an http:// or https:// URL').optional()),
  /**
   * Prepended to every Redis channel and key this deployment uses, so two deployments sharing one Redis never
   * hear each other's live events or share limits. Default: a short hash of the deployment's server secret.
   */
  REDIS_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,48}$/, 'letters, digits, _ . or - (at most 48)')
      .optional(),
  ),
  /** Live events (WebSocket /wps/ws) over Redis pub/sub, so several server processes share them; unset: in-process. */
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
});

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Absolute; PGlite keeps its files in `<dataDir>/pglite`. `memory://` keeps them in memory. */
  dataDir: string;
  trustedProxies: string[];
  defaultMerchant: string;
  logLevel: (typeof LOG_LEVELS)[number];
  webDist: string;
  /** The operator console's build folder (served at /console). */
  consoleDist: string;
  /** The folder of the web client's server render (entry-server.js), or null when switched off. */
  webSsr: string | null;
  redisUrl: string | undefined;
  /** REDIS_PREFIX; undefined: derived from the server secret (see deploymentRedisPrefix). */
  redisPrefix: string | undefined;
  rateLimitPerMinute: number;
  rateLimitScale: number;
  dbPoolMax: number;
  /** Server processes sharing the port (main.ts forks them). */
  workers: number;
  devOutbox: boolean;
  /** It holds the channel secrets and would let anyone mark a gateway deposit paid: production never gets it. */
  gatewaySimulator: boolean;
  serverSecret: string | undefined;
  /** The studio's provider-API target; undefined: in-process. */
  studioPlatformUrl: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError('WORKERS > 1 needs DATABASE_URL: the embedded database (PGlite) belongs to one process');
  }
  if (e.WORKERS > 1 && !e.REDIS_URL) {
    throw new ConfigError("WORKERS > 1 needs REDIS_URL: live events and rate limits must reach every process");
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR === 'memory://' ? e.DATA_DIR : resolve(e.DATA_DIR),
    trustedProxies: e.TRUSTED_PROXIES,
    defaultMerchant: e.DEFAULT_MERCHANT,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST),
    consoleDist: resolve(e.CONSOLE_DIST),
    webSsr: e.WEB_SSR === 'off' ? null : resolve(e.WEB_SSR),
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    dbPoolMax: e.DB_POOL_MAX,
    workers: e.WORKERS,
    devOutbox: e.DEV_OUTBOX === undefined ? e.NODE_ENV !== 'production' : ['on', 'true', '1'].includes(e.DEV_OUTBOX),
    gatewaySimulator: e.NODE_ENV !== 'production' && (e.GATEWAY_SIMULATOR === undefined || ['on', 'true', '1'].includes(e.GATEWAY_SIMULATOR)),
    serverSecret: e.SERVER_SECRET,
    studioPlatformUrl: e.STUDIO_PLATFORM_URL,
  };
}

export const webDistExists = (config: AppConfig): boolean => existsSync(join(config.webDist, 'index.html'));

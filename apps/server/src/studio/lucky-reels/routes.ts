/**
 * Lucky Reels' routes: the game page (GET /studio/lucky-reels/, built by apps/web as a second
 * Vite entry) and its two calls. The page is framed by the platform's game popup, which is the
 * same origin: helmet's frame-ancestors 'self' / X-Frame-Options SAMEORIGIN already allow that.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCode, envelopeOf } from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { AppConfig } from '../../config';
import type { DrizzleDb } from '../../db/database';
import { createIpMatcher } from '../../modules/access/client-ip';
import { createBrandResolver } from '../../modules/brand/brand.service';
import { httpPlatform, inProcessPlatform, studioSecrets, type PlatformClient } from './platform-client';
import { ZSession, ZSessionBody, ZSpinBody, ZSpinResult } from './schemas';
import { createLuckyReelsService, type LuckyReelsService, type StudioContext } from './service';
import { databaseSpinStore } from './spin-store';

export const STUDIO_PATH = '/studio/lucky-reels';

/** Spins per minute from one address: turbo autoplay makes about one a second; four a second is plenty. */
const SPIN_RATE_PER_MINUTE = 240;
const SESSION_RATE_PER_MINUTE = 30;

export interface LuckyReelsOptions {
  config: AppConfig;
  db: DrizzleDb;
  /** Tests may swap the client (a failing platform); default in-process or STUDIO_PLATFORM_URL. */
  platform?: PlatformClient;
  service?: LuckyReelsService;
}

export function registerLuckyReels(app: FastifyInstance, opts: LuckyReelsOptions): void {
  const { config, db } = opts;
  const platform = opts.platform ?? (config.studioPlatformUrl ? httpPlatform(config.studioPlatformUrl) : inProcessPlatform(app));
  const service = opts.service ?? createLuckyReelsService({ store: databaseSpinStore(db) });
  const brands = createBrandResolver(db, { defaultMerchant: config.defaultMerchant });
  const secrets = studioSecrets(db);
  const trustedProxies = createIpMatcher(config.trustedProxies);

  /** The brand from the Host, the same way the platform resolves it; its WPS secret; the platform client. */
  async function contextOf(request: FastifyRequest): Promise<StudioContext> {
    const forwardedHost = request.headers['x-forwarded-host'];
    const fromTrustedProxy = trustedProxies.has(request.socket.remoteAddress ?? '');
    const host = fromTrustedProxy && typeof forwardedHost === 'string' ? forwardedHost.split(',')[0]!.trim() : (request.headers.host ?? '');
    const brand = await brands.resolve(host);
    if (!brand) throw new AppError(503, ErrorCode.brandNotFound, 'No brand serves this host');
    const secret = await secrets(brand.merchant.id);
    if (!secret) throw new AppError(503, ErrorCode.providerUnavailable, 'Lucky Reels is not available at this brand');
    return { platform, target: { host, secret }, currency: brand.merchant.currency, merchantId: brand.merchant.id, log: request.log };
  }

  const limit = (max: number) => ({
    max: Math.max(1, Math.round(max * app.contractHooks.rateLimitScale)),
    timeWindow: 60_000,
    // The global limiter lets everything outside /wps/ through; these calls are counted.
    allowList: () => false,
  });

  app.post(
    `${STUDIO_PATH}/api/session`,
    {
      schema: { hide: true, body: ZSessionBody, response: { 200: envelopeOf(ZSession) } },
      config: { rateLimit: limit(SESSION_RATE_PER_MINUTE) },
    },
    async (request) => ({ success: true, value: await service.session(await contextOf(request), ZSessionBody.parse(request.body)) }),
  );

  app.post(
    `${STUDIO_PATH}/api/spin`,
    {
      schema: { hide: true, body: ZSpinBody, response: { 200: envelopeOf(ZSpinResult) } },
      config: { rateLimit: limit(SPIN_RATE_PER_MINUTE) },
    },
    async (request) => ({ success: true, value: await service.spin(await contextOf(request), ZSpinBody.parse(request.body)) }),
  );

  // The page itself (its scripts and styles are the web build's fingerprinted /assets).
  app.get(`${STUDIO_PATH}/`, async (_request, reply) => {
    let html: Buffer;
    try {
      html = await readFile(join(config.webDist, 'studio/lucky-reels/index.html'));
    } catch {
      return reply.status(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send('<!doctype html><title>Lucky Reels</title><p>The game has not been built yet: run npm run build.</p>');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}

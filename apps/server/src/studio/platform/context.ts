/**
 * What every studio call needs to reach the platform: the brand from the Host
 * (resolved the way the platform resolves it), our vendor's signing secret at
 * that brand, and the client that signs and sends the provider API calls.
 */
import { ErrorCode } from '@wps/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { createBrandResolver } from '../../modules/brand/brand.service';
import { httpPlatform, inProcessPlatform, studioSecrets, type PlatformClient, type PlatformTarget } from './client';

export interface StudioContext {
  platform: PlatformClient;
  target: PlatformTarget;
  /** The brand's currency (fun mode shows it; real answers carry the platform's). */
  currency: string;
  merchantId: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}

export interface StudioContextOptions {
  config: AppConfig;
  db: DrizzleDb;
  /** Tests may swap the client (a failing platform); default in-process or STUDIO_PLATFORM_URL. */
  platform?: PlatformClient;
}

/** A resolver of each request's StudioContext; `game` names the game in the refusal when the brand has no studio. */
export function createStudioContext(app: FastifyInstance, opts: StudioContextOptions, game: string) {
  const { config, db } = opts;
  const platform = opts.platform ?? (config.studioPlatformUrl ? httpPlatform(config.studioPlatformUrl) : inProcessPlatform(app));
  const brands = createBrandResolver(db, { defaultMerchant: config.defaultMerchant });
  const secrets = studioSecrets(db);

  /** The context of a brand's host without a request (background work: a win sent again). */
  async function forHost(host: string, log: StudioContext['log']): Promise<StudioContext | undefined> {
    const brand = await brands.resolve(host);
    const secret = brand ? await secrets(brand.merchant.id) : null;
    if (!brand || !secret) return undefined;
    return { platform, target: { host, secret }, currency: brand.merchant.currency, merchantId: brand.merchant.id, log };
  }

  return Object.assign(async function contextOf(request: FastifyRequest): Promise<StudioContext> {
    // X-Forwarded-Host when a trusted proxy sent it (Fastify's trustProxy), else Host.
    const host = request.host;
    const brand = await brands.resolve(host);
    if (!brand) throw new AppError(503, ErrorCode.brandNotFound, 'No brand serves this host');
    const secret = await secrets(brand.merchant.id);
    if (!secret) throw new AppError(503, ErrorCode.providerUnavailable, `${game} is not available at this brand`);
    return { platform, target: { host, secret }, currency: brand.merchant.currency, merchantId: brand.merchant.id, log: request.log };
  }, { forHost });
}

/** A studio call's rate limit: per address per minute, scaled like the platform's own limits in tests. */
export const studioRateLimit = (app: FastifyInstance, max: number) => ({
  max: Math.max(1, Math.round(max * app.contractHooks.rateLimitScale)),
  timeWindow: 60_000,
  // The global limiter lets everything outside /wps/ through; these calls are counted.
  allowList: () => false,
});

import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import {
  brandThemeVars,
  ErrorCode,
  getPermission,
  LIVE_MAX_CLIENT_FRAME_BYTES,
  openSealedBody,
  PAGE_HINT_COOKIE,
  type TPermission,
} from '@wps/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SERVER_ROOT, type AppConfig } from './config';
import type { Database } from './db/database';
import { registerDocs } from './http/docs';
import { failure, frameworkError, installErrorHandling } from './http/error-handler';
import { installSafeTextGuard } from './http/safe-text';
import { installNoStore } from './http/no-store';
import { createPageRenderer } from './http/page-render';
import './http/request-context';
import { CONSOLE_PREFIX, isClientNavigation, isConsoleNavigation, registerConsoleApp, registerWebApp, sendConsoleIndex, sendIndexHtml } from './http/web-app';
import { createOutageGuard } from './modules/access/access.guard';
import { clientAddress, trustProxyOption } from './modules/access/client-ip';
import { createBrandResolver } from './modules/brand/brand.service';
import { forgetBrandsOnChange } from './modules/brand/brand-changes';
import { registerBrandSettingsRoutes } from './modules/brand-settings/brand-settings.routes';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes';
import { registerGameRoutes } from './modules/games/games.routes';
import { loadServerSecrets, openKeyRing } from './modules/keys/keys.service';
import { sealErrorToAppError } from './modules/keys/seal-errors';
import { registerMemberRoutes } from './modules/member/member.routes';
import { registerOAuthRoutes } from './modules/session/oauth.routes';
import { registerSessionRoutes } from './modules/session/session.routes';
import { authenticate } from './modules/session/session.service';
import { registerSystemRoutes } from './modules/system/system.routes';
import { bootAnswers } from './modules/system/boot.service';
import { AGENT_LANDING_PATH } from './modules/system/system.presenter';
import { visitorOf } from './modules/access/visitor';
import { registerInboxRoutes } from './modules/inbox/inbox.routes';
import { registerDepositRoutes } from './modules/deposits/deposits.routes';
import { registerPaymentChannelRoutes } from './modules/payment-channels/payment-channels.routes';
import { registerGatewaySimulator } from './modules/gateway-sim/gateway-sim.routes';
import { createInProcessBus } from './modules/live/live.bus';
import { LIVE_SOCKET_DEFAULTS } from './modules/live/live.options';
import { registerLiveRoutes } from './modules/live/live.routes';
import { registerChatRoutes, registerStaffChatRoutes } from './modules/chat';
import { registerPlatformRoutes } from './modules/platform';
import { registerSiteAdminRoutes } from './modules/system/site-admin.routes';
import { createRedisBus, deploymentRedisPrefix } from './modules/live/redis-bus';
import { registerStaffRoutes } from './modules/staff/staff.routes';
import { registerAccessRoutes } from './modules/access/access.routes';
import { registerAdjustmentRoutes } from './modules/adjustments/adjustments.routes';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { registerWalletRoutes } from './modules/wallet/wallet.routes';
import { registerProviderRoutes } from './modules/provider/provider.routes';
import { registerBetRoutes } from './modules/bets/bets.routes';
import { registerWagerRoutes } from './modules/wagers/wagers.routes';
import { registerContentRoutes } from './modules/content/content.routes';
import { registerLuckyReels } from './studio/lucky-reels/routes';
import { purgeSpinAnswers } from './studio/lucky-reels/spin-store';
import { registerOriginals } from './studio/originals/routes';
import { originalsStore } from './studio/originals/store';
import { registerTables } from './studio/tables/routes';
import { registerCrash } from './studio/crash/routes';
import { purgeFailures } from './modules/access/login-attempts.repository';
import { purgeExpiredDevices } from './modules/session/remembered-device.service';
import { defineWithdrawalJobs } from './modules/withdrawals/auto-confirm.job';
import { createOutbox } from './modules/outbox';
import { createJobRunner } from './modules/jobs';
import { appVersion } from './lib/app-version';
import { subscribeWallet } from './modules/wallet/wallet.subscribers';
import { subscribeGames } from './modules/games/games.subscribers';
import { subscribeJackpot } from './modules/jackpot';
import { subscribeInbox } from './modules/inbox/inbox.subscribers';
import { defineWagerJobs } from './modules/wagers/wagers.jobs';
import { defineAgentJobs, registerAgentRoutes, registerStaffAgentRoutes, subscribeAgent } from './modules/agent';
import { defineJobMaintenance } from './modules/jobs/jobs.maintenance';
import { defineGamesAdminJobs } from './modules/games-admin/games-admin.jobs';
import { registerGamesAdminRoutes } from './modules/games-admin/games-admin.routes';
import { registerWithdrawalRoutes } from './modules/withdrawals/withdrawals.routes';
import { bonusTurnoverPolicy, definePromotionJobs, registerPromotionRoutes, subscribePromotions } from './modules/promotions';
import { defineFreeRoundJobs, registerFreeRoundRoutes } from './modules/free-rounds';
import { findMerchantById } from './modules/brand';
import { defineLoyaltyJobs, registerLoyaltyRoutes, subscribeLoyalty, vipWithdrawLimits } from './modules/loyalty';
import { defineMissionJobs, postgresLeaderboards, redisLeaderboards, registerMissionRoutes, subscribeMissions } from './modules/missions';
import { defineLuckyJobs, registerLuckyRoutes, subscribeLucky } from './modules/lucky';
import { registerReferralRoutes, subscribeReferral } from './modules/referral';
import { authenticateStaff } from './modules/staff/staff.service';
import { registerVerificationRoutes } from './modules/verification/verification.routes';
import { createOutboxSenders } from './modules/verification/senders';
import { randomCaptchaText } from './lib/captcha-image';
import { systemClock } from './lib/clock';
import type { AppServices, ServiceOverrides } from './services';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Fastify logger options; false (the default) for silence, e.g. in tests. */
  logger?: boolean | object;
  /** Tests replace the clock, captcha text, proof-of-work size or senders. */
  services?: ServiceOverrides;
  /** Start the periodic jobs (withdrawal receipts auto-confirm); the server process does, tests do not. */
  backgroundJobs?: boolean;
}

/** 1 MiB: the largest legitimate JSON payload is far smaller; uploads get their own limits. */
export const BODY_LIMIT = 1024 * 1024;

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const db = database.db;

  const app = Fastify({
    logger: (opts.logger ?? false) as FastifyServerOptions['logger'],
    bodyLimit: BODY_LIMIT,
    // A caller's id is kept so one request can be followed across services; anything odd is replaced.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: frameworkError,
    // Only TRUSTED_PROXIES are believed, and for everything: request.ip (X-Forwarded-For), request.protocol
    // (X-Forwarded-Proto: Secure cookies behind a TLS proxy) and request.host (X-Forwarded-Host).
    trustProxy: trustProxyOption(config.trustedProxies),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installSafeTextGuard(app);
  installNoStore(app);

  const clock = opts.services?.clock ?? systemClock;
  const secrets = await loadServerSecrets(db, config.serverSecret);
  // Every Redis channel and key of this deployment carries its prefix: deployments sharing a Redis stay apart.
  const redisPrefix = config.redisPrefix ?? deploymentRedisPrefix(secrets.codes);
  // Redis lets several server processes share live events; one process needs nothing more.
  const live = opts.services?.live ?? (config.redisUrl ? createRedisBus(config.redisUrl, { prefix: redisPrefix, log: app.log }) : createInProcessBus());
  // Tournament boards: Redis sorted sets when Redis is there (every process reads the same set), else the database's index.
  const boardsRedis = opts.services?.leaderboards || !config.redisUrl ? undefined : new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  if (boardsRedis) {
    boardsRedis.on('error', (err) => app.log.warn({ err }, 'leaderboard store (Redis) unavailable'));
    app.addHook('onClose', async () => void (await boardsRedis.quit().catch(() => undefined)));
  }
  const leaderboards = opts.services?.leaderboards ?? (boardsRedis ? redisLeaderboards(boardsRedis, redisPrefix) : postgresLeaderboards);
  // Leases and deletions of delivered events may be lost in a crash (they are done again): no waiting for the disk.
  const outbox = createOutbox(database.relaxed, app.log);
  const services: AppServices = {
    db,
    outbox,
    // Each pass of the job loop also sweeps events other processes left behind.
    jobs: createJobRunner(db, app.log, { onTick: () => outbox.sweep(), version: appVersion() }),
    config,
    clock,
    keys: await openKeyRing(db, clock),
    secrets,
    senders: opts.services?.senders ?? createOutboxSenders(db, clock),
    live,
    leaderboards,
    liveSocket: opts.services?.liveSocket ?? LIVE_SOCKET_DEFAULTS,
    captchaText: opts.services?.captchaText ?? (() => randomCaptchaText()),
    humanChallengeMaxNumber: opts.services?.humanChallengeMaxNumber,
  };
  // A bus the caller supplied is the caller's to close; the sockets are closed before this runs (preClose).
  if (live !== opts.services?.live) app.addHook('onClose', async () => live.close());
  // Modules react to each other's committed money through the outbox, never by calling each other's services.
  subscribeWallet(services);
  subscribeGames(services);
  subscribeJackpot(services);
  subscribeInbox(services);
  subscribeAgent(services);
  subscribePromotions(services);
  subscribeLoyalty(services);
  subscribeMissions(services);
  subscribeLucky(services);
  subscribeReferral(services);
  defineWithdrawalJobs(services, app.log);
  defineWagerJobs(services);
  defineAgentJobs(services);
  definePromotionJobs(services);
  defineFreeRoundJobs(services);
  defineLoyaltyJobs(services);
  defineMissionJobs(services);
  defineLuckyJobs(services);
  defineJobMaintenance(services);
  defineGamesAdminJobs(services);
  services.jobs.define('session.purge-remembered-devices', async () => ({ purged: await purgeExpiredDevices(services, services.clock.now()) }), { everySeconds: 3_600 });
  // Login failures count for 15 minutes (login-attempts.service.ts); an hour later they are history.
  services.jobs.define('access.purge-login-failures', async () => ({ purged: await purgeFailures(db, new Date(Date.now() - 3_600_000)) }), { everySeconds: 3_600 });
  services.jobs.define('studio.purge-spins', async () => ({ purged: await purgeSpinAnswers(db, new Date()) }), { everySeconds: 86_400 });
  // Fun play of the originals moves no money; its rounds and seeds go after a day.
  services.jobs.define('studio.purge-fun-rounds', async () => ({ purged: await originalsStore(db).purgeFun(new Date(Date.now() - 86_400_000)) }), {
    everySeconds: 86_400,
  });
  // The job loop and the dispatches in flight finish before the caller closes the database.
  app.addHook('onClose', async () => {
    await services.jobs.stop();
    await outbox.idle();
  });
  app.decorate('contractHooks', {
    rateLimitScale: config.rateLimitScale,
    authenticate: (request) => authenticate(services, request),
    authenticateStaff: (request) => authenticateStaff(services, request),
    async openSealed(sealed, target) {
      await services.keys.refresh();
      try {
        return await openSealedBody(sealed, target, services.keys.privateKey, { now: clock.now().getTime() });
      } catch (err) {
        throw sealErrorToAppError(err);
      }
    },
  });

  app.decorateRequest('clientIp', '');
  app.decorateRequest('brand', null as never);
  app.decorateRequest('member', null);
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request, reply) => {
    request.clientIp = clientAddress(request);
    reply.header('x-request-id', request.id);
  });

  // Security headers by helmet, built once (@fastify/helmet rebuilt the middleware, CSP parsing included, on every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        // Games open in embedded frames and the home video embeds a video site.
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Game frames come from other origins that do not send CORP headers.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });

  // With Redis every server process counts against the same limits (a client cannot multiply them by
  // landing on several processes); Redis trouble lets calls through rather than failing them.
  const limitStore = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, enableOfflineQueue: false }) : undefined;
  if (limitStore) {
    limitStore.on('error', (err) => app.log.warn({ err }, 'rate-limit store (Redis) unavailable'));
    app.addHook('onClose', async () => void (await limitStore.quit().catch(() => undefined)));
  }
  await app.register(rateLimit, {
    global: true,
    ...(limitStore ? { redis: limitStore, nameSpace: `${redisPrefix}:rate-limit:`, skipOnError: true } : {}),
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // The API is what guessing and scraping hit; static assets (a page of game
    // tiles loads dozens of icons) are cached and never counted.
    allowList: (request) => !request.url.startsWith('/wps/'),
    // Keyed by the resolved visitor, not the proxy in front of them.
    keyGenerator: (request) => request.clientIp || clientAddress(request),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests; retry in ${context.after}`), { statusCode: 429 }),
  });

  await app.register(cookie);
  // Every text answer above 1 kB compressed (Brotli or gzip, as the browser accepts); it wraps the routes
  // registered after it. The web build's files are sent as their pre-compressed copies (registerWebApp).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quick levels for answers made per request; the build's copies are made once at the highest.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // At the root, before any route: it wraps every route to tell upgrades from plain requests.
  await app.register(websocket, { options: { maxPayload: LIVE_MAX_CLIENT_FRAME_BYTES } });
  // Only contracts marked `form` accept it (registerContract refuses it elsewhere).
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await registerDocs(app);
  await registerWebApp(app, { webDist: config.webDist, cdnRoot: join(SERVER_ROOT, 'assets/cdn') });
  await registerConsoleApp(app, { consoleDist: config.consoleDist });

  const brands = createBrandResolver(db, { defaultMerchant: config.defaultMerchant });
  // A brand changed in the console, on any process, is read afresh on the next request here.
  const keepBrandsFresh = forgetBrandsOnChange(services.live, brands);
  app.addHook('preClose', (done) => {
    keepBrandsFresh();
    done();
  });
  const outageGuard = createOutageGuard(db);
  // Behind a trusted proxy the original host arrives in X-Forwarded-Host (request.host reads it then).
  const brandOf = (request: FastifyRequest) => brands.resolve(request.host);
  const pages = createPageRenderer(config.webSsr, app.log);
  /** The address a page was asked for, for what it inlines (undefined for one that is no address). */
  const pageAddress = (url: string): URL | undefined => {
    try {
      return new URL(url, 'http://page.invalid');
    } catch {
      return undefined;
    }
  };
  /** The app's page, carrying the answers of the visit's first calls (a page without them still works). */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    let boot = null;
    const hints = request.cookies;
    try {
      const brand = await brandOf(request);
      // A console host name serves the console, not the player site.
      if (brand?.kind === 'console') return reply.redirect(`${CONSOLE_PREFIX}/`);
      // An agent host's root is the agent login (domainRoute's landingPath), before any script runs: the player home never renders there.
      const q = request.url.indexOf('?');
      const path = q === -1 ? request.url : request.url.slice(0, q);
      if (brand?.kind === 'agent' && (path === '/' || path === '/index.html')) return reply.redirect(`${AGENT_LANDING_PATH}${q === -1 ? '' : request.url.slice(q)}`);
      if (brand) boot = await bootAnswers(services, brand, visitorOf(request), hints[PAGE_HINT_COOKIE.language], pageAddress(request.url));
    } catch (err) {
      request.log.warn({ err }, 'index.html sent without its inlined answers');
    }
    // The page itself, rendered from the same answers, as a visitor without a session sees it. A browser
    // holding a session (its hint cookie) renders its member's page itself, as does a page without a render.
    const theme = hints[PAGE_HINT_COOKIE.theme] === 'light' ? 'light' : 'dark';
    const look = { theme, announcement: hints[PAGE_HINT_COOKIE.announcement] !== '1' } as const;
    const html = boot?.language && hints[PAGE_HINT_COOKIE.session] !== '1' ? await pages.render(request.url, boot, look) : null;
    if (!html || !boot?.language) return sendIndexHtml(reply, config.webDist, boot);
    // The brand's colours on <html>, as the browser would set them from the permission answer.
    const permission = boot.answers.find((a) => a.path === getPermission.path)?.value as TPermission | undefined;
    const themeVars = permission ? brandThemeVars(permission.info.setting.theme) : [];
    return sendIndexHtml(reply, config.webDist, boot, { html, language: boot.language, theme, themeVars });
  };
  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  await app.register(async (wps) => {
    wps.addHook('onRequest', async (request, reply) => {
      const brand = await brandOf(request);
      if (!brand) {
        request.log.error({ defaultMerchant: config.defaultMerchant }, 'default merchant missing');
        return reply
          .status(503)
          .send(failure(ErrorCode.brandNotFound, `No brand serves this host and the default brand "${config.defaultMerchant}" does not exist`));
      }
      request.brand = brand;
    });
    registerSystemRoutes(wps, services);
    registerCatalogRoutes(wps, { db, outageGuard });
    registerGameRoutes(wps, services, outageGuard);
    registerSessionRoutes(wps, services, outageGuard);
    registerOAuthRoutes(wps, services, outageGuard);
    registerMemberRoutes(wps, services, outageGuard);
    registerVerificationRoutes(wps, services, outageGuard);
    registerStaffRoutes(wps, services);
    registerGamesAdminRoutes(wps, services);
    registerAccessRoutes(wps, services);
    registerBrandSettingsRoutes(wps, services);
    registerAdjustmentRoutes(wps, services);
    registerDashboardRoutes(wps, services);
    registerInboxRoutes(wps, services);
    registerDepositRoutes(wps, services);
    registerPaymentChannelRoutes(wps, services);
    registerLiveRoutes(wps, services);
    // The support chat stays open in maintenance and region blocks: those pages point to it.
    registerChatRoutes(wps, services);
    registerStaffChatRoutes(wps, services);
    registerPlatformRoutes(wps, services, database.dialect);
    registerSiteAdminRoutes(wps, services);
    registerWalletRoutes(wps, services);
    registerWithdrawalRoutes(wps, services, {
      turnover: bonusTurnoverPolicy(services, async (conn, merchantId) => {
        const merchant = await findMerchantById(conn, merchantId);
        if (!merchant) throw new Error(`brand ${merchantId} vanished`);
        return merchant;
      }),
      limits: vipWithdrawLimits,
    });
    registerPromotionRoutes(wps, services);
    registerFreeRoundRoutes(wps, services);
    registerLoyaltyRoutes(wps, services);
    registerMissionRoutes(wps, services);
    registerLuckyRoutes(wps, services);
    registerReferralRoutes(wps, services);
    registerProviderRoutes(wps, services);
    registerBetRoutes(wps, services);
    registerWagerRoutes(wps, services);
    registerAgentRoutes(wps, services);
    registerStaffAgentRoutes(wps, services);
    registerContentRoutes(wps, services, outageGuard);
  });

  // Our studio's game (issue 5 item 8): its page and calls; it reaches the platform only through the provider API.
  registerLuckyReels(app, { config, db });
  // The provably fair originals (issue 11): Dice, Plinko, Keno, Mines, Hi-Lo, and the public record of their rounds.
  registerOriginals(app, { config, db, now: () => services.clock.now() });
  services.jobs.define('studio.originals.repay', async () => ({ ...(await app.studioOriginals.repay()) }), { everySeconds: 30, leaseSeconds: 120 });
  // The live tables (issue 11): shared rounds on a schedule; each change wakes the process for the next,
  // and a durable tick every few seconds (once across processes) is the fallback.
  const tables = registerTables(app, { config, db, bus: services.live, now: () => services.clock.now() });
  services.jobs.define('studio.tables.tick', async () => ({ ...(await tables.tick()) }), { everySeconds: 5, leaseSeconds: 60 });
  // Crash (issue 11): shared rounds from a published hash chain.
  const crash = registerCrash(app, { config, db, bus: services.live, now: () => services.clock.now() });
  services.jobs.define('studio.crash.tick', async () => ({ ...(await crash.tick()) }), { everySeconds: 5, leaseSeconds: 60 });

  // The local payment gateway (demo and tests); never in production.
  if (config.gatewaySimulator) registerGatewaySimulator(app, services);

  // The durable job loop (periodic and delayed jobs, the outbox sweeper) runs in server processes only:
  // jobs act on every brand of the database, and tests sharing one PostgreSQL run them themselves.
  if (opts.backgroundJobs) app.addHook('onReady', async () => services.jobs.start());

  app.setNotFoundHandler(async (request, reply) => {
    if (isConsoleNavigation(request)) return sendConsoleIndex(request, reply, config.consoleDist);
    if (isClientNavigation(request)) return sendPage(request, reply);
    const path = request.url.split('?')[0];
    return reply.status(404).send(failure(ErrorCode.notFound, `No such resource: ${request.method} ${path}`));
  });

  return app;
}

import {
  ErrorCode,
  PROVIDER_BODY_LIMIT,
  PROVIDER_SIGNATURE_HEADER,
  ZEnvelopeBase,
  ZProviderAuthenticateBody,
  ZProviderBalance,
  ZProviderBalanceBody,
  ZProviderBetBody,
  ZProviderEndRoundBody,
  ZProviderJackpotBody,
  ZProviderSettleBody,
  ZProviderSettleResult,
  PROVIDER_SETTLE_BODY_LIMIT,
  ZProviderRollbackBody,
  ZProviderRoundResult,
  ZProviderSession,
  ZProviderTransactionResult,
  ZProviderWinBody,
  envelopeOf,
  gameLaunchFB,
  launchGame as launchGameContract,
  type TProviderCall,
} from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { describeZodIssues, registerContract } from '../../http/register-contract';
import { assertSafeText } from '../../http/safe-text';
import type { AppServices } from '../../services';
import { createIpMatcher } from '../access/client-ip';
import { siteOrigin } from '../brand';
import {
  SEAMLESS_ONLY,
  authenticatePlayer,
  endRound,
  payJackpot,
  settleRounds,
  launchGame,
  payWin,
  placeBet,
  playerBalance,
  rollbackBet,
  walletSettings,
  type LaunchInput,
  type ProviderAnswer,
  type WalletCallContext,
} from './provider.service';
import { signatureAccepted } from './provider.signature';

/** Game launch (the web client) and the seamless-wallet API (the vendors). Register inside the /wps scope. */
export function registerProviderRoutes(app: FastifyInstance, services: AppServices): void {
  const launch = (request: FastifyRequest, input: LaunchInput) => {
    if (!request.member) throw new Error('auth contract reached without a member');
    return launchGame(services, { merchant: request.brand.merchant, member: request.member, siteOrigin: siteOrigin(request), log: request.log }, input);
  };
  // Trial members reach the handler: it decides (demo play is theirs, real play is not).
  registerContract(app, launchGameContract, async ({ body, request }) => launch(request, { ...body, trial: body.trial ?? false }), {
    allowTrial: true,
    rateLimit: { max: 60, timeWindowMs: 60_000 },
  });
  registerContract(app, gameLaunchFB, async ({ query, request }) => launch(request, { ...query, trial: query.trial ?? true }), {
    allowTrial: true,
    rateLimit: { max: 60, timeWindowMs: 60_000 },
  });
  registerWalletApi(app, services);
}

const ZFailure = ZEnvelopeBase.extend({ value: z.unknown().optional() });

interface WalletCall {
  call: TProviderCall;
  summary: string;
  body: z.ZodType;
  value: z.ZodType;
  /** Past PROVIDER_BODY_LIMIT (the settle call). */
  bodyLimit?: number;
  handle: (services: AppServices, ctx: WalletCallContext, body: never, request: FastifyRequest) => Promise<ProviderAnswer>;
}

const WALLET_CALLS: WalletCall[] = [
  {
    call: 'authenticate',
    summary: "Provider wallet: a game token → the player's id, currency and balance",
    body: ZProviderAuthenticateBody,
    value: ZProviderSession,
    handle: (s, ctx, body: z.infer<typeof ZProviderAuthenticateBody>) => authenticatePlayer(s, ctx, body),
  },
  {
    call: 'balance',
    summary: "Provider wallet: the player's main-wallet balance",
    body: ZProviderBalanceBody,
    value: ZProviderBalance,
    handle: (s, ctx, body: z.infer<typeof ZProviderBalanceBody>) => playerBalance(s, ctx, body),
  },
  {
    call: 'bet',
    summary: 'Provider wallet: debit a bet (idempotent by transaction id; insufficient_funds answers the balance and moves nothing)',
    body: ZProviderBetBody,
    value: ZProviderTransactionResult,
    handle: (s, ctx, body: z.infer<typeof ZProviderBetBody>, request) => placeBet(s, ctx, body, request.log),
  },
  {
    call: 'win',
    summary: "Provider wallet: credit a win into an open round of the player's (idempotent by transaction id)",
    body: ZProviderWinBody,
    value: ZProviderTransactionResult,
    handle: (s, ctx, body: z.infer<typeof ZProviderWinBody>, request) => payWin(s, ctx, body, request.log),
  },
  {
    call: 'rollback',
    summary: 'Provider wallet: refund a bet; a rollback before its bet is remembered and the late bet refused',
    body: ZProviderRollbackBody,
    value: ZProviderTransactionResult,
    handle: (s, ctx, body: z.infer<typeof ZProviderRollbackBody>, request) => rollbackBet(s, ctx, body, request.log),
  },
  {
    call: 'endRound',
    summary: 'Provider wallet: close a round (closing a closed round again is harmless)',
    body: ZProviderEndRoundBody,
    value: ZProviderRoundResult,
    handle: (s, ctx, body: z.infer<typeof ZProviderEndRoundBody>, request) => endRound(s, ctx, body, request.log),
  },
  {
    call: 'jackpot',
    summary: "Provider wallet: pay a jackpot hit (the whole pool) into the player's open round (idempotent by transaction id; once per round)",
    body: ZProviderJackpotBody,
    value: ZProviderTransactionResult,
    handle: (s, ctx, body: z.infer<typeof ZProviderJackpotBody>, request) => payJackpot(s, ctx, body, request.log),
  },
  {
    call: 'settle',
    summary: 'Provider wallet: close many rounds in one call, each a win with its valid bet (a live table round); each answered on its own',
    body: ZProviderSettleBody,
    value: ZProviderSettleResult,
    bodyLimit: PROVIDER_SETTLE_BODY_LIMIT,
    handle: (s, ctx, body: z.infer<typeof ZProviderSettleBody>, request) => settleRounds(s, ctx, body, request.log),
  },
];

const DESCRIPTION =
  'Called by a game vendor\'s server, not the web client, at `/wps/provider/<vassalage>/<call>` on the brand\'s host. ' +
  "Header `X-Signature`: hex HMAC-SHA256 of the exact body bytes with the vendor's secret (compared in constant time). " +
  "Calls from an address outside the vendor's allow-list are refused (403 provider_ip_refused). " +
  'Answers use the platform envelope `{ success, code, message, value }`; amounts are minor units as decimal strings and every ' +
  'wallet answer, refusals included, carries the balance. bet, win and rollback are idempotent by (vendor, transactionId): a copy ' +
  'gets the stored answer with `duplicate: true`; the same id with another body answers 409 request_conflict. ' +
  'Refusals: 400 insufficient_funds, 404 bet_not_found (a win without a bet), 409 bet_cancelled (a bet after its rollback), ' +
  '409 round_closed, 409 round_refunded (a win paying into a round whose every bet was rolled back), 409 bet_already_settled ' +
  '(a rollback of a bet whose round already has a win: one stake is never both won and refunded), 401 game_token_invalid, ' +
  '409 provider_transfer_wallet (a transfer-wallet vendor calling the seamless wallet). ' +
  'A bet naming `freeRoundGrantId` plays one of the player\'s free rounds (authenticate lists them as `freeRounds`): the house pays its stake ' +
  '(decision 015); refused with 404 free_round_not_found, 400 free_round_wrong_game, 409 free_round_expired, 409 free_round_used, 400 free_round_stake.';

/** A vendor call past admission: its context and its body, parsed from the signed bytes. */
interface AdmittedCall {
  ctx: WalletCallContext;
  body: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    providerCall: AdmittedCall | null;
  }
}

/** The HTTP status of a wallet answer: chosen here, from its code (the service decides the code, the route the status). */
const STATUS_BY_CODE: Partial<Record<string, number>> = {
  [ErrorCode.insufficientFunds]: 400,
  [ErrorCode.betNotFound]: 404,
  [ErrorCode.roundClosed]: 409,
  [ErrorCode.betCancelled]: 409,
  [ErrorCode.betAlreadySettled]: 409,
  [ErrorCode.roundRefunded]: 409,
  [ErrorCode.requestConflict]: 409,
  [ErrorCode.jackpotNotFound]: 404,
  [ErrorCode.jackpotAlreadyWon]: 409,
  [ErrorCode.freeRoundNotFound]: 404,
  [ErrorCode.freeRoundExpired]: 409,
  [ErrorCode.freeRoundUsed]: 409,
};
const statusOf = (answer: ProviderAnswer): number => (answer.success ? 200 : (STATUS_BY_CODE[answer.code ?? ''] ?? 400));

/** Calls per minute from one vendor address. */
const PROVIDER_RATE_LIMIT_PER_MINUTE = 60_000;

/** Loopback is always let through outside production, so the in-house studio and local tests need no allow-list entry. */
const ALLOW_LOOPBACK = process.env.NODE_ENV !== 'production';
const LOOPBACK = createIpMatcher(['127.0.0.0/8', '::1/128']);

/**
 * The vendors' calls are not contract calls: the vendor signs the exact bytes
 * it sent. So they live in an encapsulated scope whose only body parser keeps
 * the raw bytes; the handler checks the address and the signature, then
 * parses the body itself (the schema in the route only documents it).
 */
function registerWalletApi(app: FastifyInstance, services: AppServices): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PROVIDER_BODY_LIMIT }, (_request, body, done) => done(null, body));
    // The body schema documents the call; the body is parsed from the signed bytes after admission, not validated as a buffer.
    scope.setValidatorCompiler((route) => (route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route as Parameters<typeof validatorCompiler>[0])));
    // Admission before any handler: vendor, address, signature, wallet mode, then the body parsed from the signed bytes.
    scope.decorateRequest('providerCall', null);
    scope.addHook('preHandler', async (request) => {
      const def = (request.routeOptions.config as { providerCall?: WalletCall }).providerCall;
      if (!def) return;
      const { vassalage } = request.params as { vassalage: string };
      const ctx = await admit(services, request, vassalage, def.call);
      request.providerCall = { ctx, body: parseBody(ctx.rawBody, def.body) };
    });
    for (const def of WALLET_CALLS) {
      scope.post(
        `/wps/provider/:vassalage/${def.call}`,
        {
          schema: {
            summary: def.summary,
            description: DESCRIPTION,
            tags: ['Provider wallet'],
            params: z.object({ vassalage: z.string() }),
            body: def.body,
            response: { 200: envelopeOf(def.value), '4xx': ZFailure, '5xx': ZFailure },
          },
          attachValidation: true,
          ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
          // A vendor's server sends every player's calls from a few addresses: the per-visitor limit
          // would throttle a busy vendor to a trickle. Forged calls still stop at the allow-list and signature.
          config: {
            rateLimit: { max: Math.round(PROVIDER_RATE_LIMIT_PER_MINUTE * app.contractHooks.rateLimitScale), timeWindow: 60_000 },
            providerCall: def,
          },
        },
        async (request, reply) => {
          const { ctx, body } = request.providerCall as AdmittedCall;
          const answer = await def.handle(services, ctx, body as never, request);
          return reply.status(statusOf(answer)).send(answer);
        },
      );
    }
  });
}

/** Vendor known and enabled, caller's address allowed, signature right, wallet mode fitting the call. */
async function admit(services: AppServices, request: FastifyRequest, vassalage: string, call: TProviderCall): Promise<WalletCallContext> {
  const merchant = request.brand.merchant;
  const { settings, cache } = await walletSettings(services, merchant.id, vassalage);
  if (!settings || !settings.enabled) throw new AppError(404, ErrorCode.providerUnavailable, `Vendor ${vassalage} is not available`);
  const allowed = settings.allowedIps.length === 0 || createIpMatcher(settings.allowedIps).has(request.clientIp) || (ALLOW_LOOPBACK && LOOPBACK.has(request.clientIp));
  if (!allowed) {
    request.log.warn({ vassalage, ip: request.clientIp }, 'provider call from an address outside the allow-list');
    throw new AppError(403, ErrorCode.providerIpRefused, 'This address may not call this vendor\'s wallet');
  }
  const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const header = request.headers[PROVIDER_SIGNATURE_HEADER];
  if (!signatureAccepted(rawBody, typeof header === 'string' ? header.trim() : undefined, settings, services.clock.now())) {
    request.log.warn({ vassalage, ip: request.clientIp }, 'provider call with a bad signature');
    throw new AppError(401, ErrorCode.signatureInvalid, 'The request signature is not valid');
  }
  if (SEAMLESS_ONLY.has(call) && settings.walletMode === 'transfer') {
    throw new AppError(409, ErrorCode.providerTransferWallet, `Vendor ${vassalage} uses a transfer wallet; the seamless wallet calls are not for it`);
  }
  return { merchant, settings, rawBody, cache };
}

function parseBody(rawBody: Buffer, schema: z.ZodType): unknown {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError(400, ErrorCode.validation, 'The body is not JSON');
  }
  // A NUL or a lone surrogate (e.g. in a transaction id) would otherwise reach PostgreSQL.
  assertSafeText(json, 'body');
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new AppError(400, ErrorCode.validation, describeZodIssues(parsed.error));
  return parsed.data;
}

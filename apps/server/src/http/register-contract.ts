import {
  ErrorCode,
  ZEncryptedBody,
  ZEnvelopeBase,
  envelopeOf,
  sealTargetName,
  type Contract,
} from '@wps/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error';
import { assertSafeText } from './safe-text';

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

type QueryOf<C> = C extends Contract<infer Q, z.ZodType | undefined, z.ZodType> ? Input<Q> : undefined;
type BodyOf<C> = C extends Contract<z.ZodType | undefined, infer B, z.ZodType> ? Input<B> : undefined;

export interface ContractContext<C extends Contract> {
  query: QueryOf<C>;
  body: BodyOf<C>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type ContractHandler<C extends Contract> = (ctx: ContractContext<C>) => Promise<z.input<C['value']>>;

export interface RegisterContractOptions {
  /** Runs before the handler, after validation (e.g. the maintenance / region guard). */
  preHandler?: preHandlerAsyncHookHandler;
  /**
   * Trial (free-play) members are refused every `auth` call with
   * 'Please Register An Account First' (SPEC.md §4) unless the call allows them.
   */
  allowTrial?: boolean;
  /** A tighter per-visitor limit than the global one (logins, code sends). */
  rateLimit?: { max: number; timeWindowMs: number };
}

/**
 * What registerContract needs from the account side, decorated on the app by
 * buildApp: resolving the bearer token and opening sealed bodies.
 */
export interface ContractHooks {
  /** Sets `request.member` or throws 401 `not_logged_in`. */
  authenticate(request: FastifyRequest): Promise<void>;
  /** Sets `request.staff` or throws 401 `staff_unauthorized`. */
  authenticateStaff(request: FastifyRequest): Promise<void>;
  /** Opens a sealed body or throws a 400 `encryption_*` AppError. */
  openSealed(sealed: unknown, target: { method: string; path: string }): Promise<unknown>;
  /** Multiplies every per-call rate limit (config RATE_LIMIT_SCALE). */
  rateLimitScale: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    contractHooks: ContractHooks;
  }
}

/** Failures keep their `value` (`{ captcha }`, `{ field, key, params }`, a login challenge). */
const ZFailureEnvelope = ZEnvelopeBase.extend({ value: z.unknown().optional() });

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** "username: Input cannot be empty; password: ..." — the same shape the schema validator reports. */
export function describeZodIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`)
    .join('; ');
}

/**
 * The one way a call is served: method, path and schemas come from the
 * contract, so validation, the response shape and the OpenAPI document can
 * never drift from what the web client is typed against. Handlers return
 * the value; this wraps it in the success envelope. Failures are thrown and
 * enveloped by the error handler.
 *
 * `auth` calls resolve the bearer token before anything else, so a caller
 * without a session learns that first (401), not what was wrong with the body.
 * `encrypted` calls accept only a sealed body (documented as such); it is
 * opened, then validated against the contract's body schema.
 */
export function registerContract<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options: RegisterContractOptions = {},
): void {
  const encrypted = contract.encrypted === true && contract.body !== undefined;
  const preValidation: preValidationAsyncHookHandler = async (request) => {
    const type = request.headers['content-type'] ?? '';
    // formbody parses forms for every route; only form contracts take them.
    if (!contract.form && type.toLowerCase().startsWith(FORM_TYPE)) {
      throw new AppError(415, ErrorCode.unsupportedMediaType, 'Unsupported content type; send application/json');
    }
    if (contract.staff) {
      await app.contractHooks.authenticateStaff(request);
      const staff = request.staff;
      if (!staff) throw new AppError(401, ErrorCode.staffUnauthorized, 'Staff login required');
      // A session still enrolling its authenticator opens nothing but the enrolment.
      if (!staff.verified && !contract.staff.enrolment) {
        throw new AppError(403, ErrorCode.totpEnrolmentRequired, 'Set up your authenticator first');
      }
      const needed = contract.staff.permission;
      if (needed !== 'self' && !staff.permissions.has(needed)) {
        throw new AppError(403, ErrorCode.forbidden, `This call needs the permission ${needed}`);
      }
    }
    if (contract.auth) {
      await app.contractHooks.authenticate(request);
      if (!options.allowTrial && request.member?.isTrial) {
        throw new AppError(403, ErrorCode.trialRestricted, 'Please Register An Account First');
      }
    }
  };
  const target = { method: contract.method, path: contract.path };

  app.route({
    method: contract.method,
    url: contract.path,
    ...(contract.bodyLimit ? { bodyLimit: contract.bodyLimit } : {}),
    schema: {
      summary: contract.summary,
      tags: contract.tags,
      ...(contract.encrypted ? { description: `Encrypted call: the body is a sealed \`${sealTargetName(target)}\` body (see ZEncryptedBody).` } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: encrypted ? ZEncryptedBody : contract.body } : {}),
      ...(contract.form ? { consumes: [FORM_TYPE, 'application/json'] } : {}),
      response: {
        200: envelopeOf(contract.value),
        '4xx': ZFailureEnvelope,
        '5xx': ZFailureEnvelope,
      },
    },
    // Encrypted calls judge the body themselves: plaintext is `encryption_required`, not a validation error.
    ...(encrypted ? { attachValidation: true } : {}),
    ...(options.rateLimit
      ? {
          config: {
            rateLimit: {
              max: Math.max(1, Math.round(options.rateLimit.max * app.contractHooks.rateLimitScale)),
              timeWindow: options.rateLimit.timeWindowMs,
            },
          },
        }
      : {}),
    preValidation,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    handler: async (request, reply) => {
      let body = request.body;
      if (encrypted) body = await openBody(app, request, contract, target);
      const value = await handler({
        query: request.query as QueryOf<C>,
        body: body as BodyOf<C>,
        request,
        reply,
      });
      return { success: true, value };
    },
  });
}

async function openBody(
  app: FastifyInstance,
  request: FastifyRequest,
  contract: Contract,
  target: { method: string; path: string },
): Promise<unknown> {
  const validationError = request.validationError as (Error & { validationContext?: string }) | undefined;
  if (validationError) {
    if (validationError.validationContext !== 'body') throw validationError;
    const raw = request.body;
    const looksSealed = typeof raw === 'object' && raw !== null && ('kid' in raw || 'data' in raw);
    throw looksSealed
      ? new AppError(400, ErrorCode.encryptionInvalid, 'The encrypted body is malformed')
      : new AppError(400, ErrorCode.encryptionRequired, 'This call must be encrypted with the published key');
  }
  const opened = await app.contractHooks.openSealed(request.body, target);
  assertSafeText(opened, 'body');
  const parsed = (contract.body as z.ZodType).safeParse(opened);
  if (!parsed.success) throw new AppError(400, ErrorCode.validation, describeZodIssues(parsed.error));
  return parsed.data;
}

import { ErrorCode, type TEnvelope, type TErrorCode } from '@wps/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

export const failure = (code: TErrorCode, message: string, value?: unknown): TEnvelope<unknown> =>
  value === undefined ? { success: false, code, message } : { success: false, code, message, value };

const CODE_BY_STATUS: Record<number, TErrorCode> = {
  400: ErrorCode.validation,
  401: ErrorCode.unauthorized,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  429: ErrorCode.rateLimited,
};

/** "lang: Invalid option: ..." — the field first, so the client and the logs can tell what was wrong. */
function describeValidation(error: FastifyError & { validation: { instancePath: string; message?: string }[] }): string {
  const context = (error as { validationContext?: string }).validationContext ?? 'request';
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
      return `${field}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'body: must not be empty when content-type is application/json';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'body: is not valid JSON';
    default:
      if (error instanceof SyntaxError) return 'body: is not valid JSON';
      return error.message;
  }
}

/**
 * What the router refuses before any route or hook runs (a path parameter that
 * is not UTF-8 once decoded, one past maxParamLength): the envelope too, with
 * the router's status (400, 414).
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'path: a parameter is too long' : 'path: is not a valid address (percent-encoded UTF-8 expected)';
  void reply.status(status).send(failure(ErrorCode.validation, message));
}

/**
 * Every failure answers in the envelope. A client's mistake gets its 4xx and
 * a message naming what was wrong; anything else is logged in full and the
 * client sees a bare 500 with the request id to quote, never internals.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(failure(error.code, error.message, error.value));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(failure(ErrorCode.validation, describeValidation(error)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      if (status === 429) request.log.warn({ ip: request.clientIp }, 'rate limited');
      return reply.status(status).send(failure(CODE_BY_STATUS[status] ?? ErrorCode.validation, clientMessage(error)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(failure(ErrorCode.internal, `Something went wrong on our side; quote request id ${request.id} to support`));
  });
}

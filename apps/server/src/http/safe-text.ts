/**
 * One guard for every route: a request whose headers, path parameters, query
 * or parsed body hold a NUL character or an unpaired UTF-16 surrogate
 * (`findUnsafeText` of the contracts) is a 400 `validation_error` before any
 * handler, so no such string ever reaches PostgreSQL (which cannot store NUL)
 * or a log row. Raw-byte routes (the gateway callback, the vendors' wallet
 * API) keep a Buffer body and run the same check after parsing it, because
 * they must log or sign-check the bytes first.
 */
import { ErrorCode, UNSAFE_TEXT_MESSAGE, findUnsafeText, isUnsafeText } from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export const unsafeTextError = (where: string) => new AppError(400, ErrorCode.validation, `${where}: ${UNSAFE_TEXT_MESSAGE}`);

/** Throws the 400 when `value` (a parsed body, query or parameters) holds an unsafe string. */
export function assertSafeText(value: unknown, context: string): void {
  const path = findUnsafeText(value);
  if (path !== null) throw unsafeTextError(path === '' ? context : `${context}.${path}`);
}

function checkHeadersAndUrl(request: FastifyRequest): void {
  for (const [name, value] of Object.entries(request.headers)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'string' && isUnsafeText(v))) throw unsafeTextError(`header ${name}`);
  }
  assertSafeText(request.params, 'params');
  assertSafeText(request.query, 'query');
}

export function installSafeTextGuard(app: FastifyInstance): void {
  // onRequest: before the brand is resolved from the Host header and before any parameter is read.
  app.addHook('onRequest', async (request) => checkHeadersAndUrl(request));
  // preValidation: the parsed body (a Buffer body is judged by its route after parsing).
  app.addHook('preValidation', async (request) => {
    if (!Buffer.isBuffer(request.body)) assertSafeText(request.body, 'body');
  });
}

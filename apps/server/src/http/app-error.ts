import { ErrorCode, type TErrorCode } from '@wps/contracts';

/**
 * An error meant for the client: its status, code, message and optional
 * `value` (e.g. `{ captcha: true }` on a failed login, `{ field, key, params }`
 * on a refused registration field) reach the envelope as they are.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
  }

  static notFound(message: string) {
    return new AppError(404, ErrorCode.notFound, message);
  }
}

import type { z } from 'zod';
import { clearToken, getToken, notifyUnauthorized } from './session';

/**
 * What the console needs of a staff contract (`defineContract` in
 * @wps/contracts/staff): the method, the path and the schemas that type the
 * input and the answer. Typed by shape, so the console imports only the
 * staff area of the contracts.
 */
export type StaffContract = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  value: z.ZodType;
};

type Defined<S> = Exclude<S, undefined>;
type IsNever<T> = [T] extends [never] ? true : false;

/** A GET's query, any other call's JSON body; `undefined` for a call that takes neither. */
export type CallInput<C extends StaffContract> =
  IsNever<Defined<C['query']>> extends false
    ? z.input<Defined<C['query']>>
    : IsNever<Defined<C['body']>> extends false
      ? z.input<Defined<C['body']>>
      : undefined;

export type CallValue<C extends StaffContract> = z.output<C['value']>;

export type CallOptions = { signal?: AbortSignal };

/** The input is required when the contract takes one, left out when it takes none. */
export type CallArgs<C extends StaffContract> = [CallInput<C>] extends [undefined]
  ? [input?: undefined, options?: CallOptions]
  : [input: CallInput<C>, options?: CallOptions];

/** The code of a failure that never got an envelope back (offline, a proxy's HTML page, unreadable JSON). */
export const NETWORK_ERROR = 'network_error';
/** The code of a refused staff session: the token is gone and the app returns to /login. */
export const STAFF_UNAUTHORIZED = 'staff_unauthorized';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The envelope's `value` on failure (e.g. `{ otp: true }` for a login that needs the authenticator). */
  readonly value: unknown;
  constructor(status: number, code: string, message: string, value?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.value = value;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The i18n key of a failure: `error.<code>` (locales hold the codes staff meet). */
export const errorKey = (e: unknown): string => `error.${isApiError(e) ? e.code : NETWORK_ERROR}`;

const withQuery = (path: string, query: unknown): string => {
  if (!query || typeof query !== 'object') return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

type Envelope = { success?: unknown; message?: unknown; code?: unknown; value?: unknown };

/**
 * Calls one staff contract and unwraps the envelope `{ success, message?,
 * code?, value? }`: a GET's input goes into the query string, any other
 * call's into a JSON body. Every failure throws an ApiError, so screens and
 * query hooks see one kind of error.
 */
export async function call<C extends StaffContract>(contract: C, ...[input, options = {}]: CallArgs<C>): Promise<CallValue<C>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isGet = contract.method === 'GET';
  let body: string | undefined;
  if (!isGet && input !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input);
  }

  let response: Response;
  try {
    response = await fetch(isGet ? withQuery(contract.path, input) : contract.path, {
      method: contract.method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR, cause instanceof Error ? cause.message : 'Network request failed');
  }

  let envelope: Envelope | null;
  try {
    envelope = (await response.json()) as Envelope | null;
  } catch {
    throw new ApiError(response.status, NETWORK_ERROR, `Unreadable response (HTTP ${response.status})`);
  }
  if (!envelope || typeof envelope !== 'object' || envelope.success !== true || !response.ok) {
    const code = typeof envelope?.code === 'string' ? envelope.code : response.ok ? 'internal_error' : `http_${response.status}`;
    const message = typeof envelope?.message === 'string' ? envelope.message : `Request failed (HTTP ${response.status})`;
    // The session ended (expired, revoked, logged out elsewhere): forget the token and let the app go to /login.
    if (response.status === 401 && code === STAFF_UNAUTHORIZED) {
      clearToken();
      notifyUnauthorized();
    }
    throw new ApiError(response.status, code, message, envelope?.value);
  }
  return envelope.value as CallValue<C>;
}

import { ErrorCode, type Call, type ContractBody, type ContractQuery, type ContractValue } from '@wps/contracts/player';
import { getEncryptionKey, refreshEncryptionKey } from './encryption-key';
import { clearToken, getToken, notifySessionExpired } from './session';

/** Code used when the request never got an envelope back (offline, DNS, CORS, bad JSON). */
export const NETWORK_ERROR = 'network_error';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The envelope's `value` on failure: e.g. `{ captcha }` for a login, `{ field, key, params }` for a field. */
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

/** The i18n key for an error: codes map to `error.<code>` (see locales). */
export const errorKey = (e: unknown): string => `error.${isApiError(e) ? e.code : NETWORK_ERROR}`;

type CallOptions<C> = {
  query?: ContractQuery<C>;
  body?: ContractBody<C>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

const buildUrl = (path: string, query: unknown): string => {
  if (!query || typeof query !== 'object') return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

type Envelope = { success?: unknown; message?: unknown; code?: unknown; value?: unknown };

const formEncode = (body: unknown): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params.toString();
};

async function encodeBody(contract: Call, body: unknown): Promise<{ text: string; type: string }> {
  if (contract.form) return { text: formEncode(body), type: 'application/x-www-form-urlencoded' };
  if (contract.encrypted) {
    const key = await ensureEncryptionKey();
    // jose is loaded with the first encrypted call (a login, a registration), not with the first page.
    const { sealBody } = await import('@wps/contracts/seal');
    const sealed = await sealBody(body, { method: contract.method, path: contract.path }, key);
    return { text: JSON.stringify(sealed), type: 'application/json' };
  }
  return { text: JSON.stringify(body), type: 'application/json' };
}

/** The key to seal with: the one from the startup config, or a fresh one. */
export const ensureEncryptionKey = async () => getEncryptionKey() ?? refreshEncryptionKey((c) => send(c, {}));

async function send<C extends Call>(contract: C, options: CallOptions<C>): Promise<ContractValue<C>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined && contract.method !== 'GET';
  let payload: string | undefined;
  if (hasBody) {
    const encoded = await encodeBody(contract, options.body);
    headers['Content-Type'] = encoded.type;
    payload = encoded.text;
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(contract.path, options.query), {
      method: contract.method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR, cause instanceof Error ? cause.message : 'Network request failed');
  }

  let envelope: Envelope;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    throw new ApiError(response.status, NETWORK_ERROR, `Unreadable response (HTTP ${response.status})`);
  }
  if (!envelope || typeof envelope !== 'object' || envelope.success !== true || !response.ok) {
    const code = typeof envelope?.code === 'string' ? envelope.code : response.ok ? 'internal_error' : `http_${response.status}`;
    const message = typeof envelope?.message === 'string' ? envelope.message : `Request failed (HTTP ${response.status})`;
    // A revoked or expired token: the client returns to the logged-out state (issue 3), told why when the server says.
    if (response.status === 401 && token && (code === ErrorCode.notLoggedIn || code === ErrorCode.unauthorized || code === ErrorCode.sessionPasswordChanged)) {
      clearToken();
      notifySessionExpired(contract.path, code);
    }
    throw new ApiError(response.status, code, message, envelope?.value);
  }
  return envelope.value as ContractValue<C>;
}

/**
 * Calls one contract of @wps/contracts and unwraps the envelope
 * `{ success, message?, code?, value? }`. Anything but a successful envelope
 * throws an ApiError, so query hooks see one failure type. Bodies of
 * `encrypted` contracts are sealed with the server's public key; when the
 * server no longer knows that key the config is fetched again and the call
 * retried once. `form` contracts travel form-encoded.
 */
export async function callApi<C extends Call>(contract: C, options: CallOptions<C> = {}): Promise<ContractValue<C>> {
  try {
    return await send(contract, options);
  } catch (e) {
    if (contract.encrypted && isApiError(e) && e.code === ErrorCode.encryptionKeyUnknown) {
      await refreshEncryptionKey((c) => send(c, {}));
      return send(contract, options);
    }
    throw e;
  }
}

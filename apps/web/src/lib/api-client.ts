import type { Contract, ContractBody, ContractQuery, ContractValue } from '@wps/contracts';
import { getToken } from './session';

/** Code used when the request never got an envelope back (offline, DNS, CORS, bad JSON). */
export const NETWORK_ERROR = 'network_error';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The i18n key for an error: codes map to `error.<code>` (see locales). */
export const errorKey = (e: unknown): string => `error.${isApiError(e) ? e.code : NETWORK_ERROR}`;

type CallOptions<C> = {
  query?: ContractQuery<C>;
  body?: ContractBody<C>;
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

/**
 * Calls one contract of @wps/contracts and unwraps the envelope
 * `{ success, message?, code?, value? }`. Anything but a successful envelope
 * throws an ApiError, so query hooks see one failure type.
 */
export async function callApi<C extends Contract>(contract: C, options: CallOptions<C> = {}): Promise<ContractValue<C>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined && contract.method !== 'GET';
  if (hasBody) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(contract.path, options.query), {
      method: contract.method,
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
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
    throw new ApiError(response.status, code, message);
  }
  return envelope.value as ContractValue<C>;
}

/**
 * The studio's calls (same origin): POST JSON to /studio/<game>/api/<call>, the platform's
 * envelope { success, code?, message?, value? } back. A refusal or a lost answer becomes a
 * StudioError with the envelope's code ('network' when the answer never came or the server
 * failed, 'bad_answer' when the value is not in the agreed shape).
 */
import type { TMode } from './launch';

/** What a refusal may carry: the balance the wallet holds, a spot's limits. */
export interface TRefusalValue {
  balance?: string;
  min?: string;
  max?: string;
}

export class StudioError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly value?: TRefusalValue,
  ) {
    super(message);
  }
}

/** A lost answer or a server failure: the same request may be asked again (the studio takes it once). */
export const isRetryable = (err: unknown): boolean => err instanceof StudioError && (err.code === 'network' || err.status >= 500);

/** A check of an answer's value (a zod schema is one). */
export interface TAnswerShape<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Any object, taken as the server's (for answers typed here rather than parsed). */
export const anObject = <T extends object>(): TAnswerShape<T> => ({
  safeParse: (value) => (value !== null && typeof value === 'object' ? { success: true, data: value as T } : { success: false }),
});

export type TPost = <T>(call: string, body: unknown, shape?: TAnswerShape<T>) => Promise<T>;

/** The calls under `base` (e.g. /studio/dice/api); without a shape, the value is taken as it comes. */
export function envelopeClient(base: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): TPost {
  return async <T>(call: string, body: unknown, shape?: TAnswerShape<T>): Promise<T> => {
    let res: Response;
    try {
      res = await fetchImpl(`${base}/${call}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    } catch {
      throw new StudioError(0, 'network', 'network');
    }
    let json: { success?: boolean; code?: string; message?: string; value?: unknown };
    try {
      json = (await res.json()) as typeof json;
    } catch {
      throw new StudioError(res.status, res.status >= 500 ? 'network' : 'error', `HTTP ${res.status}`);
    }
    if (!res.ok || !json.success) throw new StudioError(res.status, json.code ?? 'error', json.message ?? `HTTP ${res.status}`, json.value as TRefusalValue);
    if (!shape) return json.value as T;
    const parsed = shape.safeParse(json.value);
    if (!parsed.success) throw new StudioError(res.status, 'bad_answer', `unexpected answer to ${call}`);
    return parsed.data;
  };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A call the studio takes once however often it is asked (an id or the round makes it so): a
 * lost answer is asked again, up to `attempts` calls in all, pausing `pauseMs` × the attempt
 * between them; a refusal is final.
 */
export async function retrying<T>(call: () => Promise<T>, o: { attempts: number; pauseMs: number }): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      if (!isRetryable(err) || attempt >= o.attempts) throw err;
      await wait(o.pauseMs * attempt);
    }
  }
}

/** Who is playing: the game token (real, demo) or the fun session's id. */
export interface TWho {
  mode: TMode;
  token?: string | undefined;
  funId?: string | undefined;
}

/** Who is playing as every call and the socket's hello say it: the token, or the fun id in fun mode. */
export const whoBody = (who: TWho) => ({ mode: who.mode, ...(who.mode === 'fun' ? (who.funId ? { funId: who.funId } : {}) : who.token ? { token: who.token } : {}) });

/** A fresh id for one request the studio must take once (a retry sends the same id again): 24 hex characters. */
export function newRequestId(random: () => number = Math.random): string {
  const bytes = new Uint8Array(12);
  if (typeof crypto !== 'undefined' && crypto.getRandomValues && random === Math.random) crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

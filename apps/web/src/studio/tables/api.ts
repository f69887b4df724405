/**
 * The page's calls to the studio server (same origin): /studio/<game>/api/session and /bet,
 * POST JSON, the platform's envelope { success, code?, message?, value? } back.
 */
import type { TBetAnswer, TChip, TMode, TSession, TTableGame } from './types';

export class StudioError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly value?: { balance?: string; min?: string; max?: string },
  ) {
    super(message);
  }
}

/** Who is playing: the game token (real, demo) or the fun session's id. */
export interface TWho {
  mode: TMode;
  token?: string | undefined;
  funId?: string | undefined;
}

export const whoBody = (who: TWho) => ({ mode: who.mode, ...(who.mode === 'fun' ? (who.funId ? { funId: who.funId } : {}) : who.token ? { token: who.token } : {}) });

export interface TTablesApi {
  session(who: TWho): Promise<TSession>;
  /** One confirmation of chips; a lost answer is asked again with the same clientBetId, so chips are never placed twice. */
  bet(who: TWho, body: { roundId: string; clientBetId: string; chips: TChip[] }): Promise<TBetAnswer>;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function tablesApi(game: TTableGame, fetchImpl: typeof fetch = (...args) => fetch(...args)): TTablesApi {
  const base = `/studio/${game}/api`;

  async function post<T>(call: string, body: unknown): Promise<T> {
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
    if (!res.ok || !json.success) throw new StudioError(res.status, json.code ?? 'error', json.message ?? `HTTP ${res.status}`, json.value as StudioError['value']);
    if (json.value === null || typeof json.value !== 'object') throw new StudioError(res.status, 'bad_answer', `unexpected answer to ${call}`);
    return json.value as T;
  }

  return {
    session: (who) => post<TSession>('session', whoBody(who)),
    async bet(who, body) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await post<TBetAnswer>('bet', { ...whoBody(who), ...body });
        } catch (err) {
          const retryable = err instanceof StudioError && (err.code === 'network' || err.status >= 500);
          if (!retryable || attempt >= 3) throw err;
          await wait(300 * attempt);
        }
      }
    },
  };
}

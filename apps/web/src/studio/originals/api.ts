/**
 * The page's calls to the studio server (same origin): /studio/<game>/api/<call>, POST JSON,
 * the platform's envelope back. Answers are checked with @wps/fair's schemas, so the page
 * never shows a number it did not get in the agreed shape.
 */
import { ZOriginalsSession, ZRotateResult, ZRoundView, type TAction, type TOriginalsSession, type TParams, type TPlayedGame, type TRotateResult, type TRoundView } from '@wps/fair';
import type { z } from 'zod';
import type { TMode } from './logic';

export class StudioError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly value?: { balance?: string },
  ) {
    super(message);
  }
}

/** Who is playing: the game token (real, demo) or the fun session's id. */
export interface TWho {
  mode: TMode;
  token?: string;
  funId?: string;
}

const whoBody = (who: TWho) => ({ mode: who.mode, ...(who.mode === 'fun' ? (who.funId ? { funId: who.funId } : {}) : who.token ? { token: who.token } : {}) });

export interface TStudioApi {
  session(who: TWho): Promise<TOriginalsSession>;
  bet(who: TWho, body: { clientRoundId: string; bet: string; params: TParams[TPlayedGame] }): Promise<TRoundView>;
  act(who: TWho, body: { roundId: string; action: TAction; tile?: number }): Promise<TRoundView>;
  rotate(who: TWho, clientSeed?: string): Promise<TRotateResult>;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function studioApi(game: TPlayedGame, fetchImpl: typeof fetch = (...args) => fetch(...args)): TStudioApi {
  const base = `/studio/${game}/api`;

  async function post<S extends z.ZodType>(call: string, body: unknown, schema: S): Promise<z.infer<S>> {
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
    if (!res.ok || !json.success) throw new StudioError(res.status, json.code ?? 'error', json.message ?? `HTTP ${res.status}`, json.value as { balance?: string });
    const parsed = schema.safeParse(json.value);
    if (!parsed.success) throw new StudioError(res.status, 'bad_answer', `unexpected answer to ${call}`);
    return parsed.data;
  }

  return {
    session: (who) => post('session', whoBody(who), ZOriginalsSession),
    /** A bet; a lost answer is asked again with the same clientRoundId, so it is never placed twice. */
    async bet(who, body) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await post('bet', { ...whoBody(who), ...body }, ZRoundView);
        } catch (err) {
          const retryable = err instanceof StudioError && (err.code === 'network' || err.status >= 500);
          if (!retryable || attempt >= 3) throw err;
          await wait(400 * attempt);
        }
      }
    },
    act: (who, body) => post('act', { ...whoBody(who), ...body }, ZRoundView),
    rotate: (who, clientSeed) => post('rotate', { ...whoBody(who), ...(clientSeed ? { clientSeed } : {}) }, ZRotateResult),
  };
}

export type { TOriginalsSession, TRotateResult, TRoundView };

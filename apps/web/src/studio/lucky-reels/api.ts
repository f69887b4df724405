/** The page's two calls to the studio server (same origin). */
import type { TMode, TSpinView } from './logic';

export interface TSession {
  mode: TMode;
  playerId?: string;
  currency: string;
  balance: string;
  betLevels: string[];
  defaultBet: string;
  lines: number;
  paylines: number[][];
  paytable: { symbol: string; pays: Record<'3' | '4' | '5', number> }[];
  scatterPays: Record<'3' | '4' | '5', number>;
  freeSpins: { award: number; maxPerRound: number; multiplier: number };
  rtp: string;
  language?: string;
}

export interface TSpinResult {
  mode: TMode;
  roundId: string;
  clientSpinId: string;
  bet: string;
  base: TSpinView;
  freeSpins: TSpinView[];
  baseWin: string;
  featureWin: string;
  totalWin: string;
  balance?: string;
  currency: string;
  duplicate: boolean;
}

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

const BASE = '/studio/lucky-reels/api';

async function post<T>(path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${BASE}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    throw new StudioError(0, 'network', 'network');
  }
  let json: { success?: boolean; code?: string; message?: string; value?: unknown };
  try {
    json = (await res.json()) as typeof json;
  } catch {
    throw new StudioError(res.status, 'network', `HTTP ${res.status}`);
  }
  if (!res.ok || !json.success) throw new StudioError(res.status, json.code ?? 'error', json.message ?? `HTTP ${res.status}`, json.value as { balance?: string });
  return json.value as T;
}

export const openSession = (mode: TMode, token?: string) => post<TSession>('session', { mode, ...(token ? { token } : {}) });

/** A spin; a lost answer is asked again with the same clientSpinId, so it is never charged twice. */
export async function playSpin(body: { mode: TMode; token?: string; bet: string; clientSpinId: string }): Promise<TSpinResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await post<TSpinResult>('spin', body);
    } catch (err) {
      const retryable = err instanceof StudioError && (err.code === 'network' || err.status >= 500);
      if (!retryable || attempt >= 3) throw err;
      await new Promise((r) => setTimeout(r, 400 * attempt));
    }
  }
}

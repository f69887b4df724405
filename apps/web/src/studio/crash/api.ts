/**
 * The page's calls to the studio server (same origin): /studio/crash/api/<call>, POST JSON, the
 * platform's envelope back. Every answer and socket message is checked against the shape agreed
 * with the server (the schemas here), so the page never shows a number it did not get.
 */
import { z } from 'zod';
import type { TMode } from './logic';

const ZMinor = z.string().regex(/^-?\d{1,16}$/);
const ZIso = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'an ISO time');
const ZHundredths = z.number().int().min(100);

export const ZBetView = z.object({
  name: z.string().max(80),
  amount: ZMinor,
  status: z.enum(['pending', 'placed', 'cashed', 'lost', 'refunded']),
  cashedAt: ZHundredths.optional(),
  payout: ZMinor.optional(),
});
export type TBetView = z.infer<typeof ZBetView>;

export const ZMyBetView = ZBetView.extend({ autoCashout: ZHundredths.optional() });
export type TMyBetView = z.infer<typeof ZMyBetView>;

export const ZRoundView = z.object({
  roundId: z.string().min(1).max(64),
  gameNo: z.number().int(),
  phase: z.enum(['betting', 'running', 'crashed']),
  opensAt: ZIso,
  startsAt: ZIso,
  point: ZHundredths.optional(),
  hash: z.string().optional(),
  bustsAt: ZIso.optional(),
});
export type TRoundView = z.infer<typeof ZRoundView>;

export const ZHistoryItem = z.object({ roundId: z.string(), gameNo: z.number().int(), point: ZHundredths, hash: z.string() });
export type THistoryItem = z.infer<typeof ZHistoryItem>;

export const ZSession = z.object({
  mode: z.enum(['real', 'demo', 'fun']),
  playerId: z.string().optional(),
  funId: z.string().optional(),
  currency: z.string(),
  balance: ZMinor,
  limits: z.object({ minBet: ZMinor, maxBet: ZMinor, maxWin: ZMinor }),
  autoplay: z.boolean(),
  rtp: z.string(),
  chain: z.object({ terminatingHash: z.string(), salt: z.string(), length: z.number().int() }).nullable(),
  round: ZRoundView.nullable(),
  bets: z.array(ZBetView),
  myBet: ZMyBetView.nullable(),
  history: z.array(ZHistoryItem),
  serverNow: ZIso,
});
export type TSession = z.infer<typeof ZSession>;

export const ZBetResult = z.object({ duplicate: z.boolean(), bet: ZBetView, balance: ZMinor.optional() });
export type TBetResult = z.infer<typeof ZBetResult>;

export const ZCashoutResult = z.object({ duplicate: z.boolean(), bet: ZBetView, balance: ZMinor.optional() });
export type TCashoutResult = z.infer<typeof ZCashoutResult>;

export const ZServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('round'), round: ZRoundView, serverNow: ZIso }),
  z.object({ type: z.literal('bet'), roundId: z.string(), bet: ZBetView, serverNow: ZIso }),
  z.object({ type: z.literal('start'), round: ZRoundView, bets: z.array(ZBetView), serverNow: ZIso }),
  z.object({ type: z.literal('cashout'), roundId: z.string(), bet: ZBetView, serverNow: ZIso }),
  z.object({ type: z.literal('crash'), round: ZRoundView, bets: z.array(ZBetView), serverNow: ZIso }),
  z.object({ type: z.literal('settled'), roundId: z.string(), bet: ZBetView, balance: ZMinor.optional(), serverNow: ZIso }),
  z.object({ type: z.literal('welcome'), serverNow: ZIso }),
  z.object({ type: z.literal('pong'), serverNow: ZIso }),
]);
export type TServerMessage = z.infer<typeof ZServerMessage>;

/** A message from the socket, or null when it is not one we know (ignored, never thrown). */
export function parseMessage(raw: unknown): TServerMessage | null {
  if (typeof raw !== 'string') return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = ZServerMessage.safeParse(data);
  return parsed.success ? parsed.data : null;
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

/** Who is playing: the game token (real, demo) or the fun session's id. */
export interface TWho {
  mode: TMode;
  token?: string | undefined;
  funId?: string | undefined;
}

export const whoBody = (who: TWho) => ({ mode: who.mode, ...(who.mode === 'fun' ? (who.funId ? { funId: who.funId } : {}) : who.token ? { token: who.token } : {}) });

export interface TCrashApi {
  session(who: TWho): Promise<TSession>;
  bet(who: TWho, body: { roundId: string; bet: string; autoCashout?: number }): Promise<TBetResult>;
  cashout(who: TWho, body: { roundId: string }): Promise<TCashoutResult>;
}

const BASE = '/studio/crash/api';
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const retryable = (err: unknown) => err instanceof StudioError && (err.code === 'network' || err.status >= 500);

export function crashApi(fetchImpl: typeof fetch = (...args) => fetch(...args)): TCrashApi {
  async function post<S extends z.ZodType>(call: string, body: unknown, schema: S): Promise<z.infer<S>> {
    let res: Response;
    try {
      res = await fetchImpl(`${BASE}/${call}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
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

  /** Bets and cash-outs are idempotent on the server (one bet per round): a lost answer is asked again, quickly. */
  async function again<T>(call: () => Promise<T>, attempts: number, pauseMs: number): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await call();
      } catch (err) {
        if (!retryable(err) || attempt >= attempts) throw err;
        await wait(pauseMs * attempt);
      }
    }
  }

  return {
    session: (who) => again(() => post('session', whoBody(who), ZSession), 2, 500),
    bet: (who, body) => again(() => post('bet', { ...whoBody(who), ...body }, ZBetResult), 2, 250),
    // Only once more, at once: the studio's clock decides, and a late retry is worth less.
    cashout: (who, body) => again(() => post('cashout', { ...whoBody(who), ...body }, ZCashoutResult), 2, 0),
  };
}

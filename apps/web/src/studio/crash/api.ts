/**
 * The page's calls to the studio server (same origin): /studio/crash/api/<call>, POST JSON, the
 * platform's envelope back (../shared/envelope), and its socket. Every answer and socket message
 * is checked against the shape agreed with the server (the schemas here), so the page never
 * shows a number it did not get.
 */
import { z } from 'zod';
import { envelopeClient, retrying, whoBody, type TWho } from '../shared/envelope';
import { connectSocket, jsonMessage, type TConnect as TSocketConnect } from '../shared/socket';

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
export const parseMessage = jsonMessage((data): TServerMessage | null => {
  const parsed = ZServerMessage.safeParse(data);
  return parsed.success ? parsed.data : null;
});

export type TConnect = TSocketConnect<TServerMessage>;

/** The round's socket: every round's events, and the player's own settlements once it said who is playing. */
export const connectCrash: TConnect = connectSocket(parseMessage);

export const SOCKET_PATH = '/studio/crash/api/ws';

export interface TCrashApi {
  session(who: TWho): Promise<TSession>;
  bet(who: TWho, body: { roundId: string; bet: string; autoCashout?: number }): Promise<TBetResult>;
  cashout(who: TWho, body: { roundId: string }): Promise<TCashoutResult>;
}

export function crashApi(fetchImpl?: typeof fetch): TCrashApi {
  const post = envelopeClient('/studio/crash/api', fetchImpl);
  // Bets and cash-outs are idempotent on the server (one bet per round): a lost answer is asked again, quickly.
  return {
    session: (who) => retrying(() => post('session', whoBody(who), ZSession), { attempts: 2, pauseMs: 500 }),
    bet: (who, body) => retrying(() => post('bet', { ...whoBody(who), ...body }, ZBetResult), { attempts: 2, pauseMs: 250 }),
    // Only once more, at once: the studio's clock decides, and a late retry is worth less.
    cashout: (who, body) => retrying(() => post('cashout', { ...whoBody(who), ...body }, ZCashoutResult), { attempts: 2, pauseMs: 0 }),
  };
}

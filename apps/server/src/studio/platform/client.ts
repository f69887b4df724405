/**
 * How the studio reaches the platform: only through the provider API
 * (/wps/provider/WPS/<call>), each JSON body signed with the brand's WPS secret
 * (X-Signature = hex HMAC-SHA256 of the exact bytes). By default the request is
 * injected into this same Fastify app, so it crosses the real provider routes,
 * address and signature checks and envelope; with STUDIO_PLATFORM_URL it goes
 * over HTTP with fetch to that origin instead.
 */
import { LRUCache } from 'lru-cache';
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DrizzleDb } from '../../db/database';
import { providerSettings } from '../../db/schema';

/** Our vendor code at the platform (STUDIO_VASSALAGE in the provider seed). */
export const STUDIO_VENDOR = 'WPS';

export type PlatformCall = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback' | 'endRound' | 'jackpot' | 'settle';

export interface PlatformAnswer<T> {
  status: number;
  success: boolean;
  code?: string | undefined;
  message?: string | undefined;
  /** The answer's value when it has the expected shape (refusals carry the balance too). */
  value?: T | undefined;
}

export interface PlatformTarget {
  /** The brand's host: the platform resolves the brand from it, as for any vendor call. */
  host: string;
  /** Signing secret of our vendor at that brand. */
  secret: string;
}

export interface PlatformClient {
  call<T>(target: PlatformTarget, call: PlatformCall, body: object, value: z.ZodType<T>): Promise<PlatformAnswer<T>>;
}

/** The provider API's answers, as far as the studio reads them (the platform's contracts define them in full). */
export const ZPlatformSession = z.object({
  playerId: z.string(),
  currency: z.string(),
  balance: z.string(),
  trial: z.boolean(),
  language: z.string(),
  /** The game the token was launched for: the studio serves it no other game. */
  gameCode: z.string(),
  /** The progressive jackpot the game takes part in for this player (real money only), with its hit rule's figure. */
  jackpot: z.object({ code: z.string(), name: z.string(), pool: z.string(), hitEvery: z.string() }).nullable().optional(),
  /** The player's free rounds of this game (decision 015): a bet naming a grant plays one at its stake, paid by the house. */
  freeRounds: z
    .array(z.object({ grantId: z.string(), roundsLeft: z.number().int(), roundsGranted: z.number().int(), stake: z.string(), expiresAt: z.string() }))
    .optional(),
});
export const ZPlatformTransaction = z.object({
  playerId: z.string(),
  currency: z.string(),
  balance: z.string(),
  duplicate: z.boolean(),
  /** jackpot only: the pool paid into the round. */
  jackpotWin: z.string().optional(),
  /** A bet refused with bonus_max_bet: the bonus's max bet, which the game names (kept, not stripped with the unknown keys). */
  max: z.string().optional(),
});
export const ZPlatformBalance = z.object({ balance: z.string() });
export const ZPlatformSettle = z.object({
  results: z.array(z.object({ transactionId: z.string(), success: z.boolean(), code: z.string().optional(), balance: z.string().optional() })),
});

export const signBody = (raw: string, secret: string): string => createHmac('sha256', secret).update(raw).digest('hex');

function readEnvelope<T>(status: number, text: string, value: z.ZodType<T>): PlatformAnswer<T> {
  let json: { success?: unknown; code?: unknown; message?: unknown; value?: unknown };
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    return { status, success: false, code: 'bad_answer', message: `The platform answered ${status} without JSON` };
  }
  const parsed = value.safeParse(json.value);
  return {
    status,
    success: json.success === true && status === 200 && parsed.success,
    code: typeof json.code === 'string' ? json.code : undefined,
    message: typeof json.message === 'string' ? json.message : undefined,
    value: parsed.success ? parsed.data : undefined,
  };
}

/** Through this app's own routes (app.inject): no socket, but every hook, check and serializer of a real call. */
export function inProcessPlatform(app: FastifyInstance): PlatformClient {
  return {
    async call(target, call, body, value) {
      const raw = JSON.stringify(body);
      const res = await app.inject({
        method: 'POST',
        url: `/wps/provider/${STUDIO_VENDOR}/${call}`,
        headers: { host: target.host, 'content-type': 'application/json', 'x-signature': signBody(raw, target.secret) },
        remoteAddress: '127.0.0.1',
        payload: raw,
      });
      return readEnvelope(res.statusCode, res.body, value);
    },
  };
}

/** Over HTTP to another platform process (STUDIO_PLATFORM_URL, e.g. http://127.0.0.1:3000). */
export function httpPlatform(baseUrl: string, timeoutMs = 10_000): PlatformClient {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async call(target, call, body, value) {
      const raw = JSON.stringify(body);
      const res = await fetch(`${base}/wps/provider/${STUDIO_VENDOR}/${call}`, {
        method: 'POST',
        // fetch cannot set Host: the platform at that URL resolves the brand from its own host name.
        headers: { 'content-type': 'application/json', 'x-signature': signBody(raw, target.secret) },
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return readEnvelope(res.status, await res.text(), value);
    },
  };
}

const SECRET_TTL_MS = 30_000;

/**
 * The studio's one direct read of the platform's database: its own signing secret, from
 * provider_settings (its operator configuration, as a vendor keeps the secret it was given).
 * Cached briefly so a rotated secret is picked up within half a minute.
 */
export function studioSecrets(db: DrizzleDb, now: () => number = Date.now) {
  const read = async (merchantId: number): Promise<{ secret: string | null }> => {
    const [row] = await db
      .select({ secret: providerSettings.secret, enabled: providerSettings.enabled })
      .from(providerSettings)
      .where(and(eq(providerSettings.merchantId, merchantId), eq(providerSettings.vassalage, STUDIO_VENDOR)))
      .limit(1);
    return { secret: row && row.enabled ? row.secret : null };
  };
  // `fetch` shares one read among callers arriving together (a round's settle calls); a failed read is not kept.
  const cache = new LRUCache<number, { secret: string | null }>({ max: 1000, ttl: SECRET_TTL_MS, ttlResolution: 0, perf: { now }, fetchMethod: read });
  return async (merchantId: number): Promise<string | null> => (await cache.fetch(merchantId))?.secret ?? null;
}

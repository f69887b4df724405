/**
 * What a brand allows at the studio's games, per currency (studio_limits):
 * the bet range, the largest win of a round, the house edge of the games
 * whose pays scale with the odds, and whether autoplay and turbo are offered.
 * A game's own row wins over the brand's default row ('*'); with neither, the
 * studio's defaults. Read through a short cache: a change reaches every
 * process within LIMITS_TTL_MS.
 */
import { EDGE_BP } from '@wps/fair';
import { and, eq, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { studioLimits } from '../../db/schema';

/** 0.10 to 1,000.00 a bet, 1,000,000.00 the largest win, 1 % edge, autoplay and turbo on. */
export const DEFAULT_LIMITS = { minBet: 10n, maxBet: 100_000n, maxWin: 100_000_000n, edgeBp: EDGE_BP.default, autoplay: true, turbo: true } as const;
export type Limits = { minBet: bigint; maxBet: bigint; maxWin: bigint; edgeBp: number; autoplay: boolean; turbo: boolean };

export const LIMITS_TTL_MS = 30_000;

export function studioLimitsReader(db: DrizzleDb, now: () => Date = () => new Date()) {
  const cache = new Map<string, { limits: Limits; expires: number }>();
  return async function limitsOf(merchantId: number, currency: string, game: string): Promise<Limits> {
    const key = `${merchantId}:${currency}:${game}`;
    const hit = cache.get(key);
    if (hit && hit.expires > now().getTime()) return hit.limits;
    const rows = await db
      .select()
      .from(studioLimits)
      .where(and(eq(studioLimits.merchantId, merchantId), eq(studioLimits.currency, currency), sql`${studioLimits.game} in (${game}, '*')`));
    const row = rows.find((r) => r.game === game) ?? rows.find((r) => r.game === '*');
    const limits: Limits = row
      ? { minBet: row.minBet, maxBet: row.maxBet, maxWin: row.maxWin, edgeBp: row.edgeBp, autoplay: row.autoplay, turbo: row.turbo }
      : { ...DEFAULT_LIMITS };
    if (cache.size > 1000) cache.clear();
    cache.set(key, { limits, expires: now().getTime() + LIMITS_TTL_MS });
    return limits;
  };
}

export type LimitsReader = ReturnType<typeof studioLimitsReader>;

/**
 * What a brand allows at the studio's games, per currency (studio_limits):
 * the bet range, the largest win of a round, the house edge of the games
 * whose pays scale with the odds, and whether autoplay and turbo are offered.
 * A game's own row wins over the brand's default row ('*'); with neither, the
 * studio's defaults. Read through a short cache (`lru-cache`, bounded, on
 * the reader's clock): a change reaches every process within LIMITS_TTL_MS.
 */
import { EDGE_BP } from '@wps/fair';
import { and, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DrizzleDb } from '../../db/database';
import { studioLimits } from '../../db/schema';

/** 0.10 to 1,000.00 a bet, 1,000,000.00 the largest win, 1 % edge, autoplay and turbo on. */
export const DEFAULT_LIMITS = { minBet: 10n, maxBet: 100_000n, maxWin: 100_000_000n, edgeBp: EDGE_BP.default, autoplay: true, turbo: true } as const;
export type Limits = { minBet: bigint; maxBet: bigint; maxWin: bigint; edgeBp: number; autoplay: boolean; turbo: boolean };

export const LIMITS_TTL_MS = 30_000;

export function studioLimitsReader(db: DrizzleDb, now: () => Date = () => new Date()) {
  const cache = new LRUCache<string, Limits>({ max: 1000, ttl: LIMITS_TTL_MS, ttlResolution: 0, perf: { now: () => now().getTime() } });
  return async function limitsOf(merchantId: number, currency: string, game: string): Promise<Limits> {
    const key = `${merchantId}:${currency}:${game}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const rows = await db
      .select()
      .from(studioLimits)
      .where(and(eq(studioLimits.merchantId, merchantId), eq(studioLimits.currency, currency), sql`${studioLimits.game} in (${game}, '*')`));
    const row = rows.find((r) => r.game === game) ?? rows.find((r) => r.game === '*');
    const limits: Limits = row
      ? { minBet: row.minBet, maxBet: row.maxBet, maxWin: row.maxWin, edgeBp: row.edgeBp, autoplay: row.autoplay, turbo: row.turbo }
      : { ...DEFAULT_LIMITS };
    cache.set(key, limits);
    return limits;
  };
}

export type LimitsReader = ReturnType<typeof studioLimitsReader>;

/** A brand's studio limits as stored (every row of the brand). */
export async function listStudioLimits(db: DrizzleDb, merchantId: number) {
  return db.select().from(studioLimits).where(eq(studioLimits.merchantId, merchantId)).orderBy(studioLimits.currency, studioLimits.game);
}

/**
 * Sets a brand's limits for a game ('*': every game without its own row) in a
 * currency; what is not given keeps its current (or default) value. Refuses
 * what no game could honour: a bet range upside down, a largest win below the
 * largest bet, an edge outside what the sheets certify.
 */
export async function setStudioLimits(
  db: DrizzleDb,
  row: { merchantId: number; currency: string; game: string },
  change: Partial<Omit<Limits, never>>,
  now: Date = new Date(),
): Promise<Limits> {
  const [current] = await db
    .select()
    .from(studioLimits)
    .where(and(eq(studioLimits.merchantId, row.merchantId), eq(studioLimits.currency, row.currency), eq(studioLimits.game, row.game)));
  const next: Limits = { ...(current ?? DEFAULT_LIMITS), ...change };
  if (next.minBet <= 0n || next.maxBet < next.minBet) throw new RangeError('the bet range must be 0 < min ≤ max');
  if (next.maxWin < next.maxBet) throw new RangeError('the largest win must be at least the largest bet');
  if (next.maxWin > 10n ** 15n) throw new RangeError('the largest win is past the money bound (10^15 minor units)');
  if (!Number.isInteger(next.edgeBp) || next.edgeBp < EDGE_BP.min || next.edgeBp > EDGE_BP.max) {
    throw new RangeError(`the edge must be ${EDGE_BP.min}..${EDGE_BP.max} basis points (what the game sheets certify)`);
  }
  const values = { ...row, ...next, updatedAt: now };
  await db
    .insert(studioLimits)
    .values(values)
    .onConflictDoUpdate({ target: [studioLimits.merchantId, studioLimits.currency, studioLimits.game], set: { ...next, updatedAt: now } });
  return next;
}

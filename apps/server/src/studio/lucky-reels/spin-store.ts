/**
 * Where the studio keeps the answer of each real or demo spin it played, so
 * that a retry of the same spin (the player's page lost the answer) gets the
 * first outcome again on any server process and after a restart, instead of
 * "already played". The studio's own table (studio_spins); answers older
 * than a day are purged daily.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { studioSpins } from '../../db/schema';
import type { TSpinResult } from './schemas';

export interface SpinStore {
  find(merchantId: number, roundId: string): Promise<{ bet: string; result: TSpinResult } | undefined>;
  save(merchantId: number, roundId: string, bet: string, result: TSpinResult): Promise<void>;
}

export const SPIN_ANSWER_KEEP_MS = 24 * 60 * 60_000;

export function databaseSpinStore(db: DrizzleDb): SpinStore {
  return {
    async find(merchantId, roundId) {
      const [row] = await db
        .select({ bet: studioSpins.bet, result: studioSpins.result })
        .from(studioSpins)
        .where(and(eq(studioSpins.merchantId, merchantId), eq(studioSpins.roundId, roundId)))
        .limit(1);
      return row ? { bet: row.bet, result: row.result as unknown as TSpinResult } : undefined;
    },
    async save(merchantId, roundId, bet, result) {
      await db
        .insert(studioSpins)
        .values({ merchantId, roundId, bet, result: result as unknown as Record<string, unknown>, createdAt: new Date() })
        .onConflictDoNothing();
    },
  };
}

/** For tests and a studio without a database: this process only. */
export function memorySpinStore(): SpinStore {
  const answers = new Map<string, { bet: string; result: TSpinResult }>();
  return {
    find: async (merchantId, roundId) => answers.get(`${merchantId}:${roundId}`),
    save: async (merchantId, roundId, bet, result) => void answers.set(`${merchantId}:${roundId}`, { bet, result }),
  };
}

export async function purgeSpinAnswers(db: DrizzleDb, now: Date): Promise<number> {
  const gone = await db.delete(studioSpins).where(lt(studioSpins.createdAt, new Date(now.getTime() - SPIN_ANSWER_KEEP_MS))).returning({ roundId: studioSpins.roundId });
  return gone.length;
}

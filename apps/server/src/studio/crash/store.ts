/** Crash's storage (crash.schema.ts): the chains, the rounds, the bets. */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { studioCrashBets, studioCrashChains, studioCrashRounds } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';

export type CrashChainRow = typeof studioCrashChains.$inferSelect;
export type CrashRoundRow = typeof studioCrashRounds.$inferSelect;
export type CrashBetRow = typeof studioCrashBets.$inferSelect;

export class CrashBettingClosedError extends Error {
  override name = 'CrashBettingClosedError';
}

export function crashStore(db: DrizzleDb) {
  return {
    async latestChain(): Promise<CrashChainRow | undefined> {
      const [row] = await db.select().from(studioCrashChains).orderBy(desc(studioCrashChains.id)).limit(1);
      return row;
    },
    async chain(id: number): Promise<CrashChainRow | undefined> {
      const [row] = await db.select().from(studioCrashChains).where(eq(studioCrashChains.id, id)).limit(1);
      return row;
    },
    async addChain(chain: Omit<typeof studioCrashChains.$inferInsert, 'id'>): Promise<CrashChainRow> {
      const [row] = await db.insert(studioCrashChains).values(chain).returning();
      return row!;
    },
    async latestRound(): Promise<CrashRoundRow | undefined> {
      const [row] = await db.select().from(studioCrashRounds).orderBy(desc(studioCrashRounds.opensAt), desc(studioCrashRounds.gameNo)).limit(1);
      return row;
    },
    async round(roundId: string): Promise<CrashRoundRow | undefined> {
      const [row] = await db.select().from(studioCrashRounds).where(eq(studioCrashRounds.roundId, roundId)).limit(1);
      return row;
    },
    async lastGameNo(chainId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(max(${studioCrashRounds.gameNo}), 0)::int` })
        .from(studioCrashRounds)
        .where(eq(studioCrashRounds.chainId, chainId));
      return row?.n ?? 0;
    },
    /** Undefined when another process opened this game first. */
    async openRound(round: Omit<typeof studioCrashRounds.$inferInsert, 'roundId' | 'phase'>): Promise<CrashRoundRow | undefined> {
      try {
        const [row] = await db
          .insert(studioCrashRounds)
          .values({ ...round, roundId: randomUUID(), phase: 'betting' })
          .returning();
        return row;
      } catch (err) {
        if (isUniqueViolation(err, 'studio_crash_rounds_game_uq')) return undefined;
        throw err;
      }
    },
    async setPhase(roundId: string, from: CrashRoundRow['phase'], to: CrashRoundRow['phase'], settledAt?: Date): Promise<CrashRoundRow | undefined> {
      const [row] = await db
        .update(studioCrashRounds)
        .set({ phase: to, ...(settledAt ? { settledAt } : {}) })
        .where(and(eq(studioCrashRounds.roundId, roundId), eq(studioCrashRounds.phase, from)))
        .returning();
      return row;
    },
    /** The latest crashed rounds, newest first, each with its chain's published values. */
    async history(limit: number): Promise<{ round: CrashRoundRow; salt: string; terminatingHash: string }[]> {
      return db
        .select({ round: studioCrashRounds, salt: studioCrashChains.salt, terminatingHash: studioCrashChains.terminatingHash })
        .from(studioCrashRounds)
        .innerJoin(studioCrashChains, eq(studioCrashChains.id, studioCrashRounds.chainId))
        .where(eq(studioCrashRounds.phase, 'crashed'))
        .orderBy(desc(studioCrashRounds.opensAt))
        .limit(limit);
    },

    /** A bet on a round still taking bets ('pending' until the platform took it); undefined when the player has one already. */
    async addBet(bet: Omit<typeof studioCrashBets.$inferInsert, 'id' | 'status'>, now: Date): Promise<CrashBetRow | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const [open] = await tx
            .select({ roundId: studioCrashRounds.roundId })
            .from(studioCrashRounds)
            .where(and(eq(studioCrashRounds.roundId, bet.roundId), eq(studioCrashRounds.phase, 'betting'), sql`${studioCrashRounds.startsAt} > ${now.toISOString()}`))
            .for('share');
          if (!open) throw new CrashBettingClosedError('the betting of this round is closed');
          const [row] = await tx.insert(studioCrashBets).values({ ...bet, status: 'pending' }).returning();
          return row;
        });
      } catch (err) {
        if (isUniqueViolation(err, 'studio_crash_bets_player_uq')) return undefined;
        throw err;
      }
    },
    async bet(roundId: string, merchantId: number, playerId: string): Promise<CrashBetRow | undefined> {
      const [row] = await db
        .select()
        .from(studioCrashBets)
        .where(and(eq(studioCrashBets.roundId, roundId), eq(studioCrashBets.merchantId, merchantId), eq(studioCrashBets.playerId, playerId)))
        .limit(1);
      return row;
    },
    async bets(roundId: string, statuses?: readonly CrashBetRow['status'][]): Promise<CrashBetRow[]> {
      return db
        .select()
        .from(studioCrashBets)
        .where(and(eq(studioCrashBets.roundId, roundId), statuses ? inArray(studioCrashBets.status, [...statuses]) : undefined))
        .orderBy(studioCrashBets.id);
    },
    async markPlaced(id: number): Promise<void> {
      await db.update(studioCrashBets).set({ status: 'placed' }).where(and(eq(studioCrashBets.id, id), eq(studioCrashBets.status, 'pending')));
    },
    async dropBet(id: number): Promise<void> {
      await db.delete(studioCrashBets).where(and(eq(studioCrashBets.id, id), eq(studioCrashBets.status, 'pending')));
    },
    /** Settles a placed bet, once: only the caller that moved it gets the row back (and pays it). */
    async settleBet(id: number, change: { status: 'cashed' | 'lost' | 'refunded'; cashedAt: number | null; payout: bigint; settledAt: Date }): Promise<CrashBetRow | undefined> {
      const from = change.status === 'refunded' ? ['pending', 'placed'] : ['placed'];
      const [row] = await db
        .update(studioCrashBets)
        .set(change)
        .where(and(eq(studioCrashBets.id, id), inArray(studioCrashBets.status, from)))
        .returning();
      return row;
    },
    async markPaid(id: number, at: Date): Promise<void> {
      await db.update(studioCrashBets).set({ paidAt: at }).where(eq(studioCrashBets.id, id));
    },
    /** Settled bets the platform has not confirmed yet. */
    async unpaid(before: Date): Promise<CrashBetRow[]> {
      return db
        .select()
        .from(studioCrashBets)
        .where(and(inArray(studioCrashBets.status, ['cashed', 'lost']), sql`${studioCrashBets.paidAt} is null`, lte(studioCrashBets.settledAt, before)))
        .limit(200);
    },
  };
}

export type CrashStore = ReturnType<typeof crashStore>;

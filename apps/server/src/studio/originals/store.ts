/**
 * The originals' storage: seed pairs and rounds (the studio's own tables,
 * originals.schema.ts). Every nonce is taken by one
 * UPDATE of the active pair, in the transaction that records the round, so
 * two rounds never share a nonce and a rotation (which locks the same row)
 * can never reveal the seed of a round that is still open.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { hashServerSeed } from '@wps/fair';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { studioOriginalRounds, studioSeedPairs } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { newServerSeed } from '../rng';

export type RoundRow = typeof studioOriginalRounds.$inferSelect;
export type SeedRow = typeof studioSeedPairs.$inferSelect;

/** A fresh client seed when the player gives none: 16 random bytes, base64url. */
export const newClientSeed = (): string => randomBytes(12).toString('base64url');

export class OpenRoundError extends Error {
  override name = 'OpenRoundError';
}

function newPair(merchantId: number, playerKey: string, serverSeed: string, clientSeed: string, now: Date) {
  return {
    merchantId,
    playerKey,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    nextServerSeed: newServerSeed(),
    clientSeed,
    nonce: 0,
    createdAt: now,
  };
}

export function originalsStore(db: DrizzleDb) {
  const activeWhere = (merchantId: number, playerKey: string) =>
    and(eq(studioSeedPairs.merchantId, merchantId), eq(studioSeedPairs.playerKey, playerKey), isNull(studioSeedPairs.revealedAt));

  /** The player's active pair, made on first use. */
  async function activeSeeds(merchantId: number, playerKey: string, now: Date): Promise<SeedRow> {
    for (;;) {
      const [row] = await db.select().from(studioSeedPairs).where(activeWhere(merchantId, playerKey)).limit(1);
      if (row) return row;
      await db
        .insert(studioSeedPairs)
        .values(newPair(merchantId, playerKey, newServerSeed(), newClientSeed(), now))
        .onConflictDoNothing();
    }
  }

  return {
    activeSeeds,

    /**
     * Takes the next nonce of the player's active pair and records the round
     * with it, in one transaction. Undefined when the client round id was
     * used already (the caller reads that round).
     */
    async startRound(
      round: Omit<typeof studioOriginalRounds.$inferInsert, 'seedPairId' | 'nonce' | 'roundId'>,
    ): Promise<{ round: RoundRow; seed: SeedRow } | undefined> {
      await activeSeeds(round.merchantId, round.playerKey, round.createdAt);
      try {
        return await db.transaction(async (tx) => {
          const [seed] = await tx
            .update(studioSeedPairs)
            .set({ nonce: sql`${studioSeedPairs.nonce} + 1` })
            .where(activeWhere(round.merchantId, round.playerKey))
            .returning();
          if (!seed) throw new Error('the active seed pair vanished');
          const [row] = await tx
            .insert(studioOriginalRounds)
            .values({ ...round, roundId: randomUUID(), seedPairId: seed.id, nonce: seed.nonce - 1 })
            .returning();
          return { round: row!, seed: { ...seed, nonce: seed.nonce - 1 } };
        });
      } catch (err) {
        if (isUniqueViolation(err, 'studio_original_rounds_client_uq')) return undefined;
        throw err;
      }
    },

    async roundByClientId(merchantId: number, playerKey: string, clientRoundId: string) {
      return this.withSeed(
        and(eq(studioOriginalRounds.merchantId, merchantId), eq(studioOriginalRounds.playerKey, playerKey), eq(studioOriginalRounds.clientRoundId, clientRoundId)),
      );
    },

    async roundById(merchantId: number, roundId: string) {
      return this.withSeed(and(eq(studioOriginalRounds.merchantId, merchantId), eq(studioOriginalRounds.roundId, roundId)));
    },

    /** The player's unfinished game of this kind, if any. */
    async openRound(merchantId: number, playerKey: string, game: string) {
      return this.withSeed(
        and(
          eq(studioOriginalRounds.merchantId, merchantId),
          eq(studioOriginalRounds.playerKey, playerKey),
          eq(studioOriginalRounds.game, game),
          eq(studioOriginalRounds.status, 'open'),
        ),
      );
    },

    async withSeed(where: ReturnType<typeof and>): Promise<{ round: RoundRow; seed: SeedRow } | undefined> {
      const [row] = await db
        .select({ round: studioOriginalRounds, seed: studioSeedPairs })
        .from(studioOriginalRounds)
        .innerJoin(studioSeedPairs, eq(studioSeedPairs.id, studioOriginalRounds.seedPairId))
        .where(where)
        .orderBy(desc(studioOriginalRounds.createdAt))
        .limit(1);
      return row;
    },

    /** A round's public record: any brand's (the round id is a random UUID, known only from its own betting record). */
    async publicRound(roundId: string) {
      const [row] = await db
        .select({ round: studioOriginalRounds, seed: studioSeedPairs })
        .from(studioOriginalRounds)
        .innerJoin(studioSeedPairs, eq(studioSeedPairs.id, studioOriginalRounds.seedPairId))
        .where(eq(studioOriginalRounds.roundId, roundId))
        .limit(1);
      return row;
    },

    /** A bet the platform refused: the round never happened (its nonce stays used). */
    async dropRound(roundId: string): Promise<void> {
      await db.delete(studioOriginalRounds).where(and(eq(studioOriginalRounds.roundId, roundId), isNull(studioOriginalRounds.paidAt)));
    },

    /**
     * One step of an open round, applied only if no other step came first
     * (the round is still open with `stepsBefore` steps). Undefined when it lost that race.
     */
    async applyStep(
      roundId: string,
      stepsBefore: number,
      change: { steps: (number | string)[]; status: RoundRow['status']; multiplier: bigint; payout: bigint; settledAt: Date | null; paidAt?: Date },
    ): Promise<RoundRow | undefined> {
      const [row] = await db
        .update(studioOriginalRounds)
        .set(change)
        .where(
          and(
            eq(studioOriginalRounds.roundId, roundId),
            eq(studioOriginalRounds.status, 'open'),
            sql`jsonb_array_length(${studioOriginalRounds.steps}) = ${stepsBefore}`,
          ),
        )
        .returning();
      return row;
    },

    /** Settled real rounds whose closing win the platform has not confirmed, settled in [since, before) (oldest first). */
    async unpaid(since: Date, before: Date, limit: number): Promise<{ round: RoundRow; seed: SeedRow }[]> {
      return db
        .select({ round: studioOriginalRounds, seed: studioSeedPairs })
        .from(studioOriginalRounds)
        .innerJoin(studioSeedPairs, eq(studioSeedPairs.id, studioOriginalRounds.seedPairId))
        .where(
          and(
            isNull(studioOriginalRounds.paidAt),
            isNotNull(studioOriginalRounds.settledAt),
            lt(studioOriginalRounds.settledAt, before),
            gte(studioOriginalRounds.settledAt, since),
            ne(studioOriginalRounds.mode, 'fun'),
            isNotNull(studioOriginalRounds.host),
          ),
        )
        .orderBy(asc(studioOriginalRounds.settledAt))
        .limit(limit);
    },

    async markPaid(roundId: string, now: Date): Promise<void> {
      await db.update(studioOriginalRounds).set({ paidAt: now }).where(and(eq(studioOriginalRounds.roundId, roundId), isNull(studioOriginalRounds.paidAt)));
    },

    /**
     * Reveals the player's active pair and makes the next one active, with a
     * new client seed. Refused (OpenRoundError) while a round under the pair is open.
     */
    async rotate(merchantId: number, playerKey: string, clientSeed: string, now: Date): Promise<{ revealed: SeedRow; active: SeedRow }> {
      await activeSeeds(merchantId, playerKey, now);
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(studioSeedPairs).where(activeWhere(merchantId, playerKey)).for('update').limit(1);
        if (!current) throw new Error('the active seed pair vanished');
        const [open] = await tx
          .select({ roundId: studioOriginalRounds.roundId })
          .from(studioOriginalRounds)
          .where(and(eq(studioOriginalRounds.seedPairId, current.id), eq(studioOriginalRounds.status, 'open')))
          .limit(1);
        if (open) throw new OpenRoundError('finish the open game before rotating seeds');
        const [revealed] = await tx.update(studioSeedPairs).set({ revealedAt: now }).where(eq(studioSeedPairs.id, current.id)).returning();
        const [active] = await tx.insert(studioSeedPairs).values(newPair(merchantId, playerKey, current.nextServerSeed, clientSeed, now)).returning();
        return { revealed: revealed!, active: active! };
      });
    },

    /** Fun play leaves no money behind: its rounds and seed pairs go after a day. */
    async purgeFun(before: Date): Promise<number> {
      const gone = await db
        .delete(studioOriginalRounds)
        .where(and(eq(studioOriginalRounds.mode, 'fun'), lt(studioOriginalRounds.createdAt, before)))
        .returning({ id: studioOriginalRounds.roundId });
      await db.execute(
        sql`delete from ${studioSeedPairs} p where p.player_key like 'fun:%' and p.created_at < ${before.toISOString()}
            and not exists (select 1 from ${studioOriginalRounds} r where r.seed_pair_id = p.id)`,
      );
      return gone.length;
    },
  };
}

export type OriginalsStore = ReturnType<typeof originalsStore>;

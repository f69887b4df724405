import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { freeRoundGrants, freeRoundPlays, games, merchants } from '../../db/schema';

export type FreeRoundGrantRow = typeof freeRoundGrants.$inferSelect;
export type NewFreeRoundGrant = typeof freeRoundGrants.$inferInsert;

/** A new grant, or nothing when its source already granted (the unique source index). */
export async function insertGrant(db: DrizzleDb, row: NewFreeRoundGrant): Promise<FreeRoundGrantRow | undefined> {
  const [inserted] = await db.insert(freeRoundGrants).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findGrantBySource(db: DrizzleDb, merchantId: number, sourceKind: string, sourceId: string): Promise<FreeRoundGrantRow | undefined> {
  const [row] = await db
    .select()
    .from(freeRoundGrants)
    .where(and(eq(freeRoundGrants.merchantId, merchantId), eq(freeRoundGrants.sourceKind, sourceKind), eq(freeRoundGrants.sourceId, sourceId)))
    .limit(1);
  return row;
}

export async function findGrant(db: DrizzleDb, merchantId: number, id: number): Promise<FreeRoundGrantRow | undefined> {
  const [row] = await db
    .select()
    .from(freeRoundGrants)
    .where(and(eq(freeRoundGrants.merchantId, merchantId), eq(freeRoundGrants.id, id)))
    .limit(1);
  return row;
}

/** The catalog's game a grant names (its vendor, bet floor and lines), or undefined. */
export async function findGrantGame(db: DrizzleDb, merchantId: number, vassalage: string, gameCode: string) {
  const [row] = await db
    .select({ gameCode: games.gameCode, gameName: games.gameName, gameType: games.gameType, minBet: games.minBet, lines: games.lines, isGame: games.isGame })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.vassalage, vassalage), eq(games.gameCode, gameCode)))
    .orderBy(asc(games.id))
    .limit(1);
  return row;
}

export async function merchantCurrency(db: DrizzleDb, merchantId: number): Promise<string | undefined> {
  const [row] = await db.select({ currency: merchants.currency }).from(merchants).where(eq(merchants.id, merchantId)).limit(1);
  return row?.currency;
}

/** A member's grants still to play (active, rounds left, not past expiry), the soonest to expire first; optionally of one game. */
export function activeGrants(db: DrizzleDb, where: { merchantId: number; memberId: number; now: Date; vassalage?: string; gameCode?: string }) {
  return db
    .select()
    .from(freeRoundGrants)
    .where(
      and(
        eq(freeRoundGrants.merchantId, where.merchantId),
        eq(freeRoundGrants.memberId, where.memberId),
        eq(freeRoundGrants.status, 'active'),
        gt(freeRoundGrants.roundsLeft, 0),
        gt(freeRoundGrants.expiresAt, where.now),
        where.vassalage === undefined ? undefined : eq(freeRoundGrants.vassalage, where.vassalage),
        where.gameCode === undefined ? undefined : eq(freeRoundGrants.gameCode, where.gameCode),
      ),
    )
    .orderBy(asc(freeRoundGrants.expiresAt), asc(freeRoundGrants.id));
}

/** Free stakes of a round still counted (not given back by a rollback): no valid bet. */
export async function freeStakeOfRound(db: DrizzleDb, merchantId: number, vassalage: string, roundId: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${freeRoundPlays.stake}), 0)::text` })
    .from(freeRoundPlays)
    .where(
      and(
        eq(freeRoundPlays.merchantId, merchantId),
        eq(freeRoundPlays.vassalage, vassalage),
        eq(freeRoundPlays.roundId, roundId),
        sql`${freeRoundPlays.returnedAt} is null`,
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** Active grants past their expiry become expired (a batch at a time); returns how many. */
export async function expireGrants(db: DrizzleDb, now: Date, limit: number): Promise<number> {
  const due = db
    .select({ id: freeRoundGrants.id })
    .from(freeRoundGrants)
    .where(and(eq(freeRoundGrants.status, 'active'), lte(freeRoundGrants.expiresAt, now)))
    .limit(limit);
  const rows = await db
    .update(freeRoundGrants)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(freeRoundGrants.id, due), eq(freeRoundGrants.status, 'active')))
    .returning({ id: freeRoundGrants.id });
  return rows.length;
}

/** The brand's studio slots free rounds may be granted on (catalog games of the vendor with paylines), by sort. */
export function studioSlots(db: DrizzleDb, merchantId: number, vassalage: string) {
  return db
    .select({ gameCode: games.gameCode, gameName: games.gameName, minBet: games.minBet, lines: games.lines })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.vassalage, vassalage), eq(games.isGame, true), gt(games.lines, 0)))
    .orderBy(asc(games.sort), asc(games.id));
}

import { and, eq } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { jackpotHits, jackpots } from './jackpot.schema';

export type JackpotRow = typeof jackpots.$inferSelect;
export type JackpotHitRow = typeof jackpotHits.$inferSelect;

export async function insertJackpot(db: DrizzleDb, row: typeof jackpots.$inferInsert): Promise<JackpotRow | undefined> {
  const [inserted] = await db.insert(jackpots).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findJackpot(db: DrizzleDb, merchantId: number, code: string, opts: { lock?: boolean } = {}): Promise<JackpotRow | undefined> {
  const query = db.select().from(jackpots).where(and(eq(jackpots.merchantId, merchantId), eq(jackpots.code, code)));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** The brand's active jackpots (few: usually one). */
export async function findActiveJackpots(db: DrizzleDb, merchantId: number): Promise<JackpotRow[]> {
  return db
    .select()
    .from(jackpots)
    .where(and(eq(jackpots.merchantId, merchantId), eq(jackpots.status, 'active')))
    .orderBy(jackpots.id);
}

export async function setContributionCarry(db: DrizzleDb, id: number, carry: number): Promise<void> {
  await db.update(jackpots).set({ contributionCarry: carry }).where(eq(jackpots.id, id));
}

export async function findHit(db: DrizzleDb, jackpotId: number, vassalage: string, roundId: string): Promise<JackpotHitRow | undefined> {
  const [row] = await db
    .select()
    .from(jackpotHits)
    .where(and(eq(jackpotHits.jackpotId, jackpotId), eq(jackpotHits.vassalage, vassalage), eq(jackpotHits.roundId, roundId)));
  return row;
}

export async function insertHit(db: DrizzleDb, row: typeof jackpotHits.$inferInsert): Promise<void> {
  await db.insert(jackpotHits).values(row);
}

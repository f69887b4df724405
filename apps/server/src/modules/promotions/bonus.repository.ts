import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { bonusEvents, memberBonuses } from './promotions.schema';

export type BonusRow = typeof memberBonuses.$inferSelect;
export type NewBonus = typeof memberBonuses.$inferInsert;
export type BonusEventRow = typeof bonusEvents.$inferSelect;
type BonusEventKind = BonusEventRow['kind'];

export async function insertBonus(db: DrizzleDb, row: NewBonus): Promise<BonusRow> {
  const [bonus] = await db.insert(memberBonuses).values(row).returning();
  return bonus!;
}

export async function addBonusEvent(
  db: DrizzleDb,
  row: { merchantId: number; memberId: number; bonusId: number; kind: BonusEventKind; amount?: bigint; counted?: bigint | null; gameCode?: string | null; at: Date },
) {
  await db.insert(bonusEvents).values({ ...row, amount: row.amount ?? 0n });
}

/** The member's bonus row under its lock (every movement of bonus money takes it first, as bets do). */
export async function lockBonus(db: DrizzleDb, merchantId: number, bonusId: number): Promise<BonusRow | undefined> {
  const [row] = await db
    .select()
    .from(memberBonuses)
    .where(and(eq(memberBonuses.merchantId, merchantId), eq(memberBonuses.id, bonusId)))
    .for('update');
  return row;
}

export async function activeBonusOf(db: DrizzleDb, merchantId: number, memberId: number, lock = false): Promise<BonusRow | undefined> {
  const q = db
    .select()
    .from(memberBonuses)
    .where(and(eq(memberBonuses.merchantId, merchantId), eq(memberBonuses.memberId, memberId), eq(memberBonuses.status, 'active')));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function nextQueuedBonus(db: DrizzleDb, merchantId: number, memberId: number): Promise<BonusRow | undefined> {
  const [row] = await db
    .select()
    .from(memberBonuses)
    .where(and(eq(memberBonuses.merchantId, merchantId), eq(memberBonuses.memberId, memberId), eq(memberBonuses.status, 'queued')))
    .orderBy(asc(memberBonuses.id))
    .limit(1)
    .for('update');
  return row;
}

export async function updateBonus(db: DrizzleDb, id: number, set: Partial<NewBonus>): Promise<BonusRow> {
  const [row] = await db.update(memberBonuses).set(set).where(eq(memberBonuses.id, id)).returning();
  return row!;
}

export function bonusesOfMember(db: DrizzleDb, merchantId: number, memberId: number, limit = 50) {
  return db
    .select()
    .from(memberBonuses)
    .where(and(eq(memberBonuses.merchantId, merchantId), eq(memberBonuses.memberId, memberId)))
    .orderBy(desc(memberBonuses.id))
    .limit(limit);
}

export async function bonusEventPage(db: DrizzleDb, merchantId: number, memberId: number, bonusId: number | undefined, limit: number, offset: number) {
  const where = and(eq(bonusEvents.merchantId, merchantId), eq(bonusEvents.memberId, memberId), bonusId ? eq(bonusEvents.bonusId, bonusId) : undefined);
  const [rows, [count]] = await Promise.all([
    db.select().from(bonusEvents).where(where).orderBy(desc(bonusEvents.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(bonusEvents).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Whether a round still open drew on this bonus (its win may yet come back to it). */
export async function hasOpenBonusRound(db: DrizzleDb, merchantId: number, bonusId: number): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 as one from game_rounds where merchant_id = ${merchantId} and bonus_id = ${bonusId} and status = 'open' limit 1`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Active bonuses of these members that may be finished: wagering met, or no bonus money left. */
export async function finishableBonuses(db: DrizzleDb, merchantId: number, memberIds: number[]): Promise<BonusRow[]> {
  if (memberIds.length === 0) return [];
  return db
    .select()
    .from(memberBonuses)
    .where(
      and(
        eq(memberBonuses.merchantId, merchantId),
        inArray(memberBonuses.memberId, memberIds),
        eq(memberBonuses.status, 'active'),
        sql`(${memberBonuses.wageringLeft} = 0 or bonus_balance_of(${memberBonuses.merchantId}, ${memberBonuses.memberId}, ${memberBonuses.currency}) = 0)`,
      ),
    );
}

/** Bonuses past their expiry (queued or active), oldest first, any brand. */
export function expiredBonuses(db: DrizzleDb, now: Date, limit: number) {
  return db
    .select({ id: memberBonuses.id, merchantId: memberBonuses.merchantId, memberId: memberBonuses.memberId })
    .from(memberBonuses)
    .where(and(inArray(memberBonuses.status, ['queued', 'active']), lte(memberBonuses.expiresAt, now)))
    .orderBy(asc(memberBonuses.expiresAt))
    .limit(limit);
}

/** Active bonuses whose wagering is met or whose money is gone, any brand (the sweep after the events). */
export function finishableAnywhere(db: DrizzleDb, limit: number) {
  return db
    .select({ id: memberBonuses.id, merchantId: memberBonuses.merchantId, memberId: memberBonuses.memberId })
    .from(memberBonuses)
    .where(
      and(
        eq(memberBonuses.status, 'active'),
        sql`(${memberBonuses.wageringLeft} = 0 or bonus_balance_of(${memberBonuses.merchantId}, ${memberBonuses.memberId}, ${memberBonuses.currency}) = 0)`,
      ),
    )
    .limit(limit);
}

import { and, asc, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { manualAdjustments, members } from '../../db/schema';

export type AdjustmentRow = typeof manualAdjustments.$inferSelect;
export type AdjustmentWithMember = AdjustmentRow & { memberAccount: string };

/** Inserts a request; on a repeated request id, the stored one (`created` false). */
export async function insertAdjustment(db: DrizzleDb, row: typeof manualAdjustments.$inferInsert): Promise<{ row: AdjustmentRow; created: boolean }> {
  const [inserted] = await db.insert(manualAdjustments).values(row).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(manualAdjustments)
    .where(and(eq(manualAdjustments.merchantId, row.merchantId), eq(manualAdjustments.requestId, row.requestId)));
  if (!existing) throw new Error('adjustment vanished after a conflicting insert');
  return { row: existing, created: false };
}

/** A pending adjustment of the brand, locked for its decision. */
export async function lockPendingAdjustment(db: DrizzleDb, merchantId: number, id: number): Promise<AdjustmentRow | undefined> {
  const [row] = await db
    .select()
    .from(manualAdjustments)
    .where(and(eq(manualAdjustments.merchantId, merchantId), eq(manualAdjustments.id, id)))
    .for('update');
  return row;
}

export async function decideAdjustment(
  db: DrizzleDb,
  id: number,
  values: { status: 'applied' | 'rejected'; decidedBy: number; decisionReason: string | null; decidedAt: Date },
): Promise<AdjustmentRow> {
  const [row] = await db.update(manualAdjustments).set(values).where(eq(manualAdjustments.id, id)).returning();
  if (!row) throw new Error('adjustment vanished while deciding it');
  return row;
}

export async function findAdjustment(db: DrizzleDb, merchantId: number, id: number): Promise<AdjustmentWithMember | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(manualAdjustments), memberAccount: members.account })
    .from(manualAdjustments)
    .innerJoin(members, eq(members.id, manualAdjustments.memberId))
    .where(and(eq(manualAdjustments.merchantId, merchantId), eq(manualAdjustments.id, id)));
  return row;
}

/** The brand's adjustments: pending ones oldest first (a queue), the others newest first. */
export async function listAdjustments(
  db: DrizzleDb,
  merchantId: number,
  filter: { status?: AdjustmentRow['status'] | undefined; memberId?: number | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: AdjustmentWithMember[]; total: number }> {
  const conditions: SQL[] = [eq(manualAdjustments.merchantId, merchantId)];
  if (filter.status) conditions.push(eq(manualAdjustments.status, filter.status));
  if (filter.memberId) conditions.push(eq(manualAdjustments.memberId, filter.memberId));
  const where = and(...conditions);
  const rows = await db
    .select({ ...getTableColumns(manualAdjustments), memberAccount: members.account })
    .from(manualAdjustments)
    .innerJoin(members, eq(members.id, manualAdjustments.memberId))
    .where(where)
    .orderBy(filter.status === 'pending' ? asc(manualAdjustments.id) : desc(manualAdjustments.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(manualAdjustments).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function countPendingAdjustments(db: DrizzleDb, merchantId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(manualAdjustments)
    .where(and(eq(manualAdjustments.merchantId, merchantId), eq(manualAdjustments.status, 'pending')));
  return Number(row?.n ?? 0);
}

import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditInsert = typeof auditLog.$inferInsert;

export async function insertAudit(db: DrizzleDb, row: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

export async function listAudit(
  db: DrizzleDb,
  merchantId: number,
  filter: {
    entity?: string | undefined;
    entityId?: string | undefined;
    /** Actions starting with this text. */
    action?: string | undefined;
    actorId?: number | undefined;
    from?: Date | undefined;
    to?: Date | undefined;
  },
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: SQL[] = [eq(auditLog.merchantId, merchantId)];
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.action) conditions.push(like(auditLog.action, `${filter.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (filter.actorId !== undefined) conditions.push(and(eq(auditLog.actorKind, 'staff'), eq(auditLog.actorId, filter.actorId)) as SQL);
  if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) conditions.push(lt(auditLog.createdAt, filter.to));
  const where = and(...conditions);
  const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

import { and, count, desc, eq, type SQL } from 'drizzle-orm';
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
  filter: { entity?: string | undefined; entityId?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: SQL[] = [eq(auditLog.merchantId, merchantId)];
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  const where = and(...conditions);
  const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

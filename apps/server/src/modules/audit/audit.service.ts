/**
 * The audit log: who did what, when, to which row, what it was before and
 * after, and why. Append-only (a trigger refuses UPDATE and DELETE). Write it
 * in the same database transaction as the change it describes, so a change
 * never happens without its record.
 */
import type { DrizzleDb } from '../../db/database';
import { insertAudit, listAudit, type AuditRow } from './audit.repository';

export type AuditActor =
  | { kind: 'staff'; id: number; ip?: string | null }
  | { kind: 'member'; id: number; ip?: string | null }
  | { kind: 'system' }
  | { kind: 'gateway'; ip?: string | null };

export interface AuditRecord {
  merchantId: number;
  actor: AuditActor;
  action: string;
  entity: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  at: Date;
}

/** bigint and Date are not JSON: amounts become strings, times ISO strings. */
export function auditSnapshot(row: object | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  return JSON.parse(
    JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
  ) as Record<string, unknown>;
}

export async function recordAudit(db: DrizzleDb, record: AuditRecord): Promise<void> {
  const actor = record.actor;
  await insertAudit(db, {
    merchantId: record.merchantId,
    actorKind: actor.kind,
    actorId: 'id' in actor ? actor.id : null,
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    before: auditSnapshot(record.before),
    after: auditSnapshot(record.after),
    reason: record.reason ?? null,
    ip: 'ip' in actor ? (actor.ip ?? null) : null,
    createdAt: record.at,
  });
}

export { listAudit, type AuditRow };

/**
 * The brand's access settings as the console changes them: maintenance
 * windows (scheduled, ended, cancelled) and region blocks. Each change is
 * audited in its transaction; the player site reads them on every request
 * (evaluateAccess), so a change shows at once.
 */
import { ErrorCode } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { findConsoleAllowIps, setConsoleAllowIps, type MerchantRow } from '../brand';
import { createIpMatcher } from './client-ip';
import {
  endAccessRules,
  endMaintenanceWindow,
  findActiveAccessRules,
  insertAccessRule,
  insertMaintenance,
  listMaintenance,
  type MaintenanceWindowRow,
} from './access.repository';

export interface AccessEditor {
  merchantId: number;
  actor: AuditActor;
}

/** A window whose end is not after its start was cancelled before it began: ended. */
const stateOf = (w: MaintenanceWindowRow, now: Date) =>
  w.endsAt && (w.endsAt.getTime() <= now.getTime() || w.endsAt.getTime() <= w.startsAt.getTime()) ? ('ended' as const) : w.startsAt.getTime() > now.getTime() ? ('scheduled' as const) : ('active' as const);

export const presentWindow = (w: MaintenanceWindowRow, now: Date) => ({
  id: w.id,
  startsAt: w.startsAt.getTime(),
  endsAt: w.endsAt?.getTime() ?? null,
  reason: w.reason,
  state: stateOf(w, now),
  createdAt: w.createdAt.getTime(),
});

/** Whether the brand's console may be used from this address (an empty list: from anywhere). */
export const consoleIpAllowed = (allowed: readonly string[], ip: string): boolean => allowed.length === 0 || createIpMatcher(allowed).has(ip);

export async function accessSettings(db: DrizzleDb, merchant: Pick<MerchantRow, 'id'>, now: Date, yourIp: string) {
  const merchantId = merchant.id;
  const [windows, rules, consoleAllowIps] = await Promise.all([
    listMaintenance(db, merchantId, now),
    findActiveAccessRules(db, merchantId, now),
    findConsoleAllowIps(db, merchantId),
  ]);
  return {
    consoleAllowIps,
    yourIp,
    maintenance: windows.map((w) => presentWindow(w, now)),
    regionBlocks: rules
      .filter((r) => r.kind === 'country')
      .map((r) => ({ id: r.id, country: r.value, note: r.note, since: r.startsAt?.getTime() ?? null })),
  };
}

export async function scheduleMaintenance(
  db: DrizzleDb,
  editor: AccessEditor,
  input: { startsAt?: number | undefined; endsAt?: number | null | undefined; reason: string },
  now: Date,
) {
  const startsAt = new Date(Math.max(input.startsAt ?? now.getTime(), now.getTime()));
  const endsAt = input.endsAt == null ? null : new Date(input.endsAt);
  if (endsAt && endsAt.getTime() <= startsAt.getTime()) {
    throw new AppError(400, ErrorCode.contentWindowInvalid, 'The maintenance must end after it starts', { field: 'endsAt' });
  }
  return db.transaction(async (tx) => {
    const row = await insertMaintenance(tx, { merchantId: editor.merchantId, startsAt, endsAt, reason: input.reason });
    await recordAudit(tx, {
      merchantId: editor.merchantId,
      actor: editor.actor,
      action: 'maintenance.schedule',
      entity: 'maintenance',
      entityId: row.id,
      before: null,
      after: presentWindow(row, now),
      reason: input.reason,
      at: now,
    });
    return presentWindow(row, now);
  });
}

export async function endMaintenanceNow(db: DrizzleDb, editor: AccessEditor, input: { id: number; reason: string }, now: Date) {
  return db.transaction(async (tx) => {
    const ended = await endMaintenanceWindow(tx, editor.merchantId, input.id, now);
    if (!ended) throw new AppError(409, ErrorCode.invalidState, 'This maintenance window is already over');
    await recordAudit(tx, {
      merchantId: editor.merchantId,
      actor: editor.actor,
      action: 'maintenance.end',
      entity: 'maintenance',
      entityId: input.id,
      before: presentWindow(ended.before, now),
      after: presentWindow(ended.after, now),
      reason: input.reason,
      at: now,
    });
    return presentWindow(ended.after, now);
  });
}

/** Sets the console's address list; a list that would shut out its editor's own address is refused. */
export async function setConsoleIps(db: DrizzleDb, editor: AccessEditor, merchant: MerchantRow, input: { ips: string[]; reason: string }, now: Date, yourIp: string) {
  const ips = [...new Set(input.ips)];
  if (!consoleIpAllowed(ips, yourIp)) {
    throw new AppError(409, ErrorCode.consoleIpRefused, `The list does not include your own address (${yourIp}): you would lock yourself out`);
  }
  const before = await findConsoleAllowIps(db, merchant.id);
  await db.transaction(async (tx) => {
    await setConsoleAllowIps(tx, merchant.id, ips);
    await recordAudit(tx, {
      merchantId: merchant.id,
      actor: editor.actor,
      action: 'console.ips',
      entity: 'brand',
      entityId: merchant.id,
      before: { consoleAllowIps: before },
      after: { consoleAllowIps: ips },
      reason: input.reason,
      at: now,
    });
  });
  return accessSettings(db, merchant, now, yourIp);
}

export async function setRegionBlock(db: DrizzleDb, editor: AccessEditor, input: { country: string; reason: string; blocked: boolean }, now: Date, merchant: MerchantRow, yourIp: string) {
  await db.transaction(async (tx) => {
    const active = (await findActiveAccessRules(tx, editor.merchantId, now)).some((r) => r.kind === 'country' && r.value === input.country);
    if (active === input.blocked) return;
    if (input.blocked) await insertAccessRule(tx, { merchantId: editor.merchantId, kind: 'country', value: input.country, startsAt: now, note: input.reason });
    else await endAccessRules(tx, editor.merchantId, 'country', input.country, now);
    await recordAudit(tx, {
      merchantId: editor.merchantId,
      actor: editor.actor,
      action: input.blocked ? 'region.block' : 'region.unblock',
      entity: 'region',
      entityId: input.country,
      before: { blocked: active },
      after: { blocked: input.blocked },
      reason: input.reason,
      at: now,
    });
  });
  return accessSettings(db, merchant, now, yourIp);
}

/**
 * The whitelabel flag tree as the console edits it. Players read the flags on
 * every request (the status call, login, registration), so a change holds at
 * once on every server process; the write is audited in its transaction.
 */
import { ErrorCode, type TSetFlagsBody, type TStaffFlags } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import { listWhitelabelFlags, saveWhitelabelFlags, WHITELABEL_MODULES, type WhitelabelFlagRow } from '../brand';
import { presentFlagTree } from './brand-settings.presenter';
import type { SettingsEditor } from './brand-settings.service';

type FlagRow = Omit<WhitelabelFlagRow, 'merchantId'> & { stored: boolean };

/**
 * The brand's rows, and every flag of the module tree the brand has no row
 * for (a brand made before the flag existed): shown off, as players get it,
 * and stored with the first change.
 */
async function brandFlags(db: DrizzleDb, merchantId: number): Promise<FlagRow[]> {
  const rows: FlagRow[] = (await listWhitelabelFlags(db, merchantId)).map(({ merchantId: _, ...row }) => ({ ...row, stored: true }));
  const have = new Set(rows.map((r) => r.modId));
  const missing = (modId: string, parentModId: string | null, sort: number) => {
    if (!have.has(modId)) rows.push({ modId, parentModId, enabled: false, sort, stored: false });
  };
  Object.entries(WHITELABEL_MODULES).forEach(([module, flags], i) => {
    missing(module, null, i);
    flags.forEach((flag, j) => missing(flag, module, j));
  });
  return rows;
}

export async function flagSettings(db: DrizzleDb, merchantId: number): Promise<TStaffFlags> {
  return { tree: presentFlagTree(await brandFlags(db, merchantId)) };
}

export async function setFlags(services: Pick<AppServices, 'db' | 'clock'>, editor: SettingsEditor, body: TSetFlagsBody): Promise<TStaffFlags> {
  await services.db.transaction(async (tx) => {
    const rows = await brandFlags(tx, editor.merchantId);
    const byId = new Map(rows.map((r) => [r.modId, r]));
    const unknown = body.changes.find((c) => !byId.has(c.modId));
    if (unknown) throw new AppError(400, ErrorCode.validation, `The brand has no flag ${unknown.modId}`, { field: 'changes' });
    const changes = body.changes.filter((c) => byId.get(c.modId)?.enabled !== c.enabled);
    if (changes.length === 0) return;
    const next = new Map(changes.map((c) => [c.modId, c.enabled]));
    // Flags without a row go in with the change, so a child's module row exists when the child's does.
    const saved = rows.filter((r) => !r.stored || next.has(r.modId)).map(({ stored: _, ...r }) => ({ ...r, enabled: next.get(r.modId) ?? r.enabled }));
    await saveWhitelabelFlags(tx, editor.merchantId, saved);
    await recordAudit(tx, {
      merchantId: editor.merchantId,
      actor: editor.actor,
      action: 'brand.flags',
      entity: 'brand',
      entityId: editor.merchantId,
      before: Object.fromEntries(changes.map((c) => [c.modId, byId.get(c.modId)?.enabled ?? false])),
      after: Object.fromEntries(changes.map((c) => [c.modId, c.enabled])),
      reason: body.reason,
      at: services.clock.now(),
    });
  });
  return flagSettings(services.db, editor.merchantId);
}

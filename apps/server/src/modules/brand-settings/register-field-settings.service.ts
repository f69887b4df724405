/**
 * The registration form's field rules as the console edits them. The status
 * call and the register call read them on every request, so players get a
 * change at once on every server process; the write is audited in its
 * transaction.
 */
import { REGISTER_FIELDS_EDITABLE, type TSetRegisterFieldsBody, type TStaffRegisterFields } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import { listRegisterFields, saveRegisterFields } from '../system';
import { presentRegisterRules } from './brand-settings.presenter';
import type { SettingsEditor } from './brand-settings.service';

export async function registerFieldSettings(db: DrizzleDb, merchantId: number): Promise<TStaffRegisterFields> {
  return presentRegisterRules(await listRegisterFields(db, merchantId));
}

export async function setRegisterFields(
  services: Pick<AppServices, 'db' | 'clock'>,
  editor: SettingsEditor,
  body: TSetRegisterFieldsBody,
): Promise<TStaffRegisterFields> {
  await services.db.transaction(async (tx) => {
    const before = presentRegisterRules(await listRegisterFields(tx, editor.merchantId)).fields;
    const changed = REGISTER_FIELDS_EDITABLE.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(body.fields[f]));
    if (changed.length === 0) return;
    // SPEC.md §5: the confirmation is checked against the password's rule, so it is stored as the password's.
    const rules = [...REGISTER_FIELDS_EDITABLE.map((field) => ({ field, ...body.fields[field] })), { ...body.fields.password, field: 'confirmPassword' }];
    await saveRegisterFields(tx, editor.merchantId, rules);
    await recordAudit(tx, {
      merchantId: editor.merchantId,
      actor: editor.actor,
      action: 'brand.register_fields',
      entity: 'brand',
      entityId: editor.merchantId,
      before: Object.fromEntries(changed.map((f) => [f, before[f]])),
      after: Object.fromEntries(changed.map((f) => [f, body.fields[f]])),
      reason: body.reason,
      at: services.clock.now(),
    });
  });
  return registerFieldSettings(services.db, editor.merchantId);
}

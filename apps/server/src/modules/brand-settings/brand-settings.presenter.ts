import {
  isLanguageCode,
  isPatternId,
  REGISTER_FIELDS_EDITABLE,
  type TStaffBrandSettings,
  type TStaffFlagNode,
  type TStaffRegisterFieldRule,
  type TStaffRegisterFields,
} from '@wps/contracts';
import { buildFlagTree, type DomainRow, type MerchantRow } from '../brand';
import type { ChannelRow } from '../deposits';
import type { RegisterFieldRow } from '../system';

/** What a settings answer shows beside the brand row. */
export interface BrandSettingsView {
  merchant: MerchantRow;
  currencyLocked: boolean;
  channels: readonly ChannelRow[];
  domains: readonly DomainRow[];
  yourHost: string;
}

export function presentBrandSettings(v: BrandSettingsView): TStaffBrandSettings {
  const m = v.merchant;
  return {
    code: m.code,
    name: m.name,
    supportedLanguages: m.supportedLanguages.filter(isLanguageCode),
    defaultLanguage: isLanguageCode(m.defaultLanguage) ? m.defaultLanguage : 'EN',
    currency: m.currency,
    currencySymbol: m.currencySymbol,
    gmtOffsetMinutes: m.gmtOffsetMinutes,
    currencyLocked: v.currencyLocked,
    wallet: {
      withdrawMin: m.withdrawMin.toString(),
      withdrawMax: m.withdrawMax.toString(),
      withdrawDailyMax: m.withdrawDailyMax.toString(),
      withdrawDailyCount: m.withdrawDailyCount,
      withdrawAutoConfirmMinutes: m.withdrawAutoConfirmMinutes,
      depositChannels: v.channels.map((c) => ({
        code: c.code,
        name: c.name,
        kind: c.kind,
        active: c.status === 'active',
        minAmount: c.minAmount.toString(),
        maxAmount: c.maxAmount.toString(),
      })),
    },
    humanChallengeMaxNumber: m.humanChallengeMaxNumber,
    domains: v.domains.map((d) => ({ host: d.host, kind: d.kind })),
    yourHost: v.yourHost,
  };
}

/** The flag tree as the console edits it: each flag's own switch and whether players get it. */
export const presentFlagTree = (rows: Parameters<typeof buildFlagTree>[0]): TStaffFlagNode[] =>
  buildFlagTree<TStaffFlagNode>(rows, (row, active, children) => ({ modId: row.modId, enabled: row.enabled, active, children }));

const NOT_SHOWN: TStaffRegisterFieldRule = { enabled: false, required: false, minLength: null, maxLength: null, patternId: null };

/** A stored rule as the editor shows it (a field without a row is not shown; an unknown pattern id is no pattern, as players get it). */
export const presentRule = (row: RegisterFieldRow | undefined): TStaffRegisterFieldRule =>
  row
    ? {
        enabled: row.enabled,
        required: row.required,
        minLength: row.minLength,
        maxLength: row.maxLength,
        patternId: row.patternId !== null && isPatternId(row.patternId) ? row.patternId : null,
      }
    : NOT_SHOWN;

export function presentRegisterRules(rows: readonly RegisterFieldRow[]): TStaffRegisterFields {
  const byField = new Map(rows.map((r) => [r.field, r]));
  return {
    fields: Object.fromEntries(REGISTER_FIELDS_EDITABLE.map((field) => [field, presentRule(byField.get(field))])) as TStaffRegisterFields['fields'],
  };
}

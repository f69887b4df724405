/**
 * The brand's basics as the console changes them (issue 13, item 8):
 * languages, currency, GMT offset, wallet limits, the withdrawal auto-confirm
 * minutes, the human-verification difficulty and the host names. Each change
 * is one transaction with its audit row; after the commit every server
 * process is told to forget the brand it keeps by host (announceBrandChange),
 * so players and staff get the change on their next request, whichever
 * process answers.
 */
import {
  ErrorCode,
  type TAddDomainBody,
  type TBrandBasicsBody,
  type THumanVerificationBody,
  type TRemoveDomainBody,
  type TStaffBrandSettings,
  type TWalletLimitsBody,
} from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import {
  announceBrandChange,
  deleteDomain,
  findMerchantById,
  insertDomain,
  listDomains,
  lockMerchant,
  updateMerchantSettings,
  type MerchantRow,
  type MerchantSettings,
} from '../brand';
import { listChannels, setChannelLimits, type ChannelRow } from '../deposits';
import { brandHasMoney } from '../ledger';
import { presentBrandSettings } from './brand-settings.presenter';

export interface SettingsEditor {
  merchantId: number;
  actor: AuditActor;
  /** The host the editor's request came through. */
  host: string;
}

type SettingsServices = Pick<AppServices, 'db' | 'clock' | 'live'>;

export async function brandSettings(db: DrizzleDb, merchantId: number, yourHost: string): Promise<TStaffBrandSettings> {
  const [merchant, currencyLocked, channels, domains] = await Promise.all([
    findMerchantById(db, merchantId),
    brandHasMoney(db, merchantId),
    listChannels(db, merchantId),
    listDomains(db, merchantId),
  ]);
  if (!merchant) throw AppError.notFound('No such brand');
  return presentBrandSettings({ merchant, currencyLocked, channels, domains, yourHost });
}

const basicsOf = (m: MerchantRow) => ({
  supportedLanguages: m.supportedLanguages,
  defaultLanguage: m.defaultLanguage,
  currency: m.currency,
  currencySymbol: m.currencySymbol,
  gmtOffsetMinutes: m.gmtOffsetMinutes,
});

/** Wallet limits as the audit log shows them: one line per figure (amounts in minor units). */
const walletOf = (m: MerchantRow, channels: readonly ChannelRow[]) => ({
  withdrawMin: m.withdrawMin.toString(),
  withdrawMax: m.withdrawMax.toString(),
  withdrawDailyMax: m.withdrawDailyMax.toString(),
  withdrawDailyCount: m.withdrawDailyCount,
  withdrawAutoConfirmMinutes: m.withdrawAutoConfirmMinutes,
  ...Object.fromEntries(channels.flatMap((c) => [[`deposit ${c.code} min`, c.minAmount.toString()], [`deposit ${c.code} max`, c.maxAmount.toString()]])),
});

const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One change of the brand row under its lock: `apply` writes it and answers
 * the audit's before and after; nothing changed, nothing is written or told.
 */
async function changeBrand(
  services: SettingsServices,
  editor: SettingsEditor,
  action: string,
  reason: string,
  apply: (tx: DrizzleDb, merchant: MerchantRow) => Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }>,
): Promise<TStaffBrandSettings> {
  const changed = await services.db.transaction(async (tx) => {
    const merchant = await lockMerchant(tx, editor.merchantId);
    if (!merchant) throw AppError.notFound('No such brand');
    const { before, after } = await apply(tx, merchant);
    if (same(before, after)) return false;
    await recordAudit(tx, { merchantId: editor.merchantId, actor: editor.actor, action, entity: 'brand', entityId: editor.merchantId, before, after, reason, at: services.clock.now() });
    return true;
  });
  if (changed) await announceBrandChange(services.live, editor.merchantId);
  return brandSettings(services.db, editor.merchantId, editor.host);
}

/**
 * Languages, currency and GMT offset. The books are kept in the brand's
 * currency from its first movement on, so once money has moved the currency
 * stays (the ledger's accounts carry it).
 */
export function setBrandBasics(services: SettingsServices, editor: SettingsEditor, body: TBrandBasicsBody): Promise<TStaffBrandSettings> {
  return changeBrand(services, editor, 'brand.basics', body.reason, async (tx, merchant) => {
    if (body.currency !== merchant.currency && (await brandHasMoney(tx, merchant.id))) {
      throw new AppError(409, ErrorCode.currencyLocked, `Money has already moved in ${merchant.currency} in this brand: its currency can no longer change`, { field: 'currency' });
    }
    const settings: MerchantSettings = {
      supportedLanguages: body.supportedLanguages,
      defaultLanguage: body.defaultLanguage,
      currency: body.currency,
      currencySymbol: body.currencySymbol,
      gmtOffsetMinutes: body.gmtOffsetMinutes,
    };
    const before = basicsOf(merchant);
    if (same(before, basicsOf({ ...merchant, ...settings }))) return { before, after: before };
    return { before, after: basicsOf(await updateMerchantSettings(tx, merchant.id, settings)) };
  });
}

/** Withdrawal limits and auto-confirm minutes (the brand's), deposit limits (each payment channel's). */
export function setWalletLimits(services: SettingsServices, editor: SettingsEditor, body: TWalletLimitsBody): Promise<TStaffBrandSettings> {
  return changeBrand(services, editor, 'brand.wallet', body.reason, async (tx, merchant) => {
    const channels = await listChannels(tx, merchant.id);
    const known = new Set(channels.map((c) => c.code));
    const unknown = body.depositChannels.find((c) => !known.has(c.code));
    if (unknown) throw new AppError(400, ErrorCode.validation, `The brand has no payment channel ${unknown.code}`, { field: 'depositChannels' });
    const after = await updateMerchantSettings(tx, merchant.id, {
      withdrawMin: BigInt(body.withdrawMin),
      withdrawMax: BigInt(body.withdrawMax),
      withdrawDailyMax: BigInt(body.withdrawDailyMax),
      withdrawDailyCount: body.withdrawDailyCount,
      withdrawAutoConfirmMinutes: body.withdrawAutoConfirmMinutes,
    });
    for (const c of body.depositChannels) await setChannelLimits(tx, merchant.id, c.code, { minAmount: BigInt(c.minAmount), maxAmount: BigInt(c.maxAmount) });
    return { before: walletOf(merchant, channels), after: walletOf(after, await listChannels(tx, merchant.id)) };
  });
}

/** The proof of work's difficulty: challenges issued from the next request on have it (the brand is read per request). */
export function setHumanVerification(services: SettingsServices, editor: SettingsEditor, body: THumanVerificationBody): Promise<TStaffBrandSettings> {
  return changeBrand(services, editor, 'brand.human_verification', body.reason, async (tx, merchant) => {
    const before = { humanChallengeMaxNumber: merchant.humanChallengeMaxNumber };
    if (before.humanChallengeMaxNumber === body.humanChallengeMaxNumber) return { before, after: before };
    const after = await updateMerchantSettings(tx, merchant.id, { humanChallengeMaxNumber: body.humanChallengeMaxNumber });
    return { before, after: { humanChallengeMaxNumber: after.humanChallengeMaxNumber } };
  });
}

/** Audits a host name's change and tells every process (hosts resolve brands through their cache). */
async function changeDomain(
  services: SettingsServices,
  editor: SettingsEditor,
  host: string,
  reason: string,
  apply: (tx: DrizzleDb) => Promise<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>,
): Promise<TStaffBrandSettings> {
  await services.db.transaction(async (tx) => {
    const { action, before, after } = await apply(tx);
    await recordAudit(tx, { merchantId: editor.merchantId, actor: editor.actor, action, entity: 'domain', entityId: host, before, after, reason, at: services.clock.now() });
  });
  await announceBrandChange(services.live, editor.merchantId);
  return brandSettings(services.db, editor.merchantId, editor.host);
}

export function addDomain(services: SettingsServices, editor: SettingsEditor, body: TAddDomainBody): Promise<TStaffBrandSettings> {
  return changeDomain(services, editor, body.host, body.reason, async (tx) => {
    const row = await insertDomain(tx, { merchantId: editor.merchantId, host: body.host, kind: body.kind });
    // A host serves one brand: one of this brand's or another's, it is taken either way.
    if (!row) throw new AppError(409, ErrorCode.domainTaken, `${body.host} already serves a brand`, { field: 'host' });
    return { action: 'domain.add', before: null, after: { host: row.host, kind: row.kind } };
  });
}

export function removeDomain(services: SettingsServices, editor: SettingsEditor, body: TRemoveDomainBody): Promise<TStaffBrandSettings> {
  if (body.host === editor.host) {
    throw new AppError(409, ErrorCode.domainInUse, `You are using ${body.host} now: remove it from another of the brand's host names`, { field: 'host' });
  }
  return changeDomain(services, editor, body.host, body.reason, async (tx) => {
    const row = await deleteDomain(tx, editor.merchantId, body.host);
    if (!row) throw AppError.notFound(`${body.host} is not one of this brand's host names`);
    return { action: 'domain.remove', before: { host: row.host, kind: row.kind }, after: null };
  });
}

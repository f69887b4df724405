/**
 * The staff content API: operators list, add, change and end the brand's
 * banners and notices (admin and support write, finance reads; the routes
 * check the roles). Every write is brand-scoped (a row of another brand is
 * "not found") and audited with its before and after in the same
 * transaction as the change.
 *
 * The rules are the seed's (content.service.ts checkLinkage, checkWindow,
 * sanitizeRichText) plus what only the database knows: a GAME linkage is a
 * node id of one of the brand's games, the language is one the brand
 * supports, a code is unique in the brand (409). Players read the same
 * tables, so a change is visible to them at once.
 *
 * Deactivating ends the window now (there is no separate switch): a row not
 * started yet gets an empty window at now; an ended row is left as it is.
 */
import {
  ErrorCode,
  type TBannerGroup,
  type TContentState,
  type TLinkageType,
  type TNoticeType,
  type TPopupExecution,
  type TStaffBanner,
  type TStaffNotice,
} from '@wps/contracts';
import { AppError } from '../../http/app-error';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { DrizzleDb } from '../../db/database';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import type { MerchantRow } from '../brand';
import { isUniqueViolation } from '../../lib/db-errors';
import { checkLinkage, checkWindow } from './content.service';
import {
  brandHasGameNode,
  findBanner,
  findNotice,
  insertBanner,
  insertNotice,
  listBanners,
  listNotices,
  updateBanner,
  updateNotice,
  type BannerRow,
  type NewBanner,
  type NewNotice,
  type NoticeRow,
} from './content.repository';

type Services = Pick<AppServices, 'db' | 'clock'>;
type Merchant = Pick<MerchantRow, 'id' | 'supportedLanguages'>;

/** Who writes: the staff member and the address the call came from. */
export interface ContentEditor {
  id: number;
  ip: string;
}

const BANNER_CODE_UNIQUE = 'banners_code_unique';
const NOTICE_CODE_UNIQUE = 'notices_code_unique';

const ms = (d: Date | null) => (d ? d.getTime() : null);
const dateOf = (v: number | null | undefined) => (v === null || v === undefined ? null : new Date(v));

export function contentState(startsAt: Date | null, endsAt: Date | null, now: Date): TContentState {
  if (endsAt && endsAt.getTime() <= now.getTime()) return 'ended';
  if (startsAt && startsAt.getTime() > now.getTime()) return 'scheduled';
  return 'live';
}

export const presentStaffBanner = (row: BannerRow, now: Date): TStaffBanner => ({
  id: row.id,
  code: row.code,
  groupName: row.groupName,
  language: row.language,
  title: row.title,
  imageUrl: row.imageUrl,
  linkageType: row.linkageType ?? null,
  linkage: row.linkageType ? row.linkage : null,
  sort: row.sort,
  startsAt: ms(row.startsAt),
  endsAt: ms(row.endsAt),
  state: contentState(row.startsAt, row.endsAt, now),
  createdAt: row.createdAt.getTime(),
});

export const presentStaffNotice = (row: NoticeRow, now: Date): TStaffNotice => ({
  id: row.id,
  code: row.code,
  type: row.type,
  language: row.language,
  title: row.title,
  content: row.content,
  promotionType: row.promotionType ?? null,
  executions: row.executions as TPopupExecution[],
  sort: row.sort,
  startsAt: row.startsAt.getTime(),
  endsAt: ms(row.endsAt),
  state: contentState(row.startsAt, row.endsAt, now),
  createdAt: row.createdAt.getTime(),
});

/** A language the brand supports, upper case; else 400 content_language_unsupported. */
function brandLanguage(merchant: Merchant, language: string): string {
  const code = language.trim().toUpperCase();
  if (!merchant.supportedLanguages.includes(code)) {
    throw new AppError(400, ErrorCode.contentLanguageUnsupported, `The brand does not support the language ${code} (${merchant.supportedLanguages.join(', ')})`);
  }
  return code;
}

/** The seed's linkage rules, and a GAME linkage must be a game of this brand. */
async function checkBannerLinkage(db: DrizzleDb, merchantId: number, type: TLinkageType | null, linkage: string | null): Promise<void> {
  checkLinkage(type, linkage);
  if (type === 'GAME' && linkage && !(await brandHasGameNode(db, merchantId, linkage))) {
    throw new AppError(400, ErrorCode.contentLinkageInvalid, `No game of this brand has the node id ${linkage}`);
  }
}

const codeTaken = (code: string) => new AppError(409, ErrorCode.contentCodeTaken, `The code ${code} is already used in this brand`);

/** Runs a write; a unique violation of the code becomes 409 content_code_taken. */
async function mapCodeConflict<T>(constraint: string, code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, constraint)) throw codeTaken(code);
    throw err;
  }
}

const optionalLanguage = (language: string | undefined) => (language ? language.trim().toUpperCase() : undefined);

// Banners --------------------------------------------------------------------

/** One audit row per staff write: who, when, which row, before and after, and the reason given. */
function auditContent(
  tx: Parameters<typeof recordAudit>[0],
  who: { merchant: Merchant; editor: ContentEditor; now: Date; reason?: string | undefined },
  entity: 'banner' | 'notice',
  action: 'create' | 'update' | 'deactivate',
  before: { id: number } | null,
  after: { id: number },
) {
  return recordAudit(tx, {
    merchantId: who.merchant.id,
    actor: { kind: 'staff', id: who.editor.id, ip: who.editor.ip },
    action: `${entity}.${action}`,
    entity,
    entityId: after.id,
    before,
    after,
    reason: who.reason || null,
    at: who.now,
  });
}

export async function staffBannerList(
  services: Services,
  merchantId: number,
  q: { groupName?: TBannerGroup | undefined; language?: string | undefined; includeInactive: boolean },
): Promise<{ list: TStaffBanner[] }> {
  const now = services.clock.now();
  const rows = await listBanners(services.db, merchantId, { groupName: q.groupName, language: optionalLanguage(q.language), includeInactive: q.includeInactive, now });
  return { list: rows.map((r) => presentStaffBanner(r, now)) };
}

interface BannerFields {
  code: string;
  groupName: TBannerGroup;
  language: string;
  title: string;
  imageUrl: string;
  linkageType: TLinkageType | null;
  linkage: string | null;
  sort: number;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** Checks a whole banner as it will be stored; answers the row to write. */
async function validBanner(db: DrizzleDb, merchant: Merchant, b: BannerFields): Promise<Omit<NewBanner, 'merchantId'>> {
  const language = brandLanguage(merchant, b.language);
  await checkBannerLinkage(db, merchant.id, b.linkageType, b.linkage);
  const linkage = b.linkageType ? b.linkage : null;
  checkWindow(b.startsAt, b.endsAt);
  return { code: b.code, groupName: b.groupName, language, title: b.title, imageUrl: b.imageUrl, linkageType: b.linkageType, linkage, sort: b.sort, startsAt: b.startsAt, endsAt: b.endsAt };
}

export interface CreateBannerInput {
  code: string;
  groupName: TBannerGroup;
  language: string;
  title: string;
  imageUrl: string;
  linkageType?: TLinkageType | null | undefined;
  linkage?: string | null | undefined;
  sort: number;
  startsAt?: number | null | undefined;
  endsAt?: number | null | undefined;
  reason?: string | undefined;
}

export async function createBanner(services: Services, merchant: Merchant, editor: ContentEditor, input: CreateBannerInput): Promise<TStaffBanner> {
  const now = services.clock.now();
  const fields = await validBanner(services.db, merchant, {
    code: input.code,
    groupName: input.groupName,
    language: input.language,
    title: input.title,
    imageUrl: input.imageUrl,
    linkageType: input.linkageType ?? null,
    linkage: input.linkage ?? null,
    sort: input.sort,
    startsAt: dateOf(input.startsAt),
    endsAt: dateOf(input.endsAt),
  });
  const row = await mapCodeConflict(BANNER_CODE_UNIQUE, input.code, () =>
    services.db.transaction(async (tx) => {
      const inserted = await insertBanner(tx, { ...fields, merchantId: merchant.id, createdAt: now });
      await auditContent(tx, { merchant, editor, now, reason: input.reason }, 'banner', 'create', null, inserted);
      return inserted;
    }),
  );
  return presentStaffBanner(row, now);
}

export interface UpdateBannerInput {
  id: number;
  code?: string | undefined;
  groupName?: TBannerGroup | undefined;
  language?: string | undefined;
  title?: string | undefined;
  imageUrl?: string | undefined;
  linkageType?: TLinkageType | null | undefined;
  linkage?: string | null | undefined;
  sort?: number | undefined;
  startsAt?: number | null | undefined;
  endsAt?: number | null | undefined;
  reason?: string | undefined;
}

const notFound = (what: string) => AppError.notFound(`No such ${what}`);

export async function changeBanner(services: Services, merchant: Merchant, editor: ContentEditor, input: UpdateBannerInput): Promise<TStaffBanner> {
  const now = services.clock.now();
  const code = input.code;
  const row = await mapCodeConflict(BANNER_CODE_UNIQUE, code ?? '', () =>
    services.db.transaction(async (tx) => {
      const before = await findBanner(tx, merchant.id, input.id, true);
      if (!before) throw notFound('banner');
      const linkageType = input.linkageType !== undefined ? input.linkageType : (before.linkageType ?? null);
      // Clearing the type clears the linkage unless a new one is given (which the rules then refuse).
      const linkage = input.linkage !== undefined ? input.linkage : input.linkageType === null ? null : before.linkage;
      const fields = await validBanner(tx, merchant, {
        code: code ?? before.code,
        groupName: input.groupName ?? before.groupName,
        language: input.language ?? before.language,
        title: input.title ?? before.title,
        imageUrl: input.imageUrl ?? before.imageUrl,
        linkageType,
        linkage,
        sort: input.sort ?? before.sort,
        startsAt: input.startsAt !== undefined ? dateOf(input.startsAt) : before.startsAt,
        endsAt: input.endsAt !== undefined ? dateOf(input.endsAt) : before.endsAt,
      });
      const after = await updateBanner(tx, merchant.id, before.id, fields);
      if (!after) throw notFound('banner');
      await auditContent(tx, { merchant, editor, now, reason: input.reason }, 'banner', 'update', before, after);
      return after;
    }),
  );
  return presentStaffBanner(row, now);
}

/** The window that ends a row now: a scheduled one gets an empty window at now. */
const endedWindow = <T extends { startsAt: Date | null }>(row: T, now: Date) => ({
  startsAt: row.startsAt && row.startsAt.getTime() > now.getTime() ? now : row.startsAt,
  endsAt: now,
});

export async function deactivateBanner(services: Services, merchant: Merchant, editor: ContentEditor, input: { id: number; reason?: string | undefined }): Promise<TStaffBanner> {
  const now = services.clock.now();
  const row = await services.db.transaction(async (tx) => {
    const before = await findBanner(tx, merchant.id, input.id, true);
    if (!before) throw notFound('banner');
    if (contentState(before.startsAt, before.endsAt, now) === 'ended') return before;
    const after = await updateBanner(tx, merchant.id, before.id, endedWindow(before, now));
    if (!after) throw notFound('banner');
    await auditContent(tx, { merchant, editor, now, reason: input.reason }, 'banner', 'deactivate', before, after);
    return after;
  });
  return presentStaffBanner(row, now);
}

// Notices --------------------------------------------------------------------

export async function staffNoticeList(
  services: Services,
  merchantId: number,
  q: { type?: TNoticeType | undefined; execution?: TPopupExecution | undefined; language?: string | undefined; includeInactive: boolean },
): Promise<{ list: TStaffNotice[] }> {
  const now = services.clock.now();
  const rows = await listNotices(services.db, merchantId, {
    type: q.type,
    execution: q.execution,
    language: optionalLanguage(q.language),
    includeInactive: q.includeInactive,
    now,
  });
  return { list: rows.map((r) => presentStaffNotice(r, now)) };
}

interface NoticeFields {
  code: string;
  type: TNoticeType;
  language: string;
  title: string;
  content: string;
  promotionType: string | null;
  executions: TPopupExecution[];
  sort: number;
  startsAt: Date;
  endsAt: Date | null;
}

/** Checks a whole notice as it will be stored (content sanitized); answers the row to write. */
function validNotice(merchant: Merchant, n: NoticeFields): Omit<NewNotice, 'merchantId'> {
  const language = brandLanguage(merchant, n.language);
  checkWindow(n.startsAt, n.endsAt);
  return {
    code: n.code,
    type: n.type,
    language,
    title: n.title.trim(),
    content: sanitizeRichText(n.content),
    promotionType: n.promotionType,
    executions: [...new Set(n.executions)],
    sort: n.sort,
    startsAt: n.startsAt,
    endsAt: n.endsAt,
  };
}

export interface CreateNoticeInput {
  code: string;
  type: TNoticeType;
  language: string;
  title: string;
  content: string;
  promotionType?: string | null | undefined;
  executions: TPopupExecution[];
  sort: number;
  startsAt: number;
  endsAt?: number | null | undefined;
  reason?: string | undefined;
}

export async function createNotice(services: Services, merchant: Merchant, editor: ContentEditor, input: CreateNoticeInput): Promise<TStaffNotice> {
  const now = services.clock.now();
  const fields = validNotice(merchant, {
    code: input.code,
    type: input.type,
    language: input.language,
    title: input.title,
    content: input.content,
    promotionType: input.promotionType ?? null,
    executions: input.executions,
    sort: input.sort,
    startsAt: new Date(input.startsAt),
    endsAt: dateOf(input.endsAt),
  });
  const row = await mapCodeConflict(NOTICE_CODE_UNIQUE, input.code, () =>
    services.db.transaction(async (tx) => {
      const inserted = await insertNotice(tx, { ...fields, merchantId: merchant.id, createdAt: now });
      await auditContent(tx, { merchant, editor, now, reason: input.reason }, 'notice', 'create', null, inserted);
      return inserted;
    }),
  );
  return presentStaffNotice(row, now);
}

export interface UpdateNoticeInput {
  id: number;
  code?: string | undefined;
  type?: TNoticeType | undefined;
  language?: string | undefined;
  title?: string | undefined;
  content?: string | undefined;
  promotionType?: string | null | undefined;
  executions?: TPopupExecution[] | undefined;
  sort?: number | undefined;
  startsAt?: number | undefined;
  endsAt?: number | null | undefined;
  reason?: string | undefined;
}

export async function changeNotice(services: Services, merchant: Merchant, editor: ContentEditor, input: UpdateNoticeInput): Promise<TStaffNotice> {
  const now = services.clock.now();
  const row = await mapCodeConflict(NOTICE_CODE_UNIQUE, input.code ?? '', () =>
    services.db.transaction(async (tx) => {
      const before = await findNotice(tx, merchant.id, input.id, true);
      if (!before) throw notFound('notice');
      const fields = validNotice(merchant, {
        code: input.code ?? before.code,
        type: input.type ?? before.type,
        language: input.language ?? before.language,
        title: input.title ?? before.title,
        content: input.content ?? before.content,
        promotionType: input.promotionType !== undefined ? input.promotionType : (before.promotionType ?? null),
        executions: input.executions ?? (before.executions as TPopupExecution[]),
        sort: input.sort ?? before.sort,
        startsAt: input.startsAt !== undefined ? new Date(input.startsAt) : before.startsAt,
        endsAt: input.endsAt !== undefined ? dateOf(input.endsAt) : before.endsAt,
      });
      const after = await updateNotice(tx, merchant.id, before.id, fields);
      if (!after) throw notFound('notice');
      await auditContent(tx, { merchant, editor, now, reason: input.reason }, 'notice', 'update', before, after);
      return after;
    }),
  );
  return presentStaffNotice(row, now);
}

export async function deactivateNotice(services: Services, merchant: Merchant, editor: ContentEditor, input: { id: number; reason?: string | undefined }): Promise<TStaffNotice> {
  const now = services.clock.now();
  const row = await services.db.transaction(async (tx) => {
    const before = await findNotice(tx, merchant.id, input.id, true);
    if (!before) throw notFound('notice');
    if (contentState(before.startsAt, before.endsAt, now) === 'ended') return before;
    const window = endedWindow(before, now);
    const after = await updateNotice(tx, merchant.id, before.id, { startsAt: window.startsAt ?? now, endsAt: window.endsAt });
    if (!after) throw notFound('notice');
    await auditContent(tx, { merchant, editor, now, reason: input.reason }, 'notice', 'deactivate', before, after);
    return after;
  });
  return presentStaffNotice(row, now);
}

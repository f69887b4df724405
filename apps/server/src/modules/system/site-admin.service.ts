/**
 * The console's writes of the site's own content (issue 13 part 6): help
 * topics (sanitized when stored, an anchor unique per language), customer-
 * service entries and resources. Each write is audited in its transaction;
 * the player site reads them on its next request (no cache in between).
 */
import {
  ErrorCode,
  type TLanguageCode,
  type TSiteContent,
  type TStaffCustomerService,
  type TStaffHelpTopic,
  type TStaffResource,
} from '@wps/contracts';
import type { z } from 'zod';
import type { ZSaveCustomerServiceBody, ZSaveHelpTopicBody, ZSaveResourceBody } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import type { MerchantRow } from '../brand';
import {
  deleteSiteRow,
  findSiteRow,
  insertSiteRow,
  listAllHelpTopics,
  listCustomerServices,
  listResources,
  updateSiteRow,
  type SiteKind,
  type SiteRow,
} from './system.repository';

type Staff = { id: number; ip: string };
type Merchant = Pick<MerchantRow, 'id' | 'supportedLanguages' | 'defaultLanguage'>;

const presentHelp = (r: SiteRow<'help'>): TStaffHelpTopic => ({
  id: r.id,
  language: r.language as TLanguageCode,
  device: r.device as TStaffHelpTopic['device'],
  anchor: r.anchor,
  title: r.title,
  content: r.content,
  sort: r.sort,
});
const presentCs = (r: SiteRow<'cs'>): TStaffCustomerService => ({ id: r.id, csType: r.csType as TStaffCustomerService['csType'], title: r.title, links: r.links, sort: r.sort });
const presentResource = (r: SiteRow<'resource'>): TStaffResource => ({
  id: r.id,
  resourceType: r.resourceType as TStaffResource['resourceType'],
  url: r.url,
  labelNameEn: r.labelNameEn,
  sort: r.sort,
});

const ENTITY: Record<SiteKind, string> = { help: 'help_topic', cs: 'customer_service', resource: 'resource' };

export async function siteContent(db: DrizzleDb, merchantId: number): Promise<TSiteContent> {
  const [help, cs, resources] = await Promise.all([listAllHelpTopics(db, merchantId), listCustomerServices(db, merchantId), listResources(db, merchantId)]);
  return { helpTopics: help.map(presentHelp), customerService: cs.map(presentCs), resources: resources.map(presentResource) };
}

/** Adds (no id) or changes (id) one row of a kind, with its audit row, in one transaction. */
async function saveRow<K extends SiteKind, V>(
  services: AppServices,
  merchantId: number,
  staff: Staff,
  kind: K,
  input: { id?: number | undefined; reason?: string | undefined },
  fields: Omit<SiteRow<K>, 'id' | 'merchantId'>,
  present: (row: SiteRow<K>) => V,
): Promise<V> {
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    const before = input.id === undefined ? undefined : await findSiteRow(tx, kind, merchantId, input.id);
    if (input.id !== undefined && !before) throw AppError.notFound('No such row');
    const row = before ? await updateSiteRow(tx, kind, merchantId, before.id, fields as never) : await insertSiteRow(tx, kind, { merchantId, ...fields } as never);
    await recordAudit(tx, {
      merchantId,
      actor: { kind: 'staff', id: staff.id, ip: staff.ip },
      action: `${ENTITY[kind]}.${before ? 'update' : 'create'}`,
      entity: ENTITY[kind],
      entityId: row!.id,
      before: before ? (present(before) as Record<string, unknown>) : null,
      after: present(row!) as Record<string, unknown>,
      reason: input.reason ?? null,
      at: now,
    });
    return present(row!);
  });
}

export async function removeSiteRow(services: AppServices, merchantId: number, staff: Staff, kind: SiteKind, input: { id: number; reason?: string | undefined }) {
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const gone = await deleteSiteRow(tx, kind, merchantId, input.id);
    if (!gone) throw AppError.notFound('No such row');
    await recordAudit(tx, {
      merchantId,
      actor: { kind: 'staff', id: staff.id, ip: staff.ip },
      action: `${ENTITY[kind]}.delete`,
      entity: ENTITY[kind],
      entityId: input.id,
      before: gone as Record<string, unknown>,
      after: null,
      reason: input.reason ?? null,
      at: now,
    });
  });
  return { id: input.id };
}

export async function saveHelpTopic(services: AppServices, merchant: Merchant, staff: Staff, body: z.output<typeof ZSaveHelpTopicBody>) {
  if (body.language !== merchant.defaultLanguage && !merchant.supportedLanguages.includes(body.language)) {
    throw new AppError(400, ErrorCode.contentLanguageUnsupported, `The brand does not support the language ${body.language}`);
  }
  const content = sanitizeRichText(body.content);
  if (content.replace(/<[^>]*>/g, '').trim().length === 0) throw new AppError(400, ErrorCode.validation, 'content: nothing left to show once sanitized');
  try {
    return await saveRow(services, merchant.id, staff, 'help', body, { language: body.language, device: body.device, anchor: body.anchor, title: body.title, content, sort: body.sort }, presentHelp);
  } catch (err) {
    if (isUniqueViolation(err, 'help_topics_unique')) throw new AppError(409, ErrorCode.contentCodeTaken, `Another ${body.language} topic uses the anchor ${body.anchor}`);
    throw err;
  }
}

export const saveCustomerService = (services: AppServices, merchantId: number, staff: Staff, body: z.output<typeof ZSaveCustomerServiceBody>) =>
  saveRow(services, merchantId, staff, 'cs', body, { csType: body.csType, title: body.title, links: body.links, sort: body.sort }, presentCs);

export const saveResource = (services: AppServices, merchantId: number, staff: Staff, body: z.output<typeof ZSaveResourceBody>) =>
  saveRow(services, merchantId, staff, 'resource', body, { resourceType: body.resourceType, url: body.url, labelNameEn: body.labelNameEn, sort: body.sort }, presentResource);

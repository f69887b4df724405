import { z } from 'zod';
import { CS_TYPES, DEVICES, RESOURCE_TYPES } from '../shared/constants';
import { LANGUAGE_CODES } from '../shared/languages';
import { ZRowId } from '../shared/safe-text';
import { ZOptionalReason as ZReason } from './staff-content.schemas';

/*
 * The site's own content besides banners and notices (issue 13 part 6): the
 * help center's topics, the customer-service entries of the side bar (a
 * LIVECHAT entry with a link sends players to an outside chat instead of
 * ours), and the brand's resources (logo, social pages, video, app
 * downloads). Content editors write them (content.write); every write is
 * audited and help texts are sanitized when stored.
 */

export const SITE_LINKS_MAX = 5;
export const HELP_CONTENT_MAX = 20_000;

/** An address players open: https (or http) only. */
const ZOutsideUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'an http(s) address');
/** A resource: an outside address, or a path of this site (a logo under /brands/...). */
const ZResourceUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/[^\s/$.?#][^\s]*|\/[A-Za-z0-9._~\-/]+)$/i, 'an http(s) address or a path of this site');

export const ZStaffHelpTopic = z.object({
  id: z.number().int(),
  language: z.enum(LANGUAGE_CODES),
  device: z.enum(DEVICES).nullable(),
  anchor: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
});
export type TStaffHelpTopic = z.infer<typeof ZStaffHelpTopic>;

export const ZStaffCustomerService = z.object({
  id: z.number().int(),
  csType: z.enum(CS_TYPES),
  title: z.string(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  sort: z.number().int(),
});
export type TStaffCustomerService = z.infer<typeof ZStaffCustomerService>;

export const ZStaffResource = z.object({
  id: z.number().int(),
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
  labelNameEn: z.string().nullable(),
  sort: z.number().int(),
});
export type TStaffResource = z.infer<typeof ZStaffResource>;

export const ZSiteContent = z.object({
  helpTopics: z.array(ZStaffHelpTopic),
  customerService: z.array(ZStaffCustomerService),
  resources: z.array(ZStaffResource),
});
export type TSiteContent = z.infer<typeof ZSiteContent>;

const ZSort = z.number().int().min(-10_000).max(10_000).default(0);

export const ZSaveHelpTopicBody = z.object({
  /** Omitted: a new topic. */
  id: ZRowId.optional(),
  language: z.enum(LANGUAGE_CODES),
  /** Null: every device. */
  device: z.enum(DEVICES).nullable().default(null),
  /** The `#anchor` of /help that opens the topic. */
  anchor: z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,47}$/, 'lower-case letters, digits and -, at most 48'),
  title: z.string().trim().min(1).max(120),
  content: z.string().min(1).max(HELP_CONTENT_MAX),
  sort: ZSort,
  reason: ZReason,
});
export type TSaveHelpTopicBody = z.input<typeof ZSaveHelpTopicBody>;

export const ZSaveCustomerServiceBody = z.object({
  id: ZRowId.optional(),
  csType: z.enum(CS_TYPES),
  title: z.string().trim().max(60).default(''),
  links: z
    .array(z.object({ label: z.string().trim().min(1).max(60), url: ZOutsideUrl }))
    .min(1)
    .max(SITE_LINKS_MAX),
  sort: ZSort,
  reason: ZReason,
});
export type TSaveCustomerServiceBody = z.input<typeof ZSaveCustomerServiceBody>;

export const ZSaveResourceBody = z.object({
  id: ZRowId.optional(),
  resourceType: z.enum(RESOURCE_TYPES),
  url: ZResourceUrl,
  labelNameEn: z.string().trim().max(80).nullable().default(null),
  sort: ZSort,
  reason: ZReason,
});
export type TSaveResourceBody = z.input<typeof ZSaveResourceBody>;

export const ZDeleteSiteRowBody = z.object({ id: ZRowId, reason: ZReason });

import { z } from 'zod';
import { ZEpochMs, ZRowId } from '../shared/safe-text';
import { ZBannerGroup, ZLinkageType, ZNoticeType, ZPopupExecution } from '../content/content.schemas';

/*
 * The staff content API: operators manage the brand's banners and notices
 * (SPEC.md §3 Banner, Notice). Admin and support write, finance reads. The
 * server checks what a schema cannot: a linkage the client can open (ROUTE a
 * path of this site, URL https, GAME a game of the brand, PROMOTION an id),
 * a language the brand supports, a window that starts before it ends, a code
 * unique in the brand; notice content is sanitized when stored.
 */

/** The operators' stable name of a row, unique in the brand. */
const ZContentCode = z.string().trim().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, _ . - (at most 64)');
/** A language code of the brand (checked against its supported languages; stored upper case). */
const ZContentLanguage = z.string().trim().min(2).max(8);
/** Epoch milliseconds. */
const ZInstant = ZEpochMs;
/** Why, for the audit log: optional for content (a typo fixed needs no story). */
export const ZOptionalReason = z.string().trim().max(500).optional();
const ZFlag = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean());

/** live: shown now; scheduled: starts later; ended: its window is over (or it was deactivated). */
export const CONTENT_STATES = ['live', 'scheduled', 'ended'] as const;
export const ZContentState = z.enum(CONTENT_STATES);
export type TContentState = z.infer<typeof ZContentState>;

export const ZStaffBanner = z.object({
  id: z.number().int(),
  code: z.string(),
  groupName: ZBannerGroup,
  language: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  linkageType: ZLinkageType.nullable(),
  linkage: z.string().nullable(),
  sort: z.number().int(),
  startsAt: z.number().int().nullable(),
  endsAt: z.number().int().nullable(),
  state: ZContentState,
  createdAt: z.number().int(),
});
export type TStaffBanner = z.infer<typeof ZStaffBanner>;

export const ZStaffBannersQuery = z.object({
  groupName: ZBannerGroup.optional(),
  language: z.string().trim().max(8).optional(),
  /** Also the ended (expired or deactivated) banners; default: live and scheduled only. */
  includeInactive: ZFlag.default(false),
});
export const ZStaffBannersValue = z.object({ list: z.array(ZStaffBanner) });

const bannerFields = {
  code: ZContentCode,
  groupName: ZBannerGroup,
  language: ZContentLanguage,
  title: z.string().trim().min(1, 'Input cannot be empty').max(200),
  /** Relative to an image CDN (a path) or an https address. */
  imageUrl: z.string().trim().regex(/^(\/(?!\/)|https:\/\/)\S{1,500}$/, 'a path or an https address'),
  linkageType: ZLinkageType.nullable(),
  linkage: z.string().trim().max(500).nullable(),
  sort: z.number().int().min(-1_000_000).max(1_000_000),
  startsAt: ZInstant.nullable(),
  endsAt: ZInstant.nullable(),
};

export const ZCreateBannerBody = z.object({
  ...bannerFields,
  linkageType: bannerFields.linkageType.optional(),
  linkage: bannerFields.linkage.optional(),
  sort: bannerFields.sort.default(0),
  startsAt: bannerFields.startsAt.optional(),
  endsAt: bannerFields.endsAt.optional(),
  reason: ZOptionalReason,
});
/** Any field; absent fields keep their value, null clears a nullable one. */
export const ZUpdateBannerBody = z.object({
  id: ZRowId,
  code: bannerFields.code.optional(),
  groupName: bannerFields.groupName.optional(),
  language: bannerFields.language.optional(),
  title: bannerFields.title.optional(),
  imageUrl: bannerFields.imageUrl.optional(),
  linkageType: bannerFields.linkageType.optional(),
  linkage: bannerFields.linkage.optional(),
  sort: bannerFields.sort.optional(),
  startsAt: bannerFields.startsAt.optional(),
  endsAt: bannerFields.endsAt.optional(),
  reason: ZOptionalReason,
});
/** Ends the window now: players stop seeing it at once (the row stays, for the record). */
export const ZDeactivateContentBody = z.object({ id: ZRowId, reason: ZOptionalReason });

export const ZStaffNotice = z.object({
  id: z.number().int(),
  code: z.string(),
  type: ZNoticeType,
  language: z.string(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  promotionType: z.string().nullable(),
  executions: z.array(ZPopupExecution),
  sort: z.number().int(),
  startsAt: z.number().int(),
  endsAt: z.number().int().nullable(),
  state: ZContentState,
  createdAt: z.number().int(),
});
export type TStaffNotice = z.infer<typeof ZStaffNotice>;

export const ZStaffNoticesQuery = z.object({
  type: ZNoticeType.optional(),
  /** Only the popup items of this audience. */
  execution: ZPopupExecution.optional(),
  language: z.string().trim().max(8).optional(),
  /** Also the ended (expired or deactivated) notices; default: live and scheduled only. */
  includeInactive: ZFlag.default(false),
});
export const ZStaffNoticesValue = z.object({ list: z.array(ZStaffNotice) });

const noticeFields = {
  code: ZContentCode,
  type: ZNoticeType,
  language: ZContentLanguage,
  title: z.string().trim().min(1, 'Input cannot be empty').max(200),
  /** HTML; sanitized by the server before it is stored. */
  content: z.string().max(20_000),
  promotionType: z.string().trim().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'a promotion id').nullable(),
  /** Popup audiences; empty: not a popup. */
  executions: z.array(ZPopupExecution).max(3),
  sort: z.number().int().min(-1_000_000).max(1_000_000),
  startsAt: ZInstant,
  endsAt: ZInstant.nullable(),
};

export const ZCreateNoticeBody = z.object({
  ...noticeFields,
  promotionType: noticeFields.promotionType.optional(),
  executions: noticeFields.executions.default([]),
  sort: noticeFields.sort.default(0),
  endsAt: noticeFields.endsAt.optional(),
  reason: ZOptionalReason,
});
/** Any field; absent fields keep their value, null clears a nullable one. */
export const ZUpdateNoticeBody = z.object({
  id: ZRowId,
  code: noticeFields.code.optional(),
  type: noticeFields.type.optional(),
  language: noticeFields.language.optional(),
  title: noticeFields.title.optional(),
  content: noticeFields.content.optional(),
  promotionType: noticeFields.promotionType.optional(),
  executions: noticeFields.executions.optional(),
  sort: noticeFields.sort.optional(),
  startsAt: noticeFields.startsAt.optional(),
  endsAt: noticeFields.endsAt.optional(),
  reason: ZOptionalReason,
});

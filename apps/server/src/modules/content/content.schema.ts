import { BANNER_GROUPS, LINKAGE_TYPES, NOTICE_TYPES } from '@wps/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, merchantRef, tz } from '../../db/columns';

// ---------------------------------------------------------------------------
// Home and promotions content (issue 5, content part): banners and notices,
// written by the brand's operators per language.
// ---------------------------------------------------------------------------

/**
 * A banner of a group (SPEC.md §3 Banner). `code` is the operators' stable
 * name of the row (the seed adds only the codes a brand lacks). A language
 * with no banners of a group falls back to the brand's default language.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: text('code').notNull(),
    groupName: text('group_name', { enum: BANNER_GROUPS }).notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** Relative to an image CDN, or absolute. */
    imageUrl: text('image_url').notNull(),
    linkageType: text('linkage_type', { enum: LINKAGE_TYPES }),
    linkage: text('linkage'),
    sort: integer('sort').notNull().default(0),
    /** Shown from (inclusive); null: always. */
    startsAt: tz('starts_at'),
    /** Shown until (exclusive); null: no end. */
    endsAt: tz('ends_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('banners_code_unique').on(t.merchantId, t.code),
    index('banners_group_idx').on(t.merchantId, t.groupName, t.language, t.sort),
    check('banners_group_check', inList(t.groupName, BANNER_GROUPS)),
    check('banners_linkage_check', sql`(${t.linkageType} is null) = (${t.linkage} is null) and (${t.linkageType} is null or ${inList(t.linkageType, LINKAGE_TYPES)})`),
  ],
);

/**
 * A notice (SPEC.md §3 Notice and Announcement/popup item): type B is the
 * home marquee; `executions` lists the popup audiences it is shown to (A
 * logged in, B anonymous, F first login; empty: not a popup). Content is
 * sanitized HTML, cleaned when written (content.service.ts).
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: text('code').notNull(),
    type: text('type', { enum: NOTICE_TYPES }).notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** A promotion id: the popup's go-to-promotion button. */
    promotionType: text('promotion_type'),
    executions: text('executions').array().notNull().default(sql`'{}'::text[]`),
    sort: integer('sort').notNull().default(0),
    /** Live from (inclusive). */
    startsAt: tz('starts_at').notNull(),
    /** Live until (exclusive); null: no end. */
    endsAt: tz('ends_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notices_code_unique').on(t.merchantId, t.code),
    index('notices_live_idx').on(t.merchantId, t.language, t.startsAt),
    check('notices_type_check', inList(t.type, NOTICE_TYPES)),
    check('notices_executions_check', sql`${t.executions} <@ array['A', 'B', 'F']::text[]`),
  ],
);

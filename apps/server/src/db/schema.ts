import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Tenancy: every row a brand owns carries `merchant_id`, and every query of a
 * tenant-owned table filters on it. Money (later) is bigint minor units.
 */

export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  /** Minutes east of UTC (480 = GMT+8). */
  gmtOffsetMinutes: integer('gmt_offset_minutes').notNull(),
  defaultLanguage: text('default_language').notNull().default('EN'),
  supportedLanguages: text('supported_languages').array().notNull(),
  platform: text('platform').notNull().default('WEB'),
  lotteryType: text('lottery_type').notNull().default('SEA'),
  cockfightVendors: text('cockfight_vendors').array().notNull(),
  exceptionVendors: text('exception_vendors').array().notNull(),
  prizeModes: text('prize_modes').array().notNull(),
  agentTypes: integer('agent_types').array().notNull(),
  trialType: integer('trial_type').notNull(),
  themePrimary: text('theme_primary').notNull(),
  themeAccent: text('theme_accent').notNull(),
  mainDomain: text('main_domain').notNull(),
  gtagId: text('gtag_id'),
  imageCdns: text('image_cdns').array().notNull(),
  launchGameCdns: text('launch_game_cdns').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const merchantDomains = pgTable(
  'merchant_domains',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** Lower-case host name without port. */
    host: text('host').notNull().unique(),
    kind: text('kind', { enum: ['player', 'agent'] }).notNull(),
  },
  (t) => [
    index('merchant_domains_merchant_idx').on(t.merchantId),
    check('merchant_domains_kind_check', sql`${t.kind} in ('player', 'agent')`),
  ],
);

export const whitelabelFlags = pgTable(
  'whitelabel_flags',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    modId: text('mod_id').notNull(),
    /** The module this flag belongs to; null for a top-level module. */
    parentModId: text('parent_mod_id'),
    enabled: boolean('enabled').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.modId] }),
    foreignKey({
      name: 'whitelabel_flags_parent_fk',
      columns: [t.merchantId, t.parentModId],
      foreignColumns: [t.merchantId, t.modId],
    }).onDelete('cascade'),
  ],
);

export const brandResources = pgTable(
  'brand_resources',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').notNull(),
    url: text('url').notNull(),
    labelNameEn: text('label_name_en'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('brand_resources_merchant_idx').on(t.merchantId)],
);

export const customerServices = pgTable(
  'customer_services',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    csType: text('cs_type').notNull(),
    title: text('title').notNull(),
    links: jsonb('links').$type<{ label: string; url: string }[]>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('customer_services_merchant_idx').on(t.merchantId)],
);

export const helpTopics = pgTable(
  'help_topics',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    /** Null: shown on every device. */
    device: text('device'),
    anchor: text('anchor').notNull(),
    title: text('title').notNull(),
    /** Sanitized HTML; sanitized when written, never trusted on the way out. */
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('help_topics_unique').on(t.merchantId, t.language, t.anchor)],
);

export const registerFieldSettings = pgTable(
  'register_field_settings',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    minLength: integer('min_length'),
    maxLength: integer('max_length'),
    patternId: integer('pattern_id'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.field] })],
);

export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: until someone ends it. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maintenance_windows_merchant_idx').on(t.merchantId, t.startsAt)],
);

export const accessRules = pgTable(
  'access_rules',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** country: `value` is an ISO 3166-1 alpha-2 code; ip: an address or CIDR block. */
    kind: text('kind', { enum: ['country', 'ip'] }).notNull(),
    value: text('value').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('access_rules_merchant_idx').on(t.merchantId),
    check('access_rules_kind_check', sql`${t.kind} in ('country', 'ip')`),
  ],
);

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    vassalage: text('vassalage').notNull(),
    displayName: text('display_name').notNull(),
    gameType: text('game_type').notNull(),
    /** The category the game aggregator files the vendor under, before the vendor-set rules. */
    gameCategory: text('game_category').notNull(),
    /** Relative to an image CDN. */
    iconPath: text('icon_path').notNull(),
    status: text('status', { enum: ['ACTIVE', 'MAINTENANCE'] }).notNull().default('ACTIVE'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('vendors_unique').on(t.merchantId, t.vassalage, t.gameType),
    check('vendors_status_check', sql`${t.status} in ('ACTIVE', 'MAINTENANCE')`),
  ],
);

import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from '../brand/brand.schema';

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

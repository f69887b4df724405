import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { merchantRef, tz } from '../../db/columns';
import { merchants } from '../brand/brand.schema';

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

/** Failed logins per address, for the captcha threshold (the per-account count lives on members). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    ip: text('ip').notNull(),
    account: text('account').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('login_failures_ip_idx').on(t.merchantId, t.ip, t.createdAt), index('login_failures_account_idx').on(t.merchantId, t.account, t.createdAt)],
);

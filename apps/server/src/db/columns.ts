import { sql, type AnyColumn } from 'drizzle-orm';
import { bigint, customType, integer, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from '../modules/brand/brand.schema';

/**
 * Column helpers shared by the modules' `*.schema.ts` files.
 *
 * Tenancy: every row a brand owns carries `merchant_id`, and every query of a
 * tenant-owned table filters on it. Money (later) is bigint minor units.
 *
 * `memberRef` lives beside `members` (member/member.schema.ts): members is
 * built from these helpers, so having it here would be an import cycle. For the
 * same reason brand/brand.schema.ts must not import this file.
 */

export const tz = (name: string) => timestamp(name, { withTimezone: true });

export const merchantRef = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });

export const lower = (column: AnyColumn) => sql`lower(${column})`;

export const inList = (column: AnyColumn, values: readonly string[]) =>
  sql`${column} in (${sql.join(
    values.map((v) => sql.raw(`'${v}'`)),
    sql.raw(', '),
  )})`;

export const money = (name: string) => bigint(name, { mode: 'bigint' });

/** Raw bytes (receipt and proof images). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

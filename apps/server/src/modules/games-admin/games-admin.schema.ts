import { VENDOR_MAINTENANCE_STATES } from '@wps/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, merchantRef, tz } from '../../db/columns';

/**
 * A vendor's maintenance window, set from the console. While one is active
 * the vendor's rows say MAINTENANCE (`vendors.status`, what the lanes, the
 * game tiles and the launch already read): the window's start and end are
 * applied to them by the console's write when they are now, and by the
 * `games.vendor-maintenance` job when they come later. `state` is how far
 * that has gone. At most one window per vendor is not ended.
 */
export const vendorMaintenance = pgTable(
  'vendor_maintenance',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    vassalage: text('vassalage').notNull(),
    startsAt: tz('starts_at').notNull(),
    /** Null: until someone ends it. */
    endsAt: tz('ends_at'),
    state: text('state', { enum: VENDOR_MAINTENANCE_STATES }).notNull(),
    reason: text('reason').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('vendor_maintenance_open_unique').on(t.merchantId, t.vassalage).where(sql`${t.state} <> 'ended'`),
    index('vendor_maintenance_vendor_idx').on(t.merchantId, t.vassalage, t.startsAt),
    // The job's two questions: which scheduled windows start, which active ones end.
    index('vendor_maintenance_due_idx').on(t.state, t.startsAt).where(sql`${t.state} <> 'ended'`),
    check('vendor_maintenance_state_check', inList(t.state, VENDOR_MAINTENANCE_STATES)),
  ],
);

import { STAFF_ROLES } from '@wps/contracts';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, lower, merchantRef, tz } from '../../db/columns';

/**
 * Staff of a brand's back office (operator review until the console exists).
 * Separate from members: another table, another session table, other tokens.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_users_username_unique').on(t.merchantId, lower(t.username)),
    check('staff_users_role_check', inList(t.role, STAFF_ROLES)),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    merchantId: merchantRef(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: tz('created_at').notNull(),
    lastSeenAt: tz('last_seen_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    ip: text('ip'),
    revokedAt: tz('revoked_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

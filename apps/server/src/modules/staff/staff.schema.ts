import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { lower, merchantRef, tz } from '../../db/columns';

/**
 * Staff of a brand's back office (the operator console).
 * Separate from members: another table, another session table, other tokens.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    /** A built-in role's code (BUILTIN_STAFF_ROLES) or one of the brand's `staff_roles`. */
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
    /** The authenticator's base32 secret, once confirmed with a code. */
    totpSecret: text('totp_secret'),
    /** The 30-second step of the last accepted code: a code is usable once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_users_username_unique').on(t.merchantId, lower(t.username))],
);

/** A brand's custom roles: permission sets an admin composes (the built-in roles live in the contracts). */
export const staffRoles = pgTable(
  'staff_roles',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_roles_code_unique').on(t.merchantId, t.code)],
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
    userAgent: text('user_agent'),
    /** False while the session's staff member has still to confirm the authenticator (only enrolment calls pass). */
    verified: boolean('verified').notNull().default(true),
    /** The secret offered at login to a staff member who must enrol (kept on the session until confirmed). */
    enrolSecret: text('enrol_secret'),
    revokedAt: tz('revoked_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

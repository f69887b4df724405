import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lower, merchantRef, tz } from '../../db/columns';
import { staffUsers } from '../staff/staff.schema';

/**
 * A player, agent or trial account of one brand. Uniqueness that the rules
 * rely on (account, mobile, email, affiliate code) is enforced here, not by a
 * look-up before the insert, so parallel registrations cannot both win.
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    account: text('account').notNull(),
    nickname: text('nickname'),
    /** 0 member; 1, 2, 41, 42 agent types; 4 trial (SPEC.md §3). */
    type: integer('type').notNull().default(0),
    status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
    /** argon2id, PHC string. */
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: tz('password_changed_at').notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    mobileCountryCode: text('mobile_country_code'),
    mobileNumber: text('mobile_number'),
    email: text('email'),
    /** The optional register fields (payee name, line, whatsapp...). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    /** Agents only: the invitation code new members register under (stored upper-case). */
    affiliateCode: text('affiliate_code'),
    uplineId: integer('upline_id'),
    referralCode: text('referral_code'),
    iconId: integer('icon_id').notNull().default(1),
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The 30-second step of the last accepted code: a code is usable once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** argon2id of the payment (transaction) password; withdrawals and bank-account changes need it. */
    paymentPasswordHash: text('payment_password_hash'),
    paymentPasswordFailures: integer('payment_password_failures').notNull().default(0),
    paymentPasswordLockedUntil: tz('payment_password_locked_until'),
    firstLoginAt: tz('first_login_at'),
    lastLoginAt: tz('last_login_at'),
    registerIp: text('register_ip'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_account_unique').on(t.merchantId, lower(t.account)),
    uniqueIndex('members_mobile_unique').on(t.merchantId, t.mobileCountryCode, t.mobileNumber),
    uniqueIndex('members_email_unique').on(t.merchantId, lower(t.email)),
    uniqueIndex('members_affiliate_unique').on(t.merchantId, t.affiliateCode),
    index('members_upline_idx').on(t.uplineId),
    // The console's searches: a username's start (text_pattern_ops serves LIKE 'abc%' in any collation), a mobile number alone.
    index('members_account_prefix_idx').using('btree', t.merchantId, sql`lower(${t.account}) text_pattern_ops`),
    index('members_mobile_number_idx').on(t.merchantId, t.mobileNumber),
    index('members_created_idx').on(t.merchantId, t.createdAt),
    foreignKey({ name: 'members_upline_fk', columns: [t.uplineId], foreignColumns: [t.id] }).onDelete('set null'),
    check('members_status_check', sql`${t.status} in ('active', 'disabled')`),
  ],
);

/**
 * A member-owned row: removed with its member. Kept here, not in db/columns.ts,
 * because members itself is built from those helpers (no import cycle).
 */
export const memberRef = () =>
  integer('member_id')
    .notNull()
    .references((): AnyPgColumn => members.id, { onDelete: 'cascade' });

/** Addresses a member has logged in from; a new one asks for a second step (SPEC.md §4). */
export const memberKnownIps = pgTable(
  'member_known_ips',
  {
    merchantId: merchantRef(),
    memberId: memberRef(),
    ip: text('ip').notNull(),
    firstSeenAt: tz('first_seen_at').notNull(),
    lastSeenAt: tz('last_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] }), index('member_known_ips_ip_idx').on(t.merchantId, t.ip)],
);

/**
 * "Already registered" answers of the final registration step, per brand and
 * address: the budget that keeps usernames from being listed (taken-answers.ts)
 * holds across server processes because it is counted here.
 */
export const registrationTakenAnswers = pgTable(
  'registration_taken_answers',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    ip: text('ip').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('registration_taken_answers_ip_idx').on(t.merchantId, t.ip, t.createdAt)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  merchantId: merchantRef(),
  memberId: memberRef(),
  createdAt: tz('created_at').notNull(),
  expiresAt: tz('expires_at').notNull(),
  consumedAt: tz('consumed_at'),
});

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    questionType: text('question_type').notNull(),
    content: text('content').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('feedback_member_idx').on(t.memberId)],
);

/**
 * Staff notes on a member: never edited or deleted, only added (a trigger
 * refuses UPDATE and DELETE, as on the audit log; removing the member still
 * cascades), so they are an audit trail of their own.
 */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    text: text('text').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => staffUsers.id),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.id), check('member_notes_text_check', sql`char_length(${t.text}) between 1 and 1000`)],
);

/** A brand's list of player tags (VIP, bonus-abuser, KYC-pending…): one spelling per label, whatever its case. */
export const memberTags = pgTable(
  'member_tags',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    label: text('label').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [uniqueIndex('member_tags_label_unique').on(t.merchantId, lower(t.label))],
);

/** Which members carry which tag; the index serves the console's search by tag, newest members first. */
export const memberTagAssignments = pgTable(
  'member_tag_assignments',
  {
    merchantId: merchantRef(),
    memberId: memberRef(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => memberTags.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by')
      .notNull()
      .references(() => staffUsers.id),
    addedAt: tz('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.tagId] }), index('member_tag_assignments_tag_idx').on(t.merchantId, t.tagId, t.memberId)],
);

/**
 * The upline tree as a closure table (issue 14): a row for every member and
 * each of its uplines at any depth, and one to itself at depth 0, so "the
 * whole team of X" and "X's uplines" are index lookups however deep the tree.
 * Kept by the database itself: triggers on members add a new member's rows
 * and move a subtree when `upline_id` changes (refusing a member under its
 * own team), so every way a member is created or moved keeps it exact.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    merchantId: merchantRef(),
    ancestorId: integer('ancestor_id')
      .notNull()
      .references((): AnyPgColumn => members.id, { onDelete: 'cascade' }),
    descendantId: integer('descendant_id')
      .notNull()
      .references((): AnyPgColumn => members.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_descendant_idx').on(t.descendantId, t.depth),
    index('member_tree_level_idx').on(t.ancestorId, t.depth),
    check('member_tree_depth_check', sql`${t.depth} >= 0`),
  ],
);

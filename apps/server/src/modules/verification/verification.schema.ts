import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { merchantRef, tz } from '../../db/columns';

/** SMS and email codes: hashed, single use, bound to purpose and target. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    purpose: text('purpose').notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** '+639171234567' or an email address, lower-case. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: tz('consumed_at'),
  },
  (t) => [index('verification_codes_target_idx').on(t.merchantId, t.channel, t.target, t.createdAt)],
);

/** What the default SMS and email senders "send": read by the developer page and the tests. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('dev_outbox_to_idx').on(t.merchantId, t.to, t.id)],
);

/** Human-verification challenges already used: the primary key makes each single use. */
export const usedHumanChallenges = pgTable('used_human_challenges', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: tz('expires_at').notNull(),
});

export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    merchantId: merchantRef(),
    answerHash: text('answer_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    consumedAt: tz('consumed_at'),
  },
  (t) => [index('captchas_ip_idx').on(t.ip, t.createdAt)],
);

import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchantRef, tz } from '../../db/columns';
import { memberRef } from '../member/member.schema';

/** Login sessions. Only the SHA-256 of the token is stored; the token itself is never kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: tz('created_at').notNull(),
    lastSeenAt: tz('last_seen_at').notNull(),
    /** createdAt + the absolute lifetime; idle expiry is lastSeenAt + the idle lifetime. */
    expiresAt: tz('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    revokedAt: tz('revoked_at'),
    /**
     * Why a revoked session ended, when the member should be told: a password
     * change elsewhere or a reset. Null for a logout or any other ending.
     */
    endedReason: text('ended_reason', { enum: ['password_changed', 'password_reset'] }),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/** A login whose password was right but that needs a second step before a token is issued. */
export const loginChallenges = pgTable('login_challenges', {
  id: text('id').primaryKey(),
  merchantId: merchantRef(),
  memberId: memberRef(),
  reason: text('reason', { enum: ['new_ip', 'totp'] }).notNull(),
  methods: text('methods').array().notNull(),
  loginType: text('login_type').notNull(),
  weakPassword: boolean('weak_password').notNull(),
  ip: text('ip').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: tz('created_at').notNull(),
  expiresAt: tz('expires_at').notNull(),
  consumedAt: tz('consumed_at'),
});

/** Google / Facebook client settings of a brand (OpenID Connect authorization-code flow). */
export const oauthProviders = pgTable(
  'oauth_providers',
  {
    merchantId: merchantRef(),
    provider: text('provider', { enum: ['google', 'facebook'] }).notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    enabled: boolean('enabled').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.provider] })],
);

export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: memberRef(),
    email: text('email'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [uniqueIndex('oauth_identities_unique').on(t.merchantId, t.provider, t.subject)],
);

/** A sign-in on its way to the provider: state, nonce and PKCE verifier, single use. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  merchantId: merchantRef(),
  provider: text('provider').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  returnTo: text('return_to').notNull(),
  createdAt: tz('created_at').notNull(),
  expiresAt: tz('expires_at').notNull(),
  consumedAt: tz('consumed_at'),
});

/** The one-time code the browser exchanges for a session after a social sign-in. */
export const oauthExchangeCodes = pgTable('oauth_exchange_codes', {
  codeHash: text('code_hash').primaryKey(),
  merchantId: merchantRef(),
  memberId: memberRef(),
  createdAt: tz('created_at').notNull(),
  expiresAt: tz('expires_at').notNull(),
  consumedAt: tz('consumed_at'),
});

/**
 * Remembered devices (remembered-device.service.ts): the hash of a token an
 * HttpOnly cookie holds, standing in for the password of one member at one
 * brand until it expires, is used (replaced by a fresh one), is forgotten, or
 * the password changes (the fingerprint no longer matches).
 */
export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    /** sha256 of a label and the member's password hash when the token was issued. */
    passwordFingerprint: text('password_fingerprint').notNull(),
    /** The password it stands in for was the default weak one (the change-password popup still opens). */
    weakPassword: boolean('weak_password').notNull(),
    userAgent: text('user_agent'),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('remembered_devices_member_idx').on(t.memberId), index('remembered_devices_expires_idx').on(t.expiresAt)],
);

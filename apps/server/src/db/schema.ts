import {
  BANNER_GROUPS,
  DEPOSIT_STATUSES,
  GAME_CLASSIFY_CODES,
  LINKAGE_TYPES,
  NOTICE_TYPES,
  RECEIPT_STATUSES,
  STAFF_ROLES,
  WITHDRAWAL_STATUSES,
  type TRoundOutcome,
} from '@wps/contracts';
import { sql, type AnyColumn } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
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
  // Account settings (ZAccountSetting). Columns with defaults so existing brands get sane values.
  /** Lifetime of SMS and email codes; the client's send button counts down this × 60 s. */
  codeExpiredMinutes: integer('code_expired_minutes').notNull().default(5),
  defaultDialingCode: text('default_dialing_code').notNull().default('+63'),
  ageAgreementYears: integer('age_agreement_years').notNull().default(18),
  feedbackMinWords: integer('feedback_min_words').notNull().default(5),
  feedbackMaxWords: integer('feedback_max_words').notNull().default(500),
  /** With PWDEXPFORCECHANGE3 on, a password older than this forces a change at login. */
  passwordExpiryDays: integer('password_expiry_days').notNull().default(90),
  humanVerification: boolean('human_verification').notNull().default(true),
  // Wallet settings (issue 4). Amounts are minor units of `currency`.
  /** One wallet for every vendor (GCS_merchantWallet isSingle): no transfers between wallets. */
  walletSingle: boolean('wallet_single').notNull().default(false),
  withdrawMin: bigint('withdraw_min', { mode: 'bigint' }).notNull().default(sql`10000`),
  withdrawMax: bigint('withdraw_max', { mode: 'bigint' }).notNull().default(sql`5000000`),
  /** Sum of a member's withdrawals (not rejected) per brand-local day. */
  withdrawDailyMax: bigint('withdraw_daily_max', { mode: 'bigint' }).notNull().default(sql`10000000`),
  withdrawDailyCount: integer('withdraw_daily_count').notNull().default(5),
  /** At or above this amount a withdrawal needs a second staff member to approve it. */
  withdrawSecondApprovalAt: bigint('withdraw_second_approval_at', { mode: 'bigint' }).notNull().default(sql`2000000`),
  /** An approved withdrawal the member has not confirmed is auto-confirmed as received after this. */
  withdrawAutoConfirmMinutes: integer('withdraw_auto_confirm_minutes').notNull().default(1440),
  /** Demo credits a trial (free-play) member starts with. */
  trialCredits: bigint('trial_credits', { mode: 'bigint' }).notNull().default(sql`200000`),
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
    /** seamless: bets debit the main wallet through the provider API; transfer: the member moves money into a vendor wallet first. */
    walletMode: text('wallet_mode', { enum: ['seamless', 'transfer'] }).notNull().default('seamless'),
  },
  (t) => [
    uniqueIndex('vendors_unique').on(t.merchantId, t.vassalage, t.gameType),
    check('vendors_status_check', sql`${t.status} in ('ACTIVE', 'MAINTENANCE')`),
    check('vendors_wallet_mode_check', sql`${t.walletMode} in ('seamless', 'transfer')`),
  ],
);

const tz = (name: string) => timestamp(name, { withTimezone: true });
const merchantRef = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
/** A member-owned row: removed with its member. */
const memberRef = () =>
  integer('member_id')
    .notNull()
    .references((): AnyPgColumn => members.id, { onDelete: 'cascade' });
const lower = (column: AnyColumn) => sql`lower(${column})`;

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
    foreignKey({ name: 'members_upline_fk', columns: [t.uplineId], foreignColumns: [t.id] }).onDelete('set null'),
    check('members_status_check', sql`${t.status} in ('active', 'disabled')`),
  ],
);

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
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

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
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

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

/**
 * Key pairs encrypted calls are sealed with. Server-wide; a retired key is
 * still accepted for a while so clients holding it keep working.
 */
export const encryptionKeys = pgTable('encryption_keys', {
  kid: text('kid').primaryKey(),
  publicSpki: text('public_spki').notNull(),
  privatePkcs8: text('private_pkcs8').notNull(),
  createdAt: tz('created_at').notNull(),
  retiredAt: tz('retired_at'),
});

/** Server secrets generated on first start (HMAC keys), unless given in the environment. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  merchantId: merchantRef(),
  memberId: memberRef(),
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
 * Ledger (issue 4): every money movement is a `ledger_transactions` row with
 * two or more `ledger_entries` summing to zero. `ledger_accounts.balance` is
 * the running sum of the account's entries, kept in the same database
 * transaction as the entries so reads never have to sum history.
 */
export const LEDGER_OWNER_KINDS = ['member', 'house', 'payment_channel', 'suspense', 'vendor', 'demo'] as const;
export const LEDGER_ACCOUNT_KINDS = ['main', 'vendor', 'bonus', 'locked', 'house', 'channel', 'suspense', 'demo'] as const;
export const LEDGER_TRANSACTION_TYPES = [
  'deposit',
  'withdrawal_lock',
  'withdrawal_release',
  'withdrawal_payout',
  'transfer_in',
  'transfer_out',
  'bet',
  'win',
  'refund',
  'bonus',
  'adjustment',
  'deposit_fee',
  'demo_credit',
] as const;

const inList = (column: AnyColumn, values: readonly string[]) =>
  sql`${column} in (${sql.join(
    values.map((v) => sql.raw(`'${v}'`)),
    sql.raw(', '),
  )})`;

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    ownerKind: text('owner_kind', { enum: LEDGER_OWNER_KINDS }).notNull(),
    /** The member (or vendor) id; null for the brand's own house, channel and suspense accounts. */
    ownerId: integer('owner_id'),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    currency: text('currency').notNull(),
    /** Vendor wallets are one per vendor; the payment channel code for channel accounts; '' otherwise. */
    vendorCode: text('vendor_code').notNull().default(''),
    /** The house account is split into shards so parallel bets do not queue on one row (see ledger.service.ts). */
    shard: integer('shard').notNull().default(0),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // coalesce: a null owner would otherwise never collide, and the brand would get two house accounts.
    uniqueIndex('ledger_accounts_unique').on(
      t.merchantId,
      t.ownerKind,
      sql`coalesce(${t.ownerId}, 0)`,
      t.kind,
      t.currency,
      t.vendorCode,
      t.shard,
    ),
    index('ledger_accounts_owner_idx').on(t.merchantId, t.ownerKind, t.ownerId),
    check('ledger_accounts_owner_kind_check', inList(t.ownerKind, LEDGER_OWNER_KINDS)),
    check('ledger_accounts_kind_check', inList(t.kind, LEDGER_ACCOUNT_KINDS)),
    // Only money that belongs to a member must never go below zero; the database refuses it
    // atomically, so two parallel withdrawals cannot both pass a check made before writing.
    // The brand's own accounts are the other side of every movement and legitimately go
    // negative: a house shard pays a win that another shard took the bet for (the house is
    // the sum of its shards), a payment channel is debited for every deposit received through
    // it, and suspense holds unmatched items in both directions.
    check('ledger_accounts_member_balance_check', sql`${t.ownerKind} <> 'member' or ${t.balance} >= 0`),
    // One bound on every balance (contracts MONEY_MAX_MINOR = 10^15): a balance past it
    // could not be answered on the wire, so the database refuses the movement instead.
    check('ledger_accounts_balance_bound_check', sql`${t.balance} between -1000000000000000 and 1000000000000000`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** Unique per brand: a retry of the same movement finds the first one instead of moving money twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    type: text('type', { enum: LEDGER_TRANSACTION_TYPES }).notNull(),
    /** What caused it (a deposit id, a bet id...), for records and support. */
    reference: text('reference'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_unique').on(t.merchantId, t.idempotencyKey),
    index('ledger_transactions_created_idx').on(t.createdAt),
    check('ledger_transactions_type_check', inList(t.type, LEDGER_TRANSACTION_TYPES)),
  ],
);

/** Immutable: corrections are new movements. A trigger (migration 0002) refuses UPDATE and DELETE. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    /** Signed minor units: positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_created_idx').on(t.createdAt),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
    check('ledger_entries_amount_bound_check', sql`${t.amount} between -1000000000000000 and 1000000000000000`),
  ],
);

const money = (name: string) => bigint(name, { mode: 'bigint' });

/** Raw bytes (receipt and proof images). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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

/** Who did what, when, to which row, with the row before and after and the reason. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    actorKind: text('actor_kind', { enum: ['staff', 'member', 'system', 'gateway'] }).notNull(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    reason: text('reason'),
    ip: text('ip'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.merchantId, t.entity, t.entityId), index('audit_log_created_idx').on(t.merchantId, t.createdAt)],
);

/** Where members deposit: a bank account of the brand (manual review) or a payment gateway (signed callback). */
export const PAYMENT_CHANNEL_KINDS = ['bank', 'gateway'] as const;
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: text('code').notNull(),
    kind: text('kind', { enum: PAYMENT_CHANNEL_KINDS }).notNull(),
    name: text('name').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    /** Fee the member bears: basis points of the amount plus a fixed part, deducted from what is credited. */
    feeBps: integer('fee_bps').notNull().default(0),
    feeFixed: money('fee_fixed').notNull().default(sql`0`),
    /** Bank channels: the brand's receiving account the member transfers to. */
    bankName: text('bank_name'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    /** Gateway channels: where the member is sent to pay, the brand's id there and the callback secret. */
    gatewayUrl: text('gateway_url'),
    gatewayMerchantId: text('gateway_merchant_id'),
    gatewaySecret: text('gateway_secret'),
    status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('payment_channels_code_unique').on(t.merchantId, t.code),
    check('payment_channels_kind_check', inList(t.kind, PAYMENT_CHANNEL_KINDS)),
    check('payment_channels_limits_check', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    kind: text('kind', { enum: PAYMENT_CHANNEL_KINDS }).notNull(),
    /** The client's id for this request: a double submit finds the first deposit. */
    requestId: text('request_id').notNull(),
    /** Public order number shown to the member and sent to the gateway. */
    orderNo: text('order_no').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('pending'),
    payerName: text('payer_name'),
    reference: text('reference'),
    gatewayTxnId: text('gateway_txn_id'),
    reviewedBy: integer('reviewed_by').references(() => staffUsers.id),
    reviewedAt: tz('reviewed_at'),
    reason: text('reason'),
    createdAt: tz('created_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('deposits_request_unique').on(t.memberId, t.requestId),
    uniqueIndex('deposits_order_unique').on(t.merchantId, t.orderNo),
    index('deposits_member_idx').on(t.memberId, t.createdAt),
    index('deposits_status_idx').on(t.merchantId, t.status, t.createdAt),
    check('deposits_status_check', inList(t.status, DEPOSIT_STATUSES)),
    check('deposits_amount_check', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
  ],
);

/** Every callback a gateway sent, accepted or not: replays, bad signatures and mismatches are kept for review. */
export const gatewayCallbacks = pgTable(
  'gateway_callbacks',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    channelId: integer('channel_id').references(() => paymentChannels.id),
    depositId: integer('deposit_id').references(() => deposits.id),
    gatewayTxnId: text('gateway_txn_id'),
    outcome: text('outcome').notNull(),
    detail: text('detail'),
    rawBody: text('raw_body').notNull(),
    signature: text('signature'),
    ip: text('ip'),
    receivedAt: tz('received_at').notNull(),
  },
  (t) => [index('gateway_callbacks_deposit_idx').on(t.depositId)],
);

/** A member's bank accounts for withdrawals. Removal keeps the row (withdrawals refer to it). */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    bankName: text('bank_name').notNull(),
    payeeName: text('payee_name').notNull(),
    accountNumber: text('account_number').notNull(),
    status: text('status', { enum: ['active', 'removed'] }).notNull().default('active'),
    createdAt: tz('created_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('member_bank_accounts_unique').on(t.memberId, t.accountNumber).where(sql`${t.status} = 'active'`),
    index('member_bank_accounts_member_idx').on(t.memberId),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => memberBankAccounts.id),
    /** The payee as it was when requested (the bound account may change later). */
    bankName: text('bank_name').notNull(),
    payeeName: text('payee_name').notNull(),
    accountNumber: text('account_number').notNull(),
    requestId: text('request_id').notNull(),
    orderNo: text('order_no').notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('processing'),
    /** Large withdrawals: the first of two approvals. */
    firstApprovedBy: integer('first_approved_by').references(() => staffUsers.id),
    firstApprovedAt: tz('first_approved_at'),
    reviewedBy: integer('reviewed_by').references(() => staffUsers.id),
    reviewedAt: tz('reviewed_at'),
    reason: text('reason'),
    /** After approval: the member's confirmation of receipt (null until approved). */
    receiptStatus: text('receipt_status', { enum: RECEIPT_STATUSES }),
    receivedAmount: money('received_amount'),
    receiptNote: text('receipt_note'),
    /** Confirmed by the system after the brand's auto-confirm minutes: final, cannot be reversed. */
    receiptForced: boolean('receipt_forced').notNull().default(false),
    receiptAt: tz('receipt_at'),
    createdAt: tz('created_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('withdrawals_request_unique').on(t.memberId, t.requestId),
    uniqueIndex('withdrawals_order_unique').on(t.merchantId, t.orderNo),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.merchantId, t.status, t.createdAt),
    index('withdrawals_receipt_idx').on(t.receiptStatus, t.reviewedAt),
    check('withdrawals_status_check', inList(t.status, WITHDRAWAL_STATUSES)),
    check('withdrawals_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Images members upload: deposit receipts and withdrawal proofs (png or jpg, at most 5 MB). */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    purpose: text('purpose', { enum: ['deposit_receipt', 'withdrawal_proof'] }).notNull(),
    /** The deposit or withdrawal id. */
    ownerId: integer('owner_id').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('uploads_owner_idx').on(t.purpose, t.ownerId), check('uploads_size_check', sql`${t.size} <= 5242880`)],
);

/** Inbox messages from templates (SPEC.md §3); the client renders `template` with `params` in the member's language. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** Makes a template send idempotent (e.g. 'deposit_credited:42'). */
    dedupeKey: text('dedupe_key').notNull(),
    readAt: tz('read_at'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [uniqueIndex('inbox_messages_dedupe_unique').on(t.memberId, t.dedupeKey), index('inbox_messages_member_idx').on(t.memberId, t.id)],
);

// ---------------------------------------------------------------------------
// Game catalog (issue 5, catalog part): games per brand, favourites, recent
// games and the winners board.
// ---------------------------------------------------------------------------

/** A game of a vendor of a brand (SPEC.md §3 Game/vendor card). */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** The client's id of the game (favourites and launches name it); unique per brand. */
    nodeId: text('node_id').notNull(),
    gameName: text('game_name').notNull(),
    /** The vendor's own code of the game, passed to the vendor at launch. */
    gameCode: text('game_code').notNull(),
    vassalage: text('vassalage').notNull(),
    gameType: text('game_type').notNull(),
    classify: text('classify', { enum: GAME_CLASSIFY_CODES }),
    /** Relative to an image CDN. */
    iconPath: text('icon_path').notNull(),
    /** false: an entry that opens the vendor's own lobby (sports books, lottery halls) rather than one game. */
    isGame: boolean('is_game').notNull().default(true),
    /** Smallest stake, minor units of the brand's currency. */
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    /** Paylines (slots); 0 where lines mean nothing. */
    lines: integer('lines').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    sort: integer('sort').notNull().default(0),
    status: text('status', { enum: ['active', 'maintenance'] }).notNull().default('active'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_node_unique').on(t.merchantId, t.nodeId),
    index('games_vendor_idx').on(t.merchantId, t.vassalage, t.gameType, t.sort),
    index('games_sort_idx').on(t.merchantId, t.sort, t.id),
    // A game belongs to one vendor row of its brand (vendors_unique).
    foreignKey({
      name: 'games_vendor_fk',
      columns: [t.merchantId, t.vassalage, t.gameType],
      foreignColumns: [vendors.merchantId, vendors.vassalage, vendors.gameType],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    check('games_status_check', sql`${t.status} in ('active', 'maintenance')`),
    check('games_classify_check', sql`${t.classify} is null or ${t.classify} in ('SC', 'JP', 'TG', 'AC', 'BG')`),
    check('games_min_bet_check', sql`${t.minBet} >= 0`),
    check('games_lines_check', sql`${t.lines} >= 0`),
  ],
);

const gameRef = () =>
  integer('game_id')
    .notNull()
    .references((): AnyPgColumn => games.id, { onDelete: 'cascade' });

/** A member's favourite games (SPEC.md §3 Favourites). */
export const favoriteGames = pgTable(
  'favorite_games',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    gameId: gameRef(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [uniqueIndex('favorite_games_unique').on(t.memberId, t.gameId), index('favorite_games_member_idx').on(t.memberId, t.createdAt)],
);

/** The games a member played last; trimmed to the newest RECENT_GAMES_MAX per member on every write. */
export const recentGames = pgTable(
  'recent_games',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    gameId: gameRef(),
    lastPlayedAt: tz('last_played_at').notNull(),
  },
  (t) => [uniqueIndex('recent_games_unique').on(t.memberId, t.gameId), index('recent_games_member_idx').on(t.memberId, t.lastPlayedAt)],
);

/**
 * Big wins for the winners board (GCSGAME_getRankList). The name is stored
 * masked: the board is public, so the full account never leaves the row's writer.
 */
export const gameWins = pgTable(
  'game_wins',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    gameId: gameRef(),
    /** null for the seeded demo wins. */
    memberId: integer('member_id').references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    betAmount: bigint('bet_amount', { mode: 'bigint' }).notNull(),
    winAmount: bigint('win_amount', { mode: 'bigint' }).notNull(),
    /** The round (or other source) the win came from: recording it twice is a no-op. */
    sourceRef: text('source_ref').notNull(),
    wonAt: tz('won_at').notNull(),
  },
  (t) => [
    uniqueIndex('game_wins_source_unique').on(t.merchantId, t.sourceRef),
    index('game_wins_recent_idx').on(t.merchantId, t.wonAt),
    check('game_wins_amount_check', sql`${t.winAmount} > 0 and ${t.betAmount} >= 0`),
  ],
);

// ---------------------------------------------------------------------------
// Provider API (issue 5, provider part): per-vendor settings, game tokens,
// the vendors' wallet transactions and the rounds they make up.
// ---------------------------------------------------------------------------

/**
 * How a brand talks to one vendor. The wallet mode stays on `vendors`
 * (wallet_mode) as the one source of truth; a vendor without a vendors row
 * (the in-house studio) is seamless.
 */
export const providerSettings = pgTable(
  'provider_settings',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    vassalage: text('vassalage').notNull(),
    /** Shared with the vendor: signs every wallet call (HMAC-SHA256 over the raw body). */
    secret: text('secret').notNull(),
    /** Absolute, or relative to the site for vendors this project serves itself. */
    launchUrl: text('launch_url').notNull(),
    currency: text('currency').notNull(),
    /** Addresses or CIDR blocks the vendor calls from; empty: any. */
    allowedIps: text('allowed_ips').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_settings_unique').on(t.merchantId, t.vassalage)],
);

/** A launched game session. Only the SHA-256 of the token is stored. */
export const gameTokens = pgTable(
  'game_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    vassalage: text('vassalage').notNull(),
    gameCode: text('game_code').notNull(),
    /** A trial member's session: the money is demo credits. */
    isTrial: boolean('is_trial').notNull(),
    language: text('language').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('game_tokens_member_idx').on(t.memberId), index('game_tokens_expires_idx').on(t.expiresAt)],
);

export const PROVIDER_TRANSACTION_KINDS = ['bet', 'win', 'rollback', 'tombstone'] as const;

/**
 * Every wallet call of a vendor that names a transaction id, with the answer
 * it got. The unique (brand, vendor, transaction id) is the idempotency: a
 * replay finds the row and gets the stored answer. A `tombstone` is a bet
 * cancelled before it arrived: the late bet then collides with it.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    vassalage: text('vassalage').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: PROVIDER_TRANSACTION_KINDS }).notNull(),
    memberId: memberRef(),
    roundId: text('round_id'),
    amount: money('amount').notNull().default(sql`0`),
    /** SHA-256 of the raw request body: the same id with another body is a conflict, not a replay. */
    requestHash: text('request_hash').notNull(),
    /** For a rollback: the bet it cancels. */
    referenceTransactionId: text('reference_transaction_id'),
    /** Whether the money moved (a refused bet is stored with its answer but moved nothing). */
    applied: boolean('applied').notNull().default(false),
    /** A bet later cancelled by a rollback. */
    rolledBackAt: tz('rolled_back_at'),
    httpStatus: integer('http_status'),
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('provider_transactions_unique').on(t.merchantId, t.vassalage, t.transactionId),
    index('provider_transactions_round_idx').on(t.merchantId, t.vassalage, t.roundId),
    check('provider_transactions_kind_check', inList(t.kind, PROVIDER_TRANSACTION_KINDS)),
    check('provider_transactions_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** A game round as the betting record shows it (SPEC.md §3; issue 5 item 9). */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    vassalage: text('vassalage').notNull(),
    gameCode: text('game_code').notNull(),
    /** The vendor's round id. */
    roundId: text('round_id').notNull(),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    currency: text('currency').notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    betTotal: money('bet_total').notNull().default(sql`0`),
    winTotal: money('win_total').notNull().default(sql`0`),
    balanceBefore: money('balance_before').notNull(),
    balanceAfter: money('balance_after').notNull(),
    openedAt: tz('opened_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
    closedAt: tz('closed_at'),
    /** What the round ended with, as the vendor described it (ZRoundOutcome), sent with the win or endRound; null until then. */
    outcome: jsonb('outcome').$type<TRoundOutcome>(),
  },
  (t) => [
    uniqueIndex('game_rounds_unique').on(t.merchantId, t.vassalage, t.roundId),
    index('game_rounds_member_idx').on(t.memberId, t.openedAt),
    // The popular games call counts a brand's rounds of the last days.
    index('game_rounds_recent_idx').on(t.merchantId, t.openedAt),
    check('game_rounds_status_check', sql`${t.status} in ('open', 'closed')`),
    check('game_rounds_totals_check', sql`${t.betTotal} >= 0 and ${t.winTotal} >= 0`),
  ],
);

// ---------------------------------------------------------------------------
// Home and promotions content (issue 5, content part): banners and notices,
// written by the brand's operators per language.
// ---------------------------------------------------------------------------

/**
 * A banner of a group (SPEC.md §3 Banner). `code` is the operators' stable
 * name of the row (the seed adds only the codes a brand lacks). A language
 * with no banners of a group falls back to the brand's default language.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: text('code').notNull(),
    groupName: text('group_name', { enum: BANNER_GROUPS }).notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** Relative to an image CDN, or absolute. */
    imageUrl: text('image_url').notNull(),
    linkageType: text('linkage_type', { enum: LINKAGE_TYPES }),
    linkage: text('linkage'),
    sort: integer('sort').notNull().default(0),
    /** Shown from (inclusive); null: always. */
    startsAt: tz('starts_at'),
    /** Shown until (exclusive); null: no end. */
    endsAt: tz('ends_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('banners_code_unique').on(t.merchantId, t.code),
    index('banners_group_idx').on(t.merchantId, t.groupName, t.language, t.sort),
    check('banners_group_check', inList(t.groupName, BANNER_GROUPS)),
    check('banners_linkage_check', sql`(${t.linkageType} is null) = (${t.linkage} is null) and (${t.linkageType} is null or ${inList(t.linkageType, LINKAGE_TYPES)})`),
  ],
);

/**
 * A notice (SPEC.md §3 Notice and Announcement/popup item): type B is the
 * home marquee; `executions` lists the popup audiences it is shown to (A
 * logged in, B anonymous, F first login; empty: not a popup). Content is
 * sanitized HTML, cleaned when written (content.service.ts).
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: text('code').notNull(),
    type: text('type', { enum: NOTICE_TYPES }).notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** A promotion id: the popup's go-to-promotion button. */
    promotionType: text('promotion_type'),
    executions: text('executions').array().notNull().default(sql`'{}'::text[]`),
    sort: integer('sort').notNull().default(0),
    /** Live from (inclusive). */
    startsAt: tz('starts_at').notNull(),
    /** Live until (exclusive); null: no end. */
    endsAt: tz('ends_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notices_code_unique').on(t.merchantId, t.code),
    index('notices_live_idx').on(t.merchantId, t.language, t.startsAt),
    check('notices_type_check', inList(t.type, NOTICE_TYPES)),
    check('notices_executions_check', sql`${t.executions} <@ array['A', 'B', 'F']::text[]`),
  ],
);

// ---------------------------------------------------------------------------
// The wager stream (issue 10 item 2): one row per settled bet of every
// product, written in the transaction of its money; exact daily rollups kept
// in the same transaction. Partitioned by month (migration 0007).
// ---------------------------------------------------------------------------

export const WAGER_SOURCES = ['provider', 'lottery', 'sports', 'table'] as const;
export const WAGER_RESULTS = ['win', 'lose', 'tie'] as const;

/**
 * A settled bet. `validBet` is what the product reports as turnover (opposite
 * bets of one round offset, a dragon-tiger tie counts half); rebates, VIP and
 * commissions count it, never `stake`. `day` is the brand-local calendar day
 * of `settledAt`. Trial (demo-credit) wagers are kept but never rolled up.
 */
export const wagers = pgTable(
  'wagers',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    merchantId: merchantRef(),
    memberId: integer('member_id').notNull(),
    source: text('source', { enum: WAGER_SOURCES }).notNull(),
    /** The product's own id of what was settled (provider: `<vendor>:<round id>`). */
    sourceRef: text('source_ref').notNull(),
    category: text('category').notNull(),
    vassalage: text('vassalage').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    stake: money('stake').notNull(),
    validBet: money('valid_bet').notNull(),
    payout: money('payout').notNull(),
    result: text('result', { enum: WAGER_RESULTS }).notNull(),
    isTrial: boolean('is_trial').notNull(),
    settledAt: tz('settled_at').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.settledAt] }),
    index('wagers_member_idx').on(t.merchantId, t.memberId, t.settledAt),
    index('wagers_source_idx').on(t.merchantId, t.source, t.sourceRef),
    check('wagers_source_check', inList(t.source, WAGER_SOURCES)),
    check('wagers_result_check', inList(t.result, WAGER_RESULTS)),
    check('wagers_amounts_check', sql`${t.stake} >= 0 and ${t.validBet} >= 0 and ${t.payout} >= 0 and ${t.stake} <= 1000000000000000 and ${t.payout} <= 1000000000000000`),
  ],
);

const rollupSums = () => ({
  wagers: integer('wagers').notNull(),
  stake: money('stake').notNull(),
  validBet: money('valid_bet').notNull(),
  payout: money('payout').notNull(),
});

/** A member's real-money wagers per brand-local day, category and vendor: P&L, rebates, VIP, missions, team reports. */
export const wagerMemberDaily = pgTable(
  'wager_member_daily',
  {
    merchantId: merchantRef(),
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    vassalage: text('vassalage').notNull(),
    ...rollupSums(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.memberId, t.day, t.category, t.vassalage] }),
    index('wager_member_daily_day_idx').on(t.merchantId, t.day),
  ],
);

/**
 * The brand's real-money wagers per day, category and vendor, split into
 * shards (member id mod WAGER_BRAND_SHARDS) so parallel settlements of
 * different members do not queue on one row; a reader sums the shards.
 */
export const wagerBrandDaily = pgTable(
  'wager_brand_daily',
  {
    merchantId: merchantRef(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    vassalage: text('vassalage').notNull(),
    shard: integer('shard').notNull(),
    ...rollupSums(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.category, t.vassalage, t.shard] })],
);

// ---------------------------------------------------------------------------
// After-commit events (issue 10 item 3): the transactional outbox.
// ---------------------------------------------------------------------------

/**
 * An event written in the transaction of the change it reports; subscribers
 * run after commit, at least once, in any server process. The process that
 * wrote it handles it at once (`origin`); any process takes over events left
 * behind past their `availableAt`. Handled events are deleted.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    origin: text('origin').notNull(),
    attempts: integer('attempts').notNull().default(0),
    availableAt: tz('available_at').notNull(),
    lastError: text('last_error'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('outbox_events_available_idx').on(t.availableAt, t.id), index('outbox_events_origin_idx').on(t.origin, t.id)],
);

// ---------------------------------------------------------------------------
// Durable jobs (issue 10 item 4): delayed and periodic work that runs once
// across processes and survives restarts. System rows: a job acts on the
// brands its payload names (or on every brand).
// ---------------------------------------------------------------------------

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** A job with a key is enqueued once (a periodic run's slot, one job per withdrawal...). */
    key: text('key'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    runAt: tz('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** A running job whose lease passed (its process died) is taken up again. */
    lockedUntil: tz('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: tz('created_at').notNull(),
    startedAt: tz('started_at'),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_key_unique').on(t.key),
    index('jobs_due_idx').on(t.status, t.runAt),
    index('jobs_name_idx').on(t.name, t.id),
    check('jobs_status_check', inList(t.status, JOB_STATUSES)),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);

/** A periodic job: the runner that moves `next_run_at` forward enqueues the run, so it runs once across processes. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  everySeconds: integer('every_seconds').notNull(),
  nextRunAt: tz('next_run_at').notNull(),
  lastRunAt: tz('last_run_at'),
});

// ---------------------------------------------------------------------------
// Our studio's own storage (issue 10 item 5): a spin's answer, so a retry on
// any server process, or after a restart, gets the first outcome again.
// ---------------------------------------------------------------------------

export const studioSpins = pgTable(
  'studio_spins',
  {
    merchantId: merchantRef(),
    /** The studio's round id: `<player id>-<client spin id>`. */
    roundId: text('round_id').notNull(),
    bet: text('bet').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.roundId] }), index('studio_spins_created_idx').on(t.createdAt)],
);

import { DOMAIN_KINDS, HUMAN_CHALLENGE_DEFAULT_MAX_NUMBER } from '@wps/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  /** The proof of work's difficulty: the ALTCHA counter is drawn in [0, this] (console: brand settings). */
  humanChallengeMaxNumber: integer('human_challenge_max_number').notNull().default(HUMAN_CHALLENGE_DEFAULT_MAX_NUMBER),
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
  /** Addresses and CIDR blocks the operator console may be used from; empty: anywhere (the console's own sign-in still applies). */
  consoleAllowIps: text('console_allow_ips').array().notNull().default(sql`'{}'::text[]`),
  /** At or above this amount a manual balance adjustment needs a second staff member to approve it. */
  adjustSecondApprovalAt: bigint('adjust_second_approval_at', { mode: 'bigint' }).notNull().default(sql`1000000`),
  /** An approved withdrawal the member has not confirmed is auto-confirmed as received after this. */
  withdrawAutoConfirmMinutes: integer('withdraw_auto_confirm_minutes').notNull().default(1440),
  /** How deep the agent tree may grow under a top agent (a top agent's players are at depth 1). */
  agentMaxDepth: integer('agent_max_depth').notNull().default(10),
  /** Whether downlines may send money to their upline (member center transferUpline); uplines may always send down. */
  agentTransferUp: boolean('agent_transfer_up').notNull().default(false),
  /** One upline/downline transfer's bounds, minor units. */
  agentTransferMin: bigint('agent_transfer_min', { mode: 'bigint' }).notNull().default(sql`100`),
  agentTransferMax: bigint('agent_transfer_max', { mode: 'bigint' }).notNull().default(sql`10000000`),
  /** A member counts as active for a contract's tier when its valid bet in the period reaches this (minor units). */
  agentActiveMinBet: bigint('agent_active_min_bet', { mode: 'bigint' }).notNull().default(sql`10000`),
  /** A dividend period's negative base: forgotten (none), carried until made up (forever), or into the next period only (previous). */
  agentCarryOver: text('agent_carry_over', { enum: ['none', 'forever', 'previous'] }).notNull().default('none'),
  /** Who may end an accepted contract: either side (both), the upline only, or staff only. */
  agentContractEndBy: text('agent_contract_end_by', { enum: ['both', 'upline', 'staff'] }).notNull().default('both'),
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
    /** What the host serves: the player site, the agent back-office, or the operator console at its root. */
    kind: text('kind', { enum: DOMAIN_KINDS }).notNull(),
  },
  (t) => [
    index('merchant_domains_merchant_idx').on(t.merchantId),
    // Spelt out rather than db/columns' inList: columns.ts reads this file (merchantRef).
    check('merchant_domains_kind_check', sql`${t.kind} in (${sql.raw(DOMAIN_KINDS.map((k) => `'${k}'`).join(', '))})`),
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

import type { TRoundOutcome } from '@wps/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, merchantRef, money, tz } from '../../db/columns';
import { memberRef } from '../member/member.schema';

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
    /**
     * The secret before the last rotation, still accepted until `previousSecretUntil`
     * so the vendor can switch without refused calls; null once none is kept.
     */
    previousSecret: text('previous_secret'),
    previousSecretUntil: tz('previous_secret_until'),
    secretRotatedAt: tz('secret_rotated_at'),
    /** Absolute, or relative to the site for vendors this project serves itself. */
    launchUrl: text('launch_url').notNull(),
    /**
     * Where the vendor reports its live tables (state, seated players, limits) for the
     * room list; absolute, or relative for vendors this project serves. Null: not reported.
     */
    lobbyUrl: text('lobby_url'),
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
    /** A bet while a bonus was active (decision 013): the bonus, the part of the stake its money paid (a win: the part of it that went back to the bonus), and what counted toward its wagering. */
    bonusId: integer('bonus_id'),
    bonusAmount: money('bonus_amount').notNull().default(sql`0`),
    bonusCounted: money('bonus_counted').notNull().default(sql`0`),
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
    /**
     * The part of bet_total free rounds' grants paid (decision 015; not given back by a rollback): the house's
     * stake, not the member's, so the betting record, the wager and every report leave it out.
     */
    freeStake: money('free_stake').notNull().default(sql`0`),
    winTotal: money('win_total').notNull().default(sql`0`),
    balanceBefore: money('balance_before').notNull(),
    balanceAfter: money('balance_after').notNull(),
    openedAt: tz('opened_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
    closedAt: tz('closed_at'),
    /** What the round ended with, as the vendor described it (ZRoundOutcome), sent with the win or endRound; null until then. */
    outcome: jsonb('outcome').$type<TRoundOutcome>(),
    /** The active bonus the round's bets drew on, and the part of its stake bonus money paid (its wins go back in that proportion). */
    bonusId: integer('bonus_id'),
    bonusStake: money('bonus_stake').notNull().default(sql`0`),
  },
  (t) => [
    uniqueIndex('game_rounds_unique').on(t.merchantId, t.vassalage, t.roundId),
    index('game_rounds_member_idx').on(t.memberId, t.openedAt),
    // The popular games call counts a brand's rounds of the last days.
    index('game_rounds_recent_idx').on(t.merchantId, t.openedAt),
    // The console's rounds waiting for an operator: the few open ones, oldest first, never a scan of the settled.
    index('game_rounds_open_idx').on(t.merchantId, t.openedAt).where(sql`${t.status} = 'open'`),
    check('game_rounds_status_check', sql`${t.status} in ('open', 'closed')`),
    check('game_rounds_totals_check', sql`${t.betTotal} >= 0 and ${t.winTotal} >= 0`),
  ],
);

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

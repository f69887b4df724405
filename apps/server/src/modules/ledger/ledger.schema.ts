import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, merchantRef, tz } from '../../db/columns';

/**
 * Ledger (issue 4): every money movement is a `ledger_transactions` row with
 * two or more `ledger_entries` summing to zero. `ledger_accounts.balance` is
 * the running sum of the account's entries, kept in the same database
 * transaction as the entries so reads never have to sum history.
 */
export const LEDGER_OWNER_KINDS = ['member', 'house', 'payment_channel', 'suspense', 'vendor', 'demo'] as const;
/** `jackpot`: a progressive jackpot's pool (owner house, vendor_code the jackpot's code): money the brand owes its future winner. */
/** `points`: loyalty points (currency POINTS_CURRENCY), a member's and the house's (decision 013). */
export const LEDGER_ACCOUNT_KINDS = ['main', 'vendor', 'bonus', 'locked', 'house', 'channel', 'suspense', 'demo', 'jackpot', 'points'] as const;
/** Points are kept in the ledger in a currency of their own: a point is one unit, never mixed with money in a movement. */
export const POINTS_CURRENCY = 'PTS';
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
  /** House → a jackpot's pool: its seed, and each settled round's share of the stake. */
  'jackpot_seed',
  'jackpot_contribution',
  /** A jackpot's pool → the house, in the transaction that pays it to the winner as a win of their round. */
  'jackpot_release',
  /** Money between an upline agent and its direct downline (agent module, team_transfers). */
  'team_transfer',
  /** A contract's bill paid: the house → a top agent, or an upline → its downline (agent module, agent_bills). */
  'agent_commission',
  /** A bonus met its wagering: its bonus money → the member's main wallet (up to the cap; the rest → the house). */
  'bonus_convert',
  /** A bonus forfeited, expired or over its cap: its bonus money → the house. */
  'bonus_forfeit',
  /** A promotion's cash reward: the house → the member's main wallet. */
  'promotion_cash',
  /** A rebate on valid bet: the house → the member's main wallet (loyalty module, rebate_payouts). */
  'rebate',
  /** A VIP level-up or birthday gift: the house → the member's main wallet. */
  'vip_gift',
  /** Points (currency PTS): earned by play (house → member), spent on a reward (member → house), given back (house → member), converted (member → house). */
  'points_earn',
  'points_redeem',
  'points_refund',
  'points_convert',
  /** Money for points: a conversion or a cash reward of the points mall (the house → the member's main wallet). */
  'points_cash',
  /** Engagement prizes, the house → the member's main wallet: a mission's, a tournament place's, a red envelope, a wheel segment's, a referral step's (modules missions, lucky, referral). */
  'mission_prize',
  'tournament_prize',
  'red_envelope',
  'wheel_prize',
  'referral_reward',
  /** A free round's stake (module free-rounds): the house → the member's main wallet, spent at once by the round's bet; back on its rollback. */
  'free_round_stake',
] as const;

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
    // The dashboard's NGR reads the bonus movements of a period: a small partial index, not one on every bet.
    index('ledger_transactions_bonus_idx').on(t.merchantId, t.createdAt).where(sql`${t.type} = 'bonus'`),
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

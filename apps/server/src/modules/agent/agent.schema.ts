import { BILL_STATUSES, CONTRACT_KINDS, CONTRACT_PERIODS, CONTRACT_STATUSES, type TContractTier, type ZBillLine } from '@wps/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, merchantRef, money, tz } from '../../db/columns';

// ---------------------------------------------------------------------------
// Team rollups (issue 14 item 8): a team's figures per agent and brand-local
// day, read by the agent center and the contracts' settlement instead of
// scanning a team's bets. Decision record 012.
//
// Writers never touch an agent's rows directly: every fact (a wager, from
// wager_record; a deposit, withdrawal or registration, from the outbox)
// appends a row to team_queue, which costs no lock on a shared row. The
// periodic drain (team_drain, one per brand at a time under an advisory lock)
// sums the queued rows per member and day and adds them to every ancestor
// of the member in member_tree, itself included (own = true for its own
// row). A move of a member to another upline (the members trigger of
// migration 0040, under the same lock) takes the member's subtree sums
// (its own and team rows) from its old uplines and adds them to the new.
// So team_daily is always the sum over each agent's current team of what
// has been drained; what is still queued follows the tree at drain time.
// ---------------------------------------------------------------------------

const teamCounters = () => ({
  newMembers: integer('new_members').notNull().default(0),
  activeMembers: integer('active_members').notNull().default(0),
  firstDeposits: integer('first_deposits').notNull().default(0),
  depositCount: integer('deposit_count').notNull().default(0),
  deposits: money('deposits').notNull().default(sql`0`),
  withdrawalCount: integer('withdrawal_count').notNull().default(0),
  withdrawals: money('withdrawals').notNull().default(sql`0`),
  wagers: integer('wagers').notNull().default(0),
  stake: money('stake').notNull().default(sql`0`),
  validBet: money('valid_bet').notNull().default(sql`0`),
  payout: money('payout').notNull().default(sql`0`),
});

/**
 * Facts waiting for the drain: one row per wager or money event. The
 * active_* flags mark a member's first real-money wager of its day, week
 * (Monday first) and month, so distinct active members add up per agent.
 */
export const teamQueue = pgTable(
  'team_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...teamCounters(),
    activeWeek: boolean('active_week').notNull().default(false),
    activeMonth: boolean('active_month').notNull().default(false),
    /** Wagers: the 5-minute slot of settled_at (team_slots). */
    slot: tz('slot'),
    /** Outbox facts: `<topic>:<event id>`, so a repeated delivery queues once. */
    eventKey: text('event_key'),
  },
  (t) => [index('team_queue_merchant_idx').on(t.merchantId, t.id), uniqueIndex('team_queue_event_unique').on(t.merchantId, t.eventKey)],
);

/** A team's figures per brand-local day: own = the agent's own, else its descendants' (any depth). */
export const teamDaily = pgTable(
  'team_daily',
  {
    merchantId: merchantRef(),
    agentId: integer('agent_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    own: boolean('own').notNull(),
    ...teamCounters(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.agentId, t.day, t.own] })],
);

export const TEAM_ACTIVE_PERIODS = ['week', 'month'] as const;

/** Distinct active members of a team per week and month (a day's are in team_daily). */
export const teamActive = pgTable(
  'team_active',
  {
    merchantId: merchantRef(),
    agentId: integer('agent_id').notNull(),
    period: text('period', { enum: TEAM_ACTIVE_PERIODS }).notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    own: boolean('own').notNull(),
    members: integer('members').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.agentId, t.period, t.start, t.own] }), check('team_active_period_check', inList(t.period, TEAM_ACTIVE_PERIODS))],
);

/** When each brand's queue was last drained (the reports' "as of"). */
export const teamDrains = pgTable('team_drains', {
  merchantId: merchantRef().primaryKey(),
  drainedAt: tz('drained_at').notNull(),
});

/** A member's first deposit (once), for the team's and the invite's first-deposit counts. */
export const teamFirstDeposits = pgTable(
  'team_first_deposits',
  {
    merchantId: merchantRef(),
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId] })],
);

/** Invite link statistics per agent and day: clicks (one per visitor address a day), registrations and their first deposits. */
export const inviteDaily = pgTable(
  'invite_daily',
  {
    merchantId: merchantRef(),
    agentId: integer('agent_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull().default(0),
    registrations: integer('registrations').notNull().default(0),
    firstDeposits: integer('first_deposits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.agentId, t.day] })],
);

/** The visitors already counted: a keyed hash of the address, per agent and day (no address stored). */
export const inviteVisitors = pgTable(
  'invite_visitors',
  {
    merchantId: merchantRef(),
    agentId: integer('agent_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.agentId, t.day, t.visitor] })],
);

/** Members who registered through an agent's invite (its code), for the invite's first deposits. */
export const inviteMembers = pgTable(
  'invite_members',
  {
    merchantId: merchantRef(),
    memberId: integer('member_id').notNull(),
    agentId: integer('agent_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId] })],
);

export const TRANSFER_DIRECTIONS = ['down', 'up'] as const;

/** Money between an upline and its direct downline; the money itself moves in the ledger (key `team-transfer:<id>`). */
export const teamTransfers = pgTable(
  'team_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    requestId: text('request_id').notNull(),
    direction: text('direction', { enum: TRANSFER_DIRECTIONS }).notNull(),
    fromId: integer('from_id').notNull(),
    toId: integer('to_id').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('team_transfers_request_unique').on(t.merchantId, t.fromId, t.requestId),
    index('team_transfers_from_idx').on(t.merchantId, t.fromId, t.createdAt),
    index('team_transfers_to_idx').on(t.merchantId, t.toId, t.createdAt),
    check('team_transfers_direction_check', inList(t.direction, TRANSFER_DIRECTIONS)),
    check('team_transfers_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The weeks and months a member has bet real money in (one row each), so the
 * first wager of a member's week or month is known exactly under parallel
 * settlements (the primary key lets one of two first wagers count).
 * wager_record adds to it only on a member's first wager of a day.
 */
export const teamMemberPeriods = pgTable(
  'team_member_periods',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    period: text('period', { enum: TEAM_ACTIVE_PERIODS }).notNull(),
    start: date('start', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.period, t.start] })],
);

/**
 * A team's wagers per 5-minute slot (settled_at floored), for the hourly and
 * real-time salaries; kept by team_drain like team_daily (own and team rows,
 * shifted on moves) and pruned after TEAM_SLOT_KEEP_DAYS by the drain job.
 */
export const teamSlots = pgTable(
  'team_slots',
  {
    merchantId: merchantRef(),
    agentId: integer('agent_id').notNull(),
    slot: tz('slot').notNull(),
    own: boolean('own').notNull(),
    wagers: integer('wagers').notNull().default(0),
    stake: money('stake').notNull().default(sql`0`),
    validBet: money('valid_bet').notNull().default(sql`0`),
    payout: money('payout').notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.agentId, t.slot, t.own] }), index('team_slots_slot_idx').on(t.slot)],
);

// ---------------------------------------------------------------------------
// Contracts and their bills (issue 14 items 5 and 6; decision record 012).
// ---------------------------------------------------------------------------

/** One tier of a contract's terms and one line of a bill's explanation: the contracts package's shapes. */
export type ContractTier = TContractTier;
export type BillLine = z.infer<typeof ZBillLine>;

/**
 * A contract between an upline (null: the brand itself, for top agents) and
 * its direct downline `agentId`. At most one offered and one accepted per
 * agent and kind; terms never change (a new offer is a new row).
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    kind: text('kind', { enum: CONTRACT_KINDS }).notNull(),
    agentId: integer('agent_id').notNull(),
    uplineId: integer('upline_id'),
    /** Staff who offered a brand contract (uplineId null). */
    offeredByStaff: integer('offered_by_staff'),
    period: text('period', { enum: CONTRACT_PERIODS }).notNull(),
    tiers: jsonb('tiers').$type<ContractTier[]>().notNull(),
    /** The top tier's rate, kept for the rate rules' comparisons. */
    maxRate: integer('max_rate').notNull(),
    status: text('status', { enum: CONTRACT_STATUSES }).notNull(),
    offeredAt: tz('offered_at').notNull(),
    decidedAt: tz('decided_at'),
    endedAt: tz('ended_at'),
    /** Why it ended: replaced, upline_rate_raised, upline_ended, by_upline, by_agent, by_staff, withdrawn. */
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('agent_contracts_accepted_unique').on(t.merchantId, t.agentId, t.kind).where(sql`${t.status} = 'accepted'`),
    uniqueIndex('agent_contracts_offered_unique').on(t.merchantId, t.agentId, t.kind).where(sql`${t.status} = 'offered'`),
    index('agent_contracts_upline_idx').on(t.merchantId, t.uplineId, t.kind, t.status),
    check('agent_contracts_kind_check', inList(t.kind, CONTRACT_KINDS)),
    check('agent_contracts_status_check', inList(t.status, CONTRACT_STATUSES)),
    check('agent_contracts_period_check', inList(t.period, CONTRACT_PERIODS)),
  ],
);

/**
 * What a contract earned for one period: once per (contract, period start).
 * payerId null: the brand pays (a top agent's contract); else the upline pays
 * from its wallet. paid < amount: the payer was short (its insufficient-balance
 * bill), completed when it has funds.
 */
export const agentBills = pgTable(
  'agent_bills',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    contractId: integer('contract_id').notNull(),
    kind: text('kind', { enum: CONTRACT_KINDS }).notNull(),
    agentId: integer('agent_id').notNull(),
    payerId: integer('payer_id'),
    periodStart: tz('period_start').notNull(),
    periodEnd: tz('period_end').notNull(),
    /** The period as people read it: 2026-11-27, 2026-W48, 2026-11-27 14:00... */
    periodLabel: text('period_label').notNull(),
    validBet: money('valid_bet').notNull(),
    playersLoss: money('players_loss').notNull(),
    activeMembers: integer('active_members').notNull(),
    base: money('base').notNull(),
    carryIn: money('carry_in').notNull().default(sql`0`),
    carryOut: money('carry_out').notNull().default(sql`0`),
    tierIndex: integer('tier_index'),
    rate: integer('rate').notNull(),
    amount: money('amount').notNull(),
    paid: money('paid').notNull().default(sql`0`),
    status: text('status', { enum: BILL_STATUSES }).notNull(),
    lines: jsonb('lines').$type<BillLine[]>().notNull(),
    createdAt: tz('created_at').notNull(),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: tz('reviewed_at'),
    expiresAt: tz('expires_at'),
    paidAt: tz('paid_at'),
  },
  (t) => [
    uniqueIndex('agent_bills_period_unique').on(t.contractId, t.periodStart),
    index('agent_bills_agent_idx').on(t.merchantId, t.agentId, t.periodStart),
    index('agent_bills_payer_idx').on(t.merchantId, t.payerId, t.status),
    index('agent_bills_status_idx').on(t.merchantId, t.kind, t.status),
    check('agent_bills_kind_check', inList(t.kind, CONTRACT_KINDS)),
    check('agent_bills_status_check', inList(t.status, BILL_STATUSES)),
    check('agent_bills_amounts_check', sql`${t.amount} >= 0 and ${t.paid} >= 0 and ${t.paid} <= ${t.amount}`),
  ],
);

/** Each settlement of a kind and period (the console's runs): who or what ran it, how many bills, how much. */
export const agentSettlementRuns = pgTable(
  'agent_settlement_runs',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    kind: text('kind', { enum: CONTRACT_KINDS }).notNull(),
    period: text('period', { enum: CONTRACT_PERIODS }).notNull(),
    periodStart: tz('period_start').notNull(),
    periodLabel: text('period_label').notNull(),
    staffId: integer('staff_id'),
    bills: integer('bills').notNull(),
    newBills: integer('new_bills').notNull(),
    amount: money('amount').notNull(),
    ranAt: tz('ran_at').notNull(),
  },
  (t) => [index('agent_settlement_runs_idx').on(t.merchantId, t.ranAt)],
);

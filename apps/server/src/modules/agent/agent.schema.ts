import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
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

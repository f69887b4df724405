/**
 * The agent center's calls (SPEC.md §2 agent center menu, issue 14): team
 * figures from the team rollups (per ancestor and day), the team's members,
 * bets, losses and money, recruiting and transfers. An agent sees only their
 * own team: every call is about the caller's descendants.
 */
import { z } from 'zod';
import { ZRequiredTrimmed, PASSWORD_MAX } from '../account/fields';
import { ZNotice } from '../content/content.schemas';
import { ZRowIdParam } from '../shared/safe-text';
import { ZMinor, ZMinorTotal, ZPositiveMinor } from '../wallet/money.schemas';
import { dateRangeQuery, RECORD_RANGE_MAX_DAYS, ZDay } from '../shared/date-range';
import { pageOf, ZDateRangeQuery, ZPageQuery, ZRequestId } from '../wallet/wallet.schemas';

/** The periods of the team overview: whole brand-local days, weeks (Monday first) and months. */
export const TEAM_PERIODS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;
export type TTeamPeriod = (typeof TEAM_PERIODS)[number];

/** The types an agent may create in registerCenter or have under it (decision 011): 0 player, 2 sub-agent, 42 downline player-agent. */
export const DOWNLINE_TYPES = [0, 2, 42] as const;

/** A team's money and play over some days; players' P&L is their payout less their stake (negative: the players lost). */
export const ZTeamFigures = z.object({
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  firstDeposits: z.number().int(),
  depositCount: z.number().int(),
  deposits: ZMinorTotal,
  withdrawalCount: z.number().int(),
  withdrawals: ZMinorTotal,
  wagers: z.number().int(),
  stake: ZMinorTotal,
  validBet: ZMinorTotal,
  payout: ZMinorTotal,
  playersPnl: ZMinorTotal,
});
export type TTeamFigures = z.infer<typeof ZTeamFigures>;

export const ZTeamOverviewQuery = z.object({ period: z.enum(TEAM_PERIODS).default('today') });
export const ZTeamOverview = z.object({
  period: z.enum(TEAM_PERIODS),
  startDate: ZDay,
  endDate: ZDay,
  /** Everyone under the agent, at any depth, now. */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  /** Distinct members of the team who bet real money in the period. */
  totals: ZTeamFigures,
  /** One entry per day of the period (the charts), oldest first; activeMembers per day. */
  days: z.array(ZTeamFigures.extend({ day: ZDay })),
  /** When the last of the team's wagers were rolled up (ms): figures trail live play by a few seconds. */
  asOf: z.number().int(),
});
export type TTeamOverview = z.infer<typeof ZTeamOverview>;

export const ZDownlineQuery = ZPageQuery.extend({
  /** Whose direct downlines (a member of the caller's team); the caller's own when absent. */
  parentId: ZRowIdParam.optional(),
  /** A username's start: searches the whole team instead of one level. */
  search: z.string().trim().max(64).optional(),
  type: z.coerce.number().int().refine((t) => [0, 1, 2, 41, 42].includes(t), 'a member type').optional(),
  status: z.enum(['active', 'disabled']).optional(),
});
export const ZDownline = z.object({
  memberId: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  status: z.enum(['active', 'disabled']),
  /** 1: the caller's direct downline. */
  depth: z.number().int(),
  uplineAccount: z.string().nullable(),
  balance: ZMinor,
  teamSize: z.number().int(),
  directCount: z.number().int(),
  registeredAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
});
export type TDownline = z.infer<typeof ZDownline>;
export const ZDownlinePage = pageOf(ZDownline).extend({
  /** From the caller's direct downline down to parentId (empty at the caller's own level). */
  path: z.array(z.object({ memberId: z.number().int(), account: z.string() })),
});
export type TDownlinePage = z.infer<typeof ZDownlinePage>;

export const ZTeamBetsQuery = ZDateRangeQuery.extend({
  account: z.string().trim().max(64).optional(),
  category: z.string().regex(/^[A-Za-z0-9_]{1,30}$/).optional(),
});
export const ZTeamBet = z.object({
  id: z.number().int(),
  account: z.string(),
  category: z.string(),
  vassalage: z.string(),
  gameCode: z.string(),
  stake: ZMinor,
  validBet: ZMinor,
  payout: ZMinor,
  result: z.enum(['win', 'lose', 'tie']),
  settledAt: z.number().int(),
});
export type TTeamBet = z.infer<typeof ZTeamBet>;
export const ZTeamBetPage = pageOf(ZTeamBet).extend({
  totals: z.object({ wagers: z.number().int(), stake: ZMinorTotal, validBet: ZMinorTotal, payout: ZMinorTotal }),
});

export const ZUserLossQuery = ZDateRangeQuery.extend({ parentId: ZRowIdParam.optional() });
/** One direct downline's losses over the range: its own play and its whole team's (itself included). */
export const ZUserLoss = z.object({
  memberId: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  teamSize: z.number().int(),
  validBet: ZMinorTotal,
  stake: ZMinorTotal,
  payout: ZMinorTotal,
  /** Players' profit (payout − stake) of the downline and its team; a loss is negative. */
  playersPnl: ZMinorTotal,
  deposits: ZMinorTotal,
  withdrawals: ZMinorTotal,
});
export type TUserLoss = z.infer<typeof ZUserLoss>;
export const ZUserLossPage = pageOf(ZUserLoss).extend({
  path: z.array(z.object({ memberId: z.number().int(), account: z.string() })),
  totals: ZUserLoss.pick({ validBet: true, stake: true, payout: true, playersPnl: true, deposits: true, withdrawals: true }),
});

/** The team's money movements (agentDownlineTransactionDetailsCopy). */
export const TEAM_TRANSACTION_KINDS = ['deposit', 'withdrawal', 'transfer', 'adjustment', 'bonus'] as const;
export const ZTeamTransactionQuery = ZDateRangeQuery.extend({
  account: z.string().trim().max(64).optional(),
  kind: z.enum(TEAM_TRANSACTION_KINDS).optional(),
});
export const ZTeamTransaction = z.object({
  id: z.number().int(),
  account: z.string(),
  kind: z.enum(TEAM_TRANSACTION_KINDS),
  /** Signed: what the member's balance moved by. */
  amount: ZMinor,
  balanceAfter: ZMinor.nullable(),
  reference: z.string().nullable(),
  /** For transfers: the other side's account. */
  counterparty: z.string().nullable(),
  at: z.number().int(),
});
export type TTeamTransaction = z.infer<typeof ZTeamTransaction>;
export const ZTeamTransactionPage = pageOf(ZTeamTransaction);

/** registerCenter: the agent opens an account under itself; the member must change the password at first login. */
export const ZAgentRegisterBody = z.object({
  username: ZRequiredTrimmed(64),
  password: z.string().min(1, 'Input cannot be empty').max(PASSWORD_MAX),
  type: z.union([z.literal(0), z.literal(2), z.literal(42)]),
  nickname: z.string().trim().max(32).optional(),
});
export type TAgentRegisterBody = z.input<typeof ZAgentRegisterBody>;
export const ZAgentRegistered = z.object({ memberId: z.number().int(), account: z.string(), type: z.number().int() });

/** What the agent may create, the invite link and its statistics. */
export const ZInviteStatsQuery = dateRangeQuery(RECORD_RANGE_MAX_DAYS);
export const ZAgentInvite = z.object({
  affiliateCode: z.string(),
  /** The player site's register link with the code (the brand's main domain). */
  link: z.string(),
  /** The types this agent may create in registerCenter. */
  creatableTypes: z.array(z.number().int()),
  clicks: z.number().int(),
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  days: z.array(z.object({ day: ZDay, clicks: z.number().int(), registrations: z.number().int(), firstDeposits: z.number().int() })),
});
export type TAgentInvite = z.infer<typeof ZAgentInvite>;

export const ZInviteClickBody = z.object({ code: z.string().trim().min(1).max(32) });

/** Upline → direct downline transfer (agent side). */
export const ZAgentTransferBody = z.object({
  requestId: ZRequestId,
  toAccount: ZRequiredTrimmed(64),
  amount: ZPositiveMinor,
  paymentPassword: z.string().min(1, 'Input cannot be empty').max(32),
});
export type TAgentTransferBody = z.input<typeof ZAgentTransferBody>;
/** Downline → its upline (member center transferUpline), where the brand allows. */
export const ZUplineTransferBody = ZAgentTransferBody.omit({ toAccount: true });
export type TUplineTransferBody = z.input<typeof ZUplineTransferBody>;
export const ZTeamTransfer = z.object({
  id: z.number().int(),
  direction: z.enum(['down', 'up']),
  fromAccount: z.string(),
  toAccount: z.string(),
  amount: ZMinor,
  createdAt: z.number().int(),
});
export type TTeamTransfer = z.infer<typeof ZTeamTransfer>;

/** What the transfer forms need: balance, limits, and (member side) the upline and whether the brand allows it. */
export const ZTransferInfo = z.object({
  balance: ZMinor,
  min: ZMinor,
  max: ZMinor,
  hasPaymentPassword: z.boolean(),
  uplineAccount: z.string().nullable(),
  /** Member side: the brand lets downlines send money up. */
  upAllowed: z.boolean(),
});
export type TTransferInfo = z.infer<typeof ZTransferInfo>;

/** agentAnnouncement: the brand's live notices for agents (type A), newest first, in `language` (else the brand's default). */
export const ZAgentNoticeQuery = ZPageQuery.extend({ language: z.string().max(8).optional() });
export const ZAgentNoticePage = pageOf(ZNotice);

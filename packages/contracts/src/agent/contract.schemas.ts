/**
 * Agent contracts and their bills (issue 14 items 5 and 6; decision 012):
 * four kinds, terms as tiers on the team's valid bet and active members, a
 * rate in basis points (1/100 of a percent) of the highest tier met.
 */
import { z } from 'zod';
import { ZRowId, ZRowIdParam } from '../shared/safe-text';
import { minorOrNull, ZMinor, ZMinorTotal, ZNonNegativeMinor } from '../wallet/money.schemas';
import { dateRangeQuery, dateRangeRule, RECORD_RANGE_MAX_DAYS, ZDay } from '../shared/date-range';
import { pageOf, ZDateRangeQuery, ZPageQuery } from '../wallet/wallet.schemas';

export const CONTRACT_KINDS = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;
export type TContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_STATUSES = ['offered', 'accepted', 'declined', 'terminated'] as const;
export const CONTRACT_PERIODS = ['day', 'week', 'semimonth', 'month', 'hour', 'slot'] as const;
export type TContractPeriod = (typeof CONTRACT_PERIODS)[number];
/** The periods each kind may have (SPEC.md §9): dividends choose; a daily salary is per day (paid the next day), hourly per hour, real-time per 5 minutes. */
export const PERIODS_OF_KIND: Record<TContractKind, readonly TContractPeriod[]> = {
  dividend: ['day', 'week', 'semimonth', 'month'],
  daily_salary: ['day'],
  hourly_salary: ['hour'],
  realtime_salary: ['slot'],
};
/** The highest rate a kind's tier may have, basis points: a dividend shares up to all of the net loss; a salary up to 10 % of valid bet. */
export const MAX_RATE_OF_KIND: Record<TContractKind, number> = { dividend: 10_000, daily_salary: 1_000, hourly_salary: 1_000, realtime_salary: 1_000 };
export const CONTRACT_MAX_TIERS = 10;

export const ZContractTier = z.object({
  validBet: ZNonNegativeMinor,
  activeMembers: z.number().int().min(0).max(1_000_000),
  rate: z.number().int().min(0).max(10_000),
});
export type TContractTier = z.infer<typeof ZContractTier>;

/** Terms: tiers in rising order (each threshold at least the one before, one of them higher) whose rates never fall. */
export const ZContractTerms = z
  .object({
    kind: z.enum(CONTRACT_KINDS),
    period: z.enum(CONTRACT_PERIODS),
    tiers: z.array(ZContractTier).min(1).max(CONTRACT_MAX_TIERS),
  })
  .superRefine((t, ctx) => {
    if (!PERIODS_OF_KIND[t.kind].includes(t.period)) ctx.addIssue({ code: 'custom', path: ['period'], message: `a ${t.kind} contract's period is one of ${PERIODS_OF_KIND[t.kind].join(', ')}` });
    t.tiers.forEach((tier, i) => {
      if (tier.rate > MAX_RATE_OF_KIND[t.kind]) ctx.addIssue({ code: 'custom', path: ['tiers', i, 'rate'], message: `at most ${MAX_RATE_OF_KIND[t.kind]} basis points` });
      const before = t.tiers[i - 1];
      if (!before) return;
      const [bet, betBefore] = [minorOrNull(tier.validBet), minorOrNull(before.validBet)];
      if (bet === null || betBefore === null) return;
      const higher = bet > betBefore || tier.activeMembers > before.activeMembers;
      if (bet < betBefore || tier.activeMembers < before.activeMembers || !higher) {
        ctx.addIssue({ code: 'custom', path: ['tiers', i], message: 'each tier needs higher thresholds than the one before' });
      }
      if (tier.rate < before.rate) ctx.addIssue({ code: 'custom', path: ['tiers', i, 'rate'], message: 'a higher tier never pays a lower rate' });
    });
  });
export type TContractTerms = z.input<typeof ZContractTerms>;

export const ZAgentContract = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS),
  tiers: z.array(ZContractTier),
  maxRate: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  agentId: z.number().int(),
  agentAccount: z.string(),
  /** null: the brand (a top agent's contract). */
  uplineId: z.number().int().nullable(),
  uplineAccount: z.string().nullable(),
  offeredAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
  endReason: z.string().nullable(),
});
export type TAgentContract = z.infer<typeof ZAgentContract>;

export const ZBillLine = z.object({ key: z.string(), value: z.string(), money: z.boolean().optional() });
export const BILL_STATUSES = ['pending_review', 'approved', 'rejected', 'expired', 'paid', 'partly_paid', 'unpaid'] as const;
export type TBillStatus = (typeof BILL_STATUSES)[number];

/** A contract's earnings for one period, explained line by line. */
export const ZAgentBill = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  agentId: z.number().int(),
  agentAccount: z.string(),
  /** null: the brand pays. */
  payerId: z.number().int().nullable(),
  payerAccount: z.string().nullable(),
  periodLabel: z.string(),
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  validBet: ZMinorTotal,
  playersLoss: ZMinorTotal,
  activeMembers: z.number().int(),
  base: ZMinorTotal,
  carryIn: ZMinorTotal,
  carryOut: ZMinorTotal,
  tierIndex: z.number().int().nullable(),
  rate: z.number().int(),
  amount: ZMinor,
  paid: ZMinor,
  status: z.enum(BILL_STATUSES),
  lines: z.array(ZBillLine),
  createdAt: z.number().int(),
  expiresAt: z.number().int().nullable(),
  paidAt: z.number().int().nullable(),
});
export type TAgentBill = z.infer<typeof ZAgentBill>;

/** What the terms would have earned over the last whole period (the what-if preview). */
export const ZContractPreview = z.object({
  periodLabel: z.string(),
  validBet: ZMinorTotal,
  playersLoss: ZMinorTotal,
  activeMembers: z.number().int(),
  tierIndex: z.number().int().nullable(),
  rate: z.number().int(),
  amount: ZMinorTotal,
  lines: z.array(ZBillLine),
});
export type TContractPreview = z.infer<typeof ZContractPreview>;

// --- The agent's calls -------------------------------------------------------

export const ZContractsQuery = z.object({ kind: z.enum(CONTRACT_KINDS).optional() });
/** The caller's own contracts (held, and offers to it) and those it offered its downlines. */
export const ZMyContracts = z.object({ mine: z.array(ZAgentContract), downlines: z.array(ZAgentContract) });
export type TMyContracts = z.infer<typeof ZMyContracts>;

export const ZContractOfferBody = z.object({ agentAccount: z.string().trim().min(1).max(64) }).and(ZContractTerms);
export type TContractOfferBody = z.input<typeof ZContractOfferBody>;
export const ZContractIdBody = z.object({ contractId: ZRowId });

/** SPEC.md §3 consolidated contract flags: an offer of that kind waits for the member's answer. */
export const ZContractRequests = z.object({
  divtypereq: z.boolean(),
  dailysalreqtype: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
});
export type TContractRequests = z.infer<typeof ZContractRequests>;

/** The contract popup: the offers of one kind waiting for the caller, with the what-if of each over its last period. */
export const ZContractOffers = z.object({ offers: z.array(ZAgentContract.extend({ preview: ZContractPreview })) });
export type TContractOffers = z.infer<typeof ZContractOffers>;
export const ZContractDecisionBody = z.object({ contractId: ZRowId, action: z.enum(['accept', 'decline']) });

export const BILL_SIDES = ['mine', 'payable'] as const;
/** An agent's income report: the range and, optionally, one kind. */
export const ZIncomeReportQuery = ZDateRangeQuery.extend({ kind: z.enum(CONTRACT_KINDS).optional() });
export const ZBillsQuery = ZIncomeReportQuery.extend({ side: z.enum(BILL_SIDES).default('mine') });
export const ZBillPage = pageOf(ZAgentBill).extend({ totals: z.object({ amount: ZMinorTotal, paid: ZMinorTotal }) });
export const ZBillClaimBody = z.object({ billId: ZRowId });

/** agentRevenueReport: what the agent earned by kind over a range, and its bills. */
export const ZIncomeReport = ZBillPage.extend({ byKind: z.array(z.object({ kind: z.enum(CONTRACT_KINDS), amount: ZMinorTotal, paid: ZMinorTotal, bills: z.number().int() })) });
export type TIncomeReport = z.infer<typeof ZIncomeReport>;

// --- Staff --------------------------------------------------------------------

export const ZAgentNodeQuery = ZPageQuery.extend({ parentId: ZRowIdParam.optional(), search: z.string().trim().max(64).optional() });
/** The console's tree browser: a level of the brand's tree (the top when parentId is absent) or a search. */
export const ZAgentNode = z.object({
  memberId: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  status: z.enum(['active', 'disabled']),
  depth: z.number().int(),
  teamSize: z.number().int(),
  directCount: z.number().int(),
  balance: ZMinor,
  /** This month's team figures (descendants). */
  monthValidBet: ZMinorTotal,
  monthPlayersPnl: ZMinorTotal,
  contracts: z.array(z.object({ id: z.number().int(), kind: z.enum(CONTRACT_KINDS), maxRate: z.number().int(), status: z.enum(CONTRACT_STATUSES) })),
});
export type TAgentNode = z.infer<typeof ZAgentNode>;
export const ZAgentNodePage = pageOf(ZAgentNode).extend({ path: z.array(z.object({ memberId: z.number().int(), account: z.string() })) });

export const ZStaffContractsQuery = ZPageQuery.extend({ agentId: ZRowIdParam.optional(), kind: z.enum(CONTRACT_KINDS).optional(), status: z.enum(CONTRACT_STATUSES).optional() });
export const ZStaffContractOfferBody = z.object({ agentId: ZRowId, reason: z.string().trim().min(1).max(500) }).and(ZContractTerms);
export const ZStaffContractEndBody = z.object({ contractId: ZRowId, reason: z.string().trim().min(1).max(500) });

export const ZStaffBillsQuery = ZPageQuery.extend({
  kind: z.enum(CONTRACT_KINDS).optional(),
  status: z.enum(BILL_STATUSES).optional(),
  agentId: ZRowIdParam.optional(),
  startDate: ZDay.optional(),
  endDate: ZDay.optional(),
}).superRefine(dateRangeRule(RECORD_RANGE_MAX_DAYS));
export const ZBillReviewBody = z.object({ billId: ZRowId, decision: z.enum(['approve', 'reject']), reason: z.string().trim().min(1).max(500) });

/** A settlement of one kind and period: the period's start is a brand-local date (and hour, for hourly and real-time: 'YYYY-MM-DDTHH:mm'). */
export const ZSettlementBody = z.object({
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS),
  start: z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/, 'a date YYYY-MM-DD, or YYYY-MM-DDTHH:mm for hours and slots'),
});
export const ZSettlementRunBody = ZSettlementBody.extend({ reason: z.string().trim().min(1).max(500) });
export const ZSettlementResult = z.object({
  periodLabel: z.string(),
  bills: z.array(ZAgentBill),
  total: ZMinorTotal,
  /** Bills this run wrote (0 on a rerun: a period is settled once). */
  newBills: z.number().int(),
});
export type TSettlementResult = z.infer<typeof ZSettlementResult>;
export const ZSettlementRun = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS),
  periodLabel: z.string(),
  staffName: z.string().nullable(),
  bills: z.number().int(),
  newBills: z.number().int(),
  amount: ZMinorTotal,
  ranAt: z.number().int(),
});
export const ZSettlementRunPage = pageOf(ZSettlementRun);

export const ZCommissionReportQuery = dateRangeQuery(RECORD_RANGE_MAX_DAYS);
/** The console's commission report: what the brand and the uplines paid, by day and kind, and the top earners. */
export const ZCommissionReport = z.object({
  days: z.array(z.object({ day: ZDay, kind: z.enum(CONTRACT_KINDS), bills: z.number().int(), amount: ZMinorTotal, paid: ZMinorTotal, byBrand: ZMinorTotal })),
  topAgents: z.array(z.object({ account: z.string(), amount: ZMinorTotal, paid: ZMinorTotal })),
  outstanding: ZMinorTotal,
});
export type TCommissionReport = z.infer<typeof ZCommissionReport>;

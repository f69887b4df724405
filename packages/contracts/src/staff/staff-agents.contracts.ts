import { defineContract } from '../contract';
import {
  ZAgentBill,
  ZAgentContract,
  ZAgentNodePage,
  ZAgentNodeQuery,
  ZBillPage,
  ZBillReviewBody,
  ZCommissionReport,
  ZCommissionReportQuery,
  ZSettlementBody,
  ZSettlementResult,
  ZSettlementRunBody,
  ZSettlementRunPage,
  ZStaffBillsQuery,
  ZStaffContractEndBody,
  ZStaffContractOfferBody,
  ZStaffContractsQuery,
} from '../agent/contract.schemas';
import { pageOf, ZPageQuery } from '../wallet/wallet.schemas';

const tags = ['Staff agents'];

export const staffAgentTree = defineContract({
  method: 'GET',
  path: '/wps/staff/agents/tree',
  summary: "The brand's agent tree a level at a time (its top when parentId is absent) or a search: team sizes, balances, this month's figures and contracts.",
  tags,
  auth: false,
  staff: { permission: 'agents.view' },
  query: ZAgentNodeQuery,
  value: ZAgentNodePage,
});

export const staffAgentContracts = defineContract({
  method: 'GET',
  path: '/wps/staff/agents/contracts',
  summary: "The brand's contracts, newest first (one agent's with agentId).",
  tags,
  auth: false,
  staff: { permission: 'agents.view' },
  query: ZStaffContractsQuery,
  value: pageOf(ZAgentContract),
});

export const staffOfferContract = defineContract({
  method: 'POST',
  path: '/wps/staff/agents/contracts/offer',
  summary: 'Offer a top agent (type 1 or 41) a contract with the brand; the agent accepts it in its contract popup (audited).',
  tags,
  auth: false,
  staff: { permission: 'agents.manage' },
  body: ZStaffContractOfferBody,
  value: ZAgentContract,
});

export const staffEndContract = defineContract({
  method: 'POST',
  path: '/wps/staff/agents/contracts/end',
  summary: "End any contract of the brand; its agent's downline contracts of the kind end with it (audited).",
  tags,
  auth: false,
  staff: { permission: 'agents.manage' },
  body: ZStaffContractEndBody,
  value: ZAgentContract,
});

export const staffAgentBills = defineContract({
  method: 'GET',
  path: '/wps/staff/agents/bills',
  summary: "The brand's contract bills (the dividend review: status pending_review), newest first.",
  tags,
  auth: false,
  staff: { permission: 'agents.view' },
  query: ZStaffBillsQuery,
  value: ZBillPage,
});

export const staffReviewBill = defineContract({
  method: 'POST',
  path: '/wps/staff/agents/bills/review',
  summary: 'Approve a dividend bill (the agent may claim it until the next period ends) or reject it (audited).',
  tags,
  auth: false,
  staff: { permission: 'agents.manage' },
  body: ZBillReviewBody,
  value: ZAgentBill,
});

export const staffSettlementRuns = defineContract({
  method: 'GET',
  path: '/wps/staff/agents/settlements',
  summary: 'The settlement runs, newest first: by the jobs and by staff.',
  tags,
  auth: false,
  staff: { permission: 'agents.view' },
  query: ZPageQuery,
  value: ZSettlementRunPage,
});

export const staffPreviewSettlement = defineContract({
  method: 'POST',
  path: '/wps/staff/agents/settlements/preview',
  summary: 'The bills a settlement of this kind and period would write, without writing them (a settled period shows its bills).',
  tags,
  auth: false,
  staff: { permission: 'agents.view' },
  body: ZSettlementBody,
  value: ZSettlementResult,
});

export const staffRunSettlement = defineContract({
  method: 'POST',
  path: '/wps/staff/agents/settlements/run',
  summary: 'Settle a kind and period now: each contract is billed once per period, so a rerun writes nothing new (audited).',
  tags,
  auth: false,
  staff: { permission: 'agents.manage' },
  body: ZSettlementRunBody,
  value: ZSettlementResult,
});

export const staffCommissionReport = defineContract({
  method: 'GET',
  path: '/wps/staff/agents/commissions',
  summary: 'Commissions over a range: by day and kind (what the brand paid, what uplines paid), the top earners and what is still owed.',
  tags,
  auth: false,
  staff: { permission: 'agents.view' },
  query: ZCommissionReportQuery,
  value: ZCommissionReport,
});

import { z } from 'zod';
import { defineContract } from '../contract';
import { pageOf, ZPageQuery } from '../wallet/wallet.schemas';
import {
  ZAgentInvite,
  ZAgentNoticePage,
  ZAgentNoticeQuery,
  ZAgentRegisterBody,
  ZAgentRegistered,
  ZAgentTransferBody,
  ZDownlinePage,
  ZDownlineQuery,
  ZInviteClickBody,
  ZInviteStatsQuery,
  ZTeamBetPage,
  ZTeamBetsQuery,
  ZTeamOverview,
  ZTeamOverviewQuery,
  ZTeamTransactionPage,
  ZTeamTransactionQuery,
  ZTeamTransfer,
  ZTransferInfo,
  ZUplineTransferBody,
  ZUserLossPage,
  ZUserLossQuery,
} from './agent.schemas';
import {
  ZAgentBill,
  ZAgentContract,
  ZBillClaimBody,
  ZBillPage,
  ZBillsQuery,
  ZIncomeReportQuery,
  ZContractDecisionBody,
  ZContractIdBody,
  ZContractOfferBody,
  ZContractOffers,
  ZContractPreview,
  ZContractRequests,
  ZContractsQuery,
  ZIncomeReport,
  ZMyContracts,
} from './contract.schemas';

const agent = ['Agent center'];
const own = ' Agents only (types 1, 2, 41, 42); about the caller’s own team.';

export const agentOverview = defineContract({
  method: 'GET',
  path: '/wps/agent/team/overview',
  summary: `agentTeamOverview: the team's size and its figures over a period, by day.${own}`,
  tags: agent,
  auth: true,
  query: ZTeamOverviewQuery,
  value: ZTeamOverview,
});

export const agentDownlines = defineContract({
  method: 'GET',
  path: '/wps/agent/team/downlines',
  summary: `downlineManagmentView: one level of the team (the caller's direct downlines or a team member's), or a search over the whole team.${own}`,
  tags: agent,
  auth: true,
  query: ZDownlineQuery,
  value: ZDownlinePage,
});

export const agentTeamBets = defineContract({
  method: 'GET',
  path: '/wps/agent/team/bets',
  summary: `Team betting (personalHistoryCopy over the team): settled bets of the team by member, category and date.${own}`,
  tags: agent,
  auth: true,
  query: ZTeamBetsQuery,
  value: ZTeamBetPage,
});

export const agentUserLoss = defineContract({
  method: 'GET',
  path: '/wps/agent/team/loss',
  summary: `palStatementsAgentCopy: players' profit and loss per direct downline (with its team) over a date range.${own}`,
  tags: agent,
  auth: true,
  query: ZUserLossQuery,
  value: ZUserLossPage,
});

export const agentTeamTransactions = defineContract({
  method: 'GET',
  path: '/wps/agent/team/transactions',
  summary: `agentDownlineTransactionDetailsCopy: the team's deposits, withdrawals, transfers and adjustments.${own}`,
  tags: agent,
  auth: true,
  query: ZTeamTransactionQuery,
  value: ZTeamTransactionPage,
});

export const agentRegister = defineContract({
  method: 'POST',
  path: '/wps/agent/register',
  summary: `registerCenter: open a player or agent account directly under the caller; the password must be changed at first login.${own}`,
  tags: agent,
  auth: true,
  encrypted: true,
  body: ZAgentRegisterBody,
  value: ZAgentRegistered,
});

export const agentInvite = defineContract({
  method: 'GET',
  path: '/wps/agent/invite',
  summary: `The caller's affiliate code, invite link and its statistics (clicks, registrations, first deposits) over a date range.${own}`,
  tags: agent,
  auth: true,
  query: ZInviteStatsQuery,
  value: ZAgentInvite,
});

export const inviteClick = defineContract({
  method: 'POST',
  path: '/wps/agent/invite/click',
  summary: 'Counts a visit through an invite link (once per visitor address, code and day); answers success whatever the code.',
  tags: agent,
  auth: false,
  body: ZInviteClickBody,
  value: z.null(),
});

export const agentTransferInfo = defineContract({
  method: 'GET',
  path: '/wps/agent/transfer/info',
  summary: 'What the transfer forms need: balance, limits, payment password set, the upline and whether the brand lets downlines send money up.',
  tags: agent,
  auth: true,
  value: ZTransferInfo,
});

export const agentTransfer = defineContract({
  method: 'POST',
  path: '/wps/agent/passwordCheck/transfer',
  summary: `Send money to a direct downline through the ledger; needs the payment password; the same requestId twice moves it once.${own}`,
  tags: agent,
  auth: true,
  encrypted: true,
  body: ZAgentTransferBody,
  value: ZTeamTransfer,
});

export const uplineTransfer = defineContract({
  method: 'POST',
  path: '/wps/member/passwordCheck/transferUpline',
  summary: 'Member center transferUpline: send money to one’s upline agent where the brand allows; needs the payment password; idempotent by requestId.',
  tags: agent,
  auth: true,
  encrypted: true,
  body: ZUplineTransferBody,
  value: ZTeamTransfer,
});

export const transferList = defineContract({
  method: 'GET',
  path: '/wps/agent/transfer/list',
  summary: 'The caller’s transfers with its upline and downlines, newest first.',
  tags: agent,
  auth: true,
  query: ZPageQuery,
  value: pageOf(ZTeamTransfer),
});

export const agentNotices = defineContract({
  method: 'GET',
  path: '/wps/agent/notices',
  summary: `agentAnnouncement: the brand's live notices for agents, newest first.${own}`,
  tags: agent,
  auth: true,
  query: ZAgentNoticeQuery,
  value: ZAgentNoticePage,
});

// --- Contracts and bills ------------------------------------------------------

export const contractRequests = defineContract({
  method: 'GET',
  path: '/wps/agent/contracts/requests',
  summary: 'SPEC.md §3 consolidated contract flags: which kinds have an offer waiting for the caller (the contract popup opens on them).',
  tags: agent,
  auth: true,
  value: ZContractRequests,
});

const processCall = (name: string, kind: string) => ({
  offers: defineContract({
    method: 'GET',
    path: `/wps/relay/${name}`,
    summary: `The ${kind} offers waiting for the caller, each with what it would have earned over the last whole period (the contract popup).`,
    tags: agent,
    auth: true,
    value: ZContractOffers,
  }),
  decide: defineContract({
    method: 'POST',
    path: `/wps/relay/${name}`,
    summary: `Accept or decline a ${kind} offer. Accepting replaces the caller's ${kind} contract; when the new rate is higher, its downlines' lower-rate ${kind} contracts end (SPEC.md §4).`,
    tags: agent,
    auth: true,
    body: ZContractDecisionBody,
    value: ZAgentContract,
  }),
});
const dividendProcess = processCall('MCS2_processDividendReq', 'dividend');
const dailyProcess = processCall('MCS2_processDailySalContract', 'daily salary');
const hourlyProcess = processCall('MCS2_processContractHourSalary', 'hourly salary');
const realtimeProcess = processCall('MCSFE_processRealTimeSalaryContract', 'real-time salary');
export const dividendOffers = dividendProcess.offers;
export const decideDividend = dividendProcess.decide;
export const dailySalaryOffers = dailyProcess.offers;
export const decideDailySalary = dailyProcess.decide;
export const hourlySalaryOffers = hourlyProcess.offers;
export const decideHourlySalary = hourlyProcess.decide;
export const realtimeSalaryOffers = realtimeProcess.offers;
export const decideRealtimeSalary = realtimeProcess.decide;

export const agentContracts = defineContract({
  method: 'GET',
  path: '/wps/agent/contracts',
  summary: `The caller's contracts (held and offered to it) and those it offered its direct downlines.${own}`,
  tags: agent,
  auth: true,
  query: ZContractsQuery,
  value: ZMyContracts,
});

export const offerContract = defineContract({
  method: 'POST',
  path: '/wps/agent/contracts/offer',
  summary: `Offer a contract to a direct downline: the caller needs an accepted contract of the kind, and no tier of the offer may pay more than the caller's own terms at the same figures.${own}`,
  tags: agent,
  auth: true,
  body: ZContractOfferBody,
  value: ZAgentContract,
});

export const previewContract = defineContract({
  method: 'POST',
  path: '/wps/agent/contracts/preview',
  summary: `What-if: what a direct downline would have earned under these terms over the last whole period.${own}`,
  tags: agent,
  auth: true,
  body: ZContractOfferBody,
  value: ZContractPreview,
});

export const endContract = defineContract({
  method: 'POST',
  path: '/wps/agent/contracts/end',
  summary: 'End a contract the caller holds or offered (as the brand allows: either side, the upline only, or staff only); its downlines’ contracts of the kind end with it.',
  tags: agent,
  auth: true,
  body: ZContractIdBody,
  value: ZAgentContract,
});

export const agentBills = defineContract({
  method: 'GET',
  path: '/wps/agent/bills',
  summary: `The bills of a kind (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary): the caller's own (mine) or those it pays its downlines (payable), each explained line by line.${own}`,
  tags: agent,
  auth: true,
  query: ZBillsQuery,
  value: ZBillPage,
});

export const claimBill = defineContract({
  method: 'POST',
  path: '/wps/agent/bills/claim',
  summary: 'Claim an approved dividend bill: its payer pays it now (from the brand, or from the upline’s wallet as far as it has money; the rest when it has).',
  tags: agent,
  auth: true,
  body: ZBillClaimBody,
  value: ZAgentBill,
});

export const agentIncome = defineContract({
  method: 'GET',
  path: '/wps/agent/income',
  summary: `agentRevenueReport: every commission, salary and dividend the caller earned over a range, by kind, with its bills.${own}`,
  tags: agent,
  auth: true,
  query: ZIncomeReportQuery,
  value: ZIncomeReport,
});

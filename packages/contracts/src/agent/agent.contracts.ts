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

import { whoMember } from '../../http/request-context';
import {
  agentDownlines,
  agentInvite,
  agentNotices,
  agentOverview,
  agentRegister,
  agentTeamBets,
  agentTeamTransactions,
  agentTransfer,
  agentTransferInfo,
  agentUserLoss,
  inviteClick,
  transferList as transferListContract,
  uplineTransfer,
  agentBills,
  agentContracts,
  agentIncome,
  claimBill as claimBillContract,
  contractRequests as contractRequestsContract,
  decideDailySalary,
  decideDividend,
  decideHourlySalary,
  decideRealtimeSalary,
  dailySalaryOffers,
  dividendOffers,
  endContract as endContractContract,
  hourlySalaryOffers,
  offerContract,
  previewContract,
  realtimeSalaryOffers,
  type TContractKind,
} from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '../../http/register-contract';
import { pageOfRows, pageWindow } from '../../lib/paging';
import type { AppServices } from '../../services';
import { playerSiteOrigin } from '../brand';
import { getAgentNotices } from '../content/content.service';
import { countInviteClick, inviteStats, registerDownline } from './recruit.service';
import { downlines, requireAgent, teamBets, teamOverview, teamTransactions, userLoss } from './team.service';
import { transferDown, transferInfo, transferList, transferUp } from './transfer.service';
import { agentBillPage, incomeReport } from './bills.service';
import { contractRequests, decideOffer, endContract, myContracts, offerToDownline, offersFor, previewOffer } from './contract.service';
import { claimBill, presentBills } from './settlement.service';

/** The agent center (issue 14): every call about the caller's own team; non-agents get 403 non_agent. */
export function registerAgentRoutes(app: FastifyInstance, services: AppServices): void {
  const { db } = services;
  /** The caller, checked to be an agent. */
  const agentOf = async (request: FastifyRequest) => (await requireAgent(db, request.brand.merchant, whoMember(request).id)).id;

  registerContract(app, agentOverview, async ({ query, request }) =>
    teamOverview(db, request.brand.merchant, await agentOf(request), query.period, services.clock.now()),
  );
  registerContract(app, agentDownlines, async ({ query, request }) => downlines(db, request.brand.merchant, await agentOf(request), query));
  registerContract(app, agentTeamBets, async ({ query, request }) => teamBets(db, request.brand.merchant, await agentOf(request), query));
  registerContract(app, agentUserLoss, async ({ query, request }) => userLoss(db, request.brand.merchant, await agentOf(request), query));
  registerContract(app, agentTeamTransactions, async ({ query, request }) => teamTransactions(db, request.brand.merchant, await agentOf(request), query));
  registerContract(app, agentNotices, async ({ query, request }) => {
    await agentOf(request);
    const all = await getAgentNotices(db, request.brand.merchant, services.clock.now(), query.language);
    const { limit, offset } = pageWindow(query);
    return pageOfRows(all.slice(offset, offset + limit), all.length, query);
  });
  registerContract(
    app,
    agentRegister,
    async ({ body, request }) => registerDownline(services, request.brand, whoMember(request).id, body, request.clientIp),
    { rateLimit: { max: 30, timeWindowMs: 60_000 } },
  );
  registerContract(app, agentInvite, async ({ query, request }) =>
    inviteStats(db, request.brand.merchant, playerSiteOrigin(request), whoMember(request).id, query),
  );
  registerContract(
    app,
    inviteClick,
    async ({ body, request }) => countInviteClick(services, request.brand.merchant, body.code, request.clientIp, `${services.secrets.codes}:invite`),
    { rateLimit: { max: 60, timeWindowMs: 60_000 } },
  );
  registerContract(app, agentTransferInfo, async ({ request }) => transferInfo(db, request.brand.merchant, whoMember(request).id));
  registerContract(
    app,
    agentTransfer,
    async ({ body, request }) => transferDown(services, request.brand.merchant, whoMember(request).id, body, request.clientIp),
    { rateLimit: { max: 60, timeWindowMs: 60_000 } },
  );
  registerContract(
    app,
    uplineTransfer,
    async ({ body, request }) => transferUp(services, request.brand.merchant, whoMember(request).id, body, request.clientIp),
    { rateLimit: { max: 60, timeWindowMs: 60_000 } },
  );
  registerContract(app, transferListContract, async ({ query, request }) => transferList(db, request.brand.merchant, whoMember(request).id, query));

  // Contracts: the popup's four process calls (SPEC.md §7), the agent's own and its downlines', offers, what-if, ending.
  registerContract(app, contractRequestsContract, async ({ request }) => contractRequests(db, request.brand.merchant, whoMember(request).id));
  const processCalls: [TContractKind, typeof dividendOffers, typeof decideDividend][] = [
    ['dividend', dividendOffers, decideDividend],
    ['daily_salary', dailySalaryOffers, decideDailySalary],
    ['hourly_salary', hourlySalaryOffers, decideHourlySalary],
    ['realtime_salary', realtimeSalaryOffers, decideRealtimeSalary],
  ];
  for (const [kind, offers, decide] of processCalls) {
    registerContract(app, offers, async ({ request }) => offersFor(db, request.brand.merchant, whoMember(request).id, kind, services.clock.now()));
    registerContract(app, decide, async ({ body, request }) => decideOffer(services, request.brand.merchant, whoMember(request).id, kind, body.contractId, body.action));
  }
  registerContract(app, agentContracts, async ({ query, request }) => myContracts(db, request.brand.merchant, whoMember(request).id, query.kind));
  registerContract(app, offerContract, async ({ body, request }) => offerToDownline(services, request.brand.merchant, whoMember(request).id, body));
  registerContract(app, previewContract, async ({ body, request }) => previewOffer(services, request.brand.merchant, whoMember(request).id, body));
  registerContract(app, endContractContract, async ({ body, request }) =>
    endContract(services, request.brand.merchant, { kind: 'member', id: whoMember(request).id }, body.contractId),
  );
  registerContract(app, agentBills, async ({ query, request }) => agentBillPage(db, request.brand.merchant, await agentOf(request), query));
  registerContract(app, agentIncome, async ({ query, request }) => incomeReport(db, request.brand.merchant, await agentOf(request), query));
  registerContract(app, claimBillContract, async ({ body, request }) => {
    const bill = await claimBill(services, request.brand.merchant, await agentOf(request), body.billId);
    return (await presentBills(db, request.brand.merchant.id, [bill]))[0]!;
  });
}

import {
  staffAgentBills,
  staffAgentContracts,
  staffAgentTree,
  staffCommissionReport,
  staffEndContract,
  staffOfferContract,
  staffPreviewSettlement,
  staffReviewBill,
  staffRunSettlement,
  staffSettlementRuns,
} from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@wps/contracts';
import { AppError } from '../../http/app-error';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import { staffActor } from '../staff/staff.service';
import { commissionReport, settlementRunPage, staffBillPage } from './bills.service';
import { endContract, offerFromBrand } from './contract.service';
import { presentBills, reviewBill, settlePeriod } from './settlement.service';
import { periodFrom } from './settlement-period';
import { agentTree, staffContractPage } from './staff-agents.service';

/** The console's agent pages (agents.view reads, agents.manage writes). */
export function registerStaffAgentRoutes(app: FastifyInstance, services: AppServices): void {
  const { db } = services;
  const periodOf = (request: FastifyRequest, body: { kind: string; period: Parameters<typeof periodFrom>[0]; start: string }) => {
    try {
      return periodFrom(body.period, body.start, request.brand.merchant.gmtOffsetMinutes);
    } catch {
      throw new AppError(400, ErrorCode.validation, `${body.start} is not a date`);
    }
  };

  registerContract(app, staffAgentTree, ({ query, request }) => agentTree(db, request.brand.merchant, query, services.clock.now()));
  registerContract(app, staffAgentContracts, ({ query, request }) => staffContractPage(db, request.brand.merchant, query));
  registerContract(app, staffOfferContract, ({ body, request }) => offerFromBrand(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffEndContract, ({ body, request }) =>
    endContract(services, request.brand.merchant, { kind: 'staff', ...staffActor(request), reason: body.reason }, body.contractId),
  );
  registerContract(app, staffAgentBills, ({ query, request }) => staffBillPage(db, request.brand.merchant, query));
  registerContract(app, staffReviewBill, async ({ body, request }) => {
    const actor = staffActor(request);
    const merchant = request.brand.merchant;
    const bill = await reviewBill(services, merchant, actor.id, body.billId, body.decision);
    await recordAudit(db, {
      merchantId: merchant.id,
      actor: { kind: 'staff', id: actor.id, ip: actor.ip },
      action: `agent.bill.${body.decision}`,
      entity: 'agent_bill',
      entityId: bill.id,
      before: { status: 'pending_review' },
      after: { status: bill.status },
      reason: body.reason,
      at: services.clock.now(),
    });
    return (await presentBills(db, merchant.id, [bill]))[0]!;
  });
  registerContract(app, staffSettlementRuns, ({ query, request }) => settlementRunPage(db, request.brand.merchant.id, query));
  registerContract(app, staffPreviewSettlement, ({ body, request }) => settlePeriod(services, request.brand.merchant, body.kind, periodOf(request, body), { write: false }));
  registerContract(app, staffRunSettlement, async ({ body, request }) => {
    const actor = staffActor(request);
    const merchant = request.brand.merchant;
    const result = await settlePeriod(services, merchant, body.kind, periodOf(request, body), { write: true, staffId: actor.id });
    await recordAudit(db, {
      merchantId: merchant.id,
      actor: { kind: 'staff', id: actor.id, ip: actor.ip },
      action: 'agent.settlement.run',
      entity: 'agent_settlement',
      entityId: `${body.kind}:${result.periodLabel}`,
      before: null,
      after: { kind: body.kind, period: result.periodLabel, newBills: result.newBills, total: result.total },
      reason: body.reason,
      at: services.clock.now(),
    });
    return result;
  });
  registerContract(app, staffCommissionReport, ({ query, request }) => commissionReport(db, request.brand.merchant, query));
}

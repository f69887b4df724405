import { betHistory as betHistoryContract, betRoundDetail as betRoundDetailContract, profitAndLoss as profitAndLossContract } from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { betHistory, betRoundDetail, profitAndLoss } from './bets.service';

const memberId = (request: FastifyRequest) => member(request).id;
const member = (request: FastifyRequest) => {
  if (!request.member) throw new Error('auth contract reached without a member');
  return { id: request.member.id, isTrial: request.member.isTrial };
};

/** Trial members see their own demo rounds (each flagged `trial`). */
export function registerBetRoutes(app: FastifyInstance, services: AppServices): void {
  registerContract(app, betHistoryContract, async ({ query, request }) => betHistory(services.db, request.brand.merchant, member(request), query), {
    allowTrial: true,
  });
  registerContract(
    app,
    betRoundDetailContract,
    async ({ query, request }) => betRoundDetail(services.db, request.brand.merchant, memberId(request), query.id),
    { allowTrial: true },
  );
  registerContract(
    app,
    profitAndLossContract,
    async ({ query, request }) => profitAndLoss(services.db, request.brand.merchant, member(request), query),
    { allowTrial: true },
  );
}

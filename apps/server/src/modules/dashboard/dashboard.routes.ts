import { PLAYER_ACTIVITY_MAX_DAYS, staffDashboard, staffGameReport, staffMoneyReport, staffPlayerActivity } from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { dayRange } from '../wallet/records.service';
import { brandDashboard } from './dashboard.service';
import { moneyReport } from './money-report.service';
import { gameReport, playerActivity } from './ranked-reports.service';

export function registerDashboardRoutes(app: FastifyInstance, services: AppServices): void {
  registerContract(app, staffDashboard, async ({ query, request }) => brandDashboard(services.db, request.brand.merchant, query.days, services.clock.now()));
  registerContract(app, staffMoneyReport, async ({ query, request }) => {
    // The records' day rules: real dates, never reversed, at most 93 days.
    dayRange(query.startDate, query.endDate, request.brand.merchant.gmtOffsetMinutes);
    return moneyReport(services.db, request.brand.merchant, query);
  });
  registerContract(app, staffGameReport, async ({ query, request }) => {
    dayRange(query.startDate, query.endDate, request.brand.merchant.gmtOffsetMinutes);
    return gameReport(services.db, request.brand.merchant, query);
  });
  registerContract(app, staffPlayerActivity, async ({ query, request }) => {
    // Every active member's days are summed: a shorter range than the other reports.
    dayRange(query.startDate, query.endDate, request.brand.merchant.gmtOffsetMinutes, PLAYER_ACTIVITY_MAX_DAYS);
    return playerActivity(services.db, request.brand.merchant, query);
  });
}

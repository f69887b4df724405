import { staffDashboard, staffMoneyReport } from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { dayRange } from '../wallet/records.service';
import { brandDashboard } from './dashboard.service';
import { moneyReport } from './money-report.service';

export function registerDashboardRoutes(app: FastifyInstance, services: AppServices): void {
  registerContract(app, staffDashboard, async ({ query, request }) => brandDashboard(services.db, request.brand.merchant, query.days, services.clock.now()));
  registerContract(app, staffMoneyReport, async ({ query, request }) => {
    // The records' day rules: real dates, never reversed, at most 93 days.
    dayRange(query.startDate, query.endDate, request.brand.merchant.gmtOffsetMinutes);
    return moneyReport(services.db, request.brand.merchant, query);
  });
}

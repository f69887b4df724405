import { ErrorCode, PLAYER_ACTIVITY_MAX_MONTHS, staffDashboard, staffGameReport, staffMoneyReport, staffPlayerActivity, wholeMonths } from '@wps/contracts';
import { AppError } from '../../http/app-error';
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
    dayRange(query.startDate, query.endDate, request.brand.merchant.gmtOffsetMinutes);
    // Read from the members' monthly rollup: whole months only.
    const months = wholeMonths(query.startDate, query.endDate);
    if (months === null || months > PLAYER_ACTIVITY_MAX_MONTHS) {
      throw new AppError(400, ErrorCode.validation, `Player activity covers whole months (from a month's first day to a month's last), at most ${PLAYER_ACTIVITY_MAX_MONTHS}`);
    }
    return playerActivity(services.db, request.brand.merchant, query);
  });
}

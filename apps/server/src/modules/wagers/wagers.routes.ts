import { staffDailyReport, staffPlayerWagers } from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { dayRange } from '../wallet/records.service';
import { brandDailyReport, memberWagersPage } from './wagers.reports';

/** The operator's daily report (staff API), brand-scoped by the staff session. */
export function registerWagerRoutes(app: FastifyInstance, services: AppServices): void {
  registerContract(
    app,
    staffDailyReport,
    async ({ query, request }) => {
      const merchant = request.brand.merchant;
      // The records' day rules: real dates, never reversed, at most 93 days.
      dayRange(query.startDate, query.endDate, merchant.gmtOffsetMinutes);
      return brandDailyReport(services.db, merchant, query);
    },
  );

  registerContract(app, staffPlayerWagers, async ({ query, request }) => memberWagersPage(services.db, request.brand.merchant.id, query.id, query));
}

import { staffDashboard } from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { brandDashboard } from './dashboard.service';

export function registerDashboardRoutes(app: FastifyInstance, services: AppServices): void {
  registerContract(app, staffDashboard, async ({ query, request }) => brandDashboard(services.db, request.brand.merchant, query.days, services.clock.now()));
}

import { staffJobRuns, staffPlatformBrands, staffRetryJob, staffSystemHealth } from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { whoStaff } from '../staff/staff.service';
import { jobRuns, platformBrands, retryJob, systemHealth } from './platform.service';

/** The platform's own calls (system.view / system.manage: the role `platform` only). */
export function registerPlatformRoutes(app: FastifyInstance, services: AppServices, dialect: 'pglite' | 'postgres'): void {
  registerContract(app, staffSystemHealth, async () => systemHealth(services, dialect));
  registerContract(app, staffJobRuns, async ({ query }) => jobRuns(services, query));
  registerContract(app, staffRetryJob, async ({ body, request }) => retryJob(services, { ...whoStaff(request), ip: request.clientIp }, body));
  registerContract(app, staffPlatformBrands, async () => platformBrands(services));
}

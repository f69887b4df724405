import { staffAdjust, staffAdjustments, staffApproveAdjustment, staffRejectAdjustment } from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { whoStaff } from '../staff/staff.service';
import { adjustmentList, decidePendingAdjustment, requestAdjustment, type AdjustmentStaff } from './adjustments.service';

const staffOf = (request: FastifyRequest): AdjustmentStaff => ({ id: whoStaff(request).id, ip: request.clientIp });

export function registerAdjustmentRoutes(app: FastifyInstance, services: AppServices): void {
  registerContract(app, staffAdjust, async ({ body, request }) => requestAdjustment(services, request.brand.merchant, staffOf(request), body, request.log));
  registerContract(app, staffAdjustments, async ({ query, request }) => adjustmentList(services.db, whoStaff(request).merchantId, query));
  registerContract(app, staffApproveAdjustment, async ({ body, request }) =>
    decidePendingAdjustment(services, request.brand.merchant, staffOf(request), { ...body, approve: true }, request.log),
  );
  registerContract(app, staffRejectAdjustment, async ({ body, request }) =>
    decidePendingAdjustment(services, request.brand.merchant, staffOf(request), { ...body, approve: false }, request.log),
  );
}

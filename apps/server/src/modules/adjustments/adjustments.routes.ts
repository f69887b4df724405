import { staffAdjust, staffAdjustments, staffApproveAdjustment, staffRejectAdjustment } from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { staffActor, whoStaff } from '../staff/staff.service';
import { adjustmentList, decidePendingAdjustment, requestAdjustment } from './adjustments.service';


export function registerAdjustmentRoutes(app: FastifyInstance, services: AppServices): void {
  registerContract(app, staffAdjust, async ({ body, request }) => requestAdjustment(services, request.brand.merchant, staffActor(request), body, request.log));
  registerContract(app, staffAdjustments, async ({ query, request }) => adjustmentList(services.db, whoStaff(request).merchantId, query));
  registerContract(app, staffApproveAdjustment, async ({ body, request }) =>
    decidePendingAdjustment(services, request.brand.merchant, staffActor(request), { ...body, approve: true }, request.log),
  );
  registerContract(app, staffRejectAdjustment, async ({ body, request }) =>
    decidePendingAdjustment(services, request.brand.merchant, staffActor(request), { ...body, approve: false }, request.log),
  );
}

import { staffChannels, staffCreateChannel, staffReconciliation, staffUpdateChannel } from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { whoStaff } from '../staff/staff.service';
import { createChannel, editChannel, reconciliation, staffChannelList, type ChannelEditor } from './payment-channels.service';

const editor = (request: FastifyRequest): ChannelEditor => {
  const staff = whoStaff(request);
  return { merchantId: staff.merchantId, actor: { kind: 'staff', id: staff.id, ip: request.clientIp } };
};

/** The console's payment channels and reconciliation. Register inside the /wps scope. */
export function registerPaymentChannelRoutes(app: FastifyInstance, services: AppServices): void {
  registerContract(app, staffChannels, async ({ request }) => staffChannelList(services.db, whoStaff(request).merchantId));
  registerContract(app, staffCreateChannel, async ({ body, request }) => createChannel(services, editor(request), body));
  registerContract(app, staffUpdateChannel, async ({ body, request }) => editChannel(services, editor(request), body));
  registerContract(app, staffReconciliation, async ({ query, request }) => reconciliation(services.db, request.brand.merchant, query));
}

import { staffAccessSettings, staffBlockRegion, staffEndMaintenance, staffScheduleMaintenance, staffSetConsoleIps, staffUnblockRegion } from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { accessSettings, endMaintenanceNow, scheduleMaintenance, setConsoleIps, setRegionBlock, type AccessEditor } from './access-admin.service';

const editor = (request: FastifyRequest): AccessEditor => {
  if (!request.staff) throw new Error('staff contract reached without staff');
  return { merchantId: request.staff.merchantId, actor: { kind: 'staff', id: request.staff.id, ip: request.clientIp } };
};

/** The console's access settings: maintenance windows and region blocks (staff tokens; not behind the outage guard). */
export function registerAccessRoutes(app: FastifyInstance, services: AppServices): void {
  const now = () => services.clock.now();
  registerContract(app, staffAccessSettings, async ({ request }) => accessSettings(services.db, request.brand.merchant, now(), request.clientIp));
  registerContract(app, staffScheduleMaintenance, async ({ body, request }) => scheduleMaintenance(services.db, editor(request), body, now()));
  registerContract(app, staffEndMaintenance, async ({ body, request }) => endMaintenanceNow(services.db, editor(request), body, now()));
  registerContract(app, staffBlockRegion, async ({ body, request }) =>
    setRegionBlock(services.db, editor(request), { ...body, blocked: true }, now(), request.brand.merchant, request.clientIp),
  );
  registerContract(app, staffUnblockRegion, async ({ body, request }) =>
    setRegionBlock(services.db, editor(request), { ...body, blocked: false }, now(), request.brand.merchant, request.clientIp),
  );
  registerContract(app, staffSetConsoleIps, async ({ body, request }) => setConsoleIps(services.db, editor(request), request.brand.merchant, body, now(), request.clientIp));
}

import { ErrorCode, staffAudit, staffLogin as staffLoginContract, staffLogout as staffLogoutContract, staffMe, staffUpload } from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerContract } from '../../http/register-contract';
import { pageOfRows, pageWindow } from '../../lib/paging';
import type { AppServices } from '../../services';
import { listAudit } from '../audit/audit.service';
import { findUpload, findStaffByUsername } from './staff.repository';
import { presentStaff, staffLogin, staffLogout, whoStaff } from './staff.service';
import { CAPTCHA_COOKIE } from '../verification/verification.service';

export function registerStaffRoutes(app: FastifyInstance, services: AppServices): void {
  registerContract(
    app,
    staffLoginContract,
    async ({ body, request }) =>
      staffLogin(services, request.brand.merchant.id, body, { ip: request.clientIp, captchaId: request.cookies[CAPTCHA_COOKIE] }),
    { rateLimit: { max: 10, timeWindowMs: 60_000 } },
  );

  registerContract(app, staffLogoutContract, async ({ request }) => {
    await staffLogout(services, request);
    return null;
  });

  registerContract(app, staffMe, async ({ request }) => {
    const staff = whoStaff(request);
    const row = await findStaffByUsername(services.db, staff.merchantId, staff.username);
    if (!row) throw new AppError(401, ErrorCode.staffUnauthorized, 'Staff login required');
    return presentStaff(row);
  });

  registerContract(
    app,
    staffUpload,
    async ({ query, request }) => {
      const row = await findUpload(services.db, whoStaff(request).merchantId, query.id);
      if (!row) throw AppError.notFound('No such upload');
      return { id: row.id, mime: row.mime, size: row.size, data: row.bytes.toString('base64') };
    },
  );

  registerContract(
    app,
    staffAudit,
    async ({ query, request }) => {
      const { rows, total } = await listAudit(
        services.db,
        whoStaff(request).merchantId,
        { entity: query.entity, entityId: query.entityId },
        pageWindow(query),
      );
      return pageOfRows(
        rows.map((r) => ({
          id: r.id,
          actorKind: r.actorKind,
          actorId: r.actorId,
          action: r.action,
          entity: r.entity,
          entityId: r.entityId,
          before: r.before ?? null,
          after: r.after ?? null,
          reason: r.reason,
          ip: r.ip,
          createdAt: r.createdAt.getTime(),
        })),
        total,
        query,
      );
    },
    { staffRoles: ['admin'] },
  );
}

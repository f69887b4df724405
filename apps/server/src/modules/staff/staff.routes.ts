import {
  ErrorCode,
  staffAudit,
  staffLogin as staffLoginContract,
  staffLogout as staffLogoutContract,
  staffMe,
  staffRevokeSession,
  staffSessions,
  staffTotpEnrol,
  staffUpload,
  staffCreateMember,
  staffDeleteRole,
  staffEndMemberSession,
  staffMemberSessions,
  staffResetTotp,
  staffRoleList,
  staffSaveRole,
  staffTeam,
  staffUpdateMember,
} from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerContract } from '../../http/register-contract';
import { pageOfRows, pageWindow } from '../../lib/paging';
import type { AppServices } from '../../services';
import { listAudit } from '../audit/audit.service';
import { findUpload, staffNames } from './staff.repository';
import { describeStaff, enrolStaffTotp, ownStaffSessions, refuseOutsideConsoleIps, revokeOwnSession, staffLogin, staffLogout, whoStaff } from './staff.service';
import { CAPTCHA_COOKIE } from '../verification/verification.service';
import { addMember, changeMember, endMemberSession, memberSessions, removeRole, resetMemberTotp, roleList, saveRole, teamList } from './staff-team.service';

export function registerStaffRoutes(app: FastifyInstance, services: AppServices): void {
  registerContract(
    app,
    staffLoginContract,
    async ({ body, request }) => {
      const ua = request.headers['user-agent'];
      await refuseOutsideConsoleIps(services.db, request.brand.merchant.id, request.clientIp);
      return staffLogin(services, request.brand.merchant, body, {
        ip: request.clientIp,
        captchaId: request.cookies[CAPTCHA_COOKIE],
        userAgent: typeof ua === 'string' ? ua : null,
      });
    },
    { rateLimit: { max: 10, timeWindowMs: 60_000 } },
  );

  registerContract(app, staffLogoutContract, async ({ request }) => {
    await staffLogout(services, request);
    return null;
  });

  registerContract(app, staffMe, async ({ request }) => {
    const staff = whoStaff(request);
    const described = await describeStaff(services.db, request.brand.merchant, staff.username);
    if (!described) throw new AppError(401, ErrorCode.staffUnauthorized, 'Staff login required');
    return described;
  });

  registerContract(app, staffTotpEnrol, async ({ body, request }) => enrolStaffTotp(services, request, body.otp), {
    rateLimit: { max: 10, timeWindowMs: 60_000 },
  });

  registerContract(app, staffSessions, async ({ request }) => ownStaffSessions(services, request));

  registerContract(app, staffRevokeSession, async ({ body, request }) => {
    await revokeOwnSession(services, request, body.id);
    return null;
  });

  registerContract(app, staffUpload, async ({ query, request }) => {
    const row = await findUpload(services.db, whoStaff(request).merchantId, query.id);
    if (!row) throw AppError.notFound('No such upload');
    return { id: row.id, mime: row.mime, size: row.size, data: row.bytes.toString('base64') };
  });

  registerContract(app, staffAudit, async ({ query, request }) => {
    const merchantId = whoStaff(request).merchantId;
    const { rows, total } = await listAudit(
      services.db,
      merchantId,
      {
        entity: query.entity,
        entityId: query.entityId,
        action: query.action,
        actorId: query.actorId,
        from: query.from === undefined ? undefined : new Date(query.from),
        to: query.to === undefined ? undefined : new Date(query.to),
      },
      pageWindow(query),
    );
    const names = await staffNames(
      services.db,
      merchantId,
      [...new Set(rows.filter((r) => r.actorKind === 'staff' && r.actorId !== null).map((r) => r.actorId as number))],
    );
    return pageOfRows(
      rows.map((r) => ({
        id: r.id,
        actorKind: r.actorKind,
        actorId: r.actorId,
        actorName: r.actorKind === 'staff' && r.actorId !== null ? (names.get(r.actorId) ?? null) : null,
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
  });

  // The brand's staff and roles (staff.manage).
  registerContract(app, staffTeam, async ({ request }) => teamList(services, whoStaff(request).merchantId));
  registerContract(app, staffCreateMember, async ({ body, request }) => addMember(services, request, body));
  registerContract(app, staffUpdateMember, async ({ body, request }) => changeMember(services, request, body));
  registerContract(app, staffResetTotp, async ({ body, request }) => resetMemberTotp(services, request, body));
  registerContract(app, staffMemberSessions, async ({ query, request }) => memberSessions(services, request, query.id));
  registerContract(app, staffEndMemberSession, async ({ body, request }) => {
    await endMemberSession(services, request, body);
    return null;
  });
  registerContract(app, staffRoleList, async ({ request }) => roleList(services, whoStaff(request).merchantId));
  registerContract(app, staffSaveRole, async ({ body, request }) => saveRole(services, request, body));
  registerContract(app, staffDeleteRole, async ({ body, request }) => {
    await removeRole(services, request, body);
    return null;
  });
}

import {
  changePassword as changePasswordContract,
  checkAffiliate as checkAffiliateContract,
  disableTotp as disableTotpContract,
  enableTotp as enableTotpContract,
  forgotPasswordByEmail as forgotPasswordByEmailContract,
  getMemberIcon as getMemberIconContract,
  getMemberInfo as getMemberInfoContract,
  register as registerContractDef,
  registerMobile as registerMobileContract,
  resetPasswordByEmail as resetPasswordByEmailContract,
  resetPasswordByPhone as resetPasswordByPhoneContract,
  sendFeedback as sendFeedbackContract,
  setMemberIcon as setMemberIconContract,
  setupTotp as setupTotpContract,
  staffMemberStatus,
  staffPlayerDetail,
  staffPlayerSearch,
} from '@wps/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { registerContract } from '../../http/register-contract';
import { findPlayers, playerDetail } from './member-admin.service';
import { registerMemberAdminRoutes } from './member-admin.routes';
import type { AppServices } from '../../services';
import { siteOrigin } from '../brand';
import { loginContext } from '../session/session.routes';
import { whoStaff } from '../staff/staff.service';
import { setMemberStatus } from './member-status.service';
import {
  changePassword,
  checkAffiliate,
  disableTotp,
  enableTotp,
  forgotPasswordByEmail,
  getMemberIcon,
  getMemberInfo,
  resetPasswordByEmail,
  resetPasswordByPhone,
  sendFeedback,
  setMemberIcon,
  setupTotp,
} from './member.service';
import { register } from './register.service';

const who = (request: FastifyRequest) => {
  if (!request.member) throw new Error('auth contract reached without a member');
  return request.member;
};

export function registerMemberRoutes(app: FastifyInstance, services: AppServices, guard: preHandlerAsyncHookHandler): void {
  const opts = { preHandler: guard };
  const sensitive = { preHandler: guard, rateLimit: { max: 30, timeWindowMs: 60_000 } };
  registerContract(app, getMemberInfoContract, ({ request }) => getMemberInfo(services, request.brand, who(request)), { allowTrial: true });
  registerContract(app, getMemberIconContract, ({ request }) => getMemberIcon(services, request.brand, who(request)));
  registerContract(app, setMemberIconContract, ({ request, body }) => setMemberIcon(services, request.brand, who(request), body.iconId));
  registerContract(app, registerContractDef, ({ request, body }) => register(services, loginContext(request), body, 'username'), sensitive);
  registerContract(app, registerMobileContract, ({ request, body }) => register(services, loginContext(request), body, 'mobile'), sensitive);
  registerContract(app, changePasswordContract, ({ request, body }) => changePassword(services, request.brand, who(request), body, request.clientIp), sensitive);
  registerContract(
    app,
    forgotPasswordByEmailContract,
    ({ request, body }) => forgotPasswordByEmail(services, request.brand, body, siteOrigin(request)),
    sensitive,
  );
  registerContract(app, resetPasswordByEmailContract, ({ request, body }) => resetPasswordByEmail(services, request.brand, body), sensitive);
  registerContract(app, resetPasswordByPhoneContract, ({ request, body }) => resetPasswordByPhone(services, request.brand, body), sensitive);
  registerContract(app, setupTotpContract, ({ request }) => setupTotp(services, request.brand, who(request)));
  registerContract(app, enableTotpContract, ({ request, body }) => enableTotp(services, request.brand, who(request), body.code), sensitive);
  registerContract(app, disableTotpContract, ({ request, body }) => disableTotp(services, request.brand, who(request), body.code), sensitive);
  registerContract(app, checkAffiliateContract, ({ request, query }) => checkAffiliate(services, request.brand, query.code), opts);
  registerContract(app, sendFeedbackContract, ({ request, body }) => sendFeedback(services, request.brand, who(request), body), opts);

  // Operators disable or enable a member of their brand (admin).
  registerContract(
    app,
    staffMemberStatus,
    async ({ body, request }) => {
      const staff = whoStaff(request);
      const done = await setMemberStatus(services, {
        merchantId: staff.merchantId,
        memberId: body.memberId,
        status: body.status,
        actor: { kind: 'staff', id: staff.id, ip: request.clientIp },
        reason: body.reason,
      });
      return { memberId: body.memberId, status: body.status, ...done };
    },
  );

  registerContract(app, staffPlayerSearch, async ({ query, request }) => findPlayers(services.db, request.brand.merchant, query));
  registerContract(app, staffPlayerDetail, async ({ query, request }) => playerDetail(services.db, request.brand.merchant, query.id, services.clock.now()));
  registerMemberAdminRoutes(app, services);
}

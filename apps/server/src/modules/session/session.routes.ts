import { whoMember } from '../../http/request-context';
import {
  FREEPLAY_HEADER,
  freePlay as freePlayContract,
  listSessions as listSessionsContract,
  login as loginContract,
  logout as logoutContract,
  revokeSession as revokeSessionContract,
  sendLoginVerification as sendLoginVerificationContract,
  verifyLogin as verifyLoginContract,
} from '@wps/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { CAPTCHA_COOKIE } from '../verification/verification.service';
import { LOGIN_LIMITS, freePlay, login, sendLoginVerification, verifyLogin, type LoginContext } from './login.service';
import { listSessions, logout, revokeOwnSession } from './session.service';
import { deviceCookieOf } from './remembered-device.service';

export function loginContext(request: FastifyRequest): LoginContext {
  const ua = request.headers['user-agent'];
  return {
    brand: request.brand,
    ip: request.clientIp,
    userAgent: typeof ua === 'string' ? ua : null,
    captchaId: request.cookies[CAPTCHA_COOKIE],
  };
}

export function registerSessionRoutes(app: FastifyInstance, services: AppServices, guard: preHandlerAsyncHookHandler): void {
  const loginLimit = { max: LOGIN_LIMITS.perIpPerMinute, timeWindowMs: 60_000 };
  registerContract(app, loginContract, ({ request, reply, body }) => login(services, loginContext(request), body, deviceCookieOf(request, reply)), {
    preHandler: guard,
    rateLimit: loginLimit,
  });
  registerContract(app, sendLoginVerificationContract, ({ request, body }) => sendLoginVerification(services, loginContext(request), body), {
    preHandler: guard,
    rateLimit: loginLimit,
  });
  registerContract(app, verifyLoginContract, ({ request, body }) => verifyLogin(services, loginContext(request), body), {
    preHandler: guard,
    rateLimit: loginLimit,
  });
  registerContract(
    app,
    freePlayContract,
    ({ request }) =>
      freePlay(services, loginContext(request), request.headers[FREEPLAY_HEADER], {
        method: freePlayContract.method,
        path: freePlayContract.path,
      }),
    { preHandler: guard, rateLimit: loginLimit },
  );
  // Logging out always works, for trial members too.
  registerContract(app, logoutContract, ({ request }) => logout(services, whoMember(request).id, whoMember(request).sessionId), {
    allowTrial: true,
  });
  registerContract(app, listSessionsContract, ({ request }) => listSessions(services, whoMember(request).id, whoMember(request).sessionId));
  registerContract(app, revokeSessionContract, ({ request, query }) => revokeOwnSession(services, whoMember(request).id, query.id));
}

import {
  COUNTRY_DIALING_CODES,
  getCaptcha as getCaptchaContract,
  getCountryCodes as getCountryCodesContract,
  getDevOutbox as getDevOutboxContract,
  getHumanChallenge as getHumanChallengeContract,
  sendLoginSms as sendLoginSmsContract,
  sendRegisterSms as sendRegisterSmsContract,
} from '@wps/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { findMemberByMobile } from '../member';
import {
  CAPTCHA_COOKIE,
  CAPTCHA_TTL_MS,
  createCaptcha,
  issueHumanChallenge,
  phoneTarget,
  readOutbox,
  requireHumanVerification,
  sendCode,
  sendMemberSmsCode,
} from './verification.service';

const SMS_SEND_LIMIT = { max: 10, timeWindowMs: 60_000 };
const dialing = (code: string) => `+${code.replace(/^\+/, '')}`;

export function registerVerificationRoutes(app: FastifyInstance, services: AppServices, guard: preHandlerAsyncHookHandler): void {
  registerContract(app, getHumanChallengeContract, ({ request }) => issueHumanChallenge(services, request.brand.merchant));

  registerContract(app, getCaptchaContract, async ({ request, reply }) => {
    const captcha = await createCaptcha(services, request.brand.merchant.id, request.clientIp);
    // HttpOnly: the answer is bound to this browser without the page ever seeing the id.
    reply.setCookie(CAPTCHA_COOKIE, captcha.id, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/wps',
      maxAge: CAPTCHA_TTL_MS / 1000,
      secure: request.protocol === 'https',
    });
    return captcha.png;
  });

  registerContract(
    app,
    sendLoginSmsContract,
    async ({ request, body }) => {
      const merchant = request.brand.merchant;
      await requireHumanVerification(services, merchant, body.verification);
      const cc = dialing(body.countryDialingCode);
      const member = await findMemberByMobile(services.db, merchant.id, cc, body.mobileNum);
      // An unknown number is answered like a known one, resend limits included, but nothing is sent:
      // the call does not reveal who is registered.
      return sendMemberSmsCode(services, { deliver: member !== undefined, merchant, purpose: body.purpose, dialingCode: cc, number: body.mobileNum });
    },
    { preHandler: guard, rateLimit: SMS_SEND_LIMIT },
  );

  registerContract(
    app,
    sendRegisterSmsContract,
    async ({ request, body }) => {
      const merchant = request.brand.merchant;
      await requireHumanVerification(services, merchant, body.verification);
      const cc = dialing(body.countryDialingCode);
      const registered = (await findMemberByMobile(services.db, merchant.id, cc, body.mobileNo)) !== undefined;
      // Registered or not, the same answer, limits and one SMS: the owner of a registered number is told so
      // instead of being sent a code, and nobody else learns which numbers have an account.
      return sendCode(services, {
        merchant,
        purpose: 'register',
        channel: 'sms',
        target: phoneTarget(cc, body.mobileNo),
        compose: (code, minutes) => ({
          subject: '',
          body: registered
            ? `${merchant.name}: this number already has an account, so no registration code was sent. Log in, or choose "Forgot password" to reset it. If you did not ask, ignore this message.`
            : `${merchant.name}: ${code} is your registration code. It expires in ${minutes} minutes.`,
        }),
      });
    },
    { preHandler: guard, rateLimit: SMS_SEND_LIMIT },
  );

  registerContract(app, getCountryCodesContract, async () => COUNTRY_DIALING_CODES.map((c) => ({ ...c })));
  registerContract(app, getDevOutboxContract, ({ request, query }) => readOutbox(services, request.brand.merchant.id, query));
}

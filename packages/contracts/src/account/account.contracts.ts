import { z } from 'zod';
import { defineContract } from '../contract';
import {
  ZAffiliateQuery,
  ZAffiliateValue,
  ZChangePasswordBody,
  ZCodeSent,
  ZCountryCode,
  ZFeedbackBody,
  ZFeedbackValue,
  ZForgotByEmailBody,
  ZFreePlayBody,
  ZHumanChallenge,
  ZLoginBody,
  ZLoginResult,
  ZLoginVerifyBody,
  ZLoginVerifySendBody,
  ZMemberIcon,
  ZMemberInfo,
  ZOAuthExchangeBody,
  ZOutboxMessage,
  ZOutboxQuery,
  ZRegisterBody,
  ZResetByEmailBody,
  ZResetByPhoneBody,
  ZResetByPhoneResult,
  ZRevokeSessionQuery,
  ZSession,
  ZSetMemberIconBody,
  ZSmsNoLoginBody,
  ZSmsRegisterBody,
  ZTotpCodeBody,
  ZTotpSetup,
} from './account.schemas';

const session = ['session'];
const member = ['member'];
const verification = ['verification'];

/**
 * Login (SPEC.md §7). Failures: `invalid_credentials` (value `{ captcha }`),
 * `captcha_required`, `captcha_invalid`, `verification_required`,
 * `account_locked`, `non_member`, `non_agent`, `account_format`; a login that
 * needs a second step answers `login_verification_required` with a
 * `ZLoginChallenge` value.
 */
export const login = defineContract({
  method: 'POST',
  path: '/wps/session/login',
  summary: 'Log in with username and password, or mobile number and SMS code',
  tags: session,
  auth: false,
  encrypted: true,
  body: ZLoginBody,
  value: ZLoginResult,
});

export const sendLoginVerification = defineContract({
  method: 'POST',
  path: '/wps/session/login/verification/send',
  summary: 'Send the second-step code of a login challenge by SMS or email',
  tags: session,
  auth: false,
  body: ZLoginVerifySendBody,
  value: ZCodeSent,
});

export const verifyLogin = defineContract({
  method: 'POST',
  path: '/wps/session/login/verification',
  summary: 'Complete a login challenge with an SMS, email or authenticator code',
  tags: session,
  auth: false,
  body: ZLoginVerifyBody,
  value: ZLoginResult,
});

export const logout = defineContract({
  method: 'DELETE',
  path: '/wps/session/logout',
  summary: 'Revoke the current session',
  tags: session,
  auth: true,
  value: z.null(),
});

export const freePlay = defineContract({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  summary: 'Start a trial (free-play) session with demo credits',
  tags: session,
  auth: false,
  body: ZFreePlayBody,
  value: ZLoginResult,
});

export const oauthExchange = defineContract({
  method: 'POST',
  path: '/wps/session/oauth/exchange',
  summary: 'Exchange the one-time code of a Google or Facebook sign-in for a session',
  tags: session,
  auth: false,
  body: ZOAuthExchangeBody,
  value: ZLoginResult,
});

export const listSessions = defineContract({
  method: 'GET',
  path: '/wps/member/sessions',
  summary: "The member's active sessions",
  tags: session,
  auth: true,
  value: z.array(ZSession),
});

export const revokeSession = defineContract({
  method: 'DELETE',
  path: '/wps/member/sessions',
  summary: 'Revoke one of the member’s sessions',
  tags: session,
  auth: true,
  query: ZRevokeSessionQuery,
  value: z.null(),
});

export const getHumanChallenge = defineContract({
  method: 'GET',
  path: '/wps/verification/challenge',
  summary: 'A signed proof-of-work challenge for human verification',
  tags: verification,
  auth: false,
  value: ZHumanChallenge,
});

export const getCaptcha = defineContract({
  method: 'GET',
  path: '/wps/captcha',
  summary: 'A captcha image (base64 PNG); its answer is bound to an HttpOnly cookie',
  tags: verification,
  auth: false,
  value: z.string(),
});

export const sendLoginSms = defineContract({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  summary: 'Send an SMS code for login or password reset',
  tags: verification,
  auth: false,
  body: ZSmsNoLoginBody,
  value: ZCodeSent,
});

export const sendRegisterSms = defineContract({
  method: 'POST',
  path: '/wps/verification/sms/register',
  summary: 'Send an SMS code for registration',
  tags: verification,
  auth: false,
  body: ZSmsRegisterBody,
  value: ZCodeSent,
});

export const getMemberInfo = defineContract({
  method: 'GET',
  path: '/wps/member/info',
  summary: 'The logged-in member',
  tags: member,
  auth: true,
  value: ZMemberInfo,
});

export const getMemberIcon = defineContract({
  method: 'GET',
  path: '/wps/member/info/icon',
  summary: "The member's avatar and the avatars to choose from",
  tags: member,
  auth: true,
  value: ZMemberIcon,
});

export const setMemberIcon = defineContract({
  method: 'PUT',
  path: '/wps/member/info/icon',
  summary: "Change the member's avatar",
  tags: member,
  auth: true,
  body: ZSetMemberIconBody,
  value: ZMemberIcon,
});

/** Failures name the field: `value` is `{ field, key, params }` (see TFieldError). */
export const register = defineContract({
  method: 'PUT',
  path: '/wps/member/register',
  summary: 'Register with a username (the member is logged in at once)',
  tags: member,
  auth: false,
  encrypted: true,
  body: ZRegisterBody,
  value: ZLoginResult,
});

export const registerMobile = defineContract({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  summary: 'Register with a mobile number (the member is logged in at once)',
  tags: member,
  auth: false,
  encrypted: true,
  body: ZRegisterBody,
  value: ZLoginResult,
});

export const changePassword = defineContract({
  method: 'POST',
  path: '/wps/member/password',
  summary: "Change the member's password; the member's other sessions are revoked",
  tags: member,
  auth: true,
  encrypted: true,
  body: ZChangePasswordBody,
  value: z.null(),
});

export const forgotPasswordByEmail = defineContract({
  method: 'POST',
  path: '/wps/member/password/email',
  summary: 'Email a password-reset link (form-encoded)',
  tags: member,
  auth: false,
  form: true,
  body: ZForgotByEmailBody,
  value: z.null(),
});

export const resetPasswordByEmail = defineContract({
  method: 'POST',
  path: '/wps/member/password/reset',
  summary: 'Set a new password with the token of an emailed reset link',
  tags: member,
  auth: false,
  encrypted: true,
  body: ZResetByEmailBody,
  value: ZResetByPhoneResult,
});

export const resetPasswordByPhone = defineContract({
  method: 'POST',
  path: '/wps/member/password/verification',
  summary: 'Set a new password with an SMS code',
  tags: member,
  auth: false,
  encrypted: true,
  body: ZResetByPhoneBody,
  value: ZResetByPhoneResult,
});

export const setupTotp = defineContract({
  method: 'POST',
  path: '/wps/member/security/totp/setup',
  summary: 'Start enrolling an authenticator app (TOTP, 30 s)',
  tags: member,
  auth: true,
  value: ZTotpSetup,
});

export const enableTotp = defineContract({
  method: 'POST',
  path: '/wps/member/security/totp/enable',
  summary: 'Confirm the authenticator app with a first code',
  tags: member,
  auth: true,
  body: ZTotpCodeBody,
  value: z.null(),
});

export const disableTotp = defineContract({
  method: 'POST',
  path: '/wps/member/security/totp/disable',
  summary: 'Remove the authenticator app (needs a current code)',
  tags: member,
  auth: true,
  body: ZTotpCodeBody,
  value: z.null(),
});

export const checkAffiliate = defineContract({
  method: 'GET',
  path: '/wps/agent/affiliate',
  summary: 'Check an affiliate (invitation) code',
  tags: ['agent'],
  auth: false,
  query: ZAffiliateQuery,
  value: ZAffiliateValue,
});

export const sendFeedback = defineContract({
  method: 'PUT',
  path: '/wps/feedback',
  summary: 'Send feedback (question type and content)',
  tags: member,
  auth: true,
  body: ZFeedbackBody,
  value: ZFeedbackValue,
});

export const getCountryCodes = defineContract({
  method: 'GET',
  path: '/wps/system/countryCodes',
  summary: 'Country dialing codes the brand accepts',
  tags: ['system'],
  auth: false,
  value: z.array(ZCountryCode),
});

/** Developer outbox: the SMS and email the default senders "sent". Off in production. */
export const getDevOutbox = defineContract({
  method: 'GET',
  path: '/wps/dev/outbox',
  summary: 'Developer outbox of SMS and email (not available in production)',
  tags: ['dev'],
  auth: false,
  query: ZOutboxQuery,
  value: z.array(ZOutboxMessage),
});

export const accountContracts = [
  login,
  sendLoginVerification,
  verifyLogin,
  logout,
  freePlay,
  oauthExchange,
  listSessions,
  revokeSession,
  getHumanChallenge,
  getCaptcha,
  sendLoginSms,
  sendRegisterSms,
  getMemberInfo,
  getMemberIcon,
  setMemberIcon,
  register,
  registerMobile,
  changePassword,
  forgotPasswordByEmail,
  resetPasswordByEmail,
  resetPasswordByPhone,
  setupTotp,
  enableTotp,
  disableTotp,
  checkAffiliate,
  sendFeedback,
  getCountryCodes,
  getDevOutbox,
] as const;

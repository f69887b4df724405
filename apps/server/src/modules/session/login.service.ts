import {
  DEFAULT_WEAK_PASSWORD,
  ErrorCode,
  WhitelabelFlag,
  ZMobileNumber,
  openSealedHeader,
  type TLoginBody,
  type TLoginChallenge,
  type TLoginResult,
  type TVerifyMethod,
} from '@wps/contracts';
import { z } from 'zod';
import { grantTrialCredits } from '../wallet/wallet.service';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { randomId, randomToken } from '../../lib/tokens';
import { uniqueViolation } from '../../lib/db-errors';
import { verifyTotp } from '../../lib/totp';
import type { AppServices } from '../../services';
import { loadEnabledFlags, type BrandContext } from '../brand';
import { sealErrorToAppError } from '../keys/seal-errors';
import { findMemberByAccount, findMemberById, findMemberByMobile, insertMember, isKnownIp, useTotpStep, type MemberRow } from '../member';
import { beginAttempt, failAttempt, memberAttemptKey, succeedAttempt } from '../access/login-attempts.service';
import { isAgentType, maskEmail, maskMobile } from '../member/member.presenter';
import { phoneTarget, requireHumanVerification, sendCode, useCode, checkCaptcha } from '../verification/verification.service';
import {
  consumeChallenge,
  countChallengeFailure,
  findLiveChallenge,
  insertChallenge,
  type ChallengeRow,
} from './session.repository';
import { completeLogin, type ClientContext } from './session.service';
import { deviceVouchesFor, dropDevice, settleDevice, type DeviceCookie } from './remembered-device.service';

/**
 * Guessing limits: the captcha and the per-(account, address) delays of
 * access/login-attempts.service.ts (no account is ever locked, and an unknown
 * account is answered exactly like a known one); each address may try 30
 * logins a minute. A second step lives 10 minutes and dies after 5 wrong codes.
 */
export const LOGIN_LIMITS = {
  perIpPerMinute: 30,
  challengeTtlMs: 10 * 60_000,
  challengeMaxAttempts: 5,
} as const;

export interface LoginContext extends ClientContext {
  brand: BrandContext;
  captchaId: string | undefined;
}

const dialingCode = (given: string | undefined, fallback: string) => `+${(given ?? fallback).replace(/^\+/, '')}`;

export async function login(services: AppServices, ctx: LoginContext, body: TLoginBody, device?: DeviceCookie): Promise<TLoginResult> {
  const merchant = ctx.brand.merchant;
  // The agent domain is the /agent page of SPEC.md §2: non-agents are refused there too.
  const agentLogin = body.agentLogin === true || ctx.brand.kind === 'agent';
  if (body.type === 'sms') return smsLogin(services, ctx, body, agentLogin, device);

  // SPEC.md §4: human verification for username logins (skipped for sms).
  await requireHumanVerification(services, merchant, body.verification);
  const now = services.clock.now();
  // Every step before the password check depends only on the name typed and the address, never on whether the account exists.
  const key = memberAttemptKey(merchant.id, body.username, ctx.ip);
  const attempt = await beginAttempt(services.db, key, now);
  if (attempt.captcha) await checkCaptcha(services, merchant.id, ctx.captchaId, body.captcha, { captcha: true });

  const member = await findMemberByAccount(services.db, merchant.id, body.username);
  // No password typed: this browser's remembered-device token stands in for it (remembered-device.service.ts).
  const byDevice = body.password === '';
  let passwordOk: boolean;
  let weakPassword: boolean;
  if (byDevice) {
    ({ ok: passwordOk, weakPassword } = await deviceVouchesFor(services, device?.presented, member));
  } else {
    passwordOk = member ? await verifyPassword(member.passwordHash, body.password) : (await verifyAgainstDummy(body.password), false);
    weakPassword = body.password === DEFAULT_WEAK_PASSWORD;
  }
  if (!member || !passwordOk) {
    if (byDevice) await dropDevice(services, device, merchant.id);
    const { captcha } = await failAttempt(services.db, key, attempt, now);
    throw new AppError(400, ErrorCode.invalidCredentials, 'Incorrect username or password', { captcha });
  }
  await succeedAttempt(services.db, key);
  return afterFirstFactor(services, ctx, member, { agentLogin, loginType: 'username', weakPassword, device, remember: body.remember });
}

async function smsLogin(services: AppServices, ctx: LoginContext, body: TLoginBody, agentLogin: boolean, device: DeviceCookie | undefined): Promise<TLoginResult> {
  const merchant = ctx.brand.merchant;
  const flags = await loadEnabledFlags(services.db, merchant.id);
  if (!flags.has(WhitelabelFlag.mobileCodeLogin)) throw new AppError(403, ErrorCode.featureDisabled, 'SMS login is not available');
  const mobile = ZMobileNumber.safeParse(body.username);
  if (!mobile.success) throw new AppError(400, ErrorCode.invalidPhone, 'Please enter a valid mobile number');
  const cc = dialingCode(body.countryDialingCode, merchant.defaultDialingCode);
  const target = phoneTarget(cc, mobile.data);
  const member = await findMemberByMobile(services.db, merchant.id, cc, mobile.data);
  if (!member) throw new AppError(400, ErrorCode.codeInvalid, 'Please enter a valid verification code');
  await useCode(services, { merchantId: merchant.id, purpose: 'login', target, code: body.password });
  // An SMS login types no password: it never remembers a device (it forgets one when the box is unticked).
  return afterFirstFactor(services, ctx, member, { agentLogin, loginType: 'sms', weakPassword: false, device, remember: body.remember === false ? false : undefined });
}

/**
 * The password (or SMS code) was right. Refusals that depend on the account
 * come only now, so they tell nothing to someone without the password.
 */
async function afterFirstFactor(
  services: AppServices,
  ctx: LoginContext,
  member: MemberRow,
  opts: { agentLogin: boolean; loginType: 'username' | 'sms'; weakPassword: boolean; device?: DeviceCookie | undefined; remember?: boolean | undefined },
): Promise<TLoginResult> {
  const merchant = ctx.brand.merchant;
  if (member.status !== 'active') throw new AppError(403, ErrorCode.accountDisabled, 'This account is disabled; contact customer service');
  if (opts.agentLogin && !isAgentType(merchant, member.type)) throw new AppError(403, ErrorCode.nonAgent, 'Non-agents cannot log in');
  // The first factor held: remember (or forget) this device before any second step.
  await settleDevice(services, opts.device, opts.remember, member, ctx, opts.weakPassword);

  if (member.totpEnabled) return challenge(services, ctx, member, 'totp', ['totp'], opts);
  // SPEC.md §4: a login from an address the member never used needs a second
  // step, when there is something to verify with. An SMS login is that step already.
  if (opts.loginType === 'username' && !(await isKnownIp(services.db, member.id, ctx.ip))) {
    const methods: TVerifyMethod[] = [];
    if (member.mobileNumber) methods.push('sms');
    if (member.email) methods.push('email');
    if (methods.length > 0) return challenge(services, ctx, member, 'new_ip', methods, opts);
  }
  return completeLogin(services, merchant, member, ctx, { weakPassword: opts.weakPassword, method: opts.loginType });
}

async function challenge(
  services: AppServices,
  ctx: LoginContext,
  member: MemberRow,
  reason: TLoginChallenge['reason'],
  methods: TVerifyMethod[],
  opts: { loginType: string; weakPassword: boolean },
): Promise<never> {
  const now = services.clock.now();
  const id = randomToken();
  await insertChallenge(services.db, {
    id,
    merchantId: member.merchantId,
    memberId: member.id,
    reason,
    methods,
    loginType: opts.loginType,
    weakPassword: opts.weakPassword,
    ip: ctx.ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LOGIN_LIMITS.challengeTtlMs),
  });
  const value: TLoginChallenge = {
    challengeId: id,
    reason,
    methods,
    mobileMasked: maskMobile(member.mobileCountryCode, member.mobileNumber),
    emailMasked: maskEmail(member.email),
  };
  throw new AppError(403, ErrorCode.loginVerificationRequired, 'Please verify this login', value);
}

const challengeGone = () => new AppError(400, ErrorCode.verificationFailed, 'This verification has expired; please log in again');

async function liveChallenge(services: AppServices, ctx: LoginContext, challengeId: string, method: TVerifyMethod) {
  const found = await findLiveChallenge(services.db, ctx.brand.merchant.id, challengeId, services.clock.now());
  // Bound to the address that passed the first factor.
  if (!found || found.ip !== ctx.ip) throw challengeGone();
  if (!found.methods.includes(method)) throw new AppError(400, ErrorCode.validation, `method: ${method} is not offered for this login`);
  const member = await findMemberById(services.db, ctx.brand.merchant.id, found.memberId);
  if (!member) throw challengeGone();
  return { found, member };
}

const challengeTarget = (member: MemberRow, method: 'sms' | 'email'): string | null =>
  method === 'sms'
    ? member.mobileNumber && member.mobileCountryCode
      ? phoneTarget(member.mobileCountryCode, member.mobileNumber)
      : null
    : (member.email?.toLowerCase() ?? null);

const challengePurpose = (c: ChallengeRow) => `challenge:${c.id}`;

export async function sendLoginVerification(
  services: AppServices,
  ctx: LoginContext,
  body: { challengeId: string; method: 'sms' | 'email' },
) {
  const { found, member } = await liveChallenge(services, ctx, body.challengeId, body.method);
  const target = challengeTarget(member, body.method);
  if (!target) throw challengeGone();
  return sendCode(services, {
    merchant: ctx.brand.merchant,
    purpose: challengePurpose(found),
    channel: body.method,
    target,
    compose: (code, minutes) => ({
      subject: `${ctx.brand.merchant.name} login verification code`,
      body: `${ctx.brand.merchant.name}: ${code} is your login verification code. It expires in ${minutes} minutes. If you did not try to log in, change your password.`,
    }),
  });
}

export async function verifyLogin(
  services: AppServices,
  ctx: LoginContext,
  body: { challengeId: string; method: TVerifyMethod; code: string },
): Promise<TLoginResult> {
  const { found, member } = await liveChallenge(services, ctx, body.challengeId, body.method);
  const now = services.clock.now();
  try {
    if (body.method === 'totp') {
      const step = member.totpSecret
        ? verifyTotp(member.totpSecret, body.code, { now: now.getTime(), lastUsedStep: member.totpLastStep })
        : null;
      if (step === null || !(await useTotpStep(services.db, member.id, step))) {
        throw new AppError(400, ErrorCode.codeInvalid, 'Please enter a valid verification code');
      }
    } else {
      const target = challengeTarget(member, body.method);
      if (!target) throw challengeGone();
      await useCode(services, { merchantId: member.merchantId, purpose: challengePurpose(found), target, code: body.code });
    }
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.codeInvalid) {
      await countChallengeFailure(services.db, found.id, LOGIN_LIMITS.challengeMaxAttempts, now);
    }
    throw err;
  }
  if (!(await consumeChallenge(services.db, found.id, now))) throw challengeGone();
  return completeLogin(services, ctx.brand.merchant, member, ctx, { weakPassword: found.weakPassword, method: `${found.loginType}+second-step` });
}

const TRIAL_ACCOUNT_TRIES = 5;

/** SPEC.md §7 free play: a trial member (type 4) and its session; the sealed header proves a real client. */
export async function freePlay(
  services: AppServices,
  ctx: LoginContext,
  header: string | string[] | undefined,
  target: { method: string; path: string },
): Promise<TLoginResult> {
  const merchant = ctx.brand.merchant;
  const flags = await loadEnabledFlags(services.db, merchant.id);
  if (!flags.has(WhitelabelFlag.freePlay)) throw new AppError(403, ErrorCode.featureDisabled, 'Free play is not available');
  await services.keys.refresh();
  try {
    await openSealedHeader(header, target, services.keys.privateKey, { now: services.clock.now().getTime() });
  } catch (err) {
    throw sealErrorToAppError(err);
  }
  const now = services.clock.now();
  // A trial account never logs in with a password: an unguessable one is stored.
  const passwordHash = await hashPassword(randomToken());
  for (let attempt = 0; attempt < TRIAL_ACCOUNT_TRIES; attempt++) {
    try {
      const member = await insertMember(services.db, {
        merchantId: merchant.id,
        account: `trial_${randomId(3)}`,
        type: merchant.trialType,
        passwordHash,
        passwordChangedAt: now,
        registerIp: ctx.ip,
      });
      await grantTrialCredits(services.db, merchant, member.id);
      return await completeLogin(services, merchant, member, ctx, { weakPassword: false, firstTimeLogin: false, method: 'free-play' });
    } catch (err) {
      if (uniqueViolation(err) === null) throw err;
    }
  }
  throw new Error('could not pick a free trial account name');
}

export const ZCaptchaCookie = z.string().regex(/^[0-9a-f]{32}$/);

import {
  BIRTHDAY_MIN_AGE,
  ErrorCode,
  REGISTER_FIELDS,
  WhitelabelFlag,
  ZMobileNumber,
  ageOn,
  validateConfiguredField,
  type TFieldError,
  type TLoginResult,
  type TRegisterBody,
  type TRegisterField,
  type TRegisterSetting,
} from '@wps/contracts';
import { AppError } from '../../http/app-error';
import { refuseCommonPassword } from './password-rules';
import { hashPassword } from '../../lib/password';
import { uniqueViolation } from '../../lib/db-errors';
import type { AppServices } from '../../services';
import { loadEnabledFlags, type BrandContext } from '../brand';
import { getRegisterSetting } from '../system/system.service';
import { completeLogin, type ClientContext } from '../session/session.service';
import { checkCaptcha, phoneTarget, releaseCode, requireHumanVerification, useCode } from '../verification/verification.service';
import { findAgentByAffiliateCode, insertMember, rememberIp } from './member.repository';
import { roomBelow } from './member-tree.service';
import { countTakenAnswer, takenAnswersSpent } from './taken-answers';

export type RegisterVariant = 'username' | 'mobile';

/** A refused field: the client shows the translated `key` with `params` next to `field`. */
export const fieldError = (field: string, error: TFieldError) =>
  new AppError(400, ErrorCode.fieldInvalid, `${field}: ${error.key}`, { field, key: error.key, params: error.params ?? {} });

/** Fields kept in the member's profile as typed (the ones with columns of their own are left out). */
const PROFILE_FIELDS: TRegisterField[] = ['payeeName', 'qqNum', 'recommenderId', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'birthday'];
/** Checked apart: they are compared, proven or looked up rather than matched against a pattern alone. */
const NOT_PATTERN_CHECKED = new Set<TRegisterField>(['confirmPassword', 'captcha', 'verificationCode']);

/** The constraint a duplicate hit, to the field and code the client shows. */
const DUPLICATES: Record<string, { field: string; code: typeof ErrorCode.usernameTaken | typeof ErrorCode.mobileTaken | typeof ErrorCode.emailTaken; message: string }> = {
  members_account_unique: { field: 'username', code: ErrorCode.usernameTaken, message: 'This username is already registered' },
  members_mobile_unique: { field: 'mobileNum', code: ErrorCode.mobileTaken, message: 'This mobile number is already registered' },
  members_email_unique: { field: 'email', code: ErrorCode.emailTaken, message: 'This email is already registered' },
};

export interface RegisterContext extends ClientContext {
  brand: BrandContext;
  captchaId: string | undefined;
}

/**
 * Registration (SPEC.md §4, §5): every field against the brand's config with
 * the same `validateConfiguredField` the browser runs, the confirmation, the
 * terms and age gates, the affiliate code, the SMS code; then one insert whose
 * unique constraints settle duplicates, even between parallel requests.
 */
export async function register(
  services: AppServices,
  ctx: RegisterContext,
  body: TRegisterBody,
  variant: RegisterVariant,
): Promise<TLoginResult> {
  const merchant = ctx.brand.merchant;
  const flags = await loadEnabledFlags(services.db, merchant.id);
  const flag = variant === 'username' ? WhitelabelFlag.usernameRegister : WhitelabelFlag.mobileRegister;
  if (!flags.has(flag)) throw new AppError(403, ErrorCode.featureDisabled, 'This way of registering is not available');
  const config = await getRegisterSetting(services.db, ctx.brand);
  const now = services.clock.now();

  const mobileNum = body.mobileNum?.trim() || undefined;
  const effective = effectiveConfig(config, variant);
  for (const field of REGISTER_FIELDS) {
    if (NOT_PATTERN_CHECKED.has(field)) continue;
    const error = validateConfiguredField(effective[field], body[field as keyof TRegisterBody] as string | undefined);
    if (error) throw fieldError(field, error);
  }
  if (variant === 'mobile' && (!mobileNum || !ZMobileNumber.safeParse(mobileNum).success)) {
    throw fieldError('mobileNum', { key: 'validation.mobile' });
  }
  const username = variant === 'username' ? body.username?.trim() : body.username?.trim() || mobileNum;
  const password = body.password?.trim() ?? '';
  if (!username) throw fieldError('username', { key: 'validation.required' });
  if (!password) throw fieldError('password', { key: 'validation.required' });
  if ((body.confirmPassword?.trim() ?? '') !== password) throw fieldError('confirmPassword', { key: 'validation.inconsistent' });
  refuseCommonPassword('password', password);
  if (!body.termsAccepted) throw fieldError('termsAccepted', { key: 'validation.terms' });
  if (body.ageConfirmed !== true) throw fieldError('ageConfirmed', { key: 'validation.age_agreement', params: { years: merchant.ageAgreementYears } });
  if (effective.birthday?.enabled && body.birthday) {
    const age = ageOn(body.birthday, now);
    if (age === null || age < BIRTHDAY_MIN_AGE) throw fieldError('birthday', { key: 'validation.birthday_age', params: { years: BIRTHDAY_MIN_AGE } });
  }

  const dialing = `+${(body.countryDialingCode ?? merchant.defaultDialingCode).replace(/^\+/, '')}`;
  // SPEC.md §5: with SMS verification on (REGMOBVERF3), a shown mobile field is required and proven by a code.
  const smsRequired = flags.has(WhitelabelFlag.registerMobileVerify) && effective.mobileNum?.enabled === true;
  if (smsRequired && !mobileNum) throw fieldError('mobileNum', { key: 'validation.required' });
  if (smsRequired && !body.verificationCode) throw fieldError('verificationCode', { key: 'validation.required' });

  await requireHumanVerification(services, merchant, body.verification);
  // An address that has had its "already registered" answers for the hour registers nothing, taken or not.
  if (await takenAnswersSpent(services.db, merchant.id, ctx.ip, now)) throw new AppError(429, ErrorCode.rateLimited, 'Too many registration attempts from this address; try again in an hour');
  if (config.captcha?.enabled) await checkCaptcha(services, merchant.id, ctx.captchaId, body.captcha);

  let uplineId: number | null = null;
  if (body.affiliateCode) {
    const agent = await findAgentByAffiliateCode(services.db, merchant.id, body.affiliateCode, merchant.agentTypes);
    if (!agent) throw new AppError(400, ErrorCode.invalidAffiliate, 'Invalid invitation code', { field: 'affiliateCode', key: 'invitation_code_error', params: {} });
    await roomBelow(services.db, merchant.id, agent.id);
    uplineId = agent.id;
  }

  const profile: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = body[field as keyof TRegisterBody];
    if (typeof value === 'string' && value.trim()) profile[field] = value.trim();
  }
  if (body.registerUrl) profile.registerUrl = body.registerUrl;
  if (body.domain) profile.domain = body.domain;
  const passwordHash = await hashPassword(password);

  const codeId =
    smsRequired && mobileNum && body.verificationCode
      ? await useCode(services, { merchantId: merchant.id, purpose: 'register', target: phoneTarget(dialing, mobileNum), code: body.verificationCode })
      : null;
  let member;
  try {
    member = await services.db.transaction(async (tx) => {
      const created = await insertMember(tx, {
        merchantId: merchant.id,
        account: username,
        passwordHash,
        passwordChangedAt: now,
        mobileCountryCode: mobileNum ? dialing : null,
        mobileNumber: mobileNum ?? null,
        email: body.email?.trim() || null,
        profile,
        uplineId,
        referralCode: body.referralCode ?? null,
        registerIp: ctx.ip,
        // Registering is the first login: no forced password change right after choosing one.
        firstLoginAt: now,
      });
      await rememberIp(tx, merchant.id, created.id, ctx.ip, now);
      // After commit, whoever reacts to new members (the agent system, missions, bonuses) hears of it.
      await services.outbox.emit(tx, merchant.id, 'member.registered', { memberId: created.id, affiliateCode: body.affiliateCode || undefined });
      return created;
    });
    await services.outbox.dispatch();
  } catch (err) {
    // A refused registration gives its code back: the member fixes the username and submits again.
    if (codeId !== null) await releaseCode(services, codeId);
    const constraint = uniqueViolation(err);
    const duplicate = constraint === null ? undefined : DUPLICATES[constraint];
    if (duplicate) {
      await countTakenAnswer(services.db, merchant.id, ctx.ip, now);
      throw new AppError(409, duplicate.code, duplicate.message, { field: duplicate.field, key: `error.${duplicate.code}`, params: {} });
    }
    throw err;
  }
  return completeLogin(services, merchant, member, ctx, { weakPassword: false, firstTimeLogin: false, method: 'registration' });
}

/** The mobile variant always asks for the number and may leave the username out (the number becomes the account). */
function effectiveConfig(config: TRegisterSetting, variant: RegisterVariant): TRegisterSetting {
  if (variant === 'username') return config;
  const mobile = config.mobileNum ?? { enabled: true, required: true };
  return {
    ...config,
    username: { ...(config.username ?? { enabled: false, required: false }), required: false },
    mobileNum: { ...mobile, enabled: true, required: true },
  };
}

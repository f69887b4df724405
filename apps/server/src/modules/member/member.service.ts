import {
  ErrorCode,
  WhitelabelFlag,
  countWords,
  validateConfiguredField,
  type TAffiliateValue,
  type TMemberIcon,
  type TMemberInfo,
  type TResetByPhoneResult,
  type TTotpSetup,
} from '@wps/contracts';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { randomToken, sha256 } from '../../lib/tokens';
import { generateTotpSecret, totpUri, verifyTotp } from '../../lib/totp';
import type { DrizzleDb } from '../../db/database';
import type { AppServices } from '../../services';
import { loadEnabledFlags, type BrandContext, type MerchantRow } from '../brand';
import { logout, revokeSessions } from '../session/session.service';
import { recentFailures, recordAttemptFailure } from '../access/login-attempts.service';
import type { AuthenticatedMember } from '../session/session.types';
import { getRegisterSetting } from '../system/system.service';
import type { OutgoingMessage } from '../verification/senders';
import { phoneTarget, useCode } from '../verification/verification.service';
import {
  consumeResetToken,
  findAgentByAffiliateCode,
  findMemberByAccountAndEmail,
  findMemberById,
  findMemberByMobile,
  insertFeedback,
  insertResetToken,
  updateMember,
  useTotpStep,
  type MemberRow,
} from './member.repository';
import { presentMemberIcon, presentMemberInfo } from './member.presenter';
import { refuseCommonPassword } from './password-rules';
import { fieldError } from './register.service';

/** Emailed reset links work once, for 30 minutes. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;

async function load(services: AppServices, merchant: MerchantRow, id: number): Promise<MemberRow> {
  const member = await findMemberById(services.db, merchant.id, id);
  if (!member) throw new AppError(401, ErrorCode.notLoggedIn, 'You are not logged in, please login');
  return member;
}

export async function getMemberInfo(services: AppServices, brand: BrandContext, who: AuthenticatedMember): Promise<TMemberInfo> {
  return presentMemberInfo(await load(services, brand.merchant, who.id), brand.merchant);
}

export async function getMemberIcon(services: AppServices, brand: BrandContext, who: AuthenticatedMember): Promise<TMemberIcon> {
  return presentMemberIcon(await load(services, brand.merchant, who.id));
}

/** A change of the member's profile, announced in its transaction (profile missions look again). */
async function profileChange(services: AppServices, merchantId: number, memberId: number, change: (tx: DrizzleDb) => Promise<unknown>) {
  await services.db.transaction(async (tx) => {
    await change(tx);
    await services.outbox.emit(tx, merchantId, 'profile.changed', { memberId });
  });
  void services.outbox.dispatch();
}

export async function setMemberIcon(services: AppServices, brand: BrandContext, who: AuthenticatedMember, iconId: number): Promise<TMemberIcon> {
  await profileChange(services, brand.merchant.id, who.id, (tx) => updateMember(tx, who.id, { iconId }));
  return getMemberIcon(services, brand, who);
}

/** The new password follows the brand's register rule for passwords, confirmed, and differs from the old. */
async function checkNewPassword(services: AppServices, brand: BrandContext, next: string, confirm: string): Promise<void> {
  const config = await getRegisterSetting(services.db, brand);
  const error = validateConfiguredField(config.password ? { ...config.password, enabled: true, required: true } : undefined, next);
  if (error) throw fieldError('newPassword', error);
  if (next !== confirm) throw fieldError('confirmNewPassword', { key: 'validation.inconsistent' });
  refuseCommonPassword('newPassword', next);
}

async function setPassword(services: AppServices, memberId: number, password: string): Promise<void> {
  await updateMember(services.db, memberId, {
    passwordHash: await hashPassword(password),
    passwordChangedAt: services.clock.now(),
    mustChangePassword: false,
  });
}

/**
 * Guessing the old password through a stolen session: at most 5 wrong old
 * passwords per member in 15 minutes, whatever the session or the address.
 * The wrong guess that reaches the limit ends the session that made it, and
 * while the limit holds every session that tries again is ended without a
 * check (401 not_logged_in): a thief must log in again, which needs the
 * password. The member can still reset the password by email or phone.
 */
export const PASSWORD_CHANGE_LIMITS = { maxWrongOldPasswords: 5, windowMs: 15 * 60_000 } as const;

const sessionEndedByGuessing = () =>
  new AppError(401, ErrorCode.notLoggedIn, 'Too many wrong passwords; this session has ended, please log in again');

/** Change password: the member's other sessions end (a thief holding one is thrown out). */
export async function changePassword(
  services: AppServices,
  brand: BrandContext,
  who: AuthenticatedMember,
  body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  ip: string,
): Promise<null> {
  const member = await load(services, brand.merchant, who.id);
  const now = services.clock.now();
  const guard = { merchantId: brand.merchant.id, account: `pwchange:${member.id}`, ip };
  const wrongSoFar = await recentFailures(services.db, guard, PASSWORD_CHANGE_LIMITS.windowMs, now);
  if (wrongSoFar >= PASSWORD_CHANGE_LIMITS.maxWrongOldPasswords) {
    await logout(services, member.id, who.sessionId);
    throw sessionEndedByGuessing();
  }
  if (!(await verifyPassword(member.passwordHash, body.oldPassword))) {
    await recordAttemptFailure(services.db, guard, now);
    if (wrongSoFar + 1 >= PASSWORD_CHANGE_LIMITS.maxWrongOldPasswords) {
      await logout(services, member.id, who.sessionId);
      throw sessionEndedByGuessing();
    }
    throw new AppError(400, ErrorCode.passwordIncorrect, 'The old password is incorrect', { field: 'oldPassword', key: 'error.password_incorrect', params: {} });
  }
  await checkNewPassword(services, brand, body.newPassword, body.confirmNewPassword);
  if (body.newPassword === body.oldPassword) {
    throw new AppError(400, ErrorCode.passwordSame, 'The new password must differ from the old one', { field: 'newPassword', key: 'error.password_same', params: {} });
  }
  await setPassword(services, member.id, body.newPassword);
  await revokeSessions(services, member.id, who.sessionId, services.db, 'password_changed');
  return null;
}

/**
 * SPEC.md §4 forgot by email: a single-use link, valid 30 minutes, to the
 * member's address. The answer is the same success whether or not the name
 * and the address belong to an account (only a match gets an email), so the
 * call tells no one which accounts or addresses exist.
 */
export async function forgotPasswordByEmail(
  services: AppServices,
  brand: BrandContext,
  body: { username: string; email: string },
  origin: string,
): Promise<null> {
  const member = await findMemberByAccountAndEmail(services.db, brand.merchant.id, body.username, body.email);
  if (!member?.email) return null;
  await services.senders.email.send(await createResetLink(services, services.db, brand.merchant, { ...member, email: member.email }, origin));
  return null;
}

/**
 * Stores a reset token (in `db`, the caller's transaction when it records
 * more) and answers the email carrying its link, to send once stored: the
 * forgot flow's email, whoever asks for it (the member, or staff from the
 * player's page).
 */
export async function createResetLink(
  services: Pick<AppServices, 'clock'>,
  db: DrizzleDb,
  merchant: MerchantRow,
  member: { id: number; account: string; email: string },
  origin: string,
): Promise<OutgoingMessage & { subject: string }> {
  const token = randomToken();
  const now = services.clock.now();
  await insertResetToken(db, {
    tokenHash: sha256(token),
    merchantId: merchant.id,
    memberId: member.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  return {
    merchantId: merchant.id,
    to: member.email.toLowerCase(),
    subject: `${merchant.name} password reset`,
    body: `Hello ${member.account},\n\nOpen this link within 30 minutes to choose a new password:\n${origin}/?resetToken=${token}\n\nIf you did not ask for this, ignore this email; your password stays the same.`,
  };
}

/** A reset ends every session of the account. */
export async function resetPasswordByEmail(
  services: AppServices,
  brand: BrandContext,
  body: { token: string; newPassword: string; confirmNewPassword: string },
): Promise<TResetByPhoneResult> {
  await checkNewPassword(services, brand, body.newPassword, body.confirmNewPassword);
  const memberId = await consumeResetToken(services.db, brand.merchant.id, sha256(body.token), services.clock.now());
  if (memberId === null) throw new AppError(400, ErrorCode.codeExpired, 'The reset link has expired or was already used; ask for a new one');
  const member = await load(services, brand.merchant, memberId);
  await setPassword(services, member.id, body.newPassword);
  await revokeSessions(services, member.id, null, services.db, 'password_reset');
  return { account: member.account };
}

export async function resetPasswordByPhone(
  services: AppServices,
  brand: BrandContext,
  body: { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string },
): Promise<TResetByPhoneResult> {
  const flags = await loadEnabledFlags(services.db, brand.merchant.id);
  if (!flags.has(WhitelabelFlag.changePasswordVerify)) throw new AppError(403, ErrorCode.featureDisabled, 'Password reset by phone is not available');
  const cc = `+${body.countryDialingCode.replace(/^\+/, '')}`;
  await checkNewPassword(services, brand, body.newPassword, body.newPassword);
  const member = await findMemberByMobile(services.db, brand.merchant.id, cc, body.mobileNum);
  if (!member) throw new AppError(400, ErrorCode.codeInvalid, 'Please enter a valid verification code');
  await useCode(services, { merchantId: brand.merchant.id, purpose: 'forgot', target: phoneTarget(cc, body.mobileNum), code: body.verificationCode });
  await setPassword(services, member.id, body.newPassword);
  await revokeSessions(services, member.id, null, services.db, 'password_reset');
  return { account: member.account };
}

/** Enrolment starts with a fresh secret that only counts once confirmed with a code. */
export async function setupTotp(services: AppServices, brand: BrandContext, who: AuthenticatedMember): Promise<TTotpSetup> {
  const member = await load(services, brand.merchant, who.id);
  if (member.totpEnabled) throw new AppError(409, ErrorCode.validation, 'An authenticator is already enrolled; remove it first');
  const secret = generateTotpSecret();
  await updateMember(services.db, member.id, { totpSecret: secret, totpLastStep: null });
  return { secret, otpauthUri: totpUri({ secret, account: member.account, issuer: brand.merchant.name }) };
}

async function acceptTotp(services: AppServices, member: MemberRow, code: string): Promise<void> {
  const step = member.totpSecret
    ? verifyTotp(member.totpSecret, code, { now: services.clock.now().getTime(), lastUsedStep: member.totpLastStep })
    : null;
  if (step === null || !(await useTotpStep(services.db, member.id, step))) {
    throw new AppError(400, ErrorCode.codeInvalid, 'Please enter a valid verification code');
  }
}

export async function enableTotp(services: AppServices, brand: BrandContext, who: AuthenticatedMember, code: string): Promise<null> {
  const member = await load(services, brand.merchant, who.id);
  if (!member.totpSecret) throw new AppError(400, ErrorCode.validation, 'Start the authenticator setup first');
  await acceptTotp(services, member, code);
  await profileChange(services, brand.merchant.id, member.id, (tx) => updateMember(tx, member.id, { totpEnabled: true }));
  return null;
}

export async function disableTotp(services: AppServices, brand: BrandContext, who: AuthenticatedMember, code: string): Promise<null> {
  const member = await load(services, brand.merchant, who.id);
  if (!member.totpEnabled) throw new AppError(400, ErrorCode.validation, 'No authenticator is enrolled');
  await acceptTotp(services, member, code);
  await updateMember(services.db, member.id, { totpEnabled: false, totpSecret: null, totpLastStep: null });
  return null;
}

export async function checkAffiliate(services: AppServices, brand: BrandContext, code: string): Promise<TAffiliateValue> {
  const agent = await findAgentByAffiliateCode(services.db, brand.merchant.id, code, brand.merchant.agentTypes);
  if (!agent) throw new AppError(404, ErrorCode.invalidAffiliate, 'Invalid invitation code');
  return { valid: true, agentAccount: agent.account };
}

/** SPEC.md §5: feedback content between the brand's word bounds. */
export async function sendFeedback(
  services: AppServices,
  brand: BrandContext,
  who: AuthenticatedMember,
  body: { questionType: string; content: string },
): Promise<{ id: number }> {
  const words = countWords(body.content);
  const { feedbackMinWords: min, feedbackMaxWords: max } = brand.merchant;
  if (words < min || words > max) throw fieldError('content', { key: 'validation.feedback_words', params: { min, max } });
  const id = await insertFeedback(services.db, {
    merchantId: brand.merchant.id,
    memberId: who.id,
    questionType: body.questionType,
    content: body.content,
    createdAt: services.clock.now(),
  });
  return { id };
}

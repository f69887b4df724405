import {
  ErrorCode,
  type TCodeSent,
  type THumanChallenge,
  type THumanVerification,
  type TOutboxMessage,
  type SMS_PURPOSES,
} from '@wps/contracts';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { DrizzleDb } from '../../db/database';
import { renderCaptcha } from '../../lib/captcha-image';
import { AppError } from '../../http/app-error';
import { hmacSha256, randomCode, randomId, safeEqualHex } from '../../lib/tokens';
import type { MerchantRow } from '../brand';
import type { AppServices } from '../../services';
import {
  consumeCaptcha,
  consumeCode,
  countFailedAttempt,
  hasExpiredCode,
  insertCaptcha,
  insertCode,
  lastCaptchaAt,
  listOutbox,
  listSendTimes,
  lockTarget,
  markHumanChallengeUsed,
  releaseCode as releaseCodeRow,
  type CodeChannel,
} from './verification.repository';

/**
 * SMS/email code limits (issue 3 §5): one send per minute per target; after
 * 5 sends within 15 minutes the target waits 5 minutes; 5 wrong guesses kill
 * the live codes of that target and purpose.
 */
export const CODE_LIMITS = {
  resendIntervalMs: 60_000,
  windowMs: 15 * 60_000,
  maxSendsInWindow: 5,
  blockMs: 5 * 60_000,
  maxAttempts: 5,
} as const;

/** Captchas live 5 minutes; one image per second per address (SPEC.md §5 refresh throttle). */
export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_MIN_INTERVAL_MS = 1000;
export const CAPTCHA_COOKIE = 'wps_captcha';
/** A human-verification challenge may be solved and used within 10 minutes of its issue. */
export const HUMAN_CHALLENGE_TTL_MS = 10 * 60_000;

/** '+63' and '9171234567' to the one spelling codes and the outbox use: '+639171234567'. */
export const phoneTarget = (dialingCode: string, number: string): string =>
  `+${dialingCode.replace(/^\+/, '')}${number}`;

const codeHash = (services: AppServices, purpose: string, target: string, code: string) =>
  hmacSha256(services.secrets.codes, `${purpose}:${target}:${code.trim()}`);

export interface SendCodeRequest {
  merchant: MerchantRow;
  purpose: string;
  channel: CodeChannel;
  target: string;
  /** The message around the code. */
  compose: (code: string, minutes: number) => { subject: string; body: string };
  /**
   * False: count the send against the number's limits and answer as usual, but
   * send nothing (a number with no account must be answered like one with an
   * account, limits included, without anyone receiving a code).
   */
  deliver?: boolean;
  /** Written in the code's own transaction (a staff send's audit row). */
  inTransaction?: (tx: DrizzleDb) => Promise<void>;
}

/** Issues a 6-digit code to `target` for `purpose`, enforcing the resend limits. */
export async function sendCode(services: AppServices, req: SendCodeRequest): Promise<TCodeSent> {
  const minutes = req.merchant.codeExpiredMinutes;
  const code = randomCode();
  await services.db.transaction(async (tx) => {
    await lockTarget(tx, req.target);
    const now = services.clock.now();
    const sends = await listSendTimes(tx, req.merchant.id, req.channel, req.target, new Date(now.getTime() - CODE_LIMITS.windowMs));
    const latest = sends[0];
    if (latest && sends.length >= CODE_LIMITS.maxSendsInWindow && now.getTime() - latest.getTime() < CODE_LIMITS.blockMs) {
      throw new AppError(429, ErrorCode.smsTooManyRequests, 'too many requests, try again after 5 minutes');
    }
    if (latest && now.getTime() - latest.getTime() < CODE_LIMITS.resendIntervalMs) {
      throw new AppError(429, ErrorCode.smsResendTooSoon, 'A code was sent less than a minute ago; please wait before asking again');
    }
    await insertCode(tx, {
      merchantId: req.merchant.id,
      purpose: req.purpose,
      channel: req.channel,
      target: req.target,
      codeHash: codeHash(services, req.purpose, req.target, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
    });
    await req.inTransaction?.(tx);
  });
  if (req.deliver === false) return { expiredMinutes: minutes };
  const message = req.compose(code, minutes);
  if (req.channel === 'sms') await services.senders.sms.send({ merchantId: req.merchant.id, to: req.target, body: message.body });
  else await services.senders.email.send({ merchantId: req.merchant.id, to: req.target, subject: message.subject, body: message.body });
  return { expiredMinutes: minutes };
}

/**
 * The SMS code of the login and forgot-password flows (SPEC.md §4), with the
 * same text whoever asks for it: the member on the site, or staff sending a
 * password reset from the player's page.
 */
export function sendMemberSmsCode(
  services: AppServices,
  req: Pick<SendCodeRequest, 'merchant' | 'deliver' | 'inTransaction'> & { purpose: (typeof SMS_PURPOSES)[number]; dialingCode: string; number: string },
): Promise<TCodeSent> {
  const { merchant, purpose } = req;
  return sendCode(services, {
    merchant,
    purpose,
    channel: 'sms',
    target: phoneTarget(req.dialingCode, req.number),
    deliver: req.deliver,
    inTransaction: req.inTransaction,
    compose: (code, minutes) => ({
      subject: '',
      body: `${merchant.name}: ${code} is your ${purpose === 'forgot' ? 'password reset' : 'login'} code. It expires in ${minutes} minutes.`,
    }),
  });
}

/** Consumes a code or throws `code_expired` / `code_invalid`. Returns the code's id (see `releaseCode`). */
export async function useCode(
  services: AppServices,
  req: { merchantId: number; purpose: string; target: string; code: string },
): Promise<number> {
  const db = services.db;
  const now = services.clock.now();
  const where = { merchantId: req.merchantId, purpose: req.purpose, target: req.target, now };
  const hash = codeHash(services, req.purpose, req.target, req.code);
  const id = await consumeCode(db, { ...where, codeHash: hash, maxAttempts: CODE_LIMITS.maxAttempts });
  if (id !== null) return id;
  if (await hasExpiredCode(db, { ...where, codeHash: hash })) {
    throw new AppError(400, ErrorCode.codeExpired, 'The code has expired; send again');
  }
  await countFailedAttempt(db, where);
  throw new AppError(400, ErrorCode.codeInvalid, 'Please enter a valid verification code');
}

/** Un-consumes a code whose action failed for a reason the member can fix (a taken username), so it need not be sent again. */
export const releaseCode = (services: AppServices, id: number): Promise<void> => releaseCodeRow(services.db, id);

/*
 * The proof of work is altcha-lib's v2 API (the package root), not its v1
 * (`altcha-lib/v1`, kept by the library for old widgets): v2 signs every
 * parameter of the challenge (HMAC-SHA-256 of their canonical JSON) and its
 * verifySolution tells a bad signature from a wrong solution. Deterministic
 * mode: the server draws the counter in [0, maxNumber] (v1's `maxnumber`),
 * the key prefix is half the key derived from it, so a browser hashes about
 * maxNumber / 2 times, as with v1.
 *
 * The expiry is ours, signed in `data`: the library's own `expiresAt` is
 * checked against Date.now(), while every expiry on this server reads
 * services.clock (tests move it). Single use is ours too: the challenge's
 * signature, recorded under a primary key until it expires.
 */

/** A challenge for this brand's forms: the brand's difficulty, unless the services fix one (tests keep it small). */
export function issueHumanChallenge(services: AppServices, merchant: MerchantRow): Promise<THumanChallenge> {
  const maxNumber = services.humanChallengeMaxNumber ?? merchant.humanChallengeMaxNumber;
  const expires = Math.floor((services.clock.now().getTime() + HUMAN_CHALLENGE_TTL_MS) / 1000);
  return createChallenge({
    // One SHA-256 per counter: the work is the number of counters tried, as the brand sets it.
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(maxNumber, 0),
    deriveKey,
    data: { expires },
    hmacSignatureSecret: services.secrets.humanChallenge,
    // The library types `algorithm` and `data` loosely; the contract's schema checks the answer.
  }) as Promise<THumanChallenge>;
}

/** The proof of work of a form, when the brand asks for it: signed by us, not expired, solved, and never used before. */
export async function requireHumanVerification(
  services: AppServices,
  merchant: MerchantRow,
  verification: THumanVerification | undefined,
): Promise<void> {
  if (!merchant.humanVerification) return;
  if (!verification) throw new AppError(400, ErrorCode.verificationRequired, 'Please complete verification first');
  const { challenge, solution } = verification;
  const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: services.secrets.humanChallenge });
  if (!result.verified) throw new AppError(400, ErrorCode.verificationFailed, 'Verification failed, please try again');
  // After the signature: an expiry pushed out by the caller has already failed it.
  const expiresAt = challenge.parameters.data.expires * 1000;
  if (expiresAt <= services.clock.now().getTime()) {
    throw new AppError(400, ErrorCode.verificationExpired, 'Verification expired, please try again');
  }
  if (!(await markHumanChallengeUsed(services.db, challenge.signature, new Date(expiresAt)))) {
    throw new AppError(400, ErrorCode.verificationFailed, 'Verification already used, please verify again');
  }
}

const captchaHash = (services: AppServices, answer: string) => hmacSha256(services.secrets.codes, `captcha:${answer.trim().toUpperCase()}`);

/** A new captcha for this address: its id goes in the cookie, its answer is kept only hashed. */
export async function createCaptcha(services: AppServices, merchantId: number, ip: string): Promise<{ id: string; png: string }> {
  const now = services.clock.now();
  const last = await lastCaptchaAt(services.db, ip);
  if (last && now.getTime() - last.getTime() < CAPTCHA_MIN_INTERVAL_MS) {
    throw new AppError(429, ErrorCode.rateLimited, 'Captcha refreshed too fast; wait a second');
  }
  const text = services.captchaText();
  const id = randomId();
  await insertCaptcha(services.db, {
    id,
    merchantId,
    answerHash: captchaHash(services, text),
    ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  const png = await renderCaptcha(text);
  return { id, png: png.toString('base64') };
}

/** Checks the answer to the captcha of the caller's cookie; each captcha takes one guess. */
export async function checkCaptcha(
  services: AppServices,
  merchantId: number,
  captchaId: string | undefined,
  answer: string | undefined,
  failureValue?: unknown,
): Promise<void> {
  if (!answer) throw new AppError(400, ErrorCode.captchaRequired, 'Please enter the captcha', failureValue);
  const stored = captchaId ? await consumeCaptcha(services.db, captchaId, merchantId, services.clock.now()) : null;
  if (!stored || !safeEqualHex(stored, captchaHash(services, answer))) {
    throw new AppError(400, ErrorCode.captchaInvalid, 'The captcha is wrong or expired; try the new image', failureValue);
  }
}

export async function readOutbox(
  services: AppServices,
  merchantId: number,
  query: { to?: string | undefined; limit: number },
): Promise<TOutboxMessage[]> {
  if (!services.config.devOutbox) throw AppError.notFound('The developer outbox is off (DEV_OUTBOX)');
  const rows = await listOutbox(services.db, merchantId, query.to, query.limit);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.to,
    subject: r.subject,
    body: r.body,
    createdAt: r.createdAt.getTime(),
  }));
}

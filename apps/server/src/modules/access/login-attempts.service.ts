/**
 * Password guessing limits, shared by member and staff logins (issue 10 item 8).
 *
 * No one can lock an account: a lock that five wrong passwords trigger is a
 * lock any stranger can put on anyone. Guessing is made slow instead, and
 * every answer is the same whether the account exists or not, because every
 * count is kept by the name typed (login_failures), never on the account row:
 *
 * - captcha: once an account name or an address has `captchaAfterFailures`
 *   failures in `windowMs`, each further attempt needs a captcha;
 * - delay: once an account name has `delayAfterFailures` failures from one
 *   address in `delayWindowMs`, that address must wait before its next
 *   attempt on that name: `firstDelayMs`, doubling with each further failure,
 *   at most `maxDelayMs`. Other addresses are not held back; the owner
 *   logging in from home is not slowed by a guesser elsewhere.
 */
import { ErrorCode } from '@wps/contracts';
import { AppError } from '../../http/app-error';
import type { DrizzleDb } from '../../db/database';
import { clearPairFailures, countAccountFailures, countFailures, recordFailure } from './login-attempts.repository';

export const LOGIN_ESCALATION = {
  captchaAfterFailures: 3,
  windowMs: 15 * 60_000,
  delayAfterFailures: 5,
  delayWindowMs: 60 * 60_000,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
} as const;

export interface AttemptKey {
  merchantId: number;
  /** What identifies the account in the counts: the typed name, lower-cased, with a realm prefix for staff. */
  account: string;
  ip: string;
}

/** The key of a member login (the name as typed) or a staff login (its own realm, so the two never mix). */
export const memberAttemptKey = (merchantId: number, username: string, ip: string): AttemptKey => ({
  merchantId,
  account: username.trim().toLowerCase(),
  ip,
});
export const staffAttemptKey = (merchantId: number, username: string, ip: string): AttemptKey => ({
  merchantId,
  account: `staff:${username.trim().toLowerCase()}`,
  ip,
});

/** The wait after `pairFailures` failures of one name from one address; 0 below the threshold. */
export function delayAfter(pairFailures: number): number {
  const over = pairFailures - LOGIN_ESCALATION.delayAfterFailures;
  if (over < 0) return 0;
  return Math.min(LOGIN_ESCALATION.maxDelayMs, LOGIN_ESCALATION.firstDelayMs * 2 ** Math.min(over, 20));
}

export interface AttemptState {
  /** The attempt must carry a right captcha. */
  captcha: boolean;
  /** Counts before this attempt, for the answer to a failure. */
  accountFailures: number;
  addressFailures: number;
}

/**
 * Before checking a password: refuses with 429 `login_too_soon` while this
 * address must still wait for this name; says whether a captcha is needed.
 */
export async function beginAttempt(db: DrizzleDb, key: AttemptKey, now: Date): Promise<AttemptState> {
  const counts = await countFailures(
    db,
    key.merchantId,
    key,
    new Date(now.getTime() - LOGIN_ESCALATION.windowMs),
    new Date(now.getTime() - LOGIN_ESCALATION.delayWindowMs),
  );
  const captcha = counts.account >= LOGIN_ESCALATION.captchaAfterFailures || counts.address >= LOGIN_ESCALATION.captchaAfterFailures;
  const wait = delayAfter(counts.pair);
  const readyAt = counts.lastPairAt ? counts.lastPairAt.getTime() + wait : 0;
  if (wait > 0 && readyAt > now.getTime()) {
    const retryAfterSeconds = Math.ceil((readyAt - now.getTime()) / 1000);
    throw new AppError(429, ErrorCode.loginTooSoon, `Too many failed logins; try again in ${retryAfterSeconds} seconds`, {
      captcha,
      retryAfterSeconds,
    });
  }
  return { captcha, accountFailures: counts.account, addressFailures: counts.address };
}

/** A wrong password (or unknown name): counted; answers whether the next attempt needs a captcha. */
export async function failAttempt(db: DrizzleDb, key: AttemptKey, state: AttemptState, now: Date): Promise<{ captcha: boolean }> {
  await recordFailure(db, key.merchantId, key, now);
  const next = Math.max(state.accountFailures, state.addressFailures) + 1;
  return { captcha: next >= LOGIN_ESCALATION.captchaAfterFailures };
}

export const succeedAttempt = (db: DrizzleDb, key: AttemptKey): Promise<void> => clearPairFailures(db, key.merchantId, key);

/**
 * Failures of any other guarded secret check keyed by an account (the
 * change-password call's old password: `pwchange:<member id>`), counted over
 * `windowMs` whatever the address.
 */
export async function recentFailures(db: DrizzleDb, key: AttemptKey, windowMs: number, now: Date): Promise<number> {
  return countAccountFailures(db, key.merchantId, key.account, new Date(now.getTime() - windowMs));
}

export const recordAttemptFailure = (db: DrizzleDb, key: AttemptKey, now: Date): Promise<void> => recordFailure(db, key.merchantId, key, now);

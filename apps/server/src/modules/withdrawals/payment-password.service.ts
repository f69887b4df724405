/**
 * The payment (transaction) password: 6 digits that withdrawals and bank
 * account changes need on top of the session (SPEC.md §3 "transaction
 * password"). Stored as argon2id. The first one is set with the login
 * password; afterwards only the current payment password can change it.
 * Wrong passwords are counted atomically; 5 lock it for 15 minutes, so a
 * stolen session cannot guess the 10^6 possibilities.
 */
import { ErrorCode, type TSetPaymentPasswordBody } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import {
  clearPaymentPasswordFailures,
  findPaymentPasswordState,
  recordPaymentPasswordFailure,
  replacePaymentPassword,
  type PaymentPasswordState,
} from './payment-password.repository';

export const PAYMENT_PASSWORD_LIMITS = { lockAfterFailures: 5, lockMs: 15 * 60_000 } as const;

export interface MemberRef {
  merchantId: number;
  memberId: number;
  ip?: string | null;
}

const locked = () =>
  new AppError(423, ErrorCode.paymentPasswordLocked, 'Too many wrong payment passwords; try again in 15 minutes');

async function loadState(db: DrizzleDb, who: MemberRef): Promise<PaymentPasswordState> {
  const state = await findPaymentPasswordState(db, who.merchantId, who.memberId);
  if (!state) throw new AppError(401, ErrorCode.notLoggedIn, 'You are not logged in, please login');
  return state;
}

const isLocked = (state: { lockedUntil: Date | null }, now: Date) => state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();

/**
 * Checks `password` against `hash`, counting a failure. The failure that
 * reaches the limit answers "locked", like the login.
 */
async function checkCounted(
  db: DrizzleDb,
  who: MemberRef,
  hash: string,
  password: string,
  now: Date,
  wrong: (attemptsLeft: number) => AppError,
): Promise<void> {
  if (await verifyPassword(hash, password)) {
    await clearPaymentPasswordFailures(db, who.memberId);
    return;
  }
  const counted = await recordPaymentPasswordFailure(db, who.memberId, now, PAYMENT_PASSWORD_LIMITS.lockAfterFailures, PAYMENT_PASSWORD_LIMITS.lockMs);
  if (isLocked(counted, now)) throw locked();
  throw wrong(Math.max(0, PAYMENT_PASSWORD_LIMITS.lockAfterFailures - counted.failures));
}

const incorrect = (attemptsLeft: number) =>
  new AppError(400, ErrorCode.paymentPasswordIncorrect, `The payment password is incorrect (${attemptsLeft} attempts left)`);

/**
 * Withdrawals and bank-account changes: the member must have a payment
 * password, it must not be locked, and this one must match. Call it outside
 * the money transaction: a failure has to be counted even though the request
 * is refused (a rolled-back count would let guesses go on for ever).
 */
export async function verifyPaymentPassword(db: DrizzleDb, who: MemberRef, password: string, now: Date): Promise<void> {
  const state = await loadState(db, who);
  if (!state.paymentPasswordHash) throw new AppError(400, ErrorCode.paymentPasswordRequired, 'Set a payment password first');
  if (isLocked(state, now)) throw locked();
  await checkCounted(db, who, state.paymentPasswordHash, password, now, incorrect);
}

/**
 * setPaymentPassword: the first time `currentPassword` is the login password;
 * when one exists it is the current payment password (a session alone never
 * replaces it). Both are counted as payment-password failures. Audited
 * without any hash.
 */
export async function setPaymentPassword(
  services: Pick<AppServices, 'db' | 'clock' | 'outbox'>,
  who: MemberRef,
  body: Pick<TSetPaymentPasswordBody, 'currentPassword' | 'newPaymentPassword'>,
): Promise<null> {
  const { db } = services;
  const now = services.clock.now();
  const state = await loadState(db, who);
  if (isLocked(state, now)) throw locked();

  const first = state.paymentPasswordHash === null;
  // One code for the one field (currentPassword) whichever password it holds; the message says which.
  const wrong = first
    ? (attemptsLeft: number) =>
        new AppError(400, ErrorCode.paymentPasswordIncorrect, `The login password is incorrect (${attemptsLeft} attempts left)`)
    : incorrect;
  await checkCounted(db, who, state.paymentPasswordHash ?? state.loginPasswordHash, body.currentPassword, now, wrong);

  const nextHash = await hashPassword(body.newPaymentPassword);
  await db.transaction(async (tx) => {
    if (!(await replacePaymentPassword(tx, who.memberId, state.paymentPasswordHash, nextHash))) {
      // Another request set or changed it between our read and this write.
      throw new AppError(409, ErrorCode.paymentPasswordExists, 'The payment password was changed meanwhile; enter the current one');
    }
    await recordAudit(tx, {
      merchantId: who.merchantId,
      actor: { kind: 'member', id: who.memberId, ip: who.ip ?? null },
      action: first ? 'payment_password.set' : 'payment_password.change',
      entity: 'member',
      entityId: who.memberId,
      before: { hasPaymentPassword: !first },
      after: { hasPaymentPassword: true },
      at: now,
    });
    if (first) await services.outbox.emit(tx, who.merchantId, 'profile.changed', { memberId: who.memberId });
  });
  if (first) void services.outbox.dispatch();
  return null;
}

export async function hasPaymentPassword(db: DrizzleDb, who: MemberRef): Promise<boolean> {
  return (await loadState(db, who)).paymentPasswordHash !== null;
}

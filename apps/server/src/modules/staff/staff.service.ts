/**
 * Staff of a brand's back office: their own accounts (argon2id), their own
 * opaque session tokens (only the SHA-256 is stored), roles checked on every
 * staff call, the same guessing limits as members' logins (captcha, then
 * per-address delays; never a lock). Members' tokens never open staff
 * calls and staff tokens never open member calls: they live in other tables.
 */
import { ErrorCode, type TStaff, type TStaffRole } from '@wps/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import '../../http/request-context';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { randomId, randomToken, sha256 } from '../../lib/tokens';
import type { DrizzleDb } from '../../db/database';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import { beginAttempt, failAttempt, staffAttemptKey, succeedAttempt } from '../access/login-attempts.service';
import { checkCaptcha } from '../verification/verification.service';
import {
  findStaffByUsername,
  findStaffSession,
  insertStaff,
  insertStaffSession,
  revokeStaffSession,
  touchStaffSession,
  type StaffRow,
} from './staff.repository';

export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const STAFF_SESSION_IDLE_MS = 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 60 * 1000;

const unauthorized = () => new AppError(401, ErrorCode.staffUnauthorized, 'Staff login required');

export const presentStaff = (row: Pick<StaffRow, 'id' | 'username' | 'displayName' | 'role'>): TStaff => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  role: row.role,
});

const bearer = (header: string | undefined): string | null => /^Bearer\s+([A-Za-z0-9_-]{20,128})$/.exec(header?.trim() ?? '')?.[1] ?? null;

export async function staffLogin(
  services: AppServices,
  merchantId: number,
  input: { username: string; password: string; captcha?: string | undefined },
  client: { ip: string; captchaId: string | undefined },
): Promise<{ token: string; staff: TStaff }> {
  const ip = client.ip;
  const now = services.clock.now();
  // Captcha and delays depend on the name typed and the address only: an unknown name is answered like a known one.
  const key = staffAttemptKey(merchantId, input.username, ip);
  const attempt = await beginAttempt(services.db, key, now);
  if (attempt.captcha) await checkCaptcha(services, merchantId, client.captchaId, input.captcha, { captcha: true });
  const staff = await findStaffByUsername(services.db, merchantId, input.username);
  const passwordOk = staff ? await verifyPassword(staff.passwordHash, input.password) : (await verifyAgainstDummy(input.password), false);
  if (!staff || !passwordOk) {
    const { captcha } = await failAttempt(services.db, key, attempt, now);
    throw new AppError(401, ErrorCode.invalidCredentials, 'Incorrect username or password', { captcha });
  }
  await succeedAttempt(services.db, key);
  // Only someone who knows the password learns that the account is disabled.
  if (staff.status !== 'active') throw new AppError(403, ErrorCode.accountDisabled, 'This staff account is disabled');
  const token = randomToken();
  await insertStaffSession(services.db, {
    id: randomId(),
    merchantId,
    staffId: staff.id,
    tokenHash: sha256(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_MS),
    ip,
  });
  await recordAudit(services.db, {
    merchantId,
    actor: { kind: 'staff', id: staff.id, ip },
    action: 'staff.login',
    entity: 'staff',
    entityId: staff.id,
    at: now,
  });
  return { token, staff: presentStaff(staff) };
}

/** Resolves a staff bearer token on the brand serving the request; sets `request.staff`. */
export async function authenticateStaff(services: AppServices, request: FastifyRequest): Promise<void> {
  const token = bearer(request.headers.authorization);
  if (!token) throw unauthorized();
  const found = await findStaffSession(services.db, sha256(token));
  const now = services.clock.now().getTime();
  if (
    !found ||
    found.session.merchantId !== request.brand.merchant.id ||
    found.session.expiresAt.getTime() <= now ||
    found.session.lastSeenAt.getTime() + STAFF_SESSION_IDLE_MS <= now ||
    found.staff.status !== 'active'
  ) {
    throw unauthorized();
  }
  if (now - found.session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) await touchStaffSession(services.db, found.session.id, new Date(now));
  request.staff = {
    id: found.staff.id,
    merchantId: found.staff.merchantId,
    username: found.staff.username,
    role: found.staff.role,
    sessionId: found.session.id,
  };
}

export async function staffLogout(services: AppServices, request: FastifyRequest): Promise<void> {
  if (request.staff) await revokeStaffSession(services.db, request.staff.sessionId, services.clock.now());
}

/** Creates a staff account (operator CLI, demo seed); an existing username is left as it is. */
export async function createStaff(
  db: DrizzleDb,
  input: { merchantId: number; username: string; displayName: string; role: TStaffRole; password: string },
): Promise<StaffRow> {
  return insertStaff(db, {
    merchantId: input.merchantId,
    username: input.username,
    displayName: input.displayName,
    role: input.role,
    passwordHash: await hashPassword(input.password),
  });
}

/** The staff member of a `staff` contract's request (set by the auth step). */
export function whoStaff(request: FastifyRequest) {
  if (!request.staff) throw new Error('staff contract reached without staff');
  return request.staff;
}

/** Roles that may review money: approve, reject, resolve. */
export const MONEY_REVIEW_ROLES: readonly TStaffRole[] = ['admin', 'finance'];

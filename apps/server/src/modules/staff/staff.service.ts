/**
 * Staff of a brand's back office: their own accounts (argon2id), their own
 * opaque session tokens (only the SHA-256 is stored), roles checked on every
 * staff call, lock after repeated failures. Members' tokens never open staff
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
import {
  clearStaffFailures,
  findStaffByUsername,
  findStaffSession,
  insertStaff,
  insertStaffSession,
  recordStaffFailure,
  revokeStaffSession,
  touchStaffSession,
  type StaffRow,
} from './staff.repository';

export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const STAFF_SESSION_IDLE_MS = 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 60 * 1000;
const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60 * 1000;

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
  input: { username: string; password: string },
  ip: string,
): Promise<{ token: string; staff: TStaff }> {
  const now = services.clock.now();
  const staff = await findStaffByUsername(services.db, merchantId, input.username);
  if (!staff) {
    await verifyAgainstDummy(input.password);
    throw new AppError(401, ErrorCode.invalidCredentials, 'Incorrect username or password');
  }
  if (staff.status !== 'active') throw new AppError(403, ErrorCode.accountDisabled, 'This staff account is disabled');
  if (staff.lockedUntil && staff.lockedUntil.getTime() > now.getTime()) {
    throw new AppError(423, ErrorCode.accountLocked, 'Too many failed logins; try again later');
  }
  if (!(await verifyPassword(staff.passwordHash, input.password))) {
    await recordStaffFailure(services.db, staff.id, now, MAX_FAILURES, LOCK_MS);
    throw new AppError(401, ErrorCode.invalidCredentials, 'Incorrect username or password');
  }
  await clearStaffFailures(services.db, staff.id);
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

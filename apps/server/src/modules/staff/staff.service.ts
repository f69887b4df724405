/**
 * Staff of a brand's back office: their own accounts (argon2id), their own
 * opaque session tokens (only the SHA-256 is stored), roles checked on every
 * staff call, the same guessing limits as members' logins (captcha, then
 * per-address delays; never a lock). Members' tokens never open staff
 * calls and staff tokens never open member calls: they live in other tables.
 */
import {
  BUILTIN_ROLE_PERMISSIONS,
  ErrorCode,
  isBuiltinStaffRole,
  isStaffPermission,
  PLATFORM_ROLE,
  STAFF_PERMISSIONS,
  roleNeedsTotp,
  type TStaff,
  type TStaffPermission,
} from '@wps/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import '../../http/request-context';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { randomId, randomToken, sha256 } from '../../lib/tokens';
import { generateTotpSecret, totpUri, verifyTotp } from '../../lib/totp';
import type { AuthenticatedStaff } from './staff.types';
import type { DrizzleDb } from '../../db/database';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import { consoleIpAllowed } from '../access/access-admin.service';
import { findConsoleAllowIps } from '../brand';
import { beginAttempt, failAttempt, staffAttemptKey, succeedAttempt } from '../access/login-attempts.service';
import { checkCaptcha } from '../verification/verification.service';
import {
  confirmStaffTotp,
  findPlatformStaffByUsername,
  findStaffByUsername,
  findStaffRole,
  findStaffSession,
  insertStaff,
  insertStaffSession,
  listTeam,
  listOpenStaffSessions,
  revokeOwnStaffSession,
  revokeStaffSession,
  staffNames,
  touchStaffSession,
  upsertStaffRole,
  useStaffTotpStep,
  verifyStaffSession,
  type StaffRow,
} from './staff.repository';

export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const STAFF_SESSION_IDLE_MS = 60 * 60 * 1000;
/** A session that must first confirm the authenticator: long enough to install an app and scan a code. */
export const STAFF_ENROL_WINDOW_MS = 15 * 60 * 1000;
const TOUCH_INTERVAL_MS = 60 * 1000;

const unauthorized = () => new AppError(401, ErrorCode.staffUnauthorized, 'Staff login required');

/** A role's permissions: a built-in role's from the contracts, a custom role's as stored (unknown names dropped). */
export function permissionsOf(role: string, customPermissions: readonly string[] | null | undefined): TStaffPermission[] {
  if (role === PLATFORM_ROLE) return [...STAFF_PERMISSIONS];
  if (isBuiltinStaffRole(role)) return [...BUILTIN_ROLE_PERMISSIONS[role]];
  return (customPermissions ?? []).filter(isStaffPermission);
}

async function roleOf(db: DrizzleDb, staff: Pick<StaffRow, 'merchantId' | 'role'>): Promise<{ permissions: TStaffPermission[]; name: string | null }> {
  if (isBuiltinStaffRole(staff.role) || staff.role === PLATFORM_ROLE) return { permissions: permissionsOf(staff.role, null), name: null };
  const custom = await findStaffRole(db, staff.merchantId, staff.role);
  return { permissions: permissionsOf(staff.role, custom?.permissions), name: custom?.name ?? null };
}

/** The brand fields the console shows beside its staff member. */
export interface StaffBrand {
  id: number;
  code: string;
  name: string;
  currency: string;
  gmtOffsetMinutes: number;
  defaultLanguage: string;
  supportedLanguages: string[];
}

export const presentStaff = (
  row: Pick<StaffRow, 'id' | 'username' | 'displayName' | 'role' | 'totpSecret'>,
  role: { permissions: TStaffPermission[]; name: string | null },
  brand: StaffBrand,
): TStaff => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  role: row.role,
  roleName: role.name,
  permissions: role.permissions,
  totp: row.totpSecret !== null,
  brand: { code: brand.code, name: brand.name, currency: brand.currency, gmtOffsetMinutes: brand.gmtOffsetMinutes, languages: [brand.defaultLanguage, ...brand.supportedLanguages.filter((l) => l !== brand.defaultLanguage)] },
});

/** The logged-in staff member as the console shows them. */
export async function describeStaff(db: DrizzleDb, brand: StaffBrand, username: string): Promise<TStaff | null> {
  const row = await findSignInStaff(db, brand.id, username);
  return row ? presentStaff(row, await roleOf(db, row), brand) : null;
}

/** Who signs in with a name on a brand: the brand's own staff member, else one of the platform's staff (any brand's console). */
const findSignInStaff = async (db: DrizzleDb, merchantId: number, username: string) =>
  (await findStaffByUsername(db, merchantId, username)) ?? findPlatformStaffByUsername(db, username);

const bearer = (header: string | undefined): string | null => /^Bearer\s+([A-Za-z0-9_-]{20,128})$/.exec(header?.trim() ?? '')?.[1] ?? null;

export async function staffLogin(
  services: AppServices,
  brand: StaffBrand,
  input: { username: string; password: string; captcha?: string | undefined; otp?: string | undefined },
  client: { ip: string; captchaId: string | undefined; userAgent: string | null },
): Promise<{ token: string; staff: TStaff; enrolment: { secret: string; uri: string } | null }> {
  const merchantId = brand.id;
  const ip = client.ip;
  const now = services.clock.now();
  // Captcha and delays depend on the name typed and the address only: an unknown name is answered like a known one.
  const key = staffAttemptKey(merchantId, input.username, ip);
  const attempt = await beginAttempt(services.db, key, now);
  if (attempt.captcha) await checkCaptcha(services, merchantId, client.captchaId, input.captcha, { captcha: true });
  const staff = await findSignInStaff(services.db, merchantId, input.username);
  const passwordOk = staff ? await verifyPassword(staff.passwordHash, input.password) : (await verifyAgainstDummy(input.password), false);
  if (!staff || !passwordOk) {
    const { captcha } = await failAttempt(services.db, key, attempt, now);
    throw new AppError(401, ErrorCode.invalidCredentials, 'Incorrect username or password', { captcha });
  }
  // Only someone who knows the password learns that the account is disabled or has an authenticator.
  if (staff.status !== 'active') throw new AppError(403, ErrorCode.accountDisabled, 'This staff account is disabled');
  if (staff.totpSecret) {
    if (!input.otp) throw new AppError(403, ErrorCode.otpRequired, 'Enter the code your authenticator shows', { otp: true });
    const step = verifyTotp(staff.totpSecret, input.otp, { now: now.getTime(), lastUsedStep: staff.totpLastStep });
    // A wrong code counts as a failed login: guessing codes meets the captcha and the delays like guessing passwords.
    if (step === null || !(await useStaffTotpStep(services.db, staff.id, step))) {
      const { captcha } = await failAttempt(services.db, key, attempt, now);
      throw new AppError(401, ErrorCode.otpInvalid, 'The code is wrong or was already used', { captcha, otp: true });
    }
  }
  await succeedAttempt(services.db, key);
  const role = await roleOf(services.db, staff);
  // A role that moves money or changes access may not work without the authenticator: enrol now, on this session.
  const enrolSecret = !staff.totpSecret && roleNeedsTotp(role.permissions) ? generateTotpSecret() : null;
  const token = randomToken();
  await insertStaffSession(services.db, {
    id: randomId(),
    merchantId,
    staffId: staff.id,
    tokenHash: sha256(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + (enrolSecret ? STAFF_ENROL_WINDOW_MS : STAFF_SESSION_ABSOLUTE_MS)),
    ip,
    userAgent: client.userAgent?.slice(0, 255) ?? null,
    verified: enrolSecret === null,
    enrolSecret,
  });
  await recordAudit(services.db, {
    merchantId,
    actor: { kind: 'staff', id: staff.id, ip },
    action: enrolSecret ? 'staff.login.enrol' : 'staff.login',
    entity: 'staff',
    entityId: staff.id,
    at: now,
  });
  return {
    token,
    staff: presentStaff(staff, role, brand),
    enrolment: enrolSecret ? { secret: enrolSecret, uri: totpUri({ secret: enrolSecret, account: staff.username, issuer: `${brand.name} console` }) } : null,
  };
}

/** Confirms the authenticator offered at login with its first code: the session becomes a full one. */
export async function enrolStaffTotp(services: AppServices, request: FastifyRequest, otp: string): Promise<TStaff> {
  const who = whoStaff(request);
  const now = services.clock.now();
  const secret = who.enrolSecret;
  if (!secret) throw new AppError(409, ErrorCode.invalidState, 'No authenticator setup is in progress on this session');
  const step = verifyTotp(secret, otp, { now: now.getTime() });
  if (step === null) throw new AppError(401, ErrorCode.otpInvalid, 'The code is wrong; check the time on your phone and try again');
  await services.db.transaction(async (tx) => {
    if (!(await confirmStaffTotp(tx, who.id, secret, step))) throw new AppError(401, ErrorCode.otpInvalid, 'The code was already used');
    await verifyStaffSession(tx, who.sessionId, new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_MS));
    await recordAudit(tx, {
      merchantId: who.merchantId,
      actor: { kind: 'staff', id: who.id, ip: request.clientIp },
      action: 'staff.totp.enrol',
      entity: 'staff',
      entityId: who.id,
      after: { totp: true },
      at: now,
    });
  });
  const described = await describeStaff(services.db, request.brand.merchant, who.username);
  if (!described) throw unauthorized();
  return described;
}

/** 403 `console_ip_refused` when the brand allows its console only from other addresses. */
export async function refuseOutsideConsoleIps(db: DrizzleDb, merchantId: number, ip: string): Promise<void> {
  if (!consoleIpAllowed(await findConsoleAllowIps(db, merchantId), ip)) throw new AppError(403, ErrorCode.consoleIpRefused, 'The console of this brand cannot be used from this address');
}

/** Resolves a staff bearer token on the brand serving the request; sets `request.staff`. */
export async function authenticateStaff(services: AppServices, request: FastifyRequest): Promise<void> {
  const token = bearer(request.headers.authorization);
  if (!token) throw unauthorized();
  request.staff = await resolveStaffToken(services, request.brand.merchant.id, request.clientIp, token);
}

/**
 * The staff member behind a token on a brand, from an address: the session
 * is the brand's, open, not idle too long, and its holder active; the
 * brand's console address list holds. Throws 401 `staff_unauthorized` (or
 * 403 outside the address list). The console's chat socket checks its token
 * the same way.
 */
export async function resolveStaffToken(services: AppServices, merchantId: number, ip: string, token: string): Promise<AuthenticatedStaff> {
  const found = await findStaffSession(services.db, sha256(token));
  const now = services.clock.now().getTime();
  // The brand's console address list holds for every call, not only the sign-in (read fresh: a change holds at once).
  await refuseOutsideConsoleIps(services.db, merchantId, ip);
  if (
    !found ||
    found.session.merchantId !== merchantId ||
    found.session.expiresAt.getTime() <= now ||
    found.session.lastSeenAt.getTime() + STAFF_SESSION_IDLE_MS <= now ||
    found.staff.status !== 'active'
  ) {
    throw unauthorized();
  }
  if (now - found.session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) await touchStaffSession(services.db, found.session.id, new Date(now));
  return {
    id: found.staff.id,
    // The brand of the session: the platform's staff work on the brand they signed in on.
    merchantId: found.session.merchantId,
    username: found.staff.username,
    role: found.staff.role,
    permissions: new Set(permissionsOf(found.staff.role, found.customPermissions)),
    sessionId: found.session.id,
    verified: found.session.verified,
    enrolSecret: found.session.enrolSecret,
  };
}

/** The brand's active staff who hold a permission, by display name (who may take over a chat). */
export async function staffHolding(services: AppServices, merchantId: number, permission: TStaffPermission): Promise<{ id: number; name: string }[]> {
  const rows = await listTeam(services.db, merchantId, services.clock.now());
  return rows
    .filter((r) => r.staff.status === 'active' && permissionsOf(r.staff.role, r.rolePermissions).includes(permission))
    .map((r) => ({ id: r.staff.id, name: r.staff.displayName }));
}

export async function staffLogout(services: AppServices, request: FastifyRequest): Promise<void> {
  if (request.staff) await revokeStaffSession(services.db, request.staff.sessionId, services.clock.now());
}

/** Creates a staff account (operator CLI, demo seed); an existing username is left as it is. */
export async function createStaff(
  db: DrizzleDb,
  input: { merchantId: number; username: string; displayName: string; role: string; password: string },
): Promise<StaffRow> {
  return insertStaff(db, {
    merchantId: input.merchantId,
    username: input.username,
    displayName: input.displayName,
    role: input.role,
    passwordHash: await hashPassword(input.password),
  });
}

/** Creates or replaces a brand's custom role (a code that is not a built-in role's). */
export async function saveStaffRole(
  db: DrizzleDb,
  input: { merchantId: number; code: string; name: string; permissions: readonly TStaffPermission[] },
) {
  if (isBuiltinStaffRole(input.code) || input.code === PLATFORM_ROLE) throw new AppError(409, ErrorCode.invalidState, 'A built-in role cannot be redefined');
  return upsertStaffRole(db, { merchantId: input.merchantId, code: input.code, name: input.name, permissions: [...new Set(input.permissions)] });
}

/** Usernames of the brand's staff by id (who asked for or decided something). */
export const staffNamesOf = (db: DrizzleDb, merchantId: number, ids: number[]) => staffNames(db, merchantId, ids);

/** The staff member of a `staff` contract's request (set by the auth step). */
export function whoStaff(request: FastifyRequest) {
  if (!request.staff) throw new Error('staff contract reached without staff');
  return request.staff;
}

/** The staff member of a request as audits and reviews name them: id and address. */
export const staffActor = (request: FastifyRequest) => ({ id: whoStaff(request).id, ip: request.clientIp });

/** The caller's open sessions. */
export async function ownStaffSessions(services: AppServices, request: FastifyRequest) {
  const who = whoStaff(request);
  const rows = await listOpenStaffSessions(services.db, who.id, services.clock.now());
  return {
    list: rows.map((r) => ({
      id: r.id,
      current: r.id === who.sessionId,
      ip: r.ip,
      userAgent: r.userAgent,
      createdAt: r.createdAt.getTime(),
      lastSeenAt: r.lastSeenAt.getTime(),
      expiresAt: r.expiresAt.getTime(),
    })),
  };
}

/** Ends one of the caller's sessions (another device, or this one). */
export async function revokeOwnSession(services: AppServices, request: FastifyRequest, id: string): Promise<void> {
  const who = whoStaff(request);
  const now = services.clock.now();
  if (!(await revokeOwnStaffSession(services.db, who.id, id, now))) throw AppError.notFound('No such open session');
  await recordAudit(services.db, {
    merchantId: who.merchantId,
    actor: { kind: 'staff', id: who.id, ip: request.clientIp },
    action: 'staff.session.revoke',
    entity: 'staff_session',
    entityId: id,
    at: now,
  });
}

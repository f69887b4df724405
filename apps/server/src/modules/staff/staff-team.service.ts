/**
 * The brand's staff and roles as an admin manages them in the console. Two
 * rules keep it safe: nobody grants what they do not hold (a role's
 * permissions and a role given to someone stay within the granter's own),
 * and nobody locks themselves out (no disabling or re-roling oneself).
 * Every change is audited; disabling, a new role and a reset authenticator
 * end the staff member's sessions at once.
 */
import {
  BUILTIN_ROLE_PERMISSIONS,
  BUILTIN_STAFF_ROLES,
  ErrorCode,
  isBuiltinStaffRole,
  isPlatformPermission,
  PLATFORM_ROLE,
  type TStaffMember,
  type TStaffPermission,
} from '@wps/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { isCommonPassword } from '../../lib/common-passwords';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import {
  deleteCustomRole,
  findStaffById,
  findStaffByUsername,
  findStaffRole,
  listCustomRoles,
  listOpenStaffSessions,
  listTeam,
  revokeAllStaffSessions,
  revokeBrandStaffSession,
  roleHolders,
  updateStaffUser,
  type StaffRow,
} from './staff.repository';
import { createStaff, permissionsOf, saveStaffRole, whoStaff } from './staff.service';

type Services = Pick<AppServices, 'db' | 'clock'>;

const actorOf = (request: FastifyRequest) => ({ kind: 'staff' as const, id: whoStaff(request).id, ip: request.clientIp });

/** The permissions of a role code in the brand, or null when there is no such role. */
async function rolePermissions(services: Services, merchantId: number, code: string): Promise<{ permissions: TStaffPermission[]; name: string | null } | null> {
  if (isBuiltinStaffRole(code) || code === PLATFORM_ROLE) return { permissions: permissionsOf(code, null), name: null };
  const custom = await findStaffRole(services.db, merchantId, code);
  return custom ? { permissions: permissionsOf(code, custom.permissions), name: custom.name } : null;
}

/** Refuses to hand out a permission the granter does not hold. */
function withinOwn(request: FastifyRequest, permissions: readonly TStaffPermission[]): void {
  const own = whoStaff(request).permissions;
  const beyond = permissions.filter((p) => !own.has(p));
  if (beyond.length > 0) throw new AppError(403, ErrorCode.forbidden, `You cannot grant what you do not hold: ${beyond.join(', ')}`);
}

/** One staff member as the team list shows them (one row read, not the whole team). */
async function member(services: Services, merchantId: number, id: number): Promise<TStaffMember> {
  const [found] = (await teamList(services, merchantId, id)).list;
  if (!found) throw AppError.notFound('No such staff member');
  return found;
}

export async function teamList(services: Services, merchantId: number, staffId?: number) {
  const rows = await listTeam(services.db, merchantId, services.clock.now(), staffId);
  return {
    list: rows.map((r) => ({
      id: r.staff.id,
      username: r.staff.username,
      displayName: r.staff.displayName,
      role: r.staff.role,
      roleName: r.roleName,
      status: r.staff.status,
      totp: r.staff.totpSecret !== null,
      openSessions: Number(r.openSessions),
      lastSeenAt: r.lastSeenAt ? new Date(r.lastSeenAt).getTime() : null,
      createdAt: r.staff.createdAt.getTime(),
    })),
  };
}

export async function addMember(services: Services, request: FastifyRequest, input: { username: string; displayName: string; role: string; password: string }) {
  const merchantId = whoStaff(request).merchantId;
  const role = await rolePermissions(services, merchantId, input.role);
  if (!role) throw new AppError(400, ErrorCode.validation, `No role ${input.role} in this brand`, { field: 'role' });
  withinOwn(request, role.permissions);
  if (isCommonPassword(input.password)) throw new AppError(400, ErrorCode.passwordCommon, 'This password is one of the most common ones; choose another');
  if (await findStaffByUsername(services.db, merchantId, input.username)) throw new AppError(409, ErrorCode.usernameTaken, 'This username is taken');
  const row = await createStaff(services.db, { merchantId, ...input });
  await recordAudit(services.db, {
    merchantId,
    actor: actorOf(request),
    action: 'staff.create',
    entity: 'staff',
    entityId: row.id,
    after: { username: row.username, displayName: row.displayName, role: row.role, status: row.status },
    at: services.clock.now(),
  });
  return member(services, merchantId, row.id);
}

const picture = (r: StaffRow) => ({ displayName: r.displayName, role: r.role, status: r.status, totp: r.totpSecret !== null });

export async function changeMember(
  services: Services,
  request: FastifyRequest,
  input: { id: number; displayName?: string | undefined; role?: string | undefined; status?: 'active' | 'disabled' | undefined; reason: string },
) {
  const me = whoStaff(request);
  const before = await findStaffById(services.db, me.merchantId, input.id);
  if (!before) throw AppError.notFound('No such staff member');
  if (before.id === me.id && ((input.role !== undefined && input.role !== before.role) || input.status === 'disabled')) {
    throw new AppError(409, ErrorCode.invalidState, 'You cannot change your own role or disable yourself; ask another admin');
  }
  if (input.role !== undefined) {
    const role = await rolePermissions(services, me.merchantId, input.role);
    if (!role) throw new AppError(400, ErrorCode.validation, `No role ${input.role} in this brand`, { field: 'role' });
    withinOwn(request, role.permissions);
  }
  // Nobody reshapes a staff member who holds more than they do.
  const current = await rolePermissions(services, me.merchantId, before.role);
  if (current) withinOwn(request, current.permissions);
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const after = await updateStaffUser(tx, before.id, {
      ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
      ...(input.role !== undefined ? { role: input.role } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
    });
    // A disabled account or a new role: the old sessions end now (the new role is read at the next sign-in).
    if (after.status === 'disabled' || after.role !== before.role) await revokeAllStaffSessions(tx, before.id, now);
    await recordAudit(tx, {
      merchantId: me.merchantId,
      actor: actorOf(request),
      action: 'staff.update',
      entity: 'staff',
      entityId: before.id,
      before: picture(before),
      after: picture(after),
      reason: input.reason,
      at: now,
    });
  });
  return member(services, me.merchantId, before.id);
}

export async function resetMemberTotp(services: Services, request: FastifyRequest, input: { id: number; reason: string }) {
  const me = whoStaff(request);
  const before = await findStaffById(services.db, me.merchantId, input.id);
  if (!before) throw AppError.notFound('No such staff member');
  const current = await rolePermissions(services, me.merchantId, before.role);
  if (current) withinOwn(request, current.permissions);
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const after = await updateStaffUser(tx, before.id, { totpSecret: null, totpLastStep: null });
    await revokeAllStaffSessions(tx, before.id, now);
    await recordAudit(tx, {
      merchantId: me.merchantId,
      actor: actorOf(request),
      action: 'staff.totp.reset',
      entity: 'staff',
      entityId: before.id,
      before: picture(before),
      after: picture(after),
      reason: input.reason,
      at: now,
    });
  });
  return member(services, me.merchantId, before.id);
}

export async function memberSessions(services: Services, request: FastifyRequest, id: number) {
  const me = whoStaff(request);
  if (!(await findStaffById(services.db, me.merchantId, id))) throw AppError.notFound('No such staff member');
  const rows = await listOpenStaffSessions(services.db, id, services.clock.now());
  return {
    list: rows.map((r) => ({
      id: r.id,
      current: r.id === me.sessionId,
      ip: r.ip,
      userAgent: r.userAgent,
      createdAt: r.createdAt.getTime(),
      lastSeenAt: r.lastSeenAt.getTime(),
      expiresAt: r.expiresAt.getTime(),
    })),
  };
}

export async function endMemberSession(services: Services, request: FastifyRequest, input: { id: string; reason: string }) {
  const me = whoStaff(request);
  const now = services.clock.now();
  const staffId = await revokeBrandStaffSession(services.db, me.merchantId, input.id, now);
  if (staffId === null) throw AppError.notFound('No such open session');
  await recordAudit(services.db, {
    merchantId: me.merchantId,
    actor: actorOf(request),
    action: 'staff.session.revoke',
    entity: 'staff_session',
    entityId: input.id,
    after: { staffId },
    reason: input.reason,
    at: now,
  });
}

export async function roleList(services: Services, merchantId: number) {
  const [custom, holders] = await Promise.all([listCustomRoles(services.db, merchantId), roleHolders(services.db, merchantId)]);
  return {
    list: [
      ...BUILTIN_STAFF_ROLES.map((code) => ({ code, name: null, builtin: true, permissions: [...BUILTIN_ROLE_PERMISSIONS[code]], members: holders.get(code) ?? 0 })),
      ...custom.map((r) => ({ code: r.code, name: r.name, builtin: false, permissions: permissionsOf(r.code, r.permissions), members: holders.get(r.code) ?? 0 })),
    ],
  };
}

export async function saveRole(services: Services, request: FastifyRequest, input: { code: string; name: string; permissions: TStaffPermission[]; reason: string }) {
  const merchantId = whoStaff(request).merchantId;
  const platformOnly = input.permissions.filter(isPlatformPermission);
  if (platformOnly.length > 0) throw new AppError(403, ErrorCode.forbidden, `A brand's role cannot hold what only the platform's staff see: ${platformOnly.join(', ')}`);
  withinOwn(request, input.permissions);
  const before = await findStaffRole(services.db, merchantId, input.code);
  if (before) withinOwn(request, permissionsOf(before.code, before.permissions));
  const now = services.clock.now();
  const saved = await services.db.transaction(async (tx) => {
    const row = await saveStaffRole(tx, { merchantId, code: input.code, name: input.name, permissions: input.permissions });
    await recordAudit(tx, {
      merchantId,
      actor: actorOf(request),
      action: before ? 'role.update' : 'role.create',
      entity: 'role',
      entityId: input.code,
      before: before ? { name: before.name, permissions: before.permissions } : null,
      after: { name: row.name, permissions: row.permissions },
      reason: input.reason,
      at: now,
    });
    return row;
  });
  const holders = await roleHolders(services.db, merchantId);
  return { code: saved.code, name: saved.name, builtin: false, permissions: permissionsOf(saved.code, saved.permissions), members: holders.get(saved.code) ?? 0 };
}

export async function removeRole(services: Services, request: FastifyRequest, input: { code: string; reason: string }) {
  const merchantId = whoStaff(request).merchantId;
  if (isBuiltinStaffRole(input.code)) throw new AppError(409, ErrorCode.invalidState, 'A built-in role cannot be removed');
  const holders = await roleHolders(services.db, merchantId);
  if ((holders.get(input.code) ?? 0) > 0) throw new AppError(409, ErrorCode.invalidState, 'Staff still hold this role; give them another first');
  const before = await findStaffRole(services.db, merchantId, input.code);
  if (!before) throw AppError.notFound('No such role');
  await services.db.transaction(async (tx) => {
    await deleteCustomRole(tx, merchantId, input.code);
    await recordAudit(tx, {
      merchantId,
      actor: actorOf(request),
      action: 'role.delete',
      entity: 'role',
      entityId: input.code,
      before: { name: before.name, permissions: before.permissions },
      after: null,
      reason: input.reason,
      at: services.clock.now(),
    });
  });
}

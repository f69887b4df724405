import { z } from 'zod';
import { ZRowId, ZRowIdParam } from '../shared/safe-text';
import { STAFF_PERMISSIONS } from './staff-access';
import { ZStaffSession } from './staff.schemas';
import { ZReason } from './staff-settings.schemas';

/*
 * The brand's staff and roles, managed in the console (permission
 * staff.manage). Nobody grants what they do not hold: a role's permissions,
 * and the role given to a staff member, stay within the granter's own.
 */

export const ZStaffRoleCode = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]{1,31}$/, 'Lower-case letters, digits and dashes, 2 to 32, starting with a letter');

export const ZStaffMember = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.string(),
  roleName: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  totp: z.boolean(),
  openSessions: z.number().int(),
  lastSeenAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;
export const ZStaffMembers = z.object({ list: z.array(ZStaffMember) });

export const ZStaffRole = z.object({
  code: z.string(),
  /** Null for a built-in role (the console names it in the reader's language). */
  name: z.string().nullable(),
  builtin: z.boolean(),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  /** How many staff hold it. */
  members: z.number().int(),
});
export const ZStaffRoles = z.object({ list: z.array(ZStaffRole) });


export const ZCreateStaffBody = z.object({
  username: z.string().trim().regex(/^[A-Za-z][A-Za-z0-9._-]{2,31}$/, '3 to 32 letters, digits, . _ -, starting with a letter'),
  displayName: z.string().trim().min(1, 'Input cannot be empty').max(80),
  role: ZStaffRoleCode,
  /** The first password; the staff member signs in with it (and sets up the authenticator if the role needs one). */
  password: z.string().min(10, 'At least 10 characters').max(128),
});

export const ZUpdateStaffBody = z.object({
  id: ZRowId,
  displayName: z.string().trim().min(1).max(80).optional(),
  role: ZStaffRoleCode.optional(),
  status: z.enum(['active', 'disabled']).optional(),
  reason: ZReason,
});

export const ZStaffIdBody = z.object({ id: ZRowId, reason: ZReason });

export const ZSaveRoleBody = z.object({
  code: ZStaffRoleCode,
  name: z.string().trim().min(1, 'Input cannot be empty').max(80),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)).max(STAFF_PERMISSIONS.length),
  reason: ZReason,
});
export const ZDeleteRoleBody = z.object({ code: ZStaffRoleCode, reason: ZReason });

export const ZStaffSessionsQuery = z.object({ id: ZRowIdParam });
export const ZStaffMemberSessions = z.object({ list: z.array(ZStaffSession) });
export const ZRevokeStaffSessionBody = z.object({ id: z.string().trim().min(1).max(64), reason: ZReason });

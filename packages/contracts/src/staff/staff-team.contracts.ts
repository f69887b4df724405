import { z } from 'zod';
import { defineContract } from '../contract';
import {
  ZCreateStaffBody,
  ZDeleteRoleBody,
  ZRevokeStaffSessionBody,
  ZSaveRoleBody,
  ZStaffIdBody,
  ZStaffMember,
  ZStaffMemberSessions,
  ZStaffMembers,
  ZStaffRole,
  ZStaffRoles,
  ZStaffSessionsQuery,
  ZUpdateStaffBody,
} from './staff-team.schemas';

const staff = ['Staff'];
const manage = { permission: 'staff.manage' } as const;

export const staffTeam = defineContract({
  method: 'GET',
  path: '/wps/staff/team',
  summary: "The brand's staff: role, status, authenticator, open sessions",
  tags: staff,
  auth: false,
  staff: manage,
  value: ZStaffMembers,
});

export const staffCreateMember = defineContract({
  method: 'POST',
  path: '/wps/staff/team/create',
  summary: 'Add a staff member with a role within your own permissions (audited)',
  tags: staff,
  auth: false,
  staff: manage,
  body: ZCreateStaffBody,
  value: ZStaffMember,
});

export const staffUpdateMember = defineContract({
  method: 'POST',
  path: '/wps/staff/team/update',
  summary: "Change a staff member's name, role or status; disabling ends their sessions (audited; never yourself)",
  tags: staff,
  auth: false,
  staff: manage,
  body: ZUpdateStaffBody,
  value: ZStaffMember,
});

export const staffResetTotp = defineContract({
  method: 'POST',
  path: '/wps/staff/team/reset-totp',
  summary: "Clear a staff member's authenticator (a lost phone): their sessions end and the next sign-in sets it up again (audited)",
  tags: staff,
  auth: false,
  staff: manage,
  body: ZStaffIdBody,
  value: ZStaffMember,
});

export const staffMemberSessions = defineContract({
  method: 'GET',
  path: '/wps/staff/team/sessions',
  summary: "A staff member's open sessions",
  tags: staff,
  auth: false,
  staff: manage,
  query: ZStaffSessionsQuery,
  value: ZStaffMemberSessions,
});

export const staffEndMemberSession = defineContract({
  method: 'POST',
  path: '/wps/staff/team/sessions/revoke',
  summary: "End any staff session of the brand at once (audited)",
  tags: staff,
  auth: false,
  staff: manage,
  body: ZRevokeStaffSessionBody,
  value: z.null(),
});

export const staffRoleList = defineContract({
  method: 'GET',
  path: '/wps/staff/roles',
  summary: 'The built-in roles and the brand’s custom ones, with their permissions',
  tags: staff,
  auth: false,
  staff: manage,
  value: ZStaffRoles,
});

export const staffSaveRole = defineContract({
  method: 'POST',
  path: '/wps/staff/roles/save',
  summary: 'Create or change a custom role from permissions you hold yourself (audited)',
  tags: staff,
  auth: false,
  staff: manage,
  body: ZSaveRoleBody,
  value: ZStaffRole,
});

export const staffDeleteRole = defineContract({
  method: 'POST',
  path: '/wps/staff/roles/delete',
  summary: 'Remove a custom role nobody holds (audited)',
  tags: staff,
  auth: false,
  staff: manage,
  body: ZDeleteRoleBody,
  value: z.null(),
});

import { z } from 'zod';
import { defineContract } from '../contract';
import { pageOf } from '../wallet/wallet.schemas';
import {
  ZMemberStatusBody,
  ZMemberStatusValue,
  ZAuditPage,
  ZAuditQuery,
  ZRejectBody,
  ZResolveReceiptBody,
  ZReviewBody,
  ZRevokeSessionBody,
  ZStaffSessions,
  ZTotpEnrolBody,
  ZStaff,
  ZStaffDeposit,
  ZStaffDepositQuery,
  ZStaffLoginBody,
  ZStaffLoginValue,
  ZStaffWithdrawal,
  ZStaffWithdrawalQuery,
  ZUploadQuery,
  ZUploadValue,
} from './staff.schemas';

/** The staff API behind the operator console. Staff tokens only; each call names the permission it needs. */
const staff = ['Staff'];

export const staffLogin = defineContract({
  method: 'POST',
  path: '/wps/staff/session',
  summary: 'Staff log in (a staff account of the brand, not a member)',
  tags: staff,
  auth: false,
  body: ZStaffLoginBody,
  value: ZStaffLoginValue,
});

export const staffLogout = defineContract({
  method: 'DELETE',
  path: '/wps/staff/session',
  summary: 'Staff log out',
  tags: staff,
  auth: false,
  staff: { permission: 'self', enrolment: true },
  value: z.null(),
});

export const staffMe = defineContract({
  method: 'GET',
  path: '/wps/staff/me',
  summary: 'The logged-in staff member',
  tags: staff,
  auth: false,
  staff: { permission: 'self', enrolment: true },
  value: ZStaff,
});

export const staffDeposits = defineContract({
  method: 'GET',
  path: '/wps/staff/deposits',
  summary: 'Deposits of the brand, oldest pending first when filtered by status',
  tags: staff,
  auth: false,
  staff: { permission: 'finance.view' },
  query: ZStaffDepositQuery,
  value: pageOf(ZStaffDeposit),
});

export const staffApproveDeposit = defineContract({
  method: 'POST',
  path: '/wps/staff/deposits/approve',
  summary: 'Approve a pending deposit: credits the member once (finance, admin)',
  tags: staff,
  auth: false,
  staff: { permission: 'finance.review' },
  body: ZReviewBody,
  value: ZStaffDeposit,
});

export const staffRejectDeposit = defineContract({
  method: 'POST',
  path: '/wps/staff/deposits/reject',
  summary: 'Reject a pending deposit with a reason (finance, admin)',
  tags: staff,
  auth: false,
  staff: { permission: 'finance.review' },
  body: ZRejectBody,
  value: ZStaffDeposit,
});

export const staffWithdrawals = defineContract({
  method: 'GET',
  path: '/wps/staff/withdrawals',
  summary: 'Withdrawals of the brand',
  tags: staff,
  auth: false,
  staff: { permission: 'finance.view' },
  query: ZStaffWithdrawalQuery,
  value: pageOf(ZStaffWithdrawal),
});

export const staffApproveWithdrawal = defineContract({
  method: 'POST',
  path: '/wps/staff/withdrawals/approve',
  summary: 'Approve a withdrawal; at or above the brand threshold the first approval waits for a second staff member',
  tags: staff,
  auth: false,
  staff: { permission: 'finance.review' },
  body: ZReviewBody,
  value: ZStaffWithdrawal,
});

export const staffRejectWithdrawal = defineContract({
  method: 'POST',
  path: '/wps/staff/withdrawals/reject',
  summary: 'Reject a processing withdrawal: the locked funds return to the main wallet',
  tags: staff,
  auth: false,
  staff: { permission: 'finance.review' },
  body: ZRejectBody,
  value: ZStaffWithdrawal,
});

export const staffResolveReceipt = defineContract({
  method: 'POST',
  path: '/wps/staff/withdrawals/resolve',
  summary: 'Resolve a not-received or partial report: refund the missing amount or close it',
  tags: staff,
  auth: false,
  staff: { permission: 'finance.review' },
  body: ZResolveReceiptBody,
  value: ZStaffWithdrawal,
});

export const staffUpload = defineContract({
  method: 'GET',
  path: '/wps/staff/upload',
  summary: 'A receipt or proof image a member uploaded (base64)',
  tags: staff,
  auth: false,
  staff: { permission: 'finance.view' },
  query: ZUploadQuery,
  value: ZUploadValue,
});

export const staffAudit = defineContract({
  method: 'GET',
  path: '/wps/staff/audit',
  summary: 'The audit log: who did what, when, before and after, and why (admin)',
  tags: staff,
  auth: false,
  staff: { permission: 'audit.view' },
  query: ZAuditQuery,
  value: ZAuditPage,
});

export const staffMemberStatus = defineContract({
  method: 'POST',
  path: '/wps/staff/members/status',
  summary: "Disable or enable a member (admin); disabling ends the member's sessions and game tokens at once, audited with the reason",
  tags: staff,
  auth: false,
  staff: { permission: 'players.manage' },
  body: ZMemberStatusBody,
  value: ZMemberStatusValue,
});

export const staffTotpEnrol = defineContract({
  method: 'POST',
  path: '/wps/staff/totp/enrol',
  summary: "Confirm the authenticator with a code from the secret the login answered: the session becomes a full one and every later login needs a code",
  tags: staff,
  auth: false,
  staff: { permission: 'self', enrolment: true },
  body: ZTotpEnrolBody,
  value: ZStaff,
});

export const staffSessions = defineContract({
  method: 'GET',
  path: '/wps/staff/sessions',
  summary: "The caller's open sessions (address, device, last seen)",
  tags: staff,
  auth: false,
  staff: { permission: 'self' },
  value: ZStaffSessions,
});

export const staffRevokeSession = defineContract({
  method: 'POST',
  path: '/wps/staff/sessions/revoke',
  summary: "End one of the caller's sessions at once",
  tags: staff,
  auth: false,
  staff: { permission: 'self' },
  body: ZRevokeSessionBody,
  value: z.null(),
});

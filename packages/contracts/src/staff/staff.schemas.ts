import { z } from 'zod';
import { ZRowId, ZRowIdParam } from '../shared/safe-text';
import { STAFF_PERMISSIONS } from './staff-access';
import { ZMinor, ZPositiveMinor } from '../wallet/money.schemas';
import { DEPOSIT_STATUSES, RECEIPT_STATUSES, WITHDRAWAL_STATUSES, ZPageQuery, pageOf } from '../wallet/wallet.schemas';

export const ZStaff = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  /** The role's code: a built-in role (the console names it in the staff member's language) or a custom one. */
  role: z.string(),
  /** A custom role's name as the admin wrote it; null for the built-in roles. */
  roleName: z.string().nullable(),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  /** The authenticator is set up: every login needs its code. */
  totp: z.boolean(),
  /** The brand the console works on: its numbers are in this currency and GMT offset. */
  brand: z.object({
    code: z.string(),
    name: z.string(),
    currency: z.string(),
    gmtOffsetMinutes: z.number().int(),
    /** The languages its content is written in (upper case, the default first). */
    languages: z.array(z.string()),
  }),
});
export type TStaff = z.infer<typeof ZStaff>;

/** A 6-digit authenticator code (spaces as people type them are dropped). */
export const ZOtp = z
  .string()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'));

export const ZStaffLoginBody = z.object({
  username: z.string().trim().min(1, 'Input cannot be empty').max(64),
  password: z.string().min(1, 'Input cannot be empty').max(128),
  /** Required once the name or the address has failed logins (the answer's `value.captcha`); the image comes from GET /wps/captcha. */
  captcha: z.string().trim().max(16).optional(),
  /** The authenticator's code, once it is set up (without it the answer is 403 `otp_required`). */
  otp: ZOtp.optional(),
});
/**
 * `enrolment` set: the role needs the authenticator and it is not set up yet. The token
 * then opens only `POST /wps/staff/totp/enrol` (with a code from this secret), `GET /wps/staff/me`
 * and logging out, until the code is confirmed.
 */
export const ZStaffLoginValue = z.object({
  token: z.string(),
  staff: ZStaff,
  enrolment: z.object({ secret: z.string(), uri: z.string() }).nullable(),
});
export const ZTotpEnrolBody = z.object({ otp: ZOtp });

export const ZStaffSession = z.object({
  id: z.string(),
  /** The session of this request. */
  current: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.number().int(),
  lastSeenAt: z.number().int(),
  expiresAt: z.number().int(),
});
export const ZStaffSessions = z.object({ list: z.array(ZStaffSession) });
export const ZRevokeSessionBody = z.object({ id: z.string().trim().min(1).max(64) });

export const ZStaffDeposit = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  channelCode: z.string(),
  kind: z.enum(['bank', 'gateway']),
  amount: ZMinor,
  fee: ZMinor,
  status: z.enum(DEPOSIT_STATUSES),
  payerName: z.string().nullable(),
  reference: z.string().nullable(),
  gatewayTxnId: z.string().nullable(),
  reason: z.string().nullable(),
  receiptUploadIds: z.array(z.number().int()),
  reviewedBy: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type TStaffDeposit = z.infer<typeof ZStaffDeposit>;

export const ZStaffWithdrawal = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  amount: ZMinor,
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  payeeName: z.string(),
  accountNumber: z.string(),
  /** At or above the brand's threshold: two different staff must approve. */
  needsSecondApproval: z.boolean(),
  firstApprovedBy: z.number().int().nullable(),
  reviewedBy: z.number().int().nullable(),
  reason: z.string().nullable(),
  receiptStatus: z.enum(RECEIPT_STATUSES).nullable(),
  receivedAmount: ZMinor.nullable(),
  receiptNote: z.string().nullable(),
  receiptForced: z.boolean(),
  proofUploadIds: z.array(z.number().int()),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type TStaffWithdrawal = z.infer<typeof ZStaffWithdrawal>;

export const ZStaffDepositQuery = ZPageQuery.extend({ status: z.enum(DEPOSIT_STATUSES).optional() });
export const ZStaffWithdrawalQuery = ZPageQuery.extend({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  /** Processing withdrawals by approval: none yet, or the first given and the second awaited (two-person rule). */
  approval: z.enum(['none', 'first']).optional(),
  receiptStatus: z.enum(RECEIPT_STATUSES).optional(),
});
export const ZReviewBody = z.object({ id: ZRowId, reason: z.string().trim().max(500).optional() });
export const ZRejectBody = z.object({ id: ZRowId, reason: z.string().trim().min(1, 'Input cannot be empty').max(500) });
/** A withdrawal reported not (fully) received: refund what did not arrive to the main wallet, or close the report. */
export const ZResolveReceiptBody = z.object({
  id: ZRowId,
  action: z.enum(['refund', 'close']),
  amount: ZPositiveMinor.optional(),
  reason: z.string().trim().min(1, 'Input cannot be empty').max(500),
});

export const ZUploadQuery = z.object({ id: ZRowIdParam });
export const ZUploadValue = z.object({ id: z.number().int(), mime: z.string(), size: z.number().int(), data: z.string() });

export const ZAuditEntry = z.object({
  id: z.number().int(),
  actorKind: z.string(),
  actorId: z.number().int().nullable(),
  /** The staff member's username when a staff member wrote it. */
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.number().int(),
});
export const ZAuditQuery = ZPageQuery.extend({
  entity: z.string().max(64).optional(),
  entityId: z.string().max(64).optional(),
  /** Actions starting with this text (`deposit.` for every deposit action). */
  action: z.string().max(64).optional(),
  /** A staff member's writes. */
  actorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Epoch milliseconds, inclusive start and exclusive end. */
  from: z.coerce.number().int().nonnegative().max(8_640_000_000_000_000).optional(),
  to: z.coerce.number().int().nonnegative().max(8_640_000_000_000_000).optional(),
}).superRefine((q, ctx) => {
  if (q.from !== undefined && q.to !== undefined && q.to <= q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'the end comes before the start' });
});
export const ZAuditPage = pageOf(ZAuditEntry);

/** Disable or enable a member of the brand (admin): disabling ends their sessions and game tokens at once. */
export const ZMemberStatusBody = z.object({
  memberId: ZRowId,
  status: z.enum(['active', 'disabled']),
  reason: z.string().trim().min(1, 'Input cannot be empty').max(500),
});
export const ZMemberStatusValue = z.object({ memberId: z.number().int(), status: z.enum(['active', 'disabled']), changed: z.boolean(), gameTokensEnded: z.number().int() });

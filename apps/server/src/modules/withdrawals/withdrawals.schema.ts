import { RECEIPT_STATUSES, WITHDRAWAL_STATUSES } from '@wps/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, merchantRef, money, tz } from '../../db/columns';
import { memberRef } from '../member/member.schema';
import { staffUsers } from '../staff/staff.schema';

/**
 * The brand's list of banks a member may bind an account of (the withdraw
 * page's bank select). A member's account keeps the bank's name as it was
 * chosen; a bank taken off the list (disabled) stays on the accounts bound to it.
 */
export const merchantBanks = pgTable(
  'merchant_banks',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** Short code, unique per brand (BDO, BPI...). */
    code: text('code').notNull(),
    /** The name shown and stored on the member's account. */
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('merchant_banks_code_unique').on(t.merchantId, t.code),
    uniqueIndex('merchant_banks_name_unique').on(t.merchantId, t.name),
    check('merchant_banks_status_check', sql`${t.status} in ('active', 'disabled')`),
  ],
);

/** A member's bank accounts for withdrawals. Removal keeps the row (withdrawals refer to it). */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    bankName: text('bank_name').notNull(),
    payeeName: text('payee_name').notNull(),
    accountNumber: text('account_number').notNull(),
    status: text('status', { enum: ['active', 'removed'] }).notNull().default('active'),
    createdAt: tz('created_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [
    index('member_bank_accounts_number_idx').on(t.merchantId, t.accountNumber),
    uniqueIndex('member_bank_accounts_unique').on(t.memberId, t.accountNumber).where(sql`${t.status} = 'active'`),
    index('member_bank_accounts_member_idx').on(t.memberId),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => memberBankAccounts.id),
    /** The payee as it was when requested (the bound account may change later). */
    bankName: text('bank_name').notNull(),
    payeeName: text('payee_name').notNull(),
    accountNumber: text('account_number').notNull(),
    requestId: text('request_id').notNull(),
    orderNo: text('order_no').notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('processing'),
    /** Large withdrawals: the first of two approvals. */
    firstApprovedBy: integer('first_approved_by').references(() => staffUsers.id),
    firstApprovedAt: tz('first_approved_at'),
    reviewedBy: integer('reviewed_by').references(() => staffUsers.id),
    reviewedAt: tz('reviewed_at'),
    reason: text('reason'),
    /** After approval: the member's confirmation of receipt (null until approved). */
    receiptStatus: text('receipt_status', { enum: RECEIPT_STATUSES }),
    receivedAmount: money('received_amount'),
    receiptNote: text('receipt_note'),
    /** Confirmed by the system after the brand's auto-confirm minutes: final, cannot be reversed. */
    receiptForced: boolean('receipt_forced').notNull().default(false),
    receiptAt: tz('receipt_at'),
    createdAt: tz('created_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('withdrawals_request_unique').on(t.memberId, t.requestId),
    uniqueIndex('withdrawals_order_unique').on(t.merchantId, t.orderNo),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.merchantId, t.status, t.createdAt),
    index('withdrawals_reviewed_idx').on(t.merchantId, t.status, t.reviewedAt),
    index('withdrawals_receipt_idx').on(t.receiptStatus, t.reviewedAt),
    check('withdrawals_status_check', inList(t.status, WITHDRAWAL_STATUSES)),
    check('withdrawals_amount_check', sql`${t.amount} > 0`),
  ],
);

import { DEPOSIT_STATUSES } from '@wps/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, inList, merchantRef, money, tz } from '../../db/columns';
import { memberRef } from '../member/member.schema';
import { staffUsers } from '../staff/staff.schema';

/** Where members deposit: a bank account of the brand (manual review) or a payment gateway (signed callback). */
export const PAYMENT_CHANNEL_KINDS = ['bank', 'gateway'] as const;
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: text('code').notNull(),
    kind: text('kind', { enum: PAYMENT_CHANNEL_KINDS }).notNull(),
    name: text('name').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    /** Fee the member bears: basis points of the amount plus a fixed part, deducted from what is credited. */
    feeBps: integer('fee_bps').notNull().default(0),
    feeFixed: money('fee_fixed').notNull().default(sql`0`),
    /** Bank channels: the brand's receiving account the member transfers to. */
    bankName: text('bank_name'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    /** Gateway channels: where the member is sent to pay, the brand's id there and the callback secret. */
    gatewayUrl: text('gateway_url'),
    gatewayMerchantId: text('gateway_merchant_id'),
    gatewaySecret: text('gateway_secret'),
    status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('payment_channels_code_unique').on(t.merchantId, t.code),
    check('payment_channels_kind_check', inList(t.kind, PAYMENT_CHANNEL_KINDS)),
    check('payment_channels_limits_check', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    kind: text('kind', { enum: PAYMENT_CHANNEL_KINDS }).notNull(),
    /** The client's id for this request: a double submit finds the first deposit. */
    requestId: text('request_id').notNull(),
    /** Public order number shown to the member and sent to the gateway. */
    orderNo: text('order_no').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('pending'),
    payerName: text('payer_name'),
    reference: text('reference'),
    gatewayTxnId: text('gateway_txn_id'),
    reviewedBy: integer('reviewed_by').references(() => staffUsers.id),
    reviewedAt: tz('reviewed_at'),
    reason: text('reason'),
    createdAt: tz('created_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('deposits_request_unique').on(t.memberId, t.requestId),
    uniqueIndex('deposits_order_unique').on(t.merchantId, t.orderNo),
    index('deposits_member_idx').on(t.memberId, t.createdAt),
    index('deposits_status_idx').on(t.merchantId, t.status, t.createdAt),
    index('deposits_reviewed_idx').on(t.merchantId, t.status, t.reviewedAt),
    check('deposits_status_check', inList(t.status, DEPOSIT_STATUSES)),
    check('deposits_amount_check', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
  ],
);

/** Every callback a gateway sent, accepted or not: replays, bad signatures and mismatches are kept for review. */
export const gatewayCallbacks = pgTable(
  'gateway_callbacks',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    channelId: integer('channel_id').references(() => paymentChannels.id),
    depositId: integer('deposit_id').references(() => deposits.id),
    gatewayTxnId: text('gateway_txn_id'),
    outcome: text('outcome').notNull(),
    detail: text('detail'),
    rawBody: text('raw_body').notNull(),
    signature: text('signature'),
    ip: text('ip'),
    receivedAt: tz('received_at').notNull(),
  },
  (t) => [index('gateway_callbacks_deposit_idx').on(t.depositId)],
);

/** Images members upload: deposit receipts and withdrawal proofs (png or jpg, at most 5 MB). */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    purpose: text('purpose', { enum: ['deposit_receipt', 'withdrawal_proof'] }).notNull(),
    /** The deposit or withdrawal id. */
    ownerId: integer('owner_id').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('uploads_owner_idx').on(t.purpose, t.ownerId), check('uploads_size_check', sql`${t.size} <= 5242880`)],
);

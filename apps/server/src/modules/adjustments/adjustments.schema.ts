import { ADJUSTMENT_STATUSES } from '@wps/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList, merchantRef, money, tz } from '../../db/columns';
import { memberRef } from '../member/member.schema';
import { staffUsers } from '../staff/staff.schema';

/**
 * Manual balance adjustments staff make on a member's main wallet, with the
 * reason. At or above the brand's threshold one waits (pending) until a
 * second staff member approves it; the money moves through the ledger
 * (key `adjustment:<id>`) in the transaction that applies it.
 */
export const manualAdjustments = pgTable(
  'manual_adjustments',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    /** The client's request id: the same request twice makes one adjustment. */
    requestId: text('request_id').notNull(),
    direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ADJUSTMENT_STATUSES }).notNull(),
    needsSecondApproval: boolean('needs_second_approval').notNull().default(false),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => staffUsers.id),
    decidedBy: integer('decided_by').references(() => staffUsers.id),
    decisionReason: text('decision_reason'),
    createdAt: tz('created_at').notNull(),
    decidedAt: tz('decided_at'),
  },
  (t) => [
    uniqueIndex('manual_adjustments_request_unique').on(t.merchantId, t.requestId),
    index('manual_adjustments_queue_idx').on(t.merchantId, t.status, t.id),
    index('manual_adjustments_member_idx').on(t.memberId, t.id),
    check('manual_adjustments_status_check', inList(t.status, ADJUSTMENT_STATUSES)),
    check('manual_adjustments_amount_check', sql`${t.amount} > 0`),
  ],
);

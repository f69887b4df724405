import { and, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { members } from '../../db/schema';

export interface PaymentPasswordState {
  loginPasswordHash: string;
  paymentPasswordHash: string | null;
  failures: number;
  lockedUntil: Date | null;
}

export async function findPaymentPasswordState(db: DrizzleDb, merchantId: number, memberId: number): Promise<PaymentPasswordState | undefined> {
  const [row] = await db
    .select({
      loginPasswordHash: members.passwordHash,
      paymentPasswordHash: members.paymentPasswordHash,
      failures: members.paymentPasswordFailures,
      lockedUntil: members.paymentPasswordLockedUntil,
    })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
  return row;
}

/**
 * One wrong payment password, counted in a single statement so parallel
 * guesses are all counted (never read-then-write). After an expired lock the
 * count starts again at 1. Returns the new count and lock.
 */
export async function recordPaymentPasswordFailure(
  db: DrizzleDb,
  memberId: number,
  now: Date,
  lockAfter: number,
  lockMs: number,
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const lockExpired = sql`(${members.paymentPasswordLockedUntil} is not null and ${members.paymentPasswordLockedUntil} <= ${now})`;
  const next = sql`case when ${lockExpired} then 1 else ${members.paymentPasswordFailures} + 1 end`;
  const [row] = await db
    .update(members)
    .set({
      paymentPasswordFailures: sql`${next}`,
      paymentPasswordLockedUntil: sql`case when ${next} >= ${lockAfter} then ${new Date(now.getTime() + lockMs)}::timestamptz when ${lockExpired} then null else ${members.paymentPasswordLockedUntil} end`,
    })
    .where(eq(members.id, memberId))
    .returning({ failures: members.paymentPasswordFailures, lockedUntil: members.paymentPasswordLockedUntil });
  return row ?? { failures: 0, lockedUntil: null };
}

/** A right password: the count starts again (no write when there is nothing to clear). */
export async function clearPaymentPasswordFailures(db: DrizzleDb, memberId: number): Promise<void> {
  await db
    .update(members)
    .set({ paymentPasswordFailures: 0, paymentPasswordLockedUntil: null })
    .where(and(eq(members.id, memberId), or(gt(members.paymentPasswordFailures, 0), isNotNull(members.paymentPasswordLockedUntil))));
}

/**
 * Stores a new payment password only if the stored one is still `expected`
 * (null for the first time): two parallel first settings cannot both win, and
 * a change never overwrites a password changed meanwhile. Also clears the
 * failure count.
 */
export async function replacePaymentPassword(db: DrizzleDb, memberId: number, expected: string | null, next: string): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ paymentPasswordHash: next, paymentPasswordFailures: 0, paymentPasswordLockedUntil: null })
    .where(and(eq(members.id, memberId), sql`${members.paymentPasswordHash} is not distinct from ${expected}::text`))
    .returning({ id: members.id });
  return rows.length > 0;
}

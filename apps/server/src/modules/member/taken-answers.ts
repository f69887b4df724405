/**
 * "Already registered" answers of the final registration step, counted per
 * brand and address: a taken username has to be refused for registration to
 * work, so what keeps usernames from being listed is that each answer costs a
 * whole valid attempt (every field, the proof of work, the SMS code where the
 * brand asks for one) and that an address gets few of them. Past the budget
 * the address may not register at all for the hour, whatever it sends, so the
 * refusal itself tells nothing. Counted in the database, so the budget holds
 * across server processes (apps/server/README.md).
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { registrationTakenAnswers } from './member.schema';

/** "Taken" answers one address gets per brand and hour: room for a person trying a few names. */
export const TAKEN_ANSWERS_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

/** The address has used up its "taken" answers for the hour before `now`. */
export async function takenAnswersSpent(db: DrizzleDb, merchantId: number, ip: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(registrationTakenAnswers)
    .where(and(eq(registrationTakenAnswers.merchantId, merchantId), eq(registrationTakenAnswers.ip, ip), gt(registrationTakenAnswers.createdAt, new Date(now.getTime() - HOUR_MS))));
  return (row?.n ?? 0) >= TAKEN_ANSWERS_PER_HOUR;
}

/** One more "taken" answer; the address's answers older than the hour are dropped on the way (they count for nothing). */
export async function countTakenAnswer(db: DrizzleDb, merchantId: number, ip: string, now: Date): Promise<void> {
  await db
    .delete(registrationTakenAnswers)
    .where(and(eq(registrationTakenAnswers.merchantId, merchantId), eq(registrationTakenAnswers.ip, ip), lt(registrationTakenAnswers.createdAt, new Date(now.getTime() - HOUR_MS))));
  await db.insert(registrationTakenAnswers).values({ merchantId, ip, createdAt: now });
}

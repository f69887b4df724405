/**
 * "Already registered" answers of the final registration step, counted per
 * brand and address: a taken username has to be refused for registration to
 * work, so what keeps usernames from being listed is that each answer costs a
 * whole valid attempt (every field, the proof of work, the SMS code where the
 * brand asks for one) and that an address gets few of them. Past the budget
 * the address may not register at all for the hour, whatever it sends, so the
 * refusal itself tells nothing. Kept per process (apps/server/README.md).
 */
import { LRUCache } from 'lru-cache';

/** "Taken" answers one address gets per brand and hour: room for a person trying a few names. */
export const TAKEN_ANSWERS_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

const answers = new LRUCache<string, { count: number }>({ max: 50_000, ttl: HOUR_MS, ttlAutopurge: false });
const keyOf = (merchantId: number, ip: string) => `${merchantId}:${ip}`;

/** The address has used up its "taken" answers for the hour. */
export const takenAnswersSpent = (merchantId: number, ip: string): boolean => (answers.get(keyOf(merchantId, ip))?.count ?? 0) >= TAKEN_ANSWERS_PER_HOUR;

/** One more "taken" answer; the hour runs from the first. */
export function countTakenAnswer(merchantId: number, ip: string): void {
  const key = keyOf(merchantId, ip);
  const entry = answers.get(key);
  if (entry) entry.count++;
  else answers.set(key, { count: 1 });
}

/**
 * Recurring tournaments: when a daily or weekly tournament finishes, the
 * finish job makes the next of its series in the same transaction — the same
 * settings and prize table, the window a day or a week later (past periods a
 * stopped job missed are skipped), not finished, nothing paid. The series key
 * (merchant, series, start) is unique, so a retried finish makes it once.
 */
import { sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { tournaments } from './missions.schema';
import type { TournamentRow } from './missions.repository';

const PERIOD_MS = { daily: 86_400_000, weekly: 7 * 86_400_000 } as const;

/** How far to shift a window of this recurrence so that it ends after `now` (at least one period). */
export function nextWindow(recurrence: 'daily' | 'weekly', startsAt: Date, endsAt: Date, now: Date): { startsAt: Date; endsAt: Date } {
  const period = PERIOD_MS[recurrence];
  const shift = Math.max(1, Math.floor((now.getTime() - endsAt.getTime()) / period) + 1) * period;
  return { startsAt: new Date(startsAt.getTime() + shift), endsAt: new Date(endsAt.getTime() + shift) };
}

/** The next tournament of a finished one's series, or undefined when it does not recur (or the next was made already). */
export async function scheduleNextTournament(tx: DrizzleDb, t: TournamentRow, now: Date): Promise<TournamentRow | undefined> {
  if (t.recurrence === 'none') return undefined;
  const window = nextWindow(t.recurrence, t.startsAt, t.endsAt, now);
  const [next] = await tx
    .insert(tournaments)
    .values({
      merchantId: t.merchantId,
      title: t.title,
      description: t.description,
      metric: t.metric,
      category: t.category,
      minStake: t.minStake,
      prizes: t.prizes,
      recurrence: t.recurrence,
      seriesId: t.seriesId ?? t.id,
      ...window,
    })
    .onConflictDoNothing({ target: [tournaments.merchantId, tournaments.seriesId, tournaments.startsAt] })
    .returning();
  return next;
}

/** Tournaments of a series (the first and those made after it), oldest first. */
export async function seriesOf(db: DrizzleDb, merchantId: number, firstId: number): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(sql`${tournaments.merchantId} = ${merchantId} and (${tournaments.id} = ${firstId} or ${tournaments.seriesId} = ${firstId})`)
    .orderBy(tournaments.startsAt);
}

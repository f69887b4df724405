/**
 * Recurring rains: when a daily or weekly rain's window ends, the next of its
 * series is scheduled — the same title, budget, envelope count and
 * requirement, the window a day or a week later (periods a stopped job
 * missed are skipped), its budget cut anew into envelopes (double-mean, the
 * CSPRNG) as scheduling does. A cancelled rain is never followed: the series
 * ends with it. Each rain in its own transaction, marked followed; the series
 * key (merchant, series, start) is unique, so the next is made once.
 */
import type { AppServices } from '../../services';
import { cryptoBigInt } from '../../studio/rng';
import { splitDoubleMean } from './envelopes';
import { insertEnvelopes, insertNextRain, lockRainToFollow, markRainFollowed, type RainRow } from './lucky.repository';

const PERIOD_MS = { daily: 86_400_000, weekly: 7 * 86_400_000 } as const;

/** The window one period on, or as many as it takes to end after `now`. */
export function nextRainWindow(r: Pick<RainRow, 'startsAt' | 'endsAt'>, recurrence: 'daily' | 'weekly', now: Date): { startsAt: Date; endsAt: Date } {
  const period = PERIOD_MS[recurrence];
  const shift = Math.max(1, Math.floor((now.getTime() - r.endsAt.getTime()) / period) + 1) * period;
  return { startsAt: new Date(r.startsAt.getTime() + shift), endsAt: new Date(r.endsAt.getTime() + shift) };
}

/** Schedules the next rain of every recurring rain that ended; answers how many were made. */
export async function followEndedRains(services: Pick<AppServices, 'db' | 'clock'>): Promise<number> {
  let made = 0;
  for (;;) {
    const now = services.clock.now();
    const done = await services.db.transaction(async (tx) => {
      const rain = await lockRainToFollow(tx, now);
      if (!rain) return false;
      if (rain.recurrence !== 'none') {
        const next = await insertNextRain(tx, {
          merchantId: rain.merchantId,
          title: rain.title,
          ...nextRainWindow(rain, rain.recurrence, now),
          budget: rain.budget,
          envelopes: rain.envelopes,
          requirement: rain.requirement,
          requirementAmount: rain.requirementAmount,
          requirementDays: rain.requirementDays,
          recurrence: rain.recurrence,
          seriesId: rain.seriesId ?? rain.id,
        });
        if (next) {
          await insertEnvelopes(tx, next.merchantId, next.id, splitDoubleMean(next.budget, next.envelopes, cryptoBigInt));
          made++;
        }
      }
      await markRainFollowed(tx, rain.id, now);
      return true;
    });
    if (!done) break;
  }
  return made;
}

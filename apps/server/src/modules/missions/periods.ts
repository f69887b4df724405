/**
 * A mission's period: the brand's day, its ISO week (Monday to Sunday, in
 * the brand's time), or once. Keys are what the progress rows and claims
 * carry ("2026-11-27", "2026-W48", "once").
 */
import type { TMissionBundle } from '@wps/contracts';

const DAY_MS = 86_400_000;

export interface Period {
  key: string;
  /** The brand day the moment falls on. */
  day: string;
  /** When the period ends (epoch ms); null for once. */
  endsAt: number | null;
}

/** The ISO week of a calendar date (UTC fields): its year and number. */
export function isoWeek(dayStart: Date): { year: number; week: number } {
  const d = new Date(dayStart.getTime());
  const weekday = (d.getUTCDay() + 6) % 7; // Monday 0
  d.setUTCDate(d.getUTCDate() - weekday + 3); // the week's Thursday decides its year
  const year = d.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  // 4 January is always in week 1; count whole weeks from that week's Thursday.
  const week = 1 + Math.round(((d.getTime() - firstThursday.getTime()) / DAY_MS - 3 + ((firstThursday.getUTCDay() + 6) % 7)) / 7);
  return { year, week };
}

export function periodOf(bundle: TMissionBundle, at: Date, gmtOffsetMinutes: number): Period {
  const offsetMs = gmtOffsetMinutes * 60_000;
  const local = new Date(at.getTime() + offsetMs);
  const dayStartLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const day = new Date(dayStartLocal).toISOString().slice(0, 10);
  if (bundle === 'once') return { key: 'once', day, endsAt: null };
  if (bundle === 'daily') return { key: day, day, endsAt: dayStartLocal + DAY_MS - offsetMs };
  const weekday = (new Date(dayStartLocal).getUTCDay() + 6) % 7;
  const { year, week } = isoWeek(new Date(dayStartLocal));
  return { key: `${year}-W${String(week).padStart(2, '0')}`, day, endsAt: dayStartLocal + (7 - weekday) * DAY_MS - offsetMs };
}

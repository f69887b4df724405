/**
 * The team overview's periods (TEAM_PERIODS) as brand-local calendar days:
 * today, yesterday, this and last week (Monday first, as date_trunc('week')
 * in team_drain), this and last month.
 */
import { daysInclusive, type TTeamPeriod } from '@wps/contracts';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The brand-local calendar day of an instant. */
export const localDay = (at: Date, gmtOffsetMinutes: number) => iso(at.getTime() + gmtOffsetMinutes * 60_000);

/** Monday of the day's week. */
export const weekStart = (day: string) => {
  const ms = utcMidnight(day);
  const dow = (new Date(ms).getUTCDay() + 6) % 7;
  return iso(ms - dow * DAY_MS);
};
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
export const addDays = (day: string, n: number) => iso(utcMidnight(day) + n * DAY_MS);

export interface PeriodRange {
  start: string;
  end: string;
  /** Where the distinct active members of the whole period are kept: one day's in team_daily, else team_active. */
  active: { kind: 'day' } | { kind: 'week' | 'month'; start: string };
}

export function periodRange(period: TTeamPeriod, now: Date, gmtOffsetMinutes: number): PeriodRange {
  const today = localDay(now, gmtOffsetMinutes);
  switch (period) {
    case 'today':
      return { start: today, end: today, active: { kind: 'day' } };
    case 'yesterday': {
      const d = addDays(today, -1);
      return { start: d, end: d, active: { kind: 'day' } };
    }
    case 'thisWeek': {
      const start = weekStart(today);
      return { start, end: today, active: { kind: 'week', start } };
    }
    case 'lastWeek': {
      const start = addDays(weekStart(today), -7);
      return { start, end: addDays(start, 6), active: { kind: 'week', start } };
    }
    case 'thisMonth': {
      const start = monthStart(today);
      return { start, end: today, active: { kind: 'month', start } };
    }
    case 'lastMonth': {
      const start = monthStart(addDays(monthStart(today), -1));
      return { start, end: addDays(monthStart(today), -1), active: { kind: 'month', start } };
    }
  }
}

/** The longest series daysOf builds: a caller's range is bounded by its contract, this bounds a mistake. */
const DAYS_OF_MAX = 400;

/** Every day of [start, end], oldest first. */
export function daysOf(start: string, end: string): string[] {
  const span = daysInclusive(start, end);
  if (span === null || span > DAYS_OF_MAX) throw new RangeError(`daysOf: ${start}..${end} is not a range of at most ${DAYS_OF_MAX} calendar days`);
  const out: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  return out;
}

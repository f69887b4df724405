import { RECORD_RANGE_MAX_DAYS } from '@wps/contracts';

/*
 * A minimal brand-local day range for the game records. The account records
 * (features/records/utils/date-range.ts) have the full version; once that
 * moves to lib/ both features should share it.
 */

/** SPEC.md §9 date shortcuts: previous and next 7 and 30 days, each including today. */
export const SHORTCUTS = ['prev7', 'prev30', 'next7', 'next30'] as const;
export type Shortcut = (typeof SHORTCUTS)[number];
export type DayRange = { startDate: string; endDate: string };

const DAY_MS = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Today in the brand's offset (records are kept per brand day). */
export const brandToday = (now: number, offsetMinutes: number) => toDay(now + offsetMinutes * 60_000);

export const rangeOf = (s: Shortcut, today: string): DayRange => {
  const span = (s.endsWith('30') ? 30 : 7) - 1;
  return s.startsWith('prev') ? { startDate: toDay(dayMs(today) - span * DAY_MS), endDate: today } : { startDate: today, endDate: toDay(dayMs(today) + span * DAY_MS) };
};

export type RangeProblem = 'missing' | 'order' | 'too_long';

/** What the server refuses, checked before asking. */
export const rangeProblem = (r: DayRange): RangeProblem | null => {
  const valid = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(dayMs(d)) && toDay(dayMs(d)) === d;
  if (!valid(r.startDate) || !valid(r.endDate)) return 'missing';
  if (r.startDate > r.endDate) return 'order';
  if ((dayMs(r.endDate) - dayMs(r.startDate)) / DAY_MS + 1 > RECORD_RANGE_MAX_DAYS) return 'too_long';
  return null;
};

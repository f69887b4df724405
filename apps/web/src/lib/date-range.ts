import { RECORD_RANGE_MAX_DAYS, isCalendarDay } from '@wps/contracts/player';

/** SPEC.md §9 date shortcuts: previous and next 7 and 30 days. */
export const DATE_SHORTCUTS = ['prev7', 'prev30', 'next7', 'next30'] as const;
export type DateShortcut = (typeof DATE_SHORTCUTS)[number];

export type DateRange = { startDate: string; endDate: string };

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

const toDay = (utcMs: number): string => {
  const d = new Date(utcMs);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** Midnight UTC of a YYYY-MM-DD day: calendar arithmetic without any time zone or DST. */
const dayStart = (day: string): number => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

/**
 * The brand-local calendar day of an instant. Records are kept per brand day
 * (the server counts days in the brand's GMT offset), so "today" is the
 * brand's today, not the visitor's.
 */
export const dayInOffset = (epochMs: number, offsetMinutes: number): string => toDay(epochMs + offsetMinutes * 60_000);

export const addDays = (day: string, days: number): string => toDay(dayStart(day) + days * DAY_MS);

/** Days from start to end, both included (a single day is 1). */
export const daysInRange = ({ startDate, endDate }: DateRange): number => Math.round((dayStart(endDate) - dayStart(startDate)) / DAY_MS) + 1;

/**
 * "Previous 7 days" is the 7 days ending today; "next 7 days" the 7 days
 * starting today. Both include today, so a shortcut never hides today's records.
 */
export const shortcutRange = (shortcut: DateShortcut, today: string): DateRange => {
  const days = shortcut.endsWith('30') ? 30 : 7;
  return shortcut.startsWith('prev')
    ? { startDate: addDays(today, -(days - 1)), endDate: today }
    : { startDate: today, endDate: addDays(today, days - 1) };
};

/** The shortcut a range equals on this day, so a typed range that matches one lights it up. */
export const matchingShortcut = (range: DateRange, today: string): DateShortcut | null =>
  DATE_SHORTCUTS.find((s) => {
    const r = shortcutRange(s, today);
    return r.startDate === range.startDate && r.endDate === range.endDate;
  }) ?? null;

export type RangeProblem = 'missing' | 'order' | 'too_long';

/** What the server would refuse (the contracts' range rule: calendar days, start ≤ end, at most RECORD_RANGE_MAX_DAYS), checked before asking. */
export const checkRange = (range: DateRange): RangeProblem | null => {
  if (!isCalendarDay(range.startDate) || !isCalendarDay(range.endDate)) return 'missing';
  if (range.startDate > range.endDate) return 'order';
  if (daysInRange(range) > RECORD_RANGE_MAX_DAYS) return 'too_long';
  return null;
};

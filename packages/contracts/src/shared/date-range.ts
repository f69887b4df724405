/**
 * Brand-local calendar days and the ranges of them every call filters by
 * (records, the agent's reports, the console's reports): one rule, checked
 * in the contract, so no range the server would walk day by day is ever
 * unbounded or impossible (an agent's `endDate=9999-12-31` once grew a
 * process to 1.6 GB before it died).
 */
import { z } from 'zod';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC of a YYYY-MM-DD day that exists on the calendar (1970 to 9999), else null. */
export function dayStartUtc(day: string): number | null {
  if (typeof day !== 'string' || !DAY_PATTERN.test(day)) return null;
  const [y, mo, d] = [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
  if (y < 1970) return null;
  const utc = Date.UTC(y, mo - 1, d);
  const back = new Date(utc);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? utc : null;
}

export const isCalendarDay = (day: string): boolean => dayStartUtc(day) !== null;

/** Days from start to end, both included (a single day is 1); null when either is not a calendar day. */
export function daysInclusive(startDate: string, endDate: string): number | null {
  const from = dayStartUtc(startDate);
  const to = dayStartUtc(endDate);
  return from === null || to === null ? null : Math.round((to - from) / DAY_MS) + 1;
}

/** A brand-local calendar day, YYYY-MM-DD, that exists (2024-02-30 and 9999-99-99 do not). SPEC.md §9 date shortcuts pick these. */
export const ZDay = z.string().regex(DAY_PATTERN, 'a date YYYY-MM-DD').refine(isCalendarDay, 'not a calendar date');

/** The longest range a record query may span (the player's records, the agent's, the console's reports and reconciliation). */
export const RECORD_RANGE_MAX_DAYS = 93;
/** The rebate report's longest range: a year of the programme's cost, one row per day. */
export const REBATE_REPORT_MAX_DAYS = 366;

/**
 * The range rule of a query holding `startDate` and `endDate`: the end not
 * before the start, at most `maxDays` days both included. Named on endDate,
 * so the client is told which field to change. Days that are not calendar
 * days are refused by ZDay itself; either side missing (optional ranges) is
 * left to the fields.
 */
export const dateRangeRule =
  (maxDays: number) =>
  (v: { startDate?: string | undefined; endDate?: string | undefined }, ctx: z.RefinementCtx): void => {
    if (v.startDate === undefined || v.endDate === undefined) return;
    const days = daysInclusive(v.startDate, v.endDate);
    if (days === null) return;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'the end date comes before the start date' });
    else if (days > maxDays) ctx.addIssue({ code: 'custom', path: ['endDate'], message: `a range spans at most ${maxDays} days` });
  };

/** `{ startDate, endDate }` of brand-local days, at most `maxDays` long. */
export const dateRangeQuery = (maxDays: number) => z.object({ startDate: ZDay, endDate: ZDay }).superRefine(dateRangeRule(maxDays));

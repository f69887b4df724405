import { describe, expect, it } from 'vitest';
import { ZDateRangeQuery } from '../wallet/wallet.schemas';
import { ZStaffRebateQuery } from '../staff/staff-loyalty.schemas';
import { REBATE_REPORT_MAX_DAYS, RECORD_RANGE_MAX_DAYS, ZDay, daysInclusive, isCalendarDay } from './date-range';

describe('calendar days', () => {
  it('are the days that exist, 1970 to 9999', () => {
    for (const day of ['2024-02-29', '2026-12-31', '1970-01-01', '9999-12-31']) expect(isCalendarDay(day), day).toBe(true);
    for (const day of ['2024-02-30', '2023-02-29', '9999-99-99', '2026-13-01', '2026-00-10', '2026-01-00', '1969-12-31', '2026-1-01', ' 2026-01-01', '']) {
      expect(isCalendarDay(day), day).toBe(false);
      expect(ZDay.safeParse(day).success, day).toBe(false);
    }
  });

  it('count both ends', () => {
    expect(daysInclusive('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysInclusive('2024-02-28', '2024-03-01')).toBe(3);
    expect(daysInclusive('2026-03-02', '2026-03-01')).toBe(0);
    expect(daysInclusive('2026-02-30', '2026-03-01')).toBeNull();
  });
});

describe('a date range query', () => {
  const range = (startDate: string, endDate: string) => ZDateRangeQuery.safeParse({ startDate, endDate });
  const messageOf = (r: ReturnType<typeof range>) => (r.success ? '' : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));

  it('takes one day up to the longest range', () => {
    expect(range('2026-03-01', '2026-03-01').success).toBe(true);
    const last = new Date(Date.UTC(2026, 0, RECORD_RANGE_MAX_DAYS)).toISOString().slice(0, 10);
    expect(range('2026-01-01', last).success).toBe(true);
  });

  it('refuses an impossible day, a reversed range and one day too many, naming the field', () => {
    expect(messageOf(range('2024-02-30', '2024-03-01'))).toMatch(/^startDate: /);
    expect(messageOf(range('2026-12-08', '9999-99-99'))).toMatch(/^endDate: /);
    expect(messageOf(range('2026-03-02', '2026-03-01'))).toBe('endDate: the end date comes before the start date');
    const tooFar = new Date(Date.UTC(2026, 0, RECORD_RANGE_MAX_DAYS + 1)).toISOString().slice(0, 10);
    expect(messageOf(range('2026-01-01', tooFar))).toBe(`endDate: a range spans at most ${RECORD_RANGE_MAX_DAYS} days`);
    expect(messageOf(range('2026-12-08', '9999-12-31'))).toMatch(/^endDate: a range spans at most/);
  });

  it('keeps its rule in the queries that extend it, and the rebate report has its own longer span', () => {
    expect(ZDateRangeQuery.extend({}).safeParse({ startDate: '2026-01-01', endDate: '2026-12-31' }).success).toBe(false);
    expect(ZStaffRebateQuery.safeParse({ startDate: '2026-01-01', endDate: '2026-12-31' }).success).toBe(true);
    expect(REBATE_REPORT_MAX_DAYS).toBeGreaterThan(RECORD_RANGE_MAX_DAYS);
    expect(ZStaffRebateQuery.safeParse({ startDate: '2026-01-01', endDate: '2027-12-31' }).success).toBe(false);
  });
});

import { RECORD_RANGE_MAX_DAYS } from '@wps/contracts/player';
import { describe, expect, it } from 'vitest';
import { addDays, checkRange, dayInOffset, daysInRange, matchingShortcut, shortcutRange } from './date-range';

describe('brand-local date ranges (SPEC.md §9 shortcuts)', () => {
  it('takes today in the brand offset, not the browser zone', () => {
    const instant = Date.UTC(2025, 2, 1, 18, 30); // 2025-03-01 18:30 UTC
    expect(dayInOffset(instant, 480)).toBe('2025-03-02');
    expect(dayInOffset(instant, -300)).toBe('2025-03-01');
    expect(dayInOffset(Date.UTC(2025, 2, 1, 0, 0), -1)).toBe('2025-02-28');
  });

  it('adds days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-01-03', -6)).toBe('2024-12-28');
    expect(addDays('2025-12-31', 30)).toBe('2026-01-30');
  });

  it('makes "previous N" the N days ending today and "next N" the N days starting today', () => {
    expect(shortcutRange('prev7', '2025-03-05')).toEqual({ startDate: '2025-02-27', endDate: '2025-03-05' });
    expect(shortcutRange('prev30', '2025-03-05')).toEqual({ startDate: '2025-02-04', endDate: '2025-03-05' });
    expect(shortcutRange('next7', '2025-03-05')).toEqual({ startDate: '2025-03-05', endDate: '2025-03-11' });
    expect(shortcutRange('next30', '2025-03-05')).toEqual({ startDate: '2025-03-05', endDate: '2025-04-03' });
    for (const s of ['prev7', 'next7'] as const) expect(daysInRange(shortcutRange(s, '2025-03-05'))).toBe(7);
    for (const s of ['prev30', 'next30'] as const) expect(daysInRange(shortcutRange(s, '2024-12-20'))).toBe(30);
  });

  it('recognises a typed range that equals a shortcut', () => {
    expect(matchingShortcut({ startDate: '2025-02-27', endDate: '2025-03-05' }, '2025-03-05')).toBe('prev7');
    expect(matchingShortcut({ startDate: '2025-02-26', endDate: '2025-03-05' }, '2025-03-05')).toBeNull();
  });

  it('refuses what the server would refuse', () => {
    expect(checkRange({ startDate: '2025-03-01', endDate: '2025-03-01' })).toBeNull();
    expect(checkRange({ startDate: '', endDate: '2025-03-01' })).toBe('missing');
    expect(checkRange({ startDate: '2025-02-30', endDate: '2025-03-01' })).toBe('missing');
    expect(checkRange({ startDate: '2025-03-02', endDate: '2025-03-01' })).toBe('order');
    const start = '2025-01-01';
    expect(checkRange({ startDate: start, endDate: addDays(start, RECORD_RANGE_MAX_DAYS - 1) })).toBeNull();
    expect(checkRange({ startDate: start, endDate: addDays(start, RECORD_RANGE_MAX_DAYS) })).toBe('too_long');
  });
});

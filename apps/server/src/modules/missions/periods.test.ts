import { describe, expect, it } from 'vitest';
import { isoWeek, periodOf } from './periods';

describe('mission periods', () => {
  it('names ISO weeks as the calendar does', () => {
    expect(isoWeek(new Date('2026-11-27T00:00:00Z'))).toEqual({ year: 2026, week: 48 });
    expect(isoWeek(new Date('2021-01-03T00:00:00Z'))).toEqual({ year: 2020, week: 53 });
    expect(isoWeek(new Date('2024-12-30T00:00:00Z'))).toEqual({ year: 2025, week: 1 });
    expect(isoWeek(new Date('2026-01-01T00:00:00Z'))).toEqual({ year: 2026, week: 1 });
  });

  it('cuts days and weeks at the brand midnight', () => {
    // 16:30 UTC on Sunday 29 Nov is 00:30 Monday 30 Nov in Manila (+8): a new day and a new week.
    const at = new Date('2026-11-29T16:30:00Z');
    expect(periodOf('daily', at, 480)).toEqual({ key: '2026-11-30', day: '2026-11-30', endsAt: Date.parse('2026-11-30T16:00:00Z') });
    expect(periodOf('weekly', at, 480)).toEqual({ key: '2026-W49', day: '2026-11-30', endsAt: Date.parse('2026-12-06T16:00:00Z') });
    expect(periodOf('weekly', new Date('2026-11-29T15:59:00Z'), 480).key).toBe('2026-W48');
    expect(periodOf('once', at, 480)).toEqual({ key: 'once', day: '2026-11-30', endsAt: null });
  });
});

import { describe, expect, it } from 'vitest';
import { daysOf, localDay, periodRange, weekStart } from './team-period';

describe('team periods', () => {
  // Friday 2026-11-27 01:30 at GMT+8 is Thursday 17:30 UTC.
  const now = new Date('2026-11-26T17:30:00Z');
  it('reads the brand-local day', () => {
    expect(localDay(now, 480)).toBe('2026-11-27');
    expect(localDay(now, 0)).toBe('2026-11-26');
  });
  it('starts weeks on Monday', () => {
    expect(weekStart('2026-11-27')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
  });
  it('gives each period its days and where its distinct active members are', () => {
    expect(periodRange('today', now, 480)).toEqual({ start: '2026-11-27', end: '2026-11-27', active: { kind: 'day' } });
    expect(periodRange('yesterday', now, 480)).toMatchObject({ start: '2026-11-26', end: '2026-11-26' });
    expect(periodRange('thisWeek', now, 480)).toEqual({ start: '2026-11-23', end: '2026-11-27', active: { kind: 'week', start: '2026-11-23' } });
    expect(periodRange('lastWeek', now, 480)).toEqual({ start: '2026-11-16', end: '2026-11-22', active: { kind: 'week', start: '2026-11-16' } });
    expect(periodRange('thisMonth', now, 480)).toEqual({ start: '2026-11-01', end: '2026-11-27', active: { kind: 'month', start: '2026-11-01' } });
    expect(periodRange('lastMonth', new Date('2026-03-10T00:00:00Z'), 0)).toEqual({ start: '2026-02-01', end: '2026-02-28', active: { kind: 'month', start: '2026-02-01' } });
  });
  it('lists the days of a range', () => {
    expect(daysOf('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});

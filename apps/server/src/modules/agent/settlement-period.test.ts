import { describe, expect, it } from 'vitest';
import { lastComplete, nextPeriod, periodFrom, recentComplete } from './settlement-period';

const iso = (d: Date) => d.toISOString();

describe('settlement periods at GMT+8', () => {
  it('names days, weeks, half months and months by their brand-local start', () => {
    expect(periodFrom('day', '2026-11-27', 480)).toMatchObject({ label: '2026-11-27', firstDay: '2026-11-27', lastDay: '2026-11-27' });
    expect(iso(periodFrom('day', '2026-11-27', 480).start)).toBe('2026-11-26T16:00:00.000Z');
    expect(periodFrom('week', '2026-11-27', 480)).toMatchObject({ firstDay: '2026-11-23', lastDay: '2026-11-29' });
    expect(periodFrom('semimonth', '2026-11-15', 480)).toMatchObject({ firstDay: '2026-11-01', lastDay: '2026-11-15' });
    expect(periodFrom('semimonth', '2026-02-20', 480)).toMatchObject({ firstDay: '2026-02-16', lastDay: '2026-02-28' });
    expect(periodFrom('month', '2026-12-09', 480)).toMatchObject({ label: '2026-12', firstDay: '2026-12-01', lastDay: '2026-12-31' });
  });
  it('floors hours and 5-minute slots', () => {
    const h = periodFrom('hour', '2026-11-27T14:37', 480);
    expect([iso(h.start), iso(h.end), h.label]).toEqual(['2026-11-27T06:00:00.000Z', '2026-11-27T07:00:00.000Z', '2026-11-27 14:00 – 15:00']);
    const s = periodFrom('slot', '2026-11-27T14:37', 480);
    expect([iso(s.start), iso(s.end)]).toEqual(['2026-11-27T06:35:00.000Z', '2026-11-27T06:40:00.000Z']);
  });
  it('finds the last complete period and the next one', () => {
    const now = new Date('2026-11-27T06:37:00Z'); // 14:37 at GMT+8
    expect(lastComplete('day', now, 480).label).toBe('2026-11-26');
    expect(lastComplete('hour', now, 480).label).toBe('2026-11-27 13:00 – 14:00');
    expect(lastComplete('slot', now, 480).label).toBe('2026-11-27 14:30');
    expect(lastComplete('semimonth', now, 480).firstDay).toBe('2026-11-01');
    expect(lastComplete('month', now, 480).label).toBe('2026-10');
    expect(nextPeriod(periodFrom('semimonth', '2026-11-20', 480), 480).firstDay).toBe('2026-12-01');
    expect(recentComplete('day', now, 480, 3).map((p) => p.label)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
  });
  it('refuses a day that does not exist', () => {
    expect(() => periodFrom('day', '2026-02-30', 480)).toThrow(RangeError);
  });
});

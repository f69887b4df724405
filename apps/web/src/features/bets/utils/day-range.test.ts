import { describe, expect, it } from 'vitest';
import { brandToday, rangeOf, rangeProblem } from './day-range';

describe('game record day ranges', () => {
  it("takes today in the brand's offset", () => {
    expect(brandToday(Date.UTC(2025, 2, 5, 17, 30), 480)).toBe('2025-03-06');
    expect(brandToday(Date.UTC(2025, 2, 5, 3, 0), -300)).toBe('2025-03-04');
  });

  it('gives the four SPEC §9 shortcuts, each including today', () => {
    expect(rangeOf('prev7', '2025-03-06')).toEqual({ startDate: '2025-02-28', endDate: '2025-03-06' });
    expect(rangeOf('prev30', '2025-03-06')).toEqual({ startDate: '2025-02-05', endDate: '2025-03-06' });
    expect(rangeOf('next7', '2025-03-06')).toEqual({ startDate: '2025-03-06', endDate: '2025-03-12' });
    expect(rangeOf('next30', '2025-03-06')).toEqual({ startDate: '2025-03-06', endDate: '2025-04-04' });
  });

  it('finds what the server would refuse', () => {
    expect(rangeProblem({ startDate: '2025-03-06', endDate: '2025-03-06' })).toBeNull();
    expect(rangeProblem({ startDate: '', endDate: '2025-03-06' })).toBe('missing');
    expect(rangeProblem({ startDate: '2025-02-30', endDate: '2025-03-06' })).toBe('missing');
    expect(rangeProblem({ startDate: '2025-03-07', endDate: '2025-03-06' })).toBe('order');
    expect(rangeProblem({ startDate: '2025-01-01', endDate: '2025-04-03' })).toBeNull();
    expect(rangeProblem({ startDate: '2025-01-01', endDate: '2025-04-04' })).toBe('too_long');
  });
});

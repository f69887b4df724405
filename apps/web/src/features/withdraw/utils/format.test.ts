import { describe, expect, it } from 'vitest';
import { money, timeLeft } from './format';

describe('withdraw formatting', () => {
  it('shows money with the symbol, 2 decimals and thousands separators', () => {
    expect(money('₱', '123456789')).toBe('₱1,234,567.89');
    expect(money('₱', 5n)).toBe('₱0.05');
  });

  it('counts down in whole minutes, rounding up', () => {
    const now = 1_000_000;
    expect(timeLeft(now + 1, now)).toEqual({ hours: 0, minutes: 1 });
    expect(timeLeft(now + 61 * 60_000, now)).toEqual({ hours: 1, minutes: 1 });
    expect(timeLeft(now + 24 * 3_600_000, now)).toEqual({ hours: 24, minutes: 0 });
    expect(timeLeft(now, now)).toBeNull();
  });
});

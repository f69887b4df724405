import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

describe('withdraw countdown', () => {
  it('counts down in whole minutes, rounding up', () => {
    const now = 1_000_000;
    expect(timeLeft(now + 1, now)).toEqual({ hours: 0, minutes: 1 });
    expect(timeLeft(now + 61 * 60_000, now)).toEqual({ hours: 1, minutes: 1 });
    expect(timeLeft(now + 24 * 3_600_000, now)).toEqual({ hours: 24, minutes: 0 });
    expect(timeLeft(now, now)).toBeNull();
  });
});

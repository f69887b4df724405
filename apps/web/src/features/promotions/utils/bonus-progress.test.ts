import { describe, expect, it } from 'vitest';
import { timeUntil, wageringLeft, wageringPercent } from './bonus-progress';

describe('bonus progress', () => {
  it('is the share of the wagering done, exact, within 0 and 100', () => {
    expect(wageringPercent('400000', '1000000')).toBe(40);
    expect(wageringPercent('1', '3')).toBe(33.3);
    expect(wageringPercent('1500000', '1000000')).toBe(100);
    expect(wageringPercent('0', '0')).toBe(100);
    // Past Number's exact range: still right.
    expect(wageringPercent('900719925474099300', '1801439850948198600')).toBe(50);
  });

  it('says what is left to wager and how long until expiry', () => {
    expect(wageringLeft('400000', '1000000')).toBe('600000');
    expect(wageringLeft('1200000', '1000000')).toBe('0');
    expect(timeUntil(3 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000 + 999, 0)).toEqual({ days: 3, hours: 4, minutes: 5 });
    expect(timeUntil(1000, 1000)).toBeNull();
  });
});

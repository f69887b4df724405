import { describe, expect, it } from 'vitest';
import { formatMinor } from './money';

describe('formatMinor', () => {
  it('formats minor units with separators and two decimals', () => {
    expect(formatMinor('123456')).toBe('1,234.56');
    expect(formatMinor('0')).toBe('0.00');
    expect(formatMinor('5')).toBe('0.05');
    expect(formatMinor('-250050')).toBe('-2,500.50');
    expect(formatMinor(100000000n)).toBe('1,000,000.00');
  });

  it('keeps every cent of amounts past what a float holds exactly', () => {
    expect(formatMinor('900719925474099312')).toBe('9,007,199,254,740,993.12');
  });

  it('refuses what is not a whole number of minor units', () => {
    expect(formatMinor('12.5')).toBeNull();
    expect(formatMinor('abc')).toBeNull();
    expect(formatMinor('')).toBeNull();
  });
});

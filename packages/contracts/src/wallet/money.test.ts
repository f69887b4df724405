import { describe, expect, it } from 'vitest';
import { MONEY_MAX_MINOR, formatMoney, minorToInput, parseMoneyInput } from './money';
import { ZMinor, ZMinorTotal, ZNonNegativeMinor, ZPositiveMinor } from './money.schemas';

describe('money', () => {
  it('formats minor units with 2 decimals and thousands separators', () => {
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney('5')).toBe('0.05');
    expect(formatMoney('123456')).toBe('1,234.56');
    expect(formatMoney(123456789012n)).toBe('1,234,567,890.12');
    expect(formatMoney('-100050')).toBe('-1,000.50');
  });

  it('parses what a person types without floats', () => {
    expect(parseMoneyInput('1,000')).toBe('100000');
    expect(parseMoneyInput(' 250.5 ')).toBe('25050');
    expect(parseMoneyInput('0.1')).toBe('10');
    expect(parseMoneyInput('99.99')).toBe('9999');
    expect(parseMoneyInput('0.07')).toBe('7');
  });

  it('refuses what is not a positive amount with at most 2 decimals', () => {
    for (const bad of ['', '0', '0.00', '-5', '1.234', 'abc', '1e5', '12..3', '.5x']) expect(parseMoneyInput(bad)).toBeNull();
  });

  it('gives an input value back', () => {
    expect(minorToInput('100000')).toBe('1000');
    expect(minorToInput('25050')).toBe('250.50');
  });

  it('one bound, MONEY_MAX_MINOR, on every amount asked for and every balance answered', () => {
    const max = MONEY_MAX_MINOR.toString();
    const past = (MONEY_MAX_MINOR + 1n).toString();
    for (const schema of [ZPositiveMinor, ZNonNegativeMinor, ZMinor]) {
      expect(schema.safeParse(max).success).toBe(true);
      expect(schema.safeParse('999999999999999').success).toBe(true);
      expect(schema.safeParse(past).success).toBe(false);
      expect(schema.safeParse('9999999999999999').success).toBe(false);
      expect(schema.safeParse('1e3').success).toBe(false);
    }
    expect(ZMinor.safeParse(`-${max}`).success).toBe(true);
    expect(ZMinor.safeParse(`-${past}`).success).toBe(false);
    expect(ZPositiveMinor.safeParse('0').success).toBe(false);
    expect(ZNonNegativeMinor.safeParse('0').success).toBe(true);
    expect(ZNonNegativeMinor.safeParse('-1').success).toBe(false);
    // Sums of bounded amounts (totals, reports) may pass the bound.
    expect(ZMinorTotal.safeParse('-99999999999999999999').success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoney, minorToInput, parseMoneyInput } from './money';

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
});

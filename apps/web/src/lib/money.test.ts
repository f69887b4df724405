import { describe, expect, it } from 'vitest';
import { compactMoney, money, signedMoney } from './money';

describe('money', () => {
  it('shows money with the symbol, 2 decimals and thousands separators', () => {
    expect(money('₱', '123456789')).toBe('₱1,234,567.89');
    expect(money('₱', 5n)).toBe('₱0.05');
  });

  it('puts a true minus before the symbol, in full, signed and compact readings alike', () => {
    expect(money('₱', '-1081')).toBe('−₱10.81');
    expect(signedMoney('₱', '-1081')).toBe('−₱10.81');
    expect(signedMoney('₱', 1500n)).toBe('+₱15.00');
    expect(signedMoney('₱', '0')).toBe('₱0.00');
    expect(compactMoney('₱', -10.81)).toBe('−₱10.8');
    expect(compactMoney('₱', 98765.43)).toBe('₱98.8K');
    expect(compactMoney('₱', 0)).toBe('₱0');
  });
});

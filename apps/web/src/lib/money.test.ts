import { describe, expect, it } from 'vitest';
import { money } from './money';

describe('money', () => {
  it('shows money with the symbol, 2 decimals and thousands separators', () => {
    expect(money('₱', '123456789')).toBe('₱1,234,567.89');
    expect(money('₱', 5n)).toBe('₱0.05');
  });
});

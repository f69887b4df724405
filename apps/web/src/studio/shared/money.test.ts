import { formatMoney } from '@wps/contracts/player';
import { describe, expect, it } from 'vitest';
import { formatMinor, moneyText } from './money';

describe('money', () => {
  it('formats exactly as the platform does', () => {
    for (const v of ['0', '5', '20', '100', '123456', '123456789', '100000000', '-150', '-2550', '999999999999']) expect(formatMinor(v)).toBe(formatMoney(v));
    expect(formatMinor(5n)).toBe('0.05');
    expect(formatMinor(-150n)).toBe('-1.50');
  });
  it('writes the currency after the amount, when known', () => {
    expect(moneyText(123_456n, 'PHP')).toBe(`${formatMoney(123_456n)} PHP`);
    expect(moneyText('5', '')).toBe('0.05');
  });
});

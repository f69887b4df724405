import { describe, expect, it } from 'vitest';
import { checkTransferAmount, maxTransferable } from './transfer-amount';

const info = { balance: '500000', min: '10000', max: '300000' };

describe('transfer amount', () => {
  it('refuses what is not an amount, below the minimum, above the limit or above the balance', () => {
    expect(checkTransferAmount(null, info)).toBe('invalid');
    expect(checkTransferAmount('9999', info)).toBe('below_min');
    expect(checkTransferAmount('300001', info)).toBe('above_max');
    expect(checkTransferAmount('250000', { ...info, balance: '200000' })).toBe('above_balance');
    expect(checkTransferAmount('10000', info)).toBeNull();
    expect(checkTransferAmount('300000', info)).toBeNull();
  });

  it('offers the smaller of the balance and the limit, or nothing below the minimum', () => {
    expect(maxTransferable(info)).toBe(300000n);
    expect(maxTransferable({ ...info, balance: '120050' })).toBe(120050n);
    expect(maxTransferable({ ...info, balance: '5000' })).toBe(0n);
  });
});

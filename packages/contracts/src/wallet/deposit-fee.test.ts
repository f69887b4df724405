import { describe, expect, it } from 'vitest';
import { depositFee, depositQuote } from './deposit-fee';

describe('depositFee', () => {
  it('takes basis points of the amount plus the fixed part', () => {
    expect(depositFee('20000', { feeBps: 150, feeFixed: '0' })).toBe(300n);
    expect(depositFee(20000n, { feeBps: 150, feeFixed: 500n })).toBe(800n);
    expect(depositFee('20000', { feeBps: 0, feeFixed: '0' })).toBe(0n);
  });

  it('rounds the percentage down, never charging a fraction more', () => {
    // 1.5% of 1.99 is 0.02985: the member pays 0.02.
    expect(depositFee('199', { feeBps: 150, feeFixed: '0' })).toBe(2n);
    expect(depositFee('66', { feeBps: 150, feeFixed: '0' })).toBe(0n);
  });
});

describe('depositQuote', () => {
  it('answers amount, fee and what is credited', () => {
    expect(depositQuote('20000', { feeBps: 150, feeFixed: '0' })).toEqual({ amount: 20000n, fee: 300n, credited: 19700n, coversFee: true });
  });

  it('tells when the fee takes the whole amount', () => {
    expect(depositQuote('500', { feeBps: 0, feeFixed: '500' }).coversFee).toBe(false);
    expect(depositQuote('501', { feeBps: 0, feeFixed: '500' }).coversFee).toBe(true);
  });
});

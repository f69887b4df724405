import type { TWithdrawInfo } from '@wps/contracts/player';
import { describe, expect, it } from 'vitest';
import { checkWithdrawAmount, maxWithdrawable, withdrawBlock, withdrawLimits } from './withdraw-limits';

const info = (over: Partial<TWithdrawInfo> = {}): TWithdrawInfo => ({
  currencySymbol: '₱',
  balance: '500000',
  minAmount: '10000',
  maxAmount: '300000',
  dailyMaxAmount: '1000000',
  dailyUsedAmount: '800000',
  dailyMaxCount: 5,
  dailyUsedCount: 2,
  turnoverRemaining: '0',
  activeBonus: null,
  hasPaymentPassword: true,
  bankAccounts: [],
  banks: [],
  autoConfirmMinutes: 1440,
  ...over,
});

describe('withdraw limits', () => {
  it('derives what is left of today', () => {
    const l = withdrawLimits(info());
    expect(l.dailyRemainingAmount).toBe(200000n);
    expect(l.dailyRemainingCount).toBe(3);
    expect(withdrawLimits(info({ dailyUsedAmount: '2000000', dailyUsedCount: 9 }))).toMatchObject({ dailyRemainingAmount: 0n, dailyRemainingCount: 0 });
  });

  it('checks an amount against min, max, today and the balance', () => {
    const l = withdrawLimits(info());
    expect(checkWithdrawAmount(null, l)).toBe('invalid');
    expect(checkWithdrawAmount('9999', l)).toBe('below_min');
    expect(checkWithdrawAmount('10000', l)).toBeNull();
    expect(checkWithdrawAmount('200000', l)).toBeNull();
    expect(checkWithdrawAmount('200001', l)).toBe('above_daily');
    expect(checkWithdrawAmount('300001', withdrawLimits(info({ dailyUsedAmount: '0' })))).toBe('above_max');
    expect(checkWithdrawAmount('250000', withdrawLimits(info({ dailyUsedAmount: '0', balance: '240000' })))).toBe('above_balance');
  });

  it("fills 'all' with the smallest of balance, max and today's remainder", () => {
    expect(maxWithdrawable(withdrawLimits(info()))).toBe(200000n);
    expect(maxWithdrawable(withdrawLimits(info({ dailyUsedAmount: '0' })))).toBe(300000n);
    expect(maxWithdrawable(withdrawLimits(info({ dailyUsedAmount: '0', balance: '12345' })))).toBe(12345n);
    expect(maxWithdrawable(withdrawLimits(info({ balance: '-5' })))).toBe(0n);
  });

  it('blocks the form for turnover first, then the daily count, the daily amount and the balance', () => {
    expect(withdrawBlock(withdrawLimits(info()))).toBeNull();
    expect(withdrawBlock(withdrawLimits(info({ turnoverRemaining: '1', dailyUsedCount: 5 })))).toBe('turnover');
    expect(withdrawBlock(withdrawLimits(info({ dailyUsedCount: 5 })))).toBe('daily_count');
    expect(withdrawBlock(withdrawLimits(info({ dailyUsedAmount: '995000' })))).toBe('daily_amount');
    expect(withdrawBlock(withdrawLimits(info({ balance: '9999' })))).toBe('balance');
  });
});

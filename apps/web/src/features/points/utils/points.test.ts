import type { TPointReward } from '@wps/contracts/player';
import { describe, expect, it } from 'vitest';
import { checkConvert, formatPoints, parsePointsInput, pointsToMinor, redeemable } from './points';

const reward = (over: Partial<TPointReward> = {}): TPointReward => ({
  id: 1,
  name: 'Cash ₱50',
  description: '',
  imageUrl: null,
  kind: 'cash',
  points: 500,
  cashAmount: '5000',
  stock: null,
  perMemberLimit: null,
  availableQuantity: null,
  ...over,
});

describe('points', () => {
  it('turns points into money at pointsPerUnit points per 1.00, down to the cent', () => {
    expect(pointsToMinor(2500n, 100)).toBe(2500n);
    expect(pointsToMinor(150n, 100)).toBe(150n);
    expect(pointsToMinor(10n, 3)).toBe(333n);
    expect(pointsToMinor(0n, 100)).toBe(0n);
  });

  it('refuses a conversion under the minimum or above the balance', () => {
    const rules = { minConvert: 1000, balance: 5000n };
    expect(checkConvert(null, rules)).toBe('required');
    expect(checkConvert(999n, rules)).toBe('below_minimum');
    expect(checkConvert(1000n, rules)).toBeNull();
    expect(checkConvert(5001n, rules)).toBe('above_balance');
  });

  it('reads typed points and writes them with separators and signs', () => {
    expect(parsePointsInput('1,500')).toBe(1500n);
    expect(parsePointsInput('15.5')).toBeNull();
    expect(formatPoints('1234567')).toBe('1,234,567');
    expect(formatPoints('-500', { signed: true })).toBe('-500');
    expect(formatPoints(1200n, { signed: true })).toBe('+1,200');
  });

  it('bounds a redemption by stock, the member limit left and the points', () => {
    expect(redeemable(reward({ stock: 3 }), 10_000n)).toEqual({ max: 3, block: null });
    expect(redeemable(reward({ availableQuantity: 2, stock: 10 }), 10_000n)).toEqual({ max: 2, block: null });
    expect(redeemable(reward(), 1_200n)).toEqual({ max: 2, block: null });
    expect(redeemable(reward({ stock: 0 }), 10_000n).block).toBe('sold_out');
    expect(redeemable(reward({ availableQuantity: 0 }), 10_000n).block).toBe('limit_reached');
    expect(redeemable(reward(), 499n).block).toBe('not_enough_points');
  });
});

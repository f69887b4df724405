import { describe, expect, it } from 'vitest';
import { adjustBet, betInputText, betProblem, parseBetInput, type TLimits } from './bet';

const limits: TLimits = { minBet: 100n, maxBet: 500_000n, maxWin: 10_000_000n };

describe('the bet amount', () => {
  it('reads what is typed in minor units and writes it back without separators', () => {
    expect(parseBetInput('10')).toBe(1000n);
    expect(parseBetInput('1,000')).toBe(100_000n);
    expect(parseBetInput('1,000.5')).toBe(100_050n);
    expect(parseBetInput('2.5')).toBe(250n);
    expect(parseBetInput('0')).toBeNull();
    expect(parseBetInput('1.234')).toBeNull();
    expect(parseBetInput('abc')).toBeNull();
    expect(parseBetInput('')).toBeNull();
    expect(betInputText(1005n)).toBe('10.05');
    expect(betInputText(100_000n)).toBe('1000.00');
    expect(betInputText(5n)).toBe('0.05');
  });
  it('½ and 2× stay within the limits, from the minimum when the field holds no amount', () => {
    expect(adjustBet(1000n, 'half', limits, 1_000_000n)).toBe(500n);
    expect(adjustBet(150n, 'half', limits, 1_000_000n)).toBe(100n);
    expect(adjustBet(1000n, 'double', limits, 1_000_000n)).toBe(2000n);
    expect(adjustBet(400_000n, 'double', limits, 1_000_000n)).toBe(500_000n);
    expect(adjustBet(null, 'double', limits, 1_000_000n)).toBe(200n);
  });
  it('min is the lowest bet; max the highest the balance covers (the limit when it covers none)', () => {
    expect(adjustBet(1000n, 'min', limits, 1_000_000n)).toBe(100n);
    expect(adjustBet(1000n, 'max', limits, 1_000_000n)).toBe(500_000n);
    expect(adjustBet(1000n, 'max', limits, 12_345n)).toBe(12_345n);
    expect(adjustBet(1000n, 'max', limits, 50n)).toBe(500_000n);
  });
  it('says why a bet cannot be placed', () => {
    expect(betProblem(null, limits, 1000n)).toBe('invalid');
    expect(betProblem(99n, limits, 1000n)).toBe('belowMin');
    expect(betProblem(500_001n, limits, 10_000_000n)).toBe('aboveMax');
    expect(betProblem(1001n, limits, 1000n)).toBe('insufficient');
    expect(betProblem(1000n, limits, 1000n)).toBeNull();
  });
});

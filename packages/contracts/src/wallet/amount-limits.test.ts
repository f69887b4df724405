import { describe, expect, it } from 'vitest';
import { amountLimitProblem } from './amount-limits';

describe('amountLimitProblem', () => {
  it('accepts both bounds and what lies between', () => {
    expect(amountLimitProblem('10000', '10000', '50000')).toBeNull();
    expect(amountLimitProblem('50000', '10000', '50000')).toBeNull();
    expect(amountLimitProblem(25000n, 10000n, 50000n)).toBeNull();
  });

  it('names the bound an amount breaks, comparing without floats', () => {
    expect(amountLimitProblem('9999', '10000', '50000')).toBe('below_min');
    expect(amountLimitProblem('50001', '10000', '50000')).toBe('above_max');
    expect(amountLimitProblem('9007199254740993', '1', '9007199254740992')).toBe('above_max');
  });
});

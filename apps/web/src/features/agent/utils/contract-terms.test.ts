import { describe, expect, it } from 'vitest';
import { bpsToPercentInput, firstExcess, flaggedKinds, formatRate, parseThreshold, percentToBps, rowsToTiers, tierToRow } from './contract-terms';

describe('contract terms in the agent center', () => {
  it('reads a rate typed in percent as basis points, never through a float', () => {
    expect(percentToBps('1.5')).toBe(150);
    expect(percentToBps('1,50')).toBe(150);
    expect(percentToBps('0.07')).toBe(7);
    expect(percentToBps('2 %')).toBe(200);
    expect(percentToBps('100')).toBe(10_000);
    expect(percentToBps('1.234')).toBeNull();
    expect(percentToBps('')).toBeNull();
    expect(percentToBps('-1')).toBeNull();
    expect(formatRate(150)).toBe('1.50%');
    expect(bpsToPercentInput(150)).toBe('1.5');
    expect(bpsToPercentInput(200)).toBe('2');
    expect(bpsToPercentInput(25)).toBe('0.25');
  });

  it('reads a threshold in major units as minor units, 0 included', () => {
    expect(parseThreshold('0')).toBe('0');
    expect(parseThreshold('0.00')).toBe('0');
    expect(parseThreshold('1,000.5')).toBe('100050');
    expect(parseThreshold('')).toBe('0');
    expect(parseThreshold('.')).toBeNull();
    expect(parseThreshold('1.999')).toBeNull();
  });

  it('turns rows into tiers or names the fields it cannot read', () => {
    expect(rowsToTiers('daily_salary', [{ validBet: '500', activeMembers: '2', rate: '0.8' }])).toEqual({
      tiers: [{ validBet: '50000', activeMembers: 2, rate: 80 }],
      problems: [{}],
    });
    const bad = rowsToTiers('daily_salary', [{ validBet: 'x', activeMembers: '1.5', rate: '12' }]);
    expect(bad.tiers).toBeNull();
    // A salary pays at most 10 %.
    expect(bad.problems).toEqual([{ validBet: 'valid_bet', activeMembers: 'active_members', rate: 'rate_max' }]);
    expect(tierToRow({ validBet: '100050', activeMembers: 3, rate: 150 })).toEqual({ validBet: '1000.50', activeMembers: '3', rate: '1.5' });
  });

  it('lists the kinds whose consolidated flag is up', () => {
    expect(flaggedKinds({ divtypereq: true, dailysalreqtype: false, contracthoursalreq: false, realtimesalreqtype: true })).toEqual(['dividend', 'realtime_salary']);
    expect(flaggedKinds(undefined)).toEqual([]);
  });

  it('finds where an offer pays more than its upline at the same figures', () => {
    const up = [
      { validBet: '0', activeMembers: 0, rate: 100 },
      { validBet: '100000', activeMembers: 3, rate: 150 },
    ];
    expect(firstExcess([{ validBet: '100000', activeMembers: 3, rate: 150 }], up)).toBeNull();
    // 1.20 % from the first bet is more than the upline's 1.00 % below its second tier.
    expect(firstExcess([{ validBet: '0', activeMembers: 0, rate: 120 }], up)).toEqual({ validBet: '0', activeMembers: 0, down: 120, up: 100 });
  });
});

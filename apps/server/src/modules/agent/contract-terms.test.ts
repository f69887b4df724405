import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dividendBase, firstExcess, rateAt, share } from './contract-terms';

const tiers = [
  { validBet: '0', activeMembers: 0, rate: 50 },
  { validBet: '100000', activeMembers: 3, rate: 80 },
  { validBet: '500000', activeMembers: 10, rate: 120 },
];

describe('contract terms', () => {
  it('pays the rate of the highest tier whose thresholds are both met', () => {
    expect(rateAt(tiers, 0n, 0)).toEqual({ index: 0, rate: 50 });
    expect(rateAt(tiers, 200_000n, 2)).toEqual({ index: 0, rate: 50 });
    expect(rateAt(tiers, 200_000n, 3)).toEqual({ index: 1, rate: 80 });
    expect(rateAt(tiers, 10_000_000n, 10)).toEqual({ index: 2, rate: 120 });
    expect(rateAt([{ validBet: '100', activeMembers: 1, rate: 10 }], 99n, 5)).toEqual({ index: null, rate: 0 });
  });

  it('finds where a downline would earn more than its upline at the same figures', () => {
    expect(firstExcess(tiers, tiers)).toBeNull();
    expect(firstExcess([{ validBet: '0', activeMembers: 0, rate: 40 }], tiers)).toBeNull();
    // Above the upline's first tier before the upline's second tier applies.
    expect(firstExcess([{ validBet: '0', activeMembers: 0, rate: 60 }], tiers)).toMatchObject({ down: 60, up: 50 });
    expect(firstExcess([{ validBet: '50000', activeMembers: 0, rate: 70 }], tiers)).toMatchObject({ validBet: '50000', down: 70, up: 50 });
  });

  it('never lets a checked offer pay more than its upline anywhere (random terms and figures)', () => {
    const tierList = fc
      .array(fc.record({ bet: fc.integer({ min: 0, max: 1_000_000 }), active: fc.integer({ min: 0, max: 50 }), rate: fc.integer({ min: 0, max: 1000 }) }), { minLength: 1, maxLength: 5 })
      .map((xs) => {
        const sorted = xs.sort((a, b) => a.bet - b.bet || a.active - b.active);
        let rate = 0;
        return sorted.map((x) => ({ validBet: String(x.bet), activeMembers: x.active, rate: (rate = Math.max(rate, x.rate)) }));
      });
    fc.assert(
      fc.property(tierList, tierList, fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 80 }), (down, up, bet, active) => {
        if (firstExcess(down, up) !== null) return;
        expect(rateAt(down, BigInt(bet), active).rate).toBeLessThanOrEqual(rateAt(up, BigInt(bet), active).rate);
      }),
    );
  });

  it('rounds a share down and carries a dividend’s negative base by the brand’s policy', () => {
    expect(share(12_345n, 150)).toBe(185n);
    expect(share(-5n, 150)).toBe(0n);
    expect(dividendBase(-1000n, 0n, 'none')).toEqual({ base: -1000n, carryOut: 0n });
    expect(dividendBase(-1000n, -500n, 'forever')).toEqual({ base: -1500n, carryOut: -1500n });
    expect(dividendBase(3000n, -1500n, 'forever')).toEqual({ base: 1500n, carryOut: 0n });
    expect(dividendBase(-1000n, -500n, 'previous')).toEqual({ base: -1500n, carryOut: -1000n });
  });
});

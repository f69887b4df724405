import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../rng';
import { resolveSicBo, sicBo, type TDie, type TSicBoSpot } from './sic-bo';

const outcome = (a: TDie, b: TDie, c: TDie) => resolveSicBo([a, b, c]);
/** The spots that win on these dice, with the total returned on a stake of 1. */
function winners(a: TDie, b: TDie, c: TDie): Record<string, bigint> {
  const settled = sicBo.settle(
    outcome(a, b, c),
    sicBo.spots.map((s) => ({ spot: s.spot, amount: 1n })),
  );
  return Object.fromEntries(settled.filter((s) => s.payout > 0n).map((s) => [s.spot, s.payout]));
}

describe('spots', () => {
  it('has the Macau layout: 4 even-money, 14 totals, any triple, 6 triples, 6 doubles, 15 combinations, 6 singles', () => {
    expect(sicBo.spots).toHaveLength(52);
    expect(sicBo.spots.filter((s) => s.spot.startsWith('combo-')).map((s) => s.spot)).toEqual([
      'combo-1-2', 'combo-1-3', 'combo-1-4', 'combo-1-5', 'combo-1-6', 'combo-2-3', 'combo-2-4', 'combo-2-5',
      'combo-2-6', 'combo-3-4', 'combo-3-5', 'combo-3-6', 'combo-4-5', 'combo-4-6', 'combo-5-6',
    ]);
    const pays = Object.fromEntries(sicBo.spots.map((s) => [s.spot, s.pays]));
    expect(pays).toMatchObject({
      small: '1:1', 'total-4': '60:1', 'total-5': '30:1', 'total-6': '17:1', 'total-7': '12:1', 'total-8': '8:1', 'total-9': '6:1',
      'total-10': '6:1', 'total-11': '6:1', 'total-12': '6:1', 'total-13': '8:1', 'total-14': '12:1', 'total-15': '17:1',
      'total-16': '30:1', 'total-17': '60:1', 'any-triple': '30:1', 'triple-3': '180:1', 'double-2': '10:1', 'combo-1-6': '6:1',
      'single-5': '1:1 / 2:1 / 3:1',
    });
    for (const bad of ['combo-2-1', 'combo-3-3', 'total-3', 'total-18', 'triple-0', 'single-7', 'Small']) expect(sicBo.isSpot(bad), bad).toBe(false);
  });
});

describe('settle', () => {
  it('loses Small, Big, Odd and Even on a triple, pays the triple bets', () => {
    expect(winners(1, 1, 1)).toEqual({ 'any-triple': 31n, 'triple-1': 181n, 'double-1': 11n, 'single-1': 4n });
    expect(winners(6, 6, 6)).toEqual({ 'any-triple': 31n, 'triple-6': 181n, 'double-6': 11n, 'single-6': 4n });
    expect(winners(3, 3, 3)).toMatchObject({ 'total-9': 7n, 'any-triple': 31n });
    expect(winners(3, 3, 3).odd).toBeUndefined();
  });
  it('reads a plain throw', () => {
    expect(winners(2, 3, 5)).toEqual({
      small: 2n, even: 2n, 'total-10': 7n, 'combo-2-3': 7n, 'combo-2-5': 7n, 'combo-3-5': 7n, 'single-2': 2n, 'single-3': 2n, 'single-5': 2n,
    });
    expect(winners(6, 4, 4)).toEqual({ big: 2n, even: 2n, 'total-14': 13n, 'double-4': 11n, 'combo-4-6': 7n, 'single-4': 3n, 'single-6': 2n });
    expect(winners(1, 1, 2)).toMatchObject({ small: 2n, 'total-4': 61n, 'double-1': 11n, 'combo-1-2': 7n });
    expect(winners(6, 5, 6)).toMatchObject({ big: 2n, odd: 2n, 'total-17': 61n });
    expect(winners(5, 6, 5)['total-16']).toBe(31n);
  });
});

describe('valid bet', () => {
  it('offsets Small against Big and Odd against Even', () => {
    const bets: { spot: TSicBoSpot; amount: bigint }[] = [
      { spot: 'big', amount: 100n },
      { spot: 'small', amount: 30n },
      { spot: 'odd', amount: 10n },
      { spot: 'even', amount: 10n },
      { spot: 'total-9', amount: 4n },
      { spot: 'combo-1-2', amount: 3n },
    ];
    expect(sicBo.validBet(bets, outcome(1, 2, 3))).toBe(70n + 0n + 4n + 3n);
    expect(sicBo.validBet(bets, outcome(2, 2, 2))).toBe(77n);
  });
});

describe('checkBets', () => {
  it('refuses spots off the layout', () => {
    const limits = { min: 1n, max: 100n, spotMax: { 'triple-1': 5n } };
    expect(() => sicBo.checkBets([{ spot: 'combo-3-3', amount: 1n }], limits)).toThrow(/no spot/);
    expect(() => sicBo.checkBets([{ spot: 'triple-1', amount: 6n }], limits)).toThrow(/above the maximum 5/);
    expect(sicBo.checkBets([{ spot: 'triple-2', amount: 6n }], limits)).toHaveLength(1);
  });
});

describe('deal', () => {
  it('throws three fair dice', () => {
    const rng = createSeededRng('dice');
    const faces = new Array<number>(7).fill(0);
    const n = 40_000;
    for (let i = 0; i < n; i++) {
      const { outcome: o } = sicBo.deal(rng, null);
      if (o.total !== o.dice[0] + o.dice[1] + o.dice[2]) throw new Error('bad total');
      for (const d of o.dice) faces[d]!++;
    }
    expect(faces[0]).toBe(0);
    const expected = (3 * n) / 6;
    const chi = faces.slice(1).reduce((sum, f) => sum + (f - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.52); // chi-square, 5 degrees of freedom, 99.9 %
  });
});

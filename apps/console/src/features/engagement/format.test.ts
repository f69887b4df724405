import { describe, expect, it } from 'vitest';
import { expectedCash, hundredthsText, multiplierText, shares } from './format';
import { parseCount, parseTarget } from './mission-values';
import { prizePlaces, prizePool } from './tournament-values';

describe('wheel odds', () => {
  it('gives every segment its share, the shares adding up to exactly 100.00 %', () => {
    expect(shares([1, 1, 1]).map((n) => hundredthsText(n!))).toEqual(['33.34%', '33.33%', '33.33%']);
    expect(shares([1, 2, 3, 4]).map((n) => hundredthsText(n!))).toEqual(['10.00%', '20.00%', '30.00%', '40.00%']);
    for (const weights of [[7, 7, 7, 7, 7, 7], [1, 10_000, 3], [9999, 1, 1, 1, 1, 1, 1], Array.from({ length: 20 }, (_, i) => (i * 37) % 101 + 1)])
      expect(shares(weights).reduce<number>((sum, n) => sum + n!, 0)).toBe(10_000);
    expect(shares([0, 0, 0])).toEqual([null, null, null]);
  });

  it('costs a spin Σ weight × cash prize ÷ Σ weight, in minor units rounded down', () => {
    expect(expectedCash([{ weight: 1, cash: '10000' }, { weight: 2, cash: '0' }, { weight: 3, cash: '1000' }, { weight: 4, cash: '0' }])).toBe('1300');
    expect(expectedCash([{ weight: 1, cash: '100' }, { weight: 2, cash: '0' }])).toBe('33');
    expect(expectedCash([{ weight: 0, cash: '100' }])).toBeNull();
  });
});

describe('scores and targets', () => {
  it('reads a best multiplier kept × 100', () => {
    expect(multiplierText('250')).toBe('2.50×');
    expect(multiplierText('105')).toBe('1.05×');
    expect(multiplierText('123456')).toBe('1,234.56×');
  });

  it('takes a money target in minor units and a count as a whole number, within 12 digits', () => {
    expect(parseTarget('deposit_amount', '1,000.5')).toBe('100050');
    expect(parseTarget('rounds', '1,000')).toBe('1000');
    expect(parseTarget('rounds', '12.5')).toBeNull();
    expect(parseCount('0')).toBeNull();
    expect(parseCount('999999999999')).toBe('999999999999');
    expect(parseCount('1000000000000')).toBeNull();
    expect(parseTarget('win_amount', '10,000,000,000')).toBeNull();
  });
});

describe('the prize table', () => {
  it('starts each row at the place after the row above and sums the pool over every place', () => {
    const rows = [
      { toRank: '1', amount: '1,000' },
      { toRank: '3', amount: '500' },
      { toRank: '10', amount: '100.50' },
    ];
    expect(prizePlaces(rows)).toEqual([
      { fromRank: 1, toRank: 1 },
      { fromRank: 2, toRank: 3 },
      { fromRank: 4, toRank: 10 },
    ]);
    expect(prizePool(rows)).toBe(String(100_000 + 2 * 50_000 + 7 * 10_050));
    // A last place before the row's first is no place; the next row starts after the first.
    expect(prizePlaces([{ toRank: '5' }, { toRank: '2' }, { toRank: '7' }])).toEqual([
      { fromRank: 1, toRank: 5 },
      { fromRank: 6, toRank: null },
      { fromRank: 7, toRank: 7 },
    ]);
  });
});

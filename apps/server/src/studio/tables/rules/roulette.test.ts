import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../rng';
import { RED_NUMBERS, resolveRoulette, roulette, rouletteColour, spotNumbers, WHEEL_ORDER, type TRouletteSpot } from './roulette';

const outcomeOf = (n: number) => resolveRoulette(WHEEL_ORDER.indexOf(n));
/** Layout coordinates: row 1–12 down the table, column 0–2 across. */
const place = (n: number) => ({ row: Math.ceil(n / 3), col: (n - 1) % 3 });

describe('wheel', () => {
  it('has each of 0–36 once, zero green and red and black alternating around it', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(RED_NUMBERS).toHaveLength(18);
    const colours = WHEEL_ORDER.map(rouletteColour);
    expect(colours[0]).toBe('green');
    for (let i = 2; i < colours.length; i++) expect(colours[i]).not.toBe(colours[i - 1]);
    expect(colours[1]).toBe('red'); // 32 red after zero
    expect(resolveRoulette(0)).toEqual({ number: 0, pocket: 0, colour: 'green' });
    expect(() => resolveRoulette(37)).toThrow(RangeError);
  });
});

describe('spots', () => {
  const ofKind = (prefix: string) => roulette.spots.filter((s) => s.spot.startsWith(prefix)).map((s) => s.spot);

  it('has every bet of the layout once', () => {
    expect(ofKind('straight:')).toHaveLength(37);
    expect(ofKind('split:')).toHaveLength(60);
    expect(ofKind('street:')).toHaveLength(14);
    expect(ofKind('corner:')).toHaveLength(23);
    expect(ofKind('line:')).toHaveLength(11);
    expect(roulette.spots).toHaveLength(157);
    expect(new Set(roulette.spots.map((s) => s.spot)).size).toBe(157);
  });

  it('makes splits of exactly the numbers that touch on the layout, and corners of every 2×2 block', () => {
    const expectedSplits = new Set(['split:0-1', 'split:0-2', 'split:0-3']);
    const expectedCorners = new Set(['corner:0-1-2-3']);
    for (let a = 1; a <= 36; a++) {
      for (let b = a + 1; b <= 36; b++) {
        const [p, q] = [place(a), place(b)];
        if (Math.abs(p.row - q.row) + Math.abs(p.col - q.col) === 1) expectedSplits.add(`split:${a}-${b}`);
        if (q.row === p.row + 1 && q.col === p.col + 1) expectedCorners.add(`corner:${a}-${a + 1}-${b - 1}-${b}`);
      }
    }
    expect(new Set(ofKind('split:'))).toEqual(expectedSplits);
    expect(new Set(ofKind('corner:'))).toEqual(expectedCorners);
    for (const bad of ['split:3-4', 'split:1-5', 'split:20-17', 'split:17-17', 'straight:37', 'straight:-1', 'straight:01', 'corner:1-2-3-4', 'street:2-3-4', 'line:2-3-4-5-6-7', 'column:4', 'dozen:0', 'zero', 'split:0-4']) {
      expect(roulette.isSpot(bad), bad).toBe(false);
    }
    expect(spotNumbers('column:1')).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(spotNumbers('dozen:2')).toEqual(Array.from({ length: 12 }, (_, i) => 13 + i));
    expect(spotNumbers('line:31-32-33-34-35-36')).toEqual([31, 32, 33, 34, 35, 36]);
  });
});

describe('settle', () => {
  const pay = (n: number, spot: TRouletteSpot) => roulette.settle(outcomeOf(n), [{ spot, amount: 10n }])[0]!.payout;

  it('pays each bet (36 / numbers − 1):1 when it covers the number', () => {
    expect(pay(17, 'straight:17')).toBe(360n);
    expect(pay(17, 'split:17-20')).toBe(180n);
    expect(pay(17, 'street:16-17-18')).toBe(120n);
    expect(pay(17, 'corner:16-17-19-20')).toBe(90n);
    expect(pay(17, 'line:13-14-15-16-17-18')).toBe(60n);
    expect(pay(17, 'column:2')).toBe(30n);
    expect(pay(17, 'dozen:2')).toBe(30n);
    expect(pay(17, 'black')).toBe(20n);
    expect(pay(17, 'odd')).toBe(20n);
    expect(pay(17, 'low')).toBe(20n);
    expect(pay(17, 'red')).toBe(0n);
    expect(pay(17, 'straight:18')).toBe(0n);
    expect(pay(17, 'split:14-17')).toBe(180n);
    expect(pay(18, 'split:17-20')).toBe(0n);
  });
  it('loses every even-money bet on zero and pays the zero bets', () => {
    for (const spot of ['red', 'black', 'odd', 'even', 'low', 'high', 'column:1', 'dozen:1'] as const) expect(pay(0, spot), spot).toBe(0n);
    expect(pay(0, 'straight:0')).toBe(360n);
    expect(pay(0, 'split:0-2')).toBe(180n);
    expect(pay(0, 'street:0-2-3')).toBe(120n);
    expect(pay(0, 'corner:0-1-2-3')).toBe(90n);
    expect(pay(3, 'corner:0-1-2-3')).toBe(90n);
  });
});

describe('valid bet', () => {
  it('offsets Red–Black, Odd–Even and Low–High only', () => {
    const bets: { spot: TRouletteSpot; amount: bigint }[] = [
      { spot: 'red', amount: 100n },
      { spot: 'black', amount: 40n },
      { spot: 'low', amount: 10n },
      { spot: 'high', amount: 10n },
      { spot: 'dozen:1', amount: 20n },
      { spot: 'dozen:2', amount: 20n },
      { spot: 'straight:0', amount: 5n },
    ];
    expect(roulette.validBet(bets, outcomeOf(0))).toBe(60n + 40n + 5n);
  });
});

describe('deal', () => {
  it('stops on every pocket equally often', () => {
    const rng = createSeededRng('wheel');
    const counts = new Array<number>(37).fill(0);
    const n = 37_000;
    for (let i = 0; i < n; i++) {
      const { outcome } = roulette.deal(rng, null);
      if (outcome.number !== WHEEL_ORDER[outcome.pocket] || outcome.colour !== rouletteColour(outcome.number)) throw new Error('inconsistent outcome');
      counts[outcome.number]!++;
    }
    const chi = counts.reduce((sum, c) => sum + (c - 1000) ** 2 / 1000, 0);
    expect(chi).toBeLessThan(67.99); // chi-square, 36 degrees of freedom, 99.9 %
  });
});

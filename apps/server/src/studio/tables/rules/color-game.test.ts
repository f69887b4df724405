import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../rng';
import { colorGame, COLORS, type TColorGameOutcome } from './color-game';

const outcome = (...dice: TColorGameOutcome['dice']): TColorGameOutcome => ({ dice });

describe('color game', () => {
  it('pays a colour 1:1 per die showing it and loses when none does', () => {
    const bets = COLORS.map((spot) => ({ spot, amount: 10n }));
    const pay = (o: TColorGameOutcome) => Object.fromEntries(colorGame.settle(o, bets).map((b) => [b.spot, b.payout]));
    expect(pay(outcome('red', 'blue', 'green'))).toEqual({ yellow: 0n, white: 0n, pink: 0n, blue: 20n, red: 20n, green: 20n });
    expect(pay(outcome('pink', 'yellow', 'pink'))).toEqual({ yellow: 20n, white: 0n, pink: 30n, blue: 0n, red: 0n, green: 0n });
    expect(pay(outcome('white', 'white', 'white'))).toEqual({ yellow: 0n, white: 40n, pink: 0n, blue: 0n, red: 0n, green: 0n });
  });

  it('counts every stake as valid bet (no colour is the opposite of another)', () => {
    const bets = COLORS.map((spot) => ({ spot, amount: 10n }));
    expect(colorGame.validBet(bets, outcome('red', 'red', 'red'))).toBe(60n);
  });

  it('checks spots and amounts', () => {
    const limits = { min: 5n, max: 100n };
    expect(colorGame.checkBets([{ spot: 'green', amount: 5n }], limits)).toEqual([{ spot: 'green', amount: 5n }]);
    expect(() => colorGame.checkBets([{ spot: 'purple', amount: 5n }], limits)).toThrow(/no spot/);
    expect(() => colorGame.checkBets([{ spot: 'green', amount: 4n }], limits)).toThrow(/below the table minimum/);
    expect(colorGame.spots.map((s) => s.label)).toEqual(['Yellow', 'White', 'Pink', 'Blue', 'Red', 'Green']);
  });

  it('rolls three independent dice, every colour equally often', () => {
    const rng = createSeededRng('colours');
    const counts = new Map<string, number>();
    const n = 60_000;
    let states = 0;
    for (let i = 0; i < n; i++) {
      const { outcome: o, state } = colorGame.deal(rng, null);
      if (state !== null) states++;
      for (const c of o.dice) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect(states).toBe(0);
    // Chi-square with 5 degrees of freedom: 20.52 is its 99.9 % point.
    const expected = (3 * n) / 6;
    const chi = COLORS.reduce((sum, c) => sum + ((counts.get(c) ?? 0) - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.52);
  });
});

import { describe, expect, it } from 'vitest';
import { createSeededRng, type RandomSource } from '../rng';
import { compileGame, evaluateGrid, evaluateLine, replayRound, resolveSpin, roundStops, spin, windowAt, type TRoundOutcome } from './engine';
import { LUCKY_REELS, SYMBOLS, type TSymbol } from './game-data';

const game = compileGame(LUCKY_REELS);
const id = (s: TSymbol) => SYMBOLS.indexOf(s);
const line = (...symbols: TSymbol[]) => evaluateLine(game, symbols.map(id));
const pay = (symbol: TSymbol, count: number, multiplier: number) => ({ symbol: id(symbol), count, multiplier });
const bet = (lineBet: bigint) => ({ lineBet, lines: 20 });

/** Replays fixed reel stops, so a test chooses exactly what the reels show. */
function scripted(stops: number[]): RandomSource & { left: () => number } {
  const queue = [...stops];
  return {
    int(n: number) {
      const next = queue.shift();
      if (next === undefined) throw new Error('scripted stops ran out');
      if (next >= n) throw new Error(`stop ${next} is off a strip of ${n}`);
      return next;
    },
    left: () => queue.length,
  };
}

/** A stop on `strip` whose window shows a scatter (or none, with `scatter` false). */
function stopWith(strip: readonly TSymbol[], scatter: boolean): number {
  const rows = (s: number) => [0, 1, 2].map((r) => strip[(s + r) % strip.length]);
  const stop = strip.findIndex((_, s) => rows(s).includes('SCATTER') === scatter);
  if (stop < 0) throw new Error('no such stop');
  return stop;
}
const base = LUCKY_REELS.baseStrips;
const free = LUCKY_REELS.freeSpinStrips;
const baseStops = (scatters: number) => base.map((strip, reel) => stopWith(strip, reel < scatters));
const freeStops = (scatters: number) => free.map((strip, reel) => stopWith(strip, reel < scatters));

describe('line evaluation', () => {
  it('pays 3, 4 and 5 of a kind from the leftmost reel only', () => {
    expect(line('SEVEN', 'SEVEN', 'SEVEN', 'TEN', 'ACE')).toEqual(pay('SEVEN', 3, 50));
    expect(line('SEVEN', 'SEVEN', 'SEVEN', 'SEVEN', 'ACE')).toEqual(pay('SEVEN', 4, 200));
    expect(line('TEN', 'TEN', 'TEN', 'TEN', 'TEN')).toEqual(pay('TEN', 5, 100));
    expect(line('ACE', 'SEVEN', 'SEVEN', 'SEVEN', 'SEVEN')).toBeNull();
    expect(line('SEVEN', 'SEVEN', 'ACE', 'SEVEN', 'SEVEN')).toBeNull();
  });

  it('does not pay two of a kind', () => {
    expect(line('SEVEN', 'SEVEN', 'TEN', 'ACE', 'KING')).toBeNull();
    expect(line('WILD', 'SEVEN', 'TEN', 'ACE', 'KING')).toBeNull();
    expect(line('WILD', 'WILD', 'SCATTER', 'ACE', 'KING')).toBeNull();
  });

  it('lets WILD stand for any paying symbol anywhere on the line', () => {
    expect(line('SEVEN', 'WILD', 'SEVEN', 'SEVEN', 'TEN')).toEqual(pay('SEVEN', 4, 200));
    expect(line('BELL', 'WILD', 'WILD', 'ACE', 'ACE')).toEqual(pay('BELL', 3, 25));
    expect(line('WILD', 'CHERRY', 'WILD', 'CHERRY', 'CHERRY')).toEqual(pay('CHERRY', 5, 250));
  });

  it('pays wilds on their own, and the better of wilds alone and the symbol they complete', () => {
    expect(line('WILD', 'WILD', 'WILD', 'WILD', 'WILD')).toEqual(pay('WILD', 5, 2500));
    // 3 wilds (100) beat 4 tens (25)
    expect(line('WILD', 'WILD', 'WILD', 'TEN', 'ACE')).toEqual(pay('WILD', 3, 100));
    // 4 wilds (500) beat 5 tens (100)
    expect(line('WILD', 'WILD', 'WILD', 'WILD', 'TEN')).toEqual(pay('WILD', 4, 500));
    // 2 wilds pay nothing; 5 sevens (1000) win
    expect(line('WILD', 'WILD', 'SEVEN', 'SEVEN', 'SEVEN')).toEqual(pay('SEVEN', 5, 1000));
    // 3 wilds (100) lose to 5 sevens (1000)
    expect(line('WILD', 'WILD', 'WILD', 'SEVEN', 'SEVEN')).toEqual(pay('SEVEN', 5, 1000));
    // a tie goes to the symbol: 3 wilds (100) = 5 jacks (100)
    expect(line('WILD', 'WILD', 'WILD', 'JACK', 'JACK')).toEqual(pay('JACK', 5, 100));
  });

  it('never substitutes WILD for SCATTER: a scatter ends the line', () => {
    expect(line('SEVEN', 'SEVEN', 'SCATTER', 'SEVEN', 'SEVEN')).toBeNull();
    expect(line('SCATTER', 'SCATTER', 'SCATTER', 'TEN', 'TEN')).toBeNull();
    expect(line('WILD', 'WILD', 'WILD', 'SCATTER', 'TEN')).toEqual(pay('WILD', 3, 100));
    expect(line('WILD', 'SCATTER', 'WILD', 'WILD', 'WILD')).toBeNull();
  });
});

describe('game data', () => {
  it('refuses strips and paylines the engine cannot play', () => {
    const strips = LUCKY_REELS.baseStrips;
    expect(() => compileGame({ ...LUCKY_REELS, baseStrips: [...strips.slice(0, 4), ['SEVEN', 'LEMON' as TSymbol, 'TEN']] })).toThrow(/unknown symbol LEMON/);
    expect(() => compileGame({ ...LUCKY_REELS, baseStrips: strips.slice(0, 4) })).toThrow(/5 strips/);
    expect(() => compileGame({ ...LUCKY_REELS, freeSpinStrips: [...strips.slice(0, 4), ['SEVEN', 'TEN']] })).toThrow(/at least 3 stops/);
    expect(() => compileGame({ ...LUCKY_REELS, paylines: [...LUCKY_REELS.paylines.slice(0, 19), [0, 1, 3, 1, 0]] })).toThrow(/paylines/);
  });
});

describe('grid evaluation', () => {
  const grid = (rows: TSymbol[][]) => rows.map((r) => r.map(id));

  it('pays scatters anywhere on the window, in total bets', () => {
    const three = grid([
      ['SCATTER', 'TEN', 'ACE', 'KING', 'QUEEN'],
      ['JACK', 'QUEEN', 'KING', 'ACE', 'SCATTER'],
      ['KING', 'ACE', 'SCATTER', 'TEN', 'JACK'],
    ]);
    expect(evaluateGrid(game, three)).toMatchObject({ scatterCount: 3, scatterMultiplier: 2, lineMultiplier: 0, lineWins: [] });
    three[0]![1] = id('SCATTER');
    expect(evaluateGrid(game, three)).toMatchObject({ scatterCount: 4, scatterMultiplier: 10 });
    const two = grid([
      ['SCATTER', 'TEN', 'ACE', 'KING', 'QUEEN'],
      ['JACK', 'QUEEN', 'KING', 'ACE', 'SCATTER'],
      ['KING', 'ACE', 'QUEEN', 'TEN', 'JACK'],
    ]);
    expect(evaluateGrid(game, two)).toMatchObject({ scatterCount: 2, scatterMultiplier: 0 });
  });

  it('reads every payline on its own rows and sums them', () => {
    const g = grid([
      ['SEVEN', 'SEVEN', 'SEVEN', 'TEN', 'ACE'],
      ['KING', 'KING', 'KING', 'KING', 'KING'],
      ['JACK', 'ACE', 'QUEEN', 'TEN', 'BELL'],
    ]);
    const result = evaluateGrid(game, g);
    // line 1 (middle) five kings, line 2 (top) three sevens; line 6 (0,0,1,2,2) reads SEVEN SEVEN KING and line 16 (1,1,0,1,1) KING KING SEVEN: nothing.
    expect(result.lineWins).toEqual([
      { line: 1, ...pay('KING', 5, 150) },
      { line: 2, ...pay('SEVEN', 3, 50) },
    ]);
    expect(result.lineMultiplier).toBe(200);
  });

  it('wraps the window around the end of a strip', () => {
    const strips = game.baseStrips;
    const last = strips.map((s) => s.length - 1);
    const window = windowAt(strips, last, 3);
    strips.forEach((strip, reel) => {
      expect(window[0]![reel]).toBe(strip[strip.length - 1]);
      expect(window[1]![reel]).toBe(strip[0]);
      expect(window[2]![reel]).toBe(strip[1]);
    });
    expect(() => windowAt(strips, [0, 0, 0, 0, 99], 3)).toThrow(RangeError);
  });
});

describe('a round', () => {
  it('refuses a bet that is not a positive bigint on the 20 fixed lines', () => {
    const rng = createSeededRng(1);
    expect(() => spin(rng, { lineBet: 0n, lines: 20 })).toThrow(RangeError);
    expect(() => spin(rng, { lineBet: 10n, lines: 10 })).toThrow(RangeError);
    expect(() => spin(rng, { lineBet: 10 as unknown as bigint, lines: 20 })).toThrow(RangeError);
  });

  it('is deterministic for a seeded generator and differs between seeds', () => {
    const play = (seed: string) => {
      const rng = createSeededRng(seed);
      return Array.from({ length: 200 }, () => spin(rng, bet(5n)));
    };
    expect(play('same')).toEqual(play('same'));
    expect(play('same').map((r) => r.stops)).not.toEqual(play('other').map((r) => r.stops));
  });

  it('pays in bigint minor units: line bet × multiplier, scatters on the total bet, all scaling with the bet', () => {
    const small = createSeededRng('scale');
    const large = createSeededRng('scale');
    let sawLineWin = false;
    let sawFeature = false;
    for (let i = 0; i < 3000; i++) {
      const a = spin(small, bet(1n));
      const b = spin(large, bet(37n));
      expect(b.stops).toEqual(a.stops);
      expect(typeof b.totalWin).toBe('bigint');
      expect(b.totalBet).toBe(740n);
      expect(b.totalWin).toBe(a.totalWin * 37n);
      for (const r of [b, ...b.featureSpins]) {
        for (const w of r.lineWins) expect(w.win).toBe(BigInt(w.multiplier) * 37n);
        expect(r.win).toBe(r.lineWins.reduce((s, w) => s + w.win, r.scatterWin));
      }
      expect(b.totalWin).toBe(b.baseWin + b.featureWin);
      expect(b.featureWin).toBe(b.featureSpins.reduce((s, f) => s + f.win, 0n));
      sawLineWin ||= b.lineWins.length > 0;
      sawFeature ||= b.featureSpins.length > 0;
    }
    expect(sawLineWin && sawFeature).toBe(true);
  });

  it('returns the grid the stops show, as symbol names', () => {
    const stops = [3, 7, 11, 19, 30];
    const round = spin(scripted(stops), bet(1n));
    expect(round.stops).toEqual(stops);
    round.grid.forEach((row, r) => row.forEach((symbol, reel) => expect(symbol).toBe(base[reel]![(stops[reel]! + r) % base[reel]!.length])));
  });
});

describe('free spins', () => {
  const play = (stops: number[]): TRoundOutcome => {
    const rng = scripted(stops);
    const round = spin(rng, bet(10n));
    expect(rng.left()).toBe(0);
    return round;
  };
  const quiet = (n: number) => Array.from({ length: n }, () => freeStops(0)).flat();

  it('two scatters award nothing; three or more award 10 free spins played in the same round', () => {
    expect(play(baseStops(2))).toMatchObject({ scatterCount: 2, freeSpinsAwarded: 0, featureSpins: [], featureWin: 0n });
    for (const scatters of [3, 4, 5]) {
      const round = play([...baseStops(scatters), ...quiet(10)]);
      expect(round.scatterCount).toBe(scatters);
      expect(round.freeSpinsAwarded).toBe(10);
      expect(round.scatterWin).toBe(BigInt(LUCKY_REELS.scatterPays[scatters as 3 | 4 | 5]) * 200n);
      expect(round.featureSpins).toHaveLength(10);
      expect(round.featureSpins.every((s) => s.freeSpinsAwarded === 0 && s.multiplier === 2)).toBe(true);
    }
  });

  it('retriggers 10 more when a free spin shows 3 scatters', () => {
    const round = play([...baseStops(3), ...freeStops(3), ...quiet(19)]);
    expect(round.featureSpins).toHaveLength(20);
    expect(round.featureSpins.map((s) => s.freeSpinsAwarded)).toEqual([10, ...new Array(19).fill(0)]);
  });

  it('stops awarding at the cap of 50 free spins per round', () => {
    // every free spin shows 3 scatters: awards 10, 10, 10, 10 and then nothing (10 + 40 = 50)
    const round = play([...baseStops(3), ...Array.from({ length: 50 }, () => freeStops(3)).flat()]);
    expect(round.featureSpins).toHaveLength(50);
    expect(round.featureSpins.map((s) => s.freeSpinsAwarded)).toEqual([10, 10, 10, 10, ...new Array(46).fill(0)]);
    expect(round.featureSpins.every((s) => s.scatterCount === 3 && s.scatterWin === 2n * 2n * 200n)).toBe(true);
  });

  it('doubles every free-spin win on the free-spin strips', () => {
    const rng = createSeededRng('double');
    let checked = 0;
    while (checked < 200) {
      const round = spin(rng, bet(3n));
      for (const s of round.featureSpins) {
        const single = resolveSpin(game, game.freeSpinStrips, s.stops, bet(3n), 1);
        expect(s.grid).toEqual(single.grid);
        expect(s.win).toBe(single.win * 2n);
        checked++;
      }
    }
  });
});

describe('replay', () => {
  it('rebuilds a recorded round, free spins included, from its stops alone', () => {
    const rng = createSeededRng('replay');
    let round = spin(rng, bet(4n));
    while (round.featureSpins.length === 0) round = spin(rng, bet(4n));
    const stops = roundStops(round);
    expect(stops).toHaveLength(1 + round.featureSpins.length);
    expect(replayRound(bet(4n), stops)).toEqual(round);
    expect(() => replayRound(bet(4n), stops.slice(0, -1))).toThrow(RangeError);
    expect(() => replayRound(bet(4n), [...stops, stops[1]!])).toThrow(RangeError);
    expect(() => replayRound(bet(4n), [[0, 0, 0, 0, 99]])).toThrow(RangeError);
  });
});

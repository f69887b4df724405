import { describe, expect, it } from 'vitest';
import { activeFreeRound, afterFreeRound, affordableBet, autoplayContinues, countUp, freeSpinCounter, lineCells, stepBet, winSequence, winTier, type TSpinView } from './logic';

const PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
];

const spin = (over: Partial<TSpinView> = {}): TSpinView => ({
  grid: [
    ['SCATTER', 'A', 'B', 'C', 'D'],
    ['E', 'F', 'SCATTER', 'G', 'H'],
    ['I', 'J', 'K', 'L', 'SCATTER'],
  ],
  lineWins: [],
  scatterCount: 3,
  scatterWin: '0',
  freeSpinsAwarded: 0,
  multiplier: 1,
  win: '0',
  ...over,
});

describe('win presentation order', () => {
  it('shows line wins biggest first, ties by line number, scatters last', () => {
    const steps = winSequence(
      spin({
        lineWins: [
          { line: 4, symbol: 'BELL', count: 3, multiplier: 25, win: '25' },
          { line: 2, symbol: 'TEN', count: 3, multiplier: 5, win: '5' },
          { line: 1, symbol: 'TEN', count: 3, multiplier: 5, win: '5' },
          { line: 5, symbol: 'SEVEN', count: 4, multiplier: 200, win: '200' },
        ],
        scatterWin: '40',
      }),
      PAYLINES,
    );
    expect(steps.map((s) => (s.kind === 'line' ? s.line : 'S'))).toEqual([5, 4, 1, 2, 'S']);
    expect(steps[0]).toMatchObject({ kind: 'line', win: 200n, cells: [[2, 0], [1, 1], [0, 2], [1, 3]] });
    expect(steps[4]).toMatchObject({ kind: 'scatter', count: 3, win: 40n, cells: [[0, 0], [1, 2], [2, 4]] });
  });

  it('leaves the scatters out when they neither paid nor awarded free spins', () => {
    expect(winSequence(spin({ scatterCount: 2 }), PAYLINES)).toEqual([]);
    expect(winSequence(spin({ freeSpinsAwarded: 10 }), PAYLINES)).toHaveLength(1);
  });

  it('a line win covers the first count reels of its payline', () => {
    expect(lineCells([0, 1, 2, 1, 0], 3)).toEqual([[0, 0], [1, 1], [2, 2]]);
  });
});

describe('bet stepping', () => {
  const levels = ['20', '40', '100', '200'];
  it('steps up and down and stops at the ends', () => {
    expect(stepBet(levels, '40', 1)).toBe('100');
    expect(stepBet(levels, '40', -1)).toBe('20');
    expect(stepBet(levels, '20', -1)).toBe('20');
    expect(stepBet(levels, '200', 1)).toBe('200');
    expect(stepBet(levels, '33', 1)).toBe('20');
  });
  it('finds the highest affordable level at or below the bet', () => {
    expect(affordableBet(levels, '200', 150n)).toBe('100');
    expect(affordableBet(levels, '40', 1000n)).toBe('40');
    expect(affordableBet(levels, '200', 10n)).toBeNull();
  });
});

describe('win count-up and tiers', () => {
  it('counts from 0 to the total, never past it', () => {
    expect(countUp(1000n, 0)).toBe(0n);
    expect(countUp(1000n, 1)).toBe(1000n);
    const half = countUp(1000n, 0.5);
    expect(half > 500n && half < 1000n).toBe(true);
    expect(countUp(1000n, 2)).toBe(1000n);
  });
  it('a big win is 10 × the bet or more', () => {
    expect(winTier(0n, 100n)).toBe('none');
    expect(winTier(999n, 100n)).toBe('small');
    expect(winTier(1000n, 100n)).toBe('big');
    expect(winTier(2500n, 100n)).toBe('mega');
    expect(winTier(5000n, 100n)).toBe('epic');
  });
});

describe('free spins and autoplay', () => {
  it('the free-spin total grows with retriggers as they are played', () => {
    const spins = [{ freeSpinsAwarded: 0 }, { freeSpinsAwarded: 10 }, { freeSpinsAwarded: 0 }];
    expect(freeSpinCounter(spins, 10, 1)).toEqual({ current: 1, total: 10 });
    expect(freeSpinCounter(spins, 10, 2)).toEqual({ current: 2, total: 20 });
  });
  it('autoplay stops on a feature, at the end and when the balance is short', () => {
    expect(autoplayContinues({ remaining: 3, featureTriggered: false, balance: 100n, bet: 100n })).toBe(true);
    expect(autoplayContinues({ remaining: 3, featureTriggered: true, balance: 100n, bet: 100n })).toBe(false);
    expect(autoplayContinues({ remaining: 0, featureTriggered: false, balance: 100n, bet: 100n })).toBe(false);
    expect(autoplayContinues({ remaining: 3, featureTriggered: false, balance: 99n, bet: 100n })).toBe(false);
  });
});

describe('free rounds (decision 015)', () => {
  const g = (grantId: string, roundsLeft: number) => ({ grantId, roundsLeft, roundsGranted: 5, stake: '200', expiresAt: '2030-01-01T00:00:00.000Z' });

  it('plays the first grant with rounds left', () => {
    expect(activeFreeRound([g('1', 0), g('2', 3), g('3', 1)])?.grantId).toBe('2');
    expect(activeFreeRound([])).toBeNull();
  });

  it('counts a grant down after a spin and drops it at zero or when refused', () => {
    expect(afterFreeRound([g('1', 2), g('2', 1)], { grantId: '1', roundsLeft: 1 })).toEqual([g('1', 1), g('2', 1)]);
    expect(afterFreeRound([g('1', 1), g('2', 1)], { grantId: '1', roundsLeft: 0 })).toEqual([g('2', 1)]);
    expect(afterFreeRound([g('1', 4), g('2', 1)], { grantId: '2', gone: true })).toEqual([g('1', 4)]);
  });
});

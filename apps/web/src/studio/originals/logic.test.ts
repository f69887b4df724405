import { diceMultiplier, formatMultiplier, KENO_PAYS, minesMultiplier, PLINKO_TABLES, type TRoundView } from '@wps/fair';
import { describe, expect, it } from 'vitest';
import {
  autoplayContinues,
  cardFace,
  clampDiceTarget,
  compactMultiplier,
  diceOdds,
  diceTargetRange,
  flipDice,
  formatHundredths,
  funAfterAct,
  funAfterBet,
  hiloOptions,
  hiloTrail,
  HISTORY_SIZE,
  kenoPayRow,
  minesLadder,
  nextNonce,
  parseHundredths,
  parseMultiplier,
  plinkoHeat,
  plinkoPayLabel,
  plinkoStops,
  potentialPayout,
  presentationMs,
  pushHistory,
  randomKenoPicks,
  resultTone,
  shortMultiplier,
  tileState,
  toggleKenoPick,
  verifyUrl,
} from './logic';

const round = (over: Partial<TRoundView> = {}): TRoundView => ({
  roundId: '00000000-0000-4000-8000-000000000001',
  clientRoundId: 'abcdefgh12',
  game: 'dice',
  mode: 'fun',
  status: 'won',
  bet: '100',
  currency: 'PHP',
  params: {},
  multiplier: '1.9800',
  payout: '198',
  result: {},
  seed: { serverSeedHash: 'h1', clientSeed: 'c1', nonce: 4 },
  duplicate: false,
  ...over,
});

describe('multipliers and payouts', () => {
  it('reads the server text exactly and shows 2 decimals, truncated', () => {
    expect(parseMultiplier('1.9801')).toBe(19_801n);
    expect(parseMultiplier('180')).toBe(1_800_000n);
    expect(parseMultiplier('0.2')).toBe(2000n);
    expect(parseMultiplier('x')).toBe(0n);
    expect(parseMultiplier(formatMultiplier(123_456_789n))).toBe(123_456_789n);
    expect(shortMultiplier(19_801n)).toBe('1.98');
    expect(shortMultiplier(19_899n)).toBe('1.98');
    expect(shortMultiplier(12_345_678n)).toBe('1,234.56');
    expect(shortMultiplier(0n)).toBe('0.00');
    expect(compactMultiplier(28_000_000n)).toBe('2,800');
    expect(compactMultiplier(19_801n)).toBe('1.98');
    expect(compactMultiplier(0n)).toBe('0');
  });
  it('pays bet × multiplier floored, at most the maximum win', () => {
    expect(potentialPayout(100n, 19_801n, 1_000_000n)).toEqual({ amount: 198n, capped: false });
    expect(potentialPayout(100_000n, 990_000n, 1_000_000n)).toEqual({ amount: 1_000_000n, capped: true });
  });
});

describe('dice odds', () => {
  it('matches the rules: chance of 10,001 values, multiplier from @wps/fair', () => {
    const odds = diceOdds({ target: 5000, direction: 'under' }, 100);
    expect(odds).toEqual({ winning: 5000, chance: '49.99', multiplier: diceMultiplier({ target: 5000, direction: 'under' }, 100) });
    expect(formatMultiplier(odds.multiplier)).toBe('1.9801');
    expect(diceOdds({ target: 5050, direction: 'over' }, 200).winning).toBe(4950);
  });
  it('keeps the target where the rules allow a bet', () => {
    expect(diceTargetRange('over')).toEqual({ min: 200, max: 9900 });
    expect(diceTargetRange('under')).toEqual({ min: 100, max: 9800 });
    expect(clampDiceTarget(9999, 'over')).toBe(9900);
    expect(clampDiceTarget(0, 'under')).toBe(100);
    expect(clampDiceTarget(4321.4, 'under')).toBe(4321);
    for (const direction of ['over', 'under'] as const) {
      const { min, max } = diceTargetRange(direction);
      expect(() => diceOdds({ target: min, direction }, 100)).not.toThrow();
      expect(() => diceOdds({ target: max, direction }, 100)).not.toThrow();
    }
  });
  it('flips over/under keeping the chance', () => {
    const bet = { target: 7000, direction: 'over' as const };
    const flipped = flipDice(bet);
    expect(flipped).toEqual({ target: 3000, direction: 'under' });
    expect(diceOdds(flipped, 100).winning).toBe(diceOdds(bet, 100).winning);
  });
  it('writes and reads hundredths', () => {
    expect(formatHundredths(5050)).toBe('50.50');
    expect(formatHundredths(7)).toBe('0.07');
    expect(formatHundredths(10_000)).toBe('100.00');
    expect(parseHundredths('50.5')).toBe(5050);
    expect(parseHundredths('12,34')).toBe(1234);
    expect(parseHundredths('100')).toBe(10_000);
    expect(parseHundredths('100.01')).toBeNull();
    expect(parseHundredths('x')).toBeNull();
  });
});

describe('plinko', () => {
  it('labels pays from the tables in tenths', () => {
    expect(plinkoPayLabel(110)).toBe('11');
    expect(plinkoPayLabel(2)).toBe('0.2');
    expect(plinkoPayLabel(41)).toBe('4.1');
    expect(PLINKO_TABLES[8].high.map(plinkoPayLabel)).toEqual(['11', '4.1', '1.5', '0.6', '0.2', '0.6', '1.5', '4.1', '11']);
  });
  it('heats the edge buckets most', () => {
    const pays = PLINKO_TABLES[16].high;
    expect(plinkoHeat(pays, 0)).toBe(1);
    expect(plinkoHeat(pays, 8)).toBe(0);
    expect(plinkoHeat(pays, 4)).toBeGreaterThan(plinkoHeat(pays, 6));
  });
  it('the ball meets one peg a row and ends in the bucket of its rights', () => {
    const path = [1, 0, 1, 1, 0, 0, 1, 1] as const;
    const stops = plinkoStops(path);
    expect(stops).toHaveLength(9);
    expect(stops[0]).toEqual({ x: 0, row: 0 });
    expect(stops[1]).toEqual({ x: 0.5, row: 1 });
    expect(stops[2]).toEqual({ x: 0, row: 2 });
    const rights = path.filter((d) => d === 1).length;
    expect(stops[8]!.x).toBe(rights - path.length / 2);
  });
});

describe('keno', () => {
  it('toggles picks, at most 10, in order', () => {
    expect(toggleKenoPick([5, 9], 7)).toEqual([5, 7, 9]);
    expect(toggleKenoPick([5, 7, 9], 7)).toEqual([5, 9]);
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(toggleKenoPick(ten, 11)).toEqual(ten);
    expect(toggleKenoPick([], 41)).toEqual([]);
  });
  it('random picks are distinct numbers of 1..40', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const picks = randomKenoPicks(10, random);
    expect(picks).toHaveLength(10);
    expect(new Set(picks).size).toBe(10);
    expect(picks.every((n) => n >= 1 && n <= 40)).toBe(true);
    expect([...picks].sort((a, b) => a - b)).toEqual(picks);
    expect(randomKenoPicks(15)).toHaveLength(10);
  });
  it('the paytable row is the pick count’s KENO_PAYS', () => {
    expect(kenoPayRow(3)).toEqual(KENO_PAYS[3]!.map((p, hits) => ({ hits, multiplier: BigInt(p) * 100n })));
    expect(shortMultiplier(kenoPayRow(1)[1]!.multiplier)).toBe('3.96');
    expect(kenoPayRow(0)).toEqual([]);
  });
});

describe('mines', () => {
  it('the ladder is minesMultiplier for 1..25 − mines gems', () => {
    const ladder = minesLadder(3, 100);
    expect(ladder).toHaveLength(22);
    expect(ladder[0]).toEqual({ safe: 1, multiplier: minesMultiplier(3, 1, 100) });
    expect(ladder[21]!.multiplier).toBe(minesMultiplier(3, 22, 100));
    expect(minesLadder(24, 100)).toHaveLength(1);
  });
  it('shows gems found; once over the mine hit, the other mines and the gems left', () => {
    const open = { status: 'open' as const, result: { revealed: [3, 7] } };
    expect(tileState(3, open)).toBe('gem');
    expect(tileState(4, open)).toBe('hidden');
    const lost = { status: 'lost' as const, result: { revealed: [3], mines: [4, 10, 20] } };
    expect(tileState(4, lost, 4)).toBe('boom');
    expect(tileState(10, lost, 4)).toBe('restMine');
    expect(tileState(3, lost, 4)).toBe('gem');
    expect(tileState(5, lost, 4)).toBe('restGem');
    expect(tileState(5, null)).toBe('hidden');
    const cashedNoMines = { status: 'cashed' as const, result: { revealed: [1] } };
    expect(tileState(2, cashedNoMines)).toBe('hidden');
  });
});

describe('hi-lo', () => {
  it('names cards from rank × 4 + suit', () => {
    expect(cardFace(0)).toMatchObject({ rank: 'A', suit: '♠', red: false });
    expect(cardFace(5)).toMatchObject({ rank: '2', suit: '♥', red: true });
    expect(cardFace(38)).toMatchObject({ rank: '10', suit: '♦', red: true });
    expect(cardFace(51)).toMatchObject({ rank: 'K', suit: '♣', red: false });
  });
  it('gives each guess its chance; a guess that cannot lose is not offered', () => {
    const [higherOn7, lowerOn7] = hiloOptions(6 * 4);
    expect(higherOn7).toMatchObject({ guess: 'higher', allowed: true, winning: 7, chance: '53.84', label: 'higherOrSame' });
    expect(lowerOn7).toMatchObject({ guess: 'lower', allowed: true, winning: 7, label: 'lowerOrSame' });
    const [higherOnAce, lowerOnAce] = hiloOptions(1);
    expect(higherOnAce).toMatchObject({ allowed: false, winning: 13 });
    expect(lowerOnAce).toMatchObject({ allowed: true, winning: 1, label: 'same', chance: '7.69' });
    const [higherOnKing, lowerOnKing] = hiloOptions(48);
    expect(higherOnKing).toMatchObject({ allowed: true, label: 'same' });
    expect(lowerOnKing).toMatchObject({ allowed: false });
  });
  it('the row of cards marks the move made on each card and whether it was right', () => {
    // 7♠ → higher → 9♥ (right) → skip → 3♦ → lower → K♣ (wrong)
    const trail = hiloTrail([24, 33, 10, 51], ['higher', 'skip', 'lower']);
    expect(trail).toEqual([{ card: 24, move: 'higher', win: true }, { card: 33, move: 'skip' }, { card: 10, move: 'lower', win: false }, { card: 51 }]);
    expect(hiloTrail([24, 25], ['higher'])[0]).toMatchObject({ win: true });
    expect(hiloTrail([24], [])).toEqual([{ card: 24 }]);
  });
});

describe('history', () => {
  it('keeps finished rounds newest first, at most 20, without repeats', () => {
    let list = pushHistory([], round({ roundId: 'r0' }));
    for (let i = 1; i <= 25; i++) list = pushHistory(list, round({ roundId: `r${i}`, status: i % 2 ? 'lost' : 'won', payout: i % 2 ? '0' : '198', multiplier: i % 2 ? '0' : '1.9800' }));
    expect(list).toHaveLength(HISTORY_SIZE);
    expect(list[0]).toMatchObject({ roundId: 'r25', status: 'lost', payout: 0n, multiplier: 0n, bet: 100n, nonce: 4 });
    expect(list[1]).toMatchObject({ roundId: 'r24', multiplier: 19_800n });
    expect(pushHistory(list, round({ roundId: 'r24', status: 'won' }))).toHaveLength(HISTORY_SIZE);
    expect(pushHistory(list, round({ roundId: 'r24' }))[0]!.roundId).toBe('r24');
    expect(pushHistory(list, round({ roundId: 'open', status: 'open' }))).toEqual(list);
  });
  it('colours a result by what it paid back', () => {
    expect(resultTone({ multiplier: 10_000n, payout: 100n })).toBe('win');
    expect(resultTone({ multiplier: 3000n, payout: 30n })).toBe('part');
    expect(resultTone({ multiplier: 0n, payout: 0n })).toBe('loss');
  });
  it('links each round to the site’s verifier', () => {
    expect(verifyUrl('0a-b')).toBe('/provably-fair?round=0a-b');
  });
  it('moves the nonce past the round just played', () => {
    expect(nextNonce(4, round({ seed: { serverSeedHash: 'h', clientSeed: 'c', nonce: 4 } }))).toBe(5);
    expect(nextNonce(9, round({ seed: { serverSeedHash: 'h', clientSeed: 'c', nonce: 4 } }))).toBe(9);
  });
});

describe('fun credits', () => {
  it('a settled bet takes the stake and adds the payout', () => {
    expect(funAfterBet(10_000n, round({ bet: '100', status: 'won', payout: '198' }))).toBe(10_098n);
    expect(funAfterBet(10_000n, round({ bet: '100', status: 'lost', payout: '0' }))).toBe(9_900n);
  });
  it('an open game takes the stake; its ending step adds the payout only on a win', () => {
    const open = round({ game: 'mines', status: 'open', bet: '100', payout: '0' });
    const afterBet = funAfterBet(10_000n, open);
    expect(afterBet).toBe(9_900n);
    expect(funAfterAct(afterBet, { status: 'open', payout: '0' })).toBe(9_900n);
    expect(funAfterAct(afterBet, { status: 'cashed', payout: '245' })).toBe(10_145n);
    expect(funAfterAct(afterBet, { status: 'lost', payout: '0' })).toBe(9_900n);
    expect(funAfterAct(afterBet, { status: 'lost', payout: '500' })).toBe(9_900n);
  });
});

describe('autoplay', () => {
  const base = { remaining: 3, won: false, stopOnWin: false, stopOnLoss: false, balance: 1000n, bet: 100n };
  it('goes on while rounds remain and the balance covers the bet', () => {
    expect(autoplayContinues(base)).toBe(true);
    expect(autoplayContinues({ ...base, remaining: 0 })).toBe(false);
    expect(autoplayContinues({ ...base, balance: 99n })).toBe(false);
  });
  it('stops on a win or a loss when asked', () => {
    expect(autoplayContinues({ ...base, won: true, stopOnWin: true })).toBe(false);
    expect(autoplayContinues({ ...base, won: true, stopOnLoss: true })).toBe(true);
    expect(autoplayContinues({ ...base, won: false, stopOnLoss: true })).toBe(false);
    expect(autoplayContinues({ ...base, won: false, stopOnWin: true })).toBe(true);
  });
});

describe('presentation', () => {
  it('takes longer for more Plinko rows, less in turbo; steps show at once', () => {
    const eight = presentationMs('plinko', { result: { path: new Array(8).fill(0) } }, false);
    const sixteen = presentationMs('plinko', { result: { path: new Array(16).fill(0) } }, false);
    expect(sixteen).toBeGreaterThan(eight);
    expect(presentationMs('plinko', { result: { path: new Array(16).fill(0) } }, true)).toBeLessThan(sixteen);
    expect(presentationMs('keno', { result: { drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } }, true)).toBeLessThan(presentationMs('keno', { result: { drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } }, false));
    expect(presentationMs('dice', { result: {} }, false)).toBeGreaterThan(0);
    expect(presentationMs('mines', { result: {} }, false)).toBe(0);
  });
});


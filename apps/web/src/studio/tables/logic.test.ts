import { describe, expect, it } from 'vitest';
import { hasText, translator } from './i18n';
import {
  addChip,
  baccaratDealOrder,
  baccaratValue,
  betProblem,
  cardName,
  cardShort,
  chipsToSend,
  chipTier,
  handTotal,
  historyItem,
  insideHotspots,
  rebet,
  resultHeadline,
  revealPlan,
  rulesRows,
  secondsLeft,
  shortAmount,
  sicBoGroup,
  spotNumbers,
  stepsShown,
  tablePhase,
  undoChip,
  wheelTarget,
  WHEEL_ORDER,
  winningSpots,
} from './logic';
import type { TBaccaratOutcome, TChip, TSpotView } from './types';

const en = translator('EN');
const ty = translator('TY');

describe('money', () => {
  it('writes chip faces short', () => {
    expect(['10', '50', '100', '150', '500', '1000', '5000', '10000', '50000', '99999'].map((v) => shortAmount(v))).toEqual(['0.1', '0.5', '1', '1.5', '5', '10', '50', '100', '500', '999.99']);
    expect(shortAmount(100_000n)).toBe('1K');
    expect(shortAmount(250_000n)).toBe('2.5K');
    expect(shortAmount(1_234_567n)).toBe('12.3K');
    expect(shortAmount(100_000_000n)).toBe('1M');
    expect(shortAmount(150_000_000n)).toBe('1.5M');
  });

  it('colours chips by value', () => {
    expect(['10', '50', '100', '500', '1000', '5000', '10000', '50000'].map((v) => chipTier(v))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(chipTier(5n)).toBe(0);
    expect(chipTier(1_500n)).toBe(4);
    expect(chipTier(10_000_000n)).toBe(7);
  });
});

describe('chips', () => {
  const limits = { min: 100n, max: 1000n };
  const ctx = (over: Partial<{ mine: TChip[]; balance: bigint }> = {}) => ({ mine: [], limits, balance: 10_000n, ...over });
  const place = (pending: TChip[], spot: string, value: bigint, o = ctx()) => {
    const r = addChip(pending, spot, value, o);
    if ('problem' in r) throw new Error(`refused: ${r.problem.kind}`);
    return r.pending;
  };

  it('stacks chips in the order they go down; undo takes back the last one', () => {
    let p: TChip[] = [];
    p = place(p, 'player', 100n);
    p = place(p, 'tie', 500n);
    p = place(p, 'player', 500n);
    expect(p).toEqual([
      { spot: 'player', amount: '100' },
      { spot: 'tie', amount: '500' },
      { spot: 'player', amount: '500' },
    ]);
    p = undoChip(p);
    expect(p).toEqual([
      { spot: 'player', amount: '100' },
      { spot: 'tie', amount: '500' },
    ]);
    expect(undoChip(undoChip(undoChip(p)))).toEqual([]);
  });

  it('sends one entry per spot, in the order the spots were first bet', () => {
    expect(
      chipsToSend([
        { spot: 'tie', amount: '100' },
        { spot: 'player', amount: '500' },
        { spot: 'tie', amount: '50' },
      ]),
    ).toEqual([
      { spot: 'tie', amount: '150' },
      { spot: 'player', amount: '500' },
    ]);
  });

  it('refuses a chip that takes the spot past the maximum, counting the confirmed chips', () => {
    const p = place([], 'banker', 500n);
    expect(addChip(p, 'banker', 500n, ctx())).toHaveProperty('pending');
    expect(addChip(p, 'banker', 1000n, ctx())).toEqual({ problem: { kind: 'max', spot: 'banker', max: 1000n } });
    expect(addChip([], 'banker', 500n, ctx({ mine: [{ spot: 'banker', amount: '600' }] }))).toEqual({ problem: { kind: 'max', spot: 'banker', max: 1000n } });
    // Another spot is not affected.
    expect(addChip([], 'player', 500n, ctx({ mine: [{ spot: 'banker', amount: '600' }] }))).toHaveProperty('pending');
  });

  it('refuses a chip the balance does not cover', () => {
    const p = place([], 'player', 500n, ctx({ balance: 800n }));
    expect(addChip(p, 'tie', 500n, ctx({ balance: 800n }))).toEqual({ problem: { kind: 'balance', balance: 800n } });
    expect(addChip(p, 'tie', 100n, ctx({ balance: 800n }))).toHaveProperty('pending');
  });

  it('checks the limits before sending', () => {
    expect(betProblem([], [], limits, 10_000n)).toEqual({ kind: 'empty' });
    expect(betProblem([{ spot: 'tie', amount: '50' }], [], limits, 10_000n)).toEqual({ kind: 'min', spot: 'tie', min: 100n });
    // 50 more on a spot that already holds 100 confirmed is fine: the minimum is for the spot's total.
    expect(betProblem([{ spot: 'tie', amount: '50' }], [{ spot: 'tie', amount: '100' }], limits, 10_000n)).toBeNull();
    expect(betProblem([{ spot: 'tie', amount: '600' }], [{ spot: 'tie', amount: '500' }], limits, 10_000n)).toEqual({ kind: 'max', spot: 'tie', max: 1000n });
    expect(
      betProblem(
        [
          { spot: 'tie', amount: '600' },
          { spot: 'player', amount: '600' },
        ],
        [],
        limits,
        1000n,
      ),
    ).toEqual({ kind: 'balance', balance: 1000n });
    expect(betProblem([{ spot: 'player', amount: '1000' }], [], limits, 1000n)).toBeNull();
  });

  it('rebets last round per spot when it fits', () => {
    const last = [
      { spot: 'player', amount: '300' },
      { spot: 'tie', amount: '100' },
    ];
    expect(rebet(last, ctx())).toEqual({ pending: last });
    expect(rebet(last, ctx({ balance: 350n }))).toEqual({ problem: { kind: 'balance', balance: 350n } });
    expect(rebet(last, ctx({ mine: [{ spot: 'player', amount: '800' }] }))).toEqual({ problem: { kind: 'max', spot: 'player', max: 1000n } });
    expect(rebet([], ctx())).toEqual({ problem: { kind: 'empty' } });
  });
});

describe('clock', () => {
  it('counts whole seconds up to the close, never below zero', () => {
    const closes = '2030-01-01T00:00:15.000Z';
    expect(secondsLeft(closes, Date.parse('2030-01-01T00:00:00.000Z'))).toBe(15);
    expect(secondsLeft(closes, Date.parse('2030-01-01T00:00:14.001Z'))).toBe(1);
    expect(secondsLeft(closes, Date.parse('2030-01-01T00:00:15.000Z'))).toBe(0);
    expect(secondsLeft(closes, Date.parse('2030-01-01T00:01:00.000Z'))).toBe(0);
  });

  it('tells the phase by the server clock', () => {
    const round = { phase: 'betting' as const, closesAt: '2030-01-01T00:00:15.000Z' };
    const before = Date.parse('2030-01-01T00:00:14.900Z');
    const after = Date.parse('2030-01-01T00:00:15.000Z');
    expect(tablePhase(round, 'open', before)).toBe('betting');
    expect(tablePhase(round, 'open', after)).toBe('closed');
    expect(tablePhase({ ...round, phase: 'dealing' }, 'open', after)).toBe('dealing');
    expect(tablePhase({ ...round, phase: 'settled' }, 'open', after)).toBe('result');
    expect(tablePhase({ ...round, phase: 'void' }, 'open', after)).toBe('void');
    expect(tablePhase(round, 'maintenance', before)).toBe('maintenance');
    expect(tablePhase(null, 'open', before)).toBe('waiting');
  });

  it('reveals each step in order within the dealing time', () => {
    for (const game of ['baccarat', 'dragon-tiger', 'sic-bo', 'roulette', 'color-game'] as const) {
      for (const dealingMs of [3000, 5000, 9000]) {
        const plan = revealPlan(game, dealingMs, 6);
        expect(plan.steps.length).toBeGreaterThan(0);
        expect([...plan.steps].sort((a, b) => a - b)).toEqual(plan.steps);
        expect(plan.doneAt).toBeGreaterThanOrEqual(plan.steps[plan.steps.length - 1]!);
        expect(plan.doneAt, `${game} ${dealingMs}`).toBeLessThanOrEqual(Math.max(dealingMs, 2500));
      }
    }
    const plan = revealPlan('baccarat', 9000, 5);
    expect(plan.steps).toHaveLength(5);
    expect(stepsShown(plan.steps, -1)).toBe(0);
    expect(stepsShown(plan.steps, plan.steps[2]!)).toBe(3);
    expect(stepsShown(plan.steps, Infinity)).toBe(5);
  });
});

describe('cards', () => {
  it('reads index = rank × 4 + suit (♠ ♥ ♦ ♣, ace first)', () => {
    expect(cardShort(0)).toBe('A♠');
    expect(cardShort(51)).toBe('K♣');
    expect(cardShort(37)).toBe('10♥');
    expect(cardShort(4 * 11 + 2)).toBe('Q♦');
    expect(cardName(37, en)).toBe('Ten of Hearts');
    expect(cardName(0, ty)).toBe('Alas ng Espada');
    expect(cardName(51, en)).toBe('King of Clubs');
  });

  it('counts baccarat hands: ace 1, tens and pictures 0, modulo 10', () => {
    expect([0, 4, 32, 36, 40, 48].map(baccaratValue)).toEqual([1, 2, 9, 0, 0, 0]);
    expect(handTotal([4 * 6, 4 * 7])).toBe(5); // 7 + 8
    expect(handTotal([0, 4 * 8, 4 * 12])).toBe(0); // A + 9 + K
    expect(handTotal([])).toBe(0);
  });

  it('deals P, B, P, B, then the third cards', () => {
    const order = baccaratDealOrder({ player: [1, 2, 3], banker: [11, 12, 13] });
    expect(order.map((c) => `${c.side[0]}${c.index}:${c.card}`)).toEqual(['p0:1', 'b0:11', 'p1:2', 'b1:12', 'p2:3', 'b2:13']);
    expect(baccaratDealOrder({ player: [1, 2], banker: [11, 12, 13] }).map((c) => c.card)).toEqual([1, 11, 2, 12, 13]);
  });
});

const bac = (over: Partial<TBaccaratOutcome> = {}): TBaccaratOutcome => ({
  player: [4 * 6, 36],
  banker: [4 * 4, 40],
  playerTotal: 7,
  bankerTotal: 5,
  winner: 'player',
  playerPair: false,
  bankerPair: false,
  natural: false,
  ...over,
});

describe('results', () => {
  it('says each result in a line', () => {
    expect(resultHeadline('baccarat', bac(), en)).toBe('Player wins 7–5');
    expect(resultHeadline('baccarat', bac({ winner: 'banker', playerTotal: 3, bankerTotal: 6, bankerPair: true }), en)).toBe('Banker wins 6–3 · Banker pair');
    expect(resultHeadline('baccarat', bac({ winner: 'tie', playerTotal: 4, bankerTotal: 4 }), ty)).toBe('Tabla 4–4');
    expect(resultHeadline('dragon-tiger', { dragon: 51, tiger: 25, winner: 'dragon', suitedTie: false }, en)).toBe('Dragon wins K♣ – 7♥');
    expect(resultHeadline('dragon-tiger', { dragon: 8, tiger: 8, winner: 'tie', suitedTie: true }, en)).toBe('Suited tie 3♠ – 3♠');
    expect(resultHeadline('sic-bo', { dice: [2, 3, 6], total: 11, triple: false }, en)).toBe('2 · 3 · 6 = 11 · Big · Odd');
    expect(resultHeadline('sic-bo', { dice: [1, 1, 2], total: 4, triple: false }, ty)).toBe('1 · 1 · 2 = 4 · Maliit · Tukol');
    expect(resultHeadline('sic-bo', { dice: [5, 5, 5], total: 15, triple: true }, en)).toBe('5 · 5 · 5 = 15 · Triple 5');
    expect(resultHeadline('roulette', { number: 17, pocket: 8, colour: 'black' }, en)).toBe('17 Black');
    expect(resultHeadline('roulette', { number: 0, pocket: 0, colour: 'green' }, ty)).toBe('0 Berde');
    expect(resultHeadline('color-game', { dice: ['red', 'red', 'blue'] }, en)).toBe('Red · Red · Blue');
    expect(resultHeadline('color-game', { dice: ['yellow', 'pink', 'white'] }, ty)).toBe('Dilaw · Rosas · Puti');
  });

  it('turns results into history chips', () => {
    expect(historyItem('baccarat', bac({ winner: 'banker' }), en)).toMatchObject({ text: 'B', tone: 'banker' });
    expect(historyItem('baccarat', bac({ winner: 'tie', playerTotal: 5, bankerTotal: 5 }), en)).toMatchObject({ text: 'T', tone: 'tie', label: 'Tie 5–5' });
    expect(historyItem('dragon-tiger', { dragon: 1, tiger: 40, winner: 'tiger', suitedTie: false }, en)).toMatchObject({ text: 'T', tone: 'player' });
    expect(historyItem('dragon-tiger', { dragon: 40, tiger: 1, winner: 'dragon', suitedTie: false }, en)).toMatchObject({ text: 'D', tone: 'banker' });
    expect(historyItem('sic-bo', { dice: [6, 6, 5], total: 17, triple: false }, en)).toMatchObject({ text: '17', tone: 'big' });
    expect(historyItem('sic-bo', { dice: [1, 2, 3], total: 6, triple: false }, en)).toMatchObject({ text: '6', tone: 'small' });
    expect(historyItem('sic-bo', { dice: [2, 2, 2], total: 6, triple: true }, en)).toMatchObject({ text: '6', tone: 'triple' });
    expect(historyItem('roulette', { number: 32, pocket: 1, colour: 'red' }, en)).toMatchObject({ text: '32', tone: 'red', label: '32 Red' });
    expect(historyItem('color-game', { dice: ['green', 'white', 'green'] }, en)).toEqual({ text: '', tone: 'colors', dots: ['green', 'white', 'green'], label: 'Green · White · Green' });
  });

  it('lights the spots a result wins (a push is not a win)', () => {
    expect([...winningSpots('baccarat', bac({ winner: 'tie', playerPair: true }))].sort()).toEqual(['player-pair', 'tie']);
    expect([...winningSpots('dragon-tiger', { dragon: 8, tiger: 8, winner: 'tie', suitedTie: true })].sort()).toEqual(['suited-tie', 'tie']);
    expect([...winningSpots('sic-bo', { dice: [2, 3, 3], total: 8, triple: false })].sort()).toEqual(['combo-2-3', 'double-3', 'even', 'single-2', 'single-3', 'small', 'total-8']);
    const triple = winningSpots('sic-bo', { dice: [6, 6, 6], total: 18, triple: true });
    expect([...triple].sort()).toEqual(['any-triple', 'double-6', 'single-6', 'triple-6']);
    const r = winningSpots('roulette', { number: 17, pocket: 8, colour: 'black' });
    for (const s of ['straight:17', 'black', 'odd', 'low', 'dozen:2', 'column:2', 'split:17-20', 'split:16-17', 'street:16-17-18', 'corner:13-14-16-17', 'line:16-17-18-19-20-21']) expect(r.has(s), s).toBe(true);
    for (const s of ['red', 'even', 'high', 'dozen:1', 'column:1', 'straight:0', 'split:0-1']) expect(r.has(s), s).toBe(false);
    expect([...winningSpots('roulette', { number: 0, pocket: 0, colour: 'green' })].sort()).toEqual(['corner:0-1-2-3', 'split:0-1', 'split:0-2', 'split:0-3', 'straight:0', 'street:0-1-2', 'street:0-2-3']);
    expect([...winningSpots('color-game', { dice: ['red', 'red', 'blue'] })].sort()).toEqual(['blue', 'red']);
  });
});

describe('roulette', () => {
  it('knows what each spot covers', () => {
    expect(spotNumbers('split:17-20')).toEqual([17, 20]);
    expect(spotNumbers('dozen:3')).toEqual(Array.from({ length: 12 }, (_, i) => 25 + i));
    expect(spotNumbers('column:1')).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(spotNumbers('red')).toHaveLength(18);
    expect(spotNumbers('black')).toContain(17);
    expect(spotNumbers('low')).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(spotNumbers('nonsense')).toEqual([]);
  });

  it('has a hit area for every inside bet of the layout, named as the server names them', () => {
    const spots = insideHotspots().map((h) => h.spot);
    expect(new Set(spots).size).toBe(spots.length);
    const count = (kind: string) => spots.filter((s) => s.startsWith(`${kind}:`)).length;
    // 57 splits between numbers and 3 with zero; 12 streets and 2 trios; 22 corners and the first four; 11 six lines.
    expect([count('split'), count('street'), count('corner'), count('line')]).toEqual([60, 14, 23, 11]);
    for (const s of ['split:0-1', 'split:0-3', 'split:1-2', 'split:1-4', 'split:33-36', 'street:0-1-2', 'street:0-2-3', 'street:34-35-36', 'corner:0-1-2-3', 'corner:32-33-35-36', 'line:31-32-33-34-35-36']) expect(spots, s).toContain(s);
    for (const s of ['split:3-4', 'split:34-37', 'corner:3-4-6-7', 'line:34-35-36-37-38-39']) expect(spots, s).not.toContain(s);
  });

  it('stops the wheel with the drawn pocket under the marker, after whole turns', () => {
    for (const [prev, pocket] of [
      [0, 0],
      [0, 8],
      [123.4, 36],
      [-50, 17],
      [3600, 1],
    ] as const) {
      const r = wheelTarget(prev, pocket, 5);
      expect(r).toBeGreaterThanOrEqual(prev + 5 * 360);
      expect(r).toBeLessThan(prev + 6 * 360);
      const at = (((r + (pocket * 360) / WHEEL_ORDER.length) % 360) + 360) % 360;
      expect(Math.min(at, 360 - at)).toBeCloseTo(0, 6);
    }
    expect(wheelTarget(0, 0, 0)).toBe(0);
  });
});

describe('groups and rules', () => {
  it('puts each Sic Bo spot under its tab', () => {
    expect(['small', 'any-triple', 'total-4', 'single-3', 'double-2', 'triple-6', 'combo-1-2'].map(sicBoGroup)).toEqual(['main', 'main', 'totals', 'dice', 'dice', 'dice', 'pairs']);
  });

  it('makes one pay row per kind that pays alike, one per spot otherwise', () => {
    const spot = (s: string, kind: string, pays: string, nameKey: string, nameParams?: Record<string, number>): TSpotView => ({ spot: s, kind, label: s, pays, nameKey, ...(nameParams ? { nameParams } : {}) });
    const rows = rulesRows(
      [
        spot('small', 'Small', '1:1', 'tables.sic-bo.spot.small'),
        spot('total-4', 'Total', '60:1', 'tables.sic-bo.spot.total', { total: 4 }),
        spot('total-5', 'Total', '30:1', 'tables.sic-bo.spot.total', { total: 5 }),
        spot('double-1', 'Specific double', '10:1', 'tables.sic-bo.spot.double', { face: 1 }),
        spot('double-2', 'Specific double', '10:1', 'tables.sic-bo.spot.double', { face: 2 }),
        spot('mystery', 'Mystery', '2:1', 'tables.unknown'),
      ],
      en,
      hasText,
    );
    expect(rows).toEqual([
      { name: 'Small', pays: '1:1', count: 1 },
      { name: 'Total 4', pays: '60:1', count: 1 },
      { name: 'Total 5', pays: '30:1', count: 1 },
      { name: 'Specific double', pays: '10:1', count: 2 },
      { name: 'mystery', pays: '2:1', count: 1 },
    ]);
  });
});

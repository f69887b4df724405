import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../rng';
import { baccarat } from './baccarat';
import { baccaratRoadResult, bigRoad, dragonTigerRoadResult, placeStreaks, roads, type TGrid, type TRoadResult, type TRoadWinner } from './roads';
import type { TShoe } from './shoe';

/** "B B P T" → results; "Bp" has a player pair, "Bb" a banker pair. */
const seq = (text: string): TRoadResult[] =>
  text
    .split(' ')
    .filter(Boolean)
    .map((t) => ({ winner: t[0] as TRoadWinner, playerPair: t.includes('p'), bankerPair: t.includes('b') }));

const at = (grid: TGrid<{ col: number; row: number }>) => grid.cells.map((c) => [c.col, c.row]);
const colours = (grid: TGrid<{ colour: string }>) => grid.cells.map((c) => (c.colour === 'red' ? 'R' : 'U')).join('');

describe('bead plate', () => {
  it('fills columns of six top to bottom, ties and pairs included', () => {
    const r = roads(seq('B P T B B P Bpb T'));
    expect(at(r.bead)).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 0],
      [1, 1],
    ]);
    expect(r.bead.cells.map((c) => c.colour)).toEqual(['red', 'blue', 'green', 'red', 'red', 'blue', 'red', 'green']);
    expect(r.bead.cells[6]).toMatchObject({ winner: 'B', playerPair: true, bankerPair: true, round: 6 });
    expect(r.bead.cols).toBe(2);
  });
});

describe('big road', () => {
  it('puts a streak down a column and the next streak in the next column', () => {
    const big = bigRoad(seq('B B P B B B P P B P'));
    expect(at(big)).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [2, 0],
      [2, 1],
      [2, 2],
      [3, 0],
      [3, 1],
      [4, 0],
      [5, 0],
    ]);
    expect(big.cells.map((c) => c.winner).join('')).toBe('BBPBBBPPBP');
    expect(big.cells.map((c) => c.colour)).toEqual(['red', 'red', 'blue', 'red', 'red', 'red', 'blue', 'blue', 'red', 'blue']);
    expect(big.cols).toBe(6);
  });

  it('marks ties on the cell before them, and leading ties on the first cell', () => {
    const big = bigRoad(seq('T T B T P Pp T T'));
    expect(big.cells.map((c) => [c.winner, c.ties, c.round, c.playerPair])).toEqual([
      ['B', 3, 2, false],
      ['P', 0, 4, false],
      ['P', 2, 5, true],
    ]);
    expect(bigRoad(seq('T T')).cells).toEqual([]);
  });

  it('turns a streak right at the bottom row or above a taken cell (the dragon tail)', () => {
    const big = bigRoad(seq('B B B B B B B B P P P P P P B B B B B P P P P'));
    expect(at(big)).toEqual([
      // eight Banker: down column 0, then right along the bottom row
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 5],
      [2, 5],
      // six Player: column 1 down to row 4 (row 5 is the tail), then right along row 4
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 4],
      // five Banker: column 2 down to row 3, then right
      [2, 0],
      [2, 1],
      [2, 2],
      [2, 3],
      [3, 3],
      // four Player: column 3 down to row 2, then right
      [3, 0],
      [3, 1],
      [3, 2],
      [4, 2],
    ]);
    // The logical columns keep their full lengths for the derived roads.
    expect(big.cells.map((c) => c.streak)).toEqual([...Array(8).fill(0), ...Array(6).fill(1), ...Array(5).fill(2), ...Array(4).fill(3)]);
    expect(big.cells[7]).toMatchObject({ streak: 0, depth: 7 });
    expect(big.cols).toBe(5);
  });

  it('starts a streak further right when its top cell is already taken by a tail', () => {
    // Each streak turns one row higher than the one before, above its tail, until the sixth
    // turns on row 0 and its tail takes the top cells where the seventh would start.
    const lengths = [8, 7, 6, 5, 4, 3, 2];
    const { positions } = placeStreaks(lengths);
    const keys = positions.map((p) => `${p.col},${p.row}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(positions.every((p) => p.row >= 0 && p.row < 6)).toBe(true);
    // The sixth streak (3 long) starts at column 5 and turns right on row 0, above the fifth's
    // tail on row 1; the seventh finds columns 6 and 7 taken at the top and starts at column 8.
    const starts: number[] = [];
    let i = 0;
    for (const length of lengths) {
      starts.push(positions[i]!.col);
      i += length;
    }
    expect(starts).toEqual([0, 1, 2, 3, 4, 5, 8]);
    expect(positions.slice(-5)).toEqual([
      { col: 5, row: 0 },
      { col: 6, row: 0 },
      { col: 7, row: 0 },
      { col: 8, row: 0 },
      { col: 8, row: 1 },
    ]);
  });
});

describe('derived roads', () => {
  // Worked by hand. Big road columns: B2 P1 B3 P2 B1 P1 (entries e1 … e10).
  //   Big eye boy (k = 1) starts at e4 (column 2, row 0; column 1 has no row 1):
  //     e4 new column: |col1| 1 ≠ |col0| 2 → blue;  e5 row 1: col1 ends at row 0 → blue;
  //     e6 row 2: col1 shorter still → red;  e7 new: |col2| 3 ≠ |col1| 1 → blue;
  //     e8 row 1: col2 has row 1 → red;  e9 new: 2 ≠ 3 → blue;  e10 new: 1 ≠ 2 → blue.
  //   Small road (k = 2) starts at e5 (column 2, row 1):
  //     e5: col0 has row 1 → red; e6: col0 ends at row 1 → blue; e7: |col2| 3 ≠ |col0| 2 → blue;
  //     e8: col1 ends at row 0 → blue; e9: 2 ≠ 1 → blue; e10: 1 ≠ 3 → blue.
  //   Cockroach pig (k = 3) starts at e8 (column 3, row 1):
  //     e8: col0 has row 1 → red; e9: |col3| 2 = |col0| 2 → red; e10: |col4| 1 = |col1| 1 → red.
  const r = roads(seq('B B P B B B P P B P'));

  it('gives big eye boy, small road and cockroach pig by their rules', () => {
    expect(colours(r.bigEyeBoy)).toBe('UURURUU');
    expect(colours(r.smallRoad)).toBe('RUUUUU');
    expect(colours(r.cockroachPig)).toBe('RRR');
  });

  it('lays each derived road out in streaks of its colour', () => {
    expect(at(r.bigEyeBoy)).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [4, 1],
    ]);
    expect(at(r.smallRoad)).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
    ]);
    expect(at(r.cockroachPig)).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
    ]);
  });

  it('predicts the next entry of each road for Banker and for Player', () => {
    // Banker next: new column 6, compare |col5| 1 with |col4| 1, |col3| 2, |col2| 3.
    expect(r.predictions.banker).toEqual({ bigEyeBoy: 'red', smallRoad: 'blue', cockroachPig: 'blue' });
    // Player next: column 5 row 1, against col4 (ends at row 0), col3 and col2 (reach row 1).
    expect(r.predictions.player).toEqual({ bigEyeBoy: 'blue', smallRoad: 'red', cockroachPig: 'red' });
  });

  it('has not started before its first cell and ignores ties', () => {
    const early = roads(seq('B T B P'));
    expect(early.bigEyeBoy.cells).toEqual([]);
    expect(early.predictions.player).toEqual({ bigEyeBoy: 'red', smallRoad: null, cockroachPig: null }); // col 1 row 1 vs col 0 row 1
    expect(early.predictions.banker).toEqual({ bigEyeBoy: 'blue', smallRoad: null, cockroachPig: null }); // |col1| 1 ≠ |col0| 2
    expect(roads([]).predictions.banker).toEqual({ bigEyeBoy: null, smallRoad: null, cockroachPig: null });
    const withTies = roads(seq('B B T P B T T B B P P B P T'));
    expect(colours(withTies.bigEyeBoy)).toBe(colours(r.bigEyeBoy));
    expect(colours(withTies.cockroachPig)).toBe(colours(r.cockroachPig));
  });

  it('on random shoes: the prediction is what the road then adds, and Banker and Player predict opposite colours', () => {
    const rng = createSeededRng('roads');
    for (let shoe = 0; shoe < 12; shoe++) {
      const results: TRoadResult[] = [];
      for (let hand = 0; hand < 70; hand++) {
        const before = roads(results);
        const winner = (['B', 'P', 'B', 'P', 'T'] as const)[rng.int(5)]!;
        results.push({ winner });
        const after = roads(results);
        for (const name of ['bigEyeBoy', 'smallRoad', 'cockroachPig'] as const) {
          const b = before.predictions.banker[name];
          const p = before.predictions.player[name];
          expect(b === null).toBe(p === null);
          if (b !== null) expect(b).not.toBe(p);
          if (winner === 'T') {
            expect(after[name].cells).toHaveLength(before[name].cells.length);
            continue;
          }
          const predicted = winner === 'B' ? b : p;
          expect(after[name].cells.length).toBe(before[name].cells.length + (predicted === null ? 0 : 1));
          if (predicted !== null) expect(after[name].cells.at(-1)!.colour).toBe(predicted);
        }
      }
      const last = roads(results);
      for (const grid of [last.big, last.bigEyeBoy, last.smallRoad, last.cockroachPig]) {
        const keys = grid.cells.map((c) => `${c.col},${c.row}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(grid.cells.every((c) => c.row < 6)).toBe(true);
      }
    }
  });
});

describe('results from outcomes', () => {
  it('maps baccarat outcomes and dragon tiger outcomes (Dragon as Banker)', () => {
    let state: TShoe | null = null;
    const rng = createSeededRng('road-results');
    const outcomes = Array.from({ length: 20 }, () => {
      const dealt = baccarat.deal(rng, state);
      state = dealt.state;
      return dealt.outcome;
    });
    const road = roads(outcomes.map(baccaratRoadResult));
    expect(road.bead.cells.map((c) => c.winner)).toEqual(outcomes.map((o) => ({ banker: 'B', player: 'P', tie: 'T' })[o.winner]));
    expect(road.bead.cells.map((c) => c.playerPair)).toEqual(outcomes.map((o) => o.playerPair));
    expect(dragonTigerRoadResult({ winner: 'dragon' }).winner).toBe('B');
    expect(dragonTigerRoadResult({ winner: 'tiger' }).winner).toBe('P');
    expect(dragonTigerRoadResult({ winner: 'tie' }).winner).toBe('T');
  });
});

/**
 * The scoreboards ("roads") of a baccarat shoe, from its results in order. They restart
 * with every shoe. Dragon Tiger tables show the same roads with Dragon in Banker's place
 * (red) and Tiger in Player's (blue): `dragonTigerRoadResult`.
 *
 * - Bead plate: every result, ties included, in columns of 6 filled top to bottom.
 * - Big road: one cell per Banker or Player result; a streak of one side goes down a column
 *   and the next streak starts a new column. Ties add a mark to the last cell (ties before
 *   the first Banker or Player result mark the first cell). When a streak reaches the bottom
 *   row or a taken cell it turns right and runs along that row (the dragon tail).
 * - Big eye boy, small road, cockroach pig: derived from the big road's columns (its logical
 *   columns: streaks, never cut by the dragon tail) with offsets 1, 2 and 3. Each new big road
 *   entry in column c, row r adds one red or blue entry:
 *   · r = 0 (a new column): red when columns c − 1 and c − 1 − k are as long, else blue;
 *   · r ≥ 1: red when column c − k reaches row r, blue when it ends exactly at row r − 1,
 *     red when it is shorter still.
 *   A road starts with the entry at column k, row 1, or else column k + 1, row 0.
 *   Red means the shoe repeats its pattern, blue that it breaks it; the derived roads are laid
 *   out like the big road (streaks of a colour, 6 rows, dragon tail).
 * - Predictions: the entry each derived road would add if the next result were Banker or
 *   Player (the two are always of opposite colours).
 */
import type { TBaccaratOutcome } from './baccarat';
import type { TDragonTigerOutcome } from './dragon-tiger';

export const ROAD_ROWS = 6;

export type TRoadSide = 'B' | 'P';
export type TRoadWinner = TRoadSide | 'T';
export type TRoadColour = 'red' | 'blue';

export interface TRoadResult {
  winner: TRoadWinner;
  playerPair?: boolean;
  bankerPair?: boolean;
}

export interface TBeadCell {
  col: number;
  row: number;
  /** Index of the round in the shoe's results. */
  round: number;
  winner: TRoadWinner;
  colour: TRoadColour | 'green';
  playerPair: boolean;
  bankerPair: boolean;
}

export interface TBigRoadCell {
  col: number;
  row: number;
  round: number;
  winner: TRoadSide;
  colour: TRoadColour;
  /** Ties dealt after this result (and, for the first cell, before it). */
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
  /** The logical column (streak) and the position in it, which the derived roads read. */
  streak: number;
  depth: number;
}

export interface TDerivedCell {
  col: number;
  row: number;
  colour: TRoadColour;
}

export interface TGrid<TCell> {
  rows: number;
  /** Columns used (the last cell's column + 1). */
  cols: number;
  cells: TCell[];
}

export type TDerivedRoadName = 'bigEyeBoy' | 'smallRoad' | 'cockroachPig';
export const DERIVED_OFFSETS: Readonly<Record<TDerivedRoadName, number>> = { bigEyeBoy: 1, smallRoad: 2, cockroachPig: 3 };

/** What each derived road would add next; null when it has not started yet. */
export type TPrediction = Record<TDerivedRoadName, TRoadColour | null>;

export interface TRoads {
  bead: TGrid<TBeadCell>;
  big: TGrid<TBigRoadCell>;
  bigEyeBoy: TGrid<TDerivedCell>;
  smallRoad: TGrid<TDerivedCell>;
  cockroachPig: TGrid<TDerivedCell>;
  predictions: { banker: TPrediction; player: TPrediction };
}

const sideColour = (side: TRoadSide): TRoadColour => (side === 'B' ? 'red' : 'blue');

export const baccaratRoadResult = (o: Pick<TBaccaratOutcome, 'winner' | 'playerPair' | 'bankerPair'>): TRoadResult => ({
  winner: o.winner === 'banker' ? 'B' : o.winner === 'player' ? 'P' : 'T',
  playerPair: o.playerPair,
  bankerPair: o.bankerPair,
});

export const dragonTigerRoadResult = (o: Pick<TDragonTigerOutcome, 'winner'>): TRoadResult => ({
  winner: o.winner === 'dragon' ? 'B' : o.winner === 'tiger' ? 'P' : 'T',
});

export function beadPlate(results: readonly TRoadResult[]): TGrid<TBeadCell> {
  const cells = results.map((r, round) => ({
    col: Math.floor(round / ROAD_ROWS),
    row: round % ROAD_ROWS,
    round,
    winner: r.winner,
    colour: r.winner === 'T' ? ('green' as const) : sideColour(r.winner),
    playerPair: r.playerPair ?? false,
    bankerPair: r.bankerPair ?? false,
  }));
  return { rows: ROAD_ROWS, cols: Math.ceil(results.length / ROAD_ROWS), cells };
}

/**
 * Places streaks on a grid of `ROAD_ROWS` rows: each streak starts at the top of the column
 * after the previous streak's first column (further right if a tail already took that top
 * cell) and goes down; at the bottom row or above a taken cell it turns right for good.
 */
export function placeStreaks(streakLengths: readonly number[]): { cols: number; positions: { col: number; row: number }[] } {
  const taken = new Set<string>();
  const key = (col: number, row: number) => `${col},${row}`;
  const positions: { col: number; row: number }[] = [];
  let startCol = -1;
  let cols = 0;
  for (const length of streakLengths) {
    let col = startCol + 1;
    while (taken.has(key(col, 0))) col++;
    startCol = col;
    let row = 0;
    let turned = false;
    for (let i = 0; i < length; i++) {
      if (i > 0) {
        if (!turned && row + 1 < ROAD_ROWS && !taken.has(key(col, row + 1))) row++;
        else {
          turned = true;
          do col++;
          while (taken.has(key(col, row)));
        }
      }
      taken.add(key(col, row));
      positions.push({ col, row });
      cols = Math.max(cols, col + 1);
    }
  }
  return { cols, positions };
}

function streakLengths<T>(items: readonly T[], same: (a: T, b: T) => boolean): number[] {
  const lengths: number[] = [];
  items.forEach((item, i) => {
    if (i > 0 && same(items[i - 1]!, item)) lengths[lengths.length - 1]!++;
    else lengths.push(1);
  });
  return lengths;
}

interface TBigEntry {
  side: TRoadSide;
  round: number;
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
  streak: number;
  depth: number;
}

function bigRoadEntries(results: readonly TRoadResult[]): TBigEntry[] {
  const entries: TBigEntry[] = [];
  let leadingTies = 0;
  results.forEach((r, round) => {
    const last = entries[entries.length - 1];
    if (r.winner === 'T') {
      if (last) last.ties++;
      else leadingTies++;
      return;
    }
    const sameStreak = last !== undefined && last.side === r.winner;
    entries.push({
      side: r.winner,
      round,
      ties: last ? 0 : leadingTies,
      playerPair: r.playerPair ?? false,
      bankerPair: r.bankerPair ?? false,
      streak: last === undefined ? 0 : sameStreak ? last.streak : last.streak + 1,
      depth: sameStreak ? last.depth + 1 : 0,
    });
  });
  return entries;
}

export function bigRoad(results: readonly TRoadResult[]): TGrid<TBigRoadCell> {
  const entries = bigRoadEntries(results);
  const { cols, positions } = placeStreaks(streakLengths(entries, (a, b) => a.side === b.side));
  const cells = entries.map((e, i) => ({
    ...positions[i]!,
    round: e.round,
    winner: e.side,
    colour: sideColour(e.side),
    ties: e.ties,
    playerPair: e.playerPair,
    bankerPair: e.bankerPair,
    streak: e.streak,
    depth: e.depth,
  }));
  return { rows: ROAD_ROWS, cols, cells };
}

/**
 * The colour a derived road with offset `k` adds for a big road entry at (column, depth),
 * given the lengths of the columns before it; null before the road starts.
 */
export function derivedColour(columnLengths: readonly number[], column: number, depth: number, k: number): TRoadColour | null {
  if (column < k || (column === k && depth === 0)) return null;
  if (depth === 0) return columnLengths[column - 1] === columnLengths[column - 1 - k] ? 'red' : 'blue';
  const left = columnLengths[column - k]!;
  return left === depth ? 'blue' : 'red';
}

function derivedRoad(entries: readonly TBigEntry[], k: number): TGrid<TDerivedCell> {
  const lengths: number[] = [];
  const colours: TRoadColour[] = [];
  for (const e of entries) {
    lengths[e.streak] = e.depth + 1;
    const colour = derivedColour(lengths, e.streak, e.depth, k);
    if (colour) colours.push(colour);
  }
  const { cols, positions } = placeStreaks(streakLengths(colours, (a, b) => a === b));
  return { rows: ROAD_ROWS, cols, cells: colours.map((colour, i) => ({ ...positions[i]!, colour })) };
}

function predict(entries: readonly TBigEntry[], side: TRoadSide): TPrediction {
  const lengths: number[] = [];
  for (const e of entries) lengths[e.streak] = e.depth + 1;
  const last = entries[entries.length - 1];
  const column = last === undefined ? 0 : last.side === side ? last.streak : last.streak + 1;
  const depth = last !== undefined && last.side === side ? last.depth + 1 : 0;
  const prediction = {} as TPrediction;
  for (const [name, k] of Object.entries(DERIVED_OFFSETS) as [TDerivedRoadName, number][]) prediction[name] = derivedColour(lengths, column, depth, k);
  return prediction;
}

export function roads(results: readonly TRoadResult[]): TRoads {
  const entries = bigRoadEntries(results);
  return {
    bead: beadPlate(results),
    big: bigRoad(results),
    bigEyeBoy: derivedRoad(entries, DERIVED_OFFSETS.bigEyeBoy),
    smallRoad: derivedRoad(entries, DERIVED_OFFSETS.smallRoad),
    cockroachPig: derivedRoad(entries, DERIVED_OFFSETS.cockroachPig),
    predictions: { banker: predict(entries, 'B'), player: predict(entries, 'P') },
  };
}

/**
 * Lucky Reels: every number that decides an outcome, as plain JSON-able data.
 * The engine reads only this; docs/games/lucky-reels.md describes it and records the
 * certified RTP. Changing anything here changes the RTP: rerun `npm run slot:rtp` and
 * update the game sheet.
 */

export const SYMBOLS = [
  'WILD',
  'SCATTER',
  'SEVEN',
  'BELL',
  'GRAPES',
  'CHERRY',
  'ACE',
  'KING',
  'QUEEN',
  'JACK',
  'TEN',
] as const;
export type TSymbol = (typeof SYMBOLS)[number];

export const REEL_COUNT = 5;
export const ROW_COUNT = 3;

export interface TGameData {
  id: string;
  name: string;
  reels: number;
  rows: number;
  symbols: readonly TSymbol[];
  /** Line pays in multiples of the line bet, by count of a kind (3, 4, 5). WILD pays on its own too. */
  linePays: Readonly<Partial<Record<TSymbol, Readonly<Record<3 | 4 | 5, number>>>>>;
  /** Scatter pays anywhere, in multiples of the total bet, by scatter count. */
  scatterPays: Readonly<Record<3 | 4 | 5, number>>;
  /** Row (0 top, 1 middle, 2 bottom) on each reel, left to right. */
  paylines: readonly (readonly number[])[];
  /** Each strip is read top to bottom; a stop is the index shown on the top row, wrapping around. */
  baseStrips: readonly (readonly TSymbol[])[];
  freeSpinStrips: readonly (readonly TSymbol[])[];
  freeSpins: {
    /** Scatters needed anywhere to award free spins (in the base game and, as a retrigger, in free spins). */
    triggerCount: number;
    award: number;
    /** Most free spins one round can hold, the first award included. */
    maxPerRound: number;
    /** Every free-spin win (lines and scatters) is multiplied by this. */
    winMultiplier: number;
  };
  lines: number;
  /** Certified target: the total RTP must lie within target ± tolerance. */
  rtp: { target: number; tolerance: number };
}

export const LUCKY_REELS_PAYTABLE = {
  WILD: { 3: 100, 4: 500, 5: 2500 },
  SEVEN: { 3: 50, 4: 200, 5: 1000 },
  BELL: { 3: 25, 4: 125, 5: 500 },
  GRAPES: { 3: 20, 4: 100, 5: 300 },
  CHERRY: { 3: 15, 4: 75, 5: 250 },
  ACE: { 3: 10, 4: 50, 5: 200 },
  KING: { 3: 10, 4: 40, 5: 150 },
  QUEEN: { 3: 5, 4: 30, 5: 125 },
  JACK: { 3: 5, 4: 25, 5: 100 },
  TEN: { 3: 5, 4: 25, 5: 100 },
} as const;

// Strips: no symbol repeats within 3 consecutive stops, so a window never shows the same
// symbol twice on one reel and never more than one scatter per reel.
export const LUCKY_REELS: TGameData = {
  id: 'lucky-reels',
  name: 'Lucky Reels',
  reels: REEL_COUNT,
  rows: ROW_COUNT,
  symbols: SYMBOLS,
  linePays: LUCKY_REELS_PAYTABLE,
  scatterPays: { 3: 2, 4: 10, 5: 100 },
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2],
    [1, 0, 1, 2, 1],
    [1, 2, 1, 0, 1],
    [0, 1, 0, 1, 0],
    [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [0, 0, 2, 0, 0],
    [2, 2, 0, 2, 2],
    [0, 2, 2, 2, 0],
  ],
  baseStrips: [
    // 30 stops
    ['TEN', 'QUEEN', 'JACK', 'KING', 'TEN', 'GRAPES', 'JACK', 'CHERRY', 'QUEEN', 'ACE', 'BELL', 'CHERRY', 'KING', 'SEVEN', 'TEN', 'GRAPES', 'ACE', 'QUEEN', 'JACK', 'ACE', 'QUEEN', 'TEN', 'BELL', 'WILD', 'JACK', 'SCATTER', 'KING', 'CHERRY', 'GRAPES', 'SEVEN'],
    // 32 stops
    ['TEN', 'JACK', 'QUEEN', 'TEN', 'CHERRY', 'KING', 'JACK', 'ACE', 'TEN', 'QUEEN', 'GRAPES', 'KING', 'JACK', 'TEN', 'WILD', 'CHERRY', 'ACE', 'QUEEN', 'SEVEN', 'GRAPES', 'BELL', 'WILD', 'SEVEN', 'GRAPES', 'CHERRY', 'QUEEN', 'ACE', 'TEN', 'KING', 'JACK', 'SCATTER', 'BELL'],
    // 32 stops
    ['TEN', 'QUEEN', 'JACK', 'TEN', 'KING', 'JACK', 'GRAPES', 'QUEEN', 'CHERRY', 'ACE', 'TEN', 'BELL', 'CHERRY', 'KING', 'GRAPES', 'JACK', 'WILD', 'SEVEN', 'QUEEN', 'ACE', 'TEN', 'SCATTER', 'BELL', 'CHERRY', 'TEN', 'JACK', 'ACE', 'SEVEN', 'QUEEN', 'WILD', 'KING', 'GRAPES'],
    // 32 stops
    ['TEN', 'QUEEN', 'JACK', 'TEN', 'CHERRY', 'KING', 'JACK', 'GRAPES', 'TEN', 'ACE', 'QUEEN', 'WILD', 'BELL', 'CHERRY', 'JACK', 'SEVEN', 'QUEEN', 'KING', 'GRAPES', 'ACE', 'TEN', 'BELL', 'CHERRY', 'KING', 'QUEEN', 'SEVEN', 'TEN', 'JACK', 'SCATTER', 'ACE', 'GRAPES', 'WILD'],
    // 31 stops
    ['TEN', 'JACK', 'QUEEN', 'TEN', 'KING', 'JACK', 'GRAPES', 'ACE', 'CHERRY', 'TEN', 'QUEEN', 'ACE', 'JACK', 'TEN', 'SEVEN', 'QUEEN', 'CHERRY', 'BELL', 'GRAPES', 'KING', 'BELL', 'CHERRY', 'KING', 'SCATTER', 'ACE', 'TEN', 'WILD', 'GRAPES', 'JACK', 'QUEEN', 'SEVEN'],
  ],
  freeSpinStrips: [
    // 29 stops
    ['JACK', 'CHERRY', 'BELL', 'QUEEN', 'KING', 'GRAPES', 'ACE', 'TEN', 'QUEEN', 'JACK', 'WILD', 'KING', 'ACE', 'CHERRY', 'SEVEN', 'GRAPES', 'BELL', 'TEN', 'SCATTER', 'BELL', 'CHERRY', 'ACE', 'GRAPES', 'QUEEN', 'TEN', 'JACK', 'WILD', 'KING', 'SEVEN'],
    // 29 stops
    ['ACE', 'QUEEN', 'GRAPES', 'BELL', 'TEN', 'KING', 'JACK', 'CHERRY', 'GRAPES', 'KING', 'QUEEN', 'WILD', 'TEN', 'SEVEN', 'CHERRY', 'JACK', 'ACE', 'BELL', 'SEVEN', 'CHERRY', 'ACE', 'WILD', 'QUEEN', 'JACK', 'BELL', 'SCATTER', 'KING', 'GRAPES', 'TEN'],
    // 29 stops
    ['BELL', 'TEN', 'ACE', 'KING', 'GRAPES', 'JACK', 'CHERRY', 'QUEEN', 'WILD', 'BELL', 'CHERRY', 'ACE', 'SEVEN', 'QUEEN', 'JACK', 'GRAPES', 'KING', 'TEN', 'BELL', 'CHERRY', 'KING', 'QUEEN', 'TEN', 'JACK', 'GRAPES', 'SCATTER', 'ACE', 'SEVEN', 'WILD'],
    // 29 stops
    ['QUEEN', 'GRAPES', 'KING', 'TEN', 'CHERRY', 'BELL', 'JACK', 'ACE', 'KING', 'JACK', 'TEN', 'CHERRY', 'SEVEN', 'QUEEN', 'ACE', 'BELL', 'GRAPES', 'WILD', 'ACE', 'KING', 'QUEEN', 'SEVEN', 'SCATTER', 'WILD', 'BELL', 'JACK', 'GRAPES', 'CHERRY', 'TEN'],
    // 30 stops
    ['TEN', 'ACE', 'QUEEN', 'TEN', 'CHERRY', 'JACK', 'KING', 'GRAPES', 'BELL', 'ACE', 'KING', 'QUEEN', 'WILD', 'CHERRY', 'GRAPES', 'BELL', 'SEVEN', 'TEN', 'JACK', 'ACE', 'QUEEN', 'TEN', 'WILD', 'CHERRY', 'BELL', 'KING', 'SCATTER', 'JACK', 'SEVEN', 'GRAPES'],
  ],
  freeSpins: { triggerCount: 3, award: 10, maxPerRound: 50, winMultiplier: 2 },
  lines: 20,
  rtp: { target: 0.96, tolerance: 0.005 },
};

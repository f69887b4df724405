/**
 * The shapes the live tables' server sends (apps/server/src/studio/tables): copied here as
 * types, since the game page never imports server code. Keep them in step with the rules'
 * outcome types, roads.ts and service.ts's session, bet and socket messages.
 */

import type { TMode } from '../shared/launch';

export const TABLE_GAMES = ['baccarat', 'dragon-tiger', 'sic-bo', 'roulette', 'color-game'] as const;
export type TTableGame = (typeof TABLE_GAMES)[number];

/* ───────────── Outcomes (rules/*.ts) ───────────── */

/** Where a round sits in its shoe (baccarat, dragon tiger). */
export interface TShoeRound {
  shoe: number;
  round: number;
  lastRound: boolean;
  cardsLeft: number;
}

/** Cards are 0..51 = rank × 4 + suit (rank 0 ace … 12 king; suits ♠ ♥ ♦ ♣). */
export interface TBaccaratOutcome {
  /** Player's cards in the order dealt (2 or 3). */
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
  shoe?: TShoeRound;
}

export interface TDragonTigerOutcome {
  dragon: number;
  tiger: number;
  winner: 'dragon' | 'tiger' | 'tie';
  suitedTie: boolean;
  shoe?: TShoeRound;
}

export type TDie = 1 | 2 | 3 | 4 | 5 | 6;
export interface TSicBoOutcome {
  dice: [TDie, TDie, TDie];
  total: number;
  triple: boolean;
}

export type TRouletteColour = 'red' | 'black' | 'green';
export interface TRouletteOutcome {
  number: number;
  /** Index of the pocket in WHEEL_ORDER. */
  pocket: number;
  colour: TRouletteColour;
}

export const COLORS = ['yellow', 'white', 'pink', 'blue', 'red', 'green'] as const;
export type TColor = (typeof COLORS)[number];
export interface TColorGameOutcome {
  dice: [TColor, TColor, TColor];
}

export interface TOutcomeOf {
  baccarat: TBaccaratOutcome;
  'dragon-tiger': TDragonTigerOutcome;
  'sic-bo': TSicBoOutcome;
  roulette: TRouletteOutcome;
  'color-game': TColorGameOutcome;
}

/* ───────────── Roads (rules/roads.ts) ───────────── */

export type TRoadSide = 'B' | 'P';
export type TRoadWinner = TRoadSide | 'T';
export type TRoadColour = 'red' | 'blue';

export interface TBeadCell {
  col: number;
  row: number;
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
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
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
  cols: number;
  cells: TCell[];
}
export type TDerivedRoadName = 'bigEyeBoy' | 'smallRoad' | 'cockroachPig';
export type TPrediction = Record<TDerivedRoadName, TRoadColour | null>;
export interface TRoads {
  bead: TGrid<TBeadCell>;
  big: TGrid<TBigRoadCell>;
  bigEyeBoy: TGrid<TDerivedCell>;
  smallRoad: TGrid<TDerivedCell>;
  cockroachPig: TGrid<TDerivedCell>;
  predictions: { banker: TPrediction; player: TPrediction };
}

/* ───────────── Calls and events (service.ts) ───────────── */

export interface TSpotView {
  spot: string;
  /** The bet kind in English ("Split", "Total"). */
  kind: string;
  label: string;
  /** "1:1", "0.95:1", "1:1 / 2:1 / 3:1". */
  pays: string;
  nameKey: string;
  nameParams?: Record<string, string | number>;
}

export type TPhase = 'betting' | 'dealing' | 'settled' | 'void';

export interface TRoundView {
  roundId: string;
  roundNo: number;
  phase: TPhase;
  opensAt: string;
  closesAt: string;
  settlesAt: string;
  /** The deal once the betting closed (the game's outcome), else null. */
  outcome: unknown;
}

export interface TTableInfo {
  tableId: string;
  game: TTableGame;
  name: string;
  status: 'open' | 'maintenance';
  bettingMs: number;
  dealingMs: number;
  resultMs: number;
}

/** A stake on one spot, minor units as a string (as the server sends and takes them). */
export interface TChip {
  spot: string;
  amount: string;
}

export interface TSession {
  mode: TMode;
  playerId?: string;
  funId?: string;
  currency: string;
  balance: string;
  table: TTableInfo;
  spots: TSpotView[];
  limits: { min: string; max: string };
  chipValues: string[];
  round: TRoundView | null;
  totals: Record<string, string>;
  players: number;
  seated: number;
  myChips: TChip[];
  /** Outcomes, oldest first. */
  history: unknown[];
  roads: TRoads | null;
  serverNow: string;
}

export interface TBetAnswer {
  duplicate: boolean;
  myChips: TChip[];
  balance?: string;
}

export type TServerMessage =
  | { type: 'round'; round: TRoundView; seated: number; serverNow: string }
  | { type: 'totals'; roundId: string; totals: Record<string, string>; players: number; serverNow: string }
  | { type: 'deal'; round: TRoundView; serverNow: string }
  | { type: 'result'; round: TRoundView; summary: string; last: unknown[]; roads?: TRoads | null; serverNow: string }
  | { type: 'void'; roundId: string; serverNow: string }
  /** The table was closed for maintenance (sent at every tick while it lasts); it reopens with a `round`. */
  | { type: 'status'; status: 'open' | 'maintenance'; serverNow: string }
  | { type: 'settled'; roundId: string; stake: string; payout: string; balance?: string; serverNow: string }
  | { type: 'welcome'; serverNow: string }
  | { type: 'pong'; serverNow: string };

/**
 * The one shape every live table's rules take. Rules are pure and synchronous: an outcome
 * comes only from the `RandomSource` passed in (`cryptoRng` for real rounds, a seeded one
 * for simulation), and nothing here does I/O, so the table engine owns rounds, timing and
 * money while these files own what a round deals and what each bet returns.
 */
import type { RandomSource } from '../../rng';

export const TABLE_GAMES = ['baccarat', 'dragon-tiger', 'sic-bo', 'roulette', 'color-game'] as const;
export type TTableGame = (typeof TABLE_GAMES)[number];

/** A place on the table a chip can go. */
export interface TSpotInfo<TSpot extends string> {
  spot: TSpot;
  /** The bet kind in English, as the game sheet and the certification name it ("Split", "Total"). */
  kind: string;
  /** This spot in English ("Split 17/20", "Total 4"). */
  label: string;
  /** The pay as the table shows it: "1:1", "0.95:1", "8:1", "1:1 / 2:1 / 3:1". */
  pays: string;
  /** Translation key of the spot's name; `nameParams` fill its placeholders (the numbers of a split…). */
  nameKey: string;
  nameParams?: Readonly<Record<string, string | number>>;
}

/** A stake on one spot, in minor units. The same spot may appear more than once (chips added during the betting window). */
export interface TBet<TSpot extends string = string> {
  spot: TSpot;
  amount: bigint;
}

/** `payout` is the total returned: stake included, 0 for a loss, the stake alone for a push. */
export interface TSettledBet<TSpot extends string = string> extends TBet<TSpot> {
  payout: bigint;
}

export interface TBetLimits<TSpot extends string = string> {
  /** Least total on any spot that carries a bet. */
  min: bigint;
  /** Most total on one spot, unless `spotMax` says otherwise for it. */
  max: bigint;
  spotMax?: Partial<Record<TSpot, bigint>>;
  /**
   * Refuse a round that backs both sides of an opposite pair (Player and Banker, Big and
   * Small…). No game's rules forbid it, so the default allows it and `validBet` offsets the
   * two sides instead; an operator that wants the stricter house rule turns this on.
   */
  forbidOpposites?: boolean;
}

export type TBetErrorCode = 'no_bets' | 'unknown_spot' | 'invalid_amount' | 'below_min' | 'above_max' | 'forbidden_combination';

/** What `checkBets` throws: a code the engine maps to its answer, the spot at fault and a sentence for logs. */
export class TableBetError extends Error {
  constructor(
    readonly code: TBetErrorCode,
    message: string,
    readonly spot?: string,
  ) {
    super(message);
    this.name = 'TableBetError';
  }
}

export interface TDeal<TOutcome, TState> {
  outcome: TOutcome;
  /** What the next `deal` needs (the shoe); `null` for games without memory between rounds. */
  state: TState;
}

export interface TTableRules<TOutcome, TSpot extends string, TState = null> {
  readonly game: TTableGame;
  /** Every spot of the table, in the order the layout lists them. */
  readonly spots: readonly TSpotInfo<TSpot>[];
  /** Pairs of spots that hedge each other; `validBet` counts only their difference. */
  readonly opposites: readonly (readonly [TSpot, TSpot])[];
  isSpot(spot: string): spot is TSpot;
  /**
   * One round's outcome. `state` is what the previous deal returned (`null` for the first
   * round of a table): shoe games deal from it and shuffle a new shoe when it is missing or
   * its cut card came out. The state returned is plain JSON data, to be kept in a database row.
   */
  deal(rng: RandomSource, state: TState | null): TDeal<TOutcome, TState>;
  /** Each bet with its payout, in the order given. Throws on a spot or amount `checkBets` would refuse. */
  settle(outcome: TOutcome, bets: readonly TBet<TSpot>[]): TSettledBet<TSpot>[];
  /** The round's valid bet (turnover): stakes, with opposite bets offset and pushes not counted. */
  validBet(bets: readonly TBet<TSpot>[], outcome: TOutcome): bigint;
  /** Checks a round's bets against the table; returns them typed or throws `TableBetError`. */
  checkBets(bets: readonly TBet<string>[], limits: TBetLimits<TSpot>): TBet<TSpot>[];
}

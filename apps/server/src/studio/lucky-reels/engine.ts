/**
 * Lucky Reels engine: pure functions from random stops to a fully resolved round.
 *
 * One bet is one round: when the base spin awards free spins they are all played here,
 * server-side, so the provider round is "debit the bet once, credit totalWin once".
 * Multipliers are small integers; money is bigint minor units (multiplier × line bet), never floats.
 */
import type { RandomSource } from '../rng';
import { LUCKY_REELS, type TGameData, type TSymbol } from './game-data';

export const WILD = 0;
export const SCATTER = 1;
/** Index of each count in a pay row: pays[symbol * PAY_STRIDE + count]. */
const PAY_STRIDE = 6;

/** The game data turned into typed arrays the hot paths index directly. */
export interface TCompiledGame {
  data: TGameData;
  symbolCount: number;
  /** pays[symbol * 6 + count]: line pay in line bets (0 when none). */
  linePays: Int32Array;
  /** scatterPays[count]: scatter pay in total bets. */
  scatterPays: Int32Array;
  paylines: Uint8Array[];
  baseStrips: Uint8Array[];
  freeSpinStrips: Uint8Array[];
}

const compiledCache = new WeakMap<TGameData, TCompiledGame>();

export function compileGame(data: TGameData): TCompiledGame {
  const cached = compiledCache.get(data);
  if (cached) return cached;
  const index = new Map(data.symbols.map((s, i) => [s, i] as const));
  if (index.get('WILD') !== WILD || index.get('SCATTER') !== SCATTER) throw new Error('WILD and SCATTER must be the first two symbols');
  const toIds = (strip: readonly TSymbol[]) => {
    // A strip shorter than the window would show one stop twice; an unknown name would silently become WILD (id 0).
    if (strip.length < data.rows) throw new Error(`a strip needs at least ${data.rows} stops`);
    return Uint8Array.from(strip, (s) => {
      const id = index.get(s);
      if (id === undefined) throw new Error(`unknown symbol ${s} on a strip`);
      return id;
    });
  };
  if (data.baseStrips.length !== data.reels || data.freeSpinStrips.length !== data.reels) throw new Error(`the game needs ${data.reels} strips per set`);
  if (data.paylines.length !== data.lines || data.paylines.some((l) => l.length !== data.reels || l.some((row) => row < 0 || row >= data.rows))) {
    throw new Error(`the game needs ${data.lines} paylines of ${data.reels} rows below ${data.rows}`);
  }
  const linePays = new Int32Array(data.symbols.length * PAY_STRIDE);
  for (const [symbol, pays] of Object.entries(data.linePays)) {
    const id = index.get(symbol as TSymbol)!;
    for (const count of [3, 4, 5] as const) linePays[id * PAY_STRIDE + count] = pays?.[count] ?? 0;
  }
  const scatterPays = new Int32Array(data.reels + 1);
  for (const count of [3, 4, 5] as const) if (count <= data.reels) scatterPays[count] = data.scatterPays[count];
  const compiled: TCompiledGame = {
    data,
    symbolCount: data.symbols.length,
    linePays,
    scatterPays,
    paylines: data.paylines.map((rows) => Uint8Array.from(rows)),
    baseStrips: data.baseStrips.map(toIds),
    freeSpinStrips: data.freeSpinStrips.map(toIds),
  };
  compiledCache.set(data, compiled);
  return compiled;
}

export interface TLinePay {
  symbol: number;
  count: number;
  /** In line bets. */
  multiplier: number;
}

/**
 * Pays one line of 5 symbol ids, left to right from reel 1. WILD stands for any symbol but
 * SCATTER; a line that starts with wilds pays the better of the wilds on their own and the
 * first symbol after them (wilds included in its count). A SCATTER ends the line.
 */
export function evaluateLine(game: TCompiledGame, symbols: ArrayLike<number>): TLinePay | null {
  const reels = symbols.length;
  const pays = game.linePays;
  let wilds = 0;
  while (wilds < reels && symbols[wilds] === WILD) wilds++;
  const wildPay = pays[WILD * PAY_STRIDE + wilds]!;
  if (wilds === reels) return wildPay > 0 ? { symbol: WILD, count: wilds, multiplier: wildPay } : null;
  const symbol = symbols[wilds]!;
  let symbolPay = 0;
  let count = 0;
  if (symbol !== SCATTER) {
    count = wilds + 1;
    while (count < reels && (symbols[count] === symbol || symbols[count] === WILD)) count++;
    symbolPay = pays[symbol * PAY_STRIDE + count]!;
  }
  if (wildPay === 0 && symbolPay === 0) return null;
  if (wildPay > symbolPay) return { symbol: WILD, count: wilds, multiplier: wildPay };
  return { symbol, count, multiplier: symbolPay };
}

/** grid[row][reel] as symbol ids for the given top-row stops. */
export function windowAt(strips: readonly Uint8Array[], stops: readonly number[], rows: number): number[][] {
  const grid: number[][] = [];
  for (let row = 0; row < rows; row++) {
    grid.push(
      strips.map((strip, reel) => {
        const stop = stops[reel]!;
        if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length) throw new RangeError(`stop ${stop} is off reel ${reel + 1}`);
        return strip[(stop + row) % strip.length]!;
      }),
    );
  }
  return grid;
}

export interface TGridPays {
  lineWins: { line: number; symbol: number; count: number; multiplier: number }[];
  /** Sum of line pays, in line bets. */
  lineMultiplier: number;
  scatterCount: number;
  /** In total bets. */
  scatterMultiplier: number;
}

/** Every pay of one visible window (before any free-spin multiplier). */
export function evaluateGrid(game: TCompiledGame, grid: readonly (readonly number[])[]): TGridPays {
  const lineWins: TGridPays['lineWins'] = [];
  let lineMultiplier = 0;
  const symbols = new Array<number>(game.data.reels);
  game.paylines.forEach((rows, lineIndex) => {
    for (let reel = 0; reel < rows.length; reel++) symbols[reel] = grid[rows[reel]!]![reel]!;
    const pay = evaluateLine(game, symbols);
    if (pay) {
      lineWins.push({ line: lineIndex + 1, ...pay });
      lineMultiplier += pay.multiplier;
    }
  });
  let scatterCount = 0;
  for (const row of grid) for (const symbol of row) if (symbol === SCATTER) scatterCount++;
  return { lineWins, lineMultiplier, scatterCount, scatterMultiplier: game.scatterPays[Math.min(scatterCount, game.data.reels)]! };
}

export interface TBet {
  /** Minor units per line. */
  lineBet: bigint;
  lines: number;
}

export interface TLineWin {
  /** 1-based payline number. */
  line: number;
  symbol: TSymbol;
  count: number;
  /** In line bets, free-spin multiplier included. */
  multiplier: number;
  win: bigint;
}

export interface TSpinResult {
  stops: number[];
  /** grid[row][reel], 3 rows × 5 reels. */
  grid: TSymbol[][];
  lineWins: TLineWin[];
  scatterCount: number;
  scatterWin: bigint;
  freeSpinsAwarded: number;
  /** Win multiplier applied to this spin (1 in the base game). */
  multiplier: number;
  /** This spin's win: line wins + scatter win. */
  win: bigint;
}

export interface TRoundOutcome extends TSpinResult {
  totalBet: bigint;
  /** The base spin's win (same as `win`). */
  baseWin: bigint;
  featureWin: bigint;
  /** Everything the round pays: base spin and all free spins. */
  totalWin: bigint;
  /** Free spins played in this round, in order (empty when none were awarded). */
  featureSpins: TSpinResult[];
}

export function checkBet(game: TCompiledGame, bet: TBet): void {
  if (typeof bet.lineBet !== 'bigint' || bet.lineBet <= 0n) throw new RangeError('lineBet must be a positive bigint in minor units');
  if (bet.lines !== game.data.lines) throw new RangeError(`lines must be ${game.data.lines}: the paylines are fixed`);
}

/** Draws one stop per reel: each stop of a strip equally likely. */
export function drawStops(rng: RandomSource, strips: readonly Uint8Array[]): number[] {
  return strips.map((strip) => rng.int(strip.length));
}

/** Resolves one spin at given stops; `freeSpinsAwarded` is filled by the caller (it depends on the round's cap). */
export function resolveSpin(game: TCompiledGame, strips: readonly Uint8Array[], stops: number[], bet: TBet, multiplier: number): TSpinResult {
  const ids = windowAt(strips, stops, game.data.rows);
  const pays = evaluateGrid(game, ids);
  const scale = BigInt(multiplier);
  const lineWins = pays.lineWins.map((w) => ({
    line: w.line,
    symbol: game.data.symbols[w.symbol]!,
    count: w.count,
    multiplier: w.multiplier * multiplier,
    win: BigInt(w.multiplier) * scale * bet.lineBet,
  }));
  const scatterWin = BigInt(pays.scatterMultiplier) * scale * bet.lineBet * BigInt(bet.lines);
  const win = lineWins.reduce((sum, w) => sum + w.win, scatterWin);
  return {
    stops,
    grid: ids.map((row) => row.map((id) => game.data.symbols[id]!)),
    lineWins,
    scatterCount: pays.scatterCount,
    scatterWin,
    freeSpinsAwarded: 0,
    multiplier,
    win,
  };
}

/** Free spins still to award when a round already holds `awarded` (the cap counts the first award). */
export function freeSpinsToAward(game: TCompiledGame, scatterCount: number, awarded: number): number {
  const rules = game.data.freeSpins;
  if (scatterCount < rules.triggerCount) return 0;
  return Math.max(0, Math.min(rules.award, rules.maxPerRound - awarded));
}

/** Plays a whole free-spins feature that starts with `initialAward` spins, retriggers included. */
export function playFreeSpins(rng: RandomSource, bet: TBet, initialAward: number, game: TCompiledGame = compileGame(LUCKY_REELS)): TSpinResult[] {
  const spins: TSpinResult[] = [];
  let awarded = initialAward;
  while (spins.length < awarded) {
    const result = resolveSpin(game, game.freeSpinStrips, drawStops(rng, game.freeSpinStrips), bet, game.data.freeSpins.winMultiplier);
    result.freeSpinsAwarded = freeSpinsToAward(game, result.scatterCount, awarded);
    awarded += result.freeSpinsAwarded;
    spins.push(result);
  }
  return spins;
}

/** One paid round: the base spin and, when it awards them, all its free spins. */
export function spin(rng: RandomSource, bet: TBet, data: TGameData = LUCKY_REELS): TRoundOutcome {
  const game = compileGame(data);
  checkBet(game, bet);
  const base = resolveSpin(game, game.baseStrips, drawStops(rng, game.baseStrips), bet, 1);
  base.freeSpinsAwarded = freeSpinsToAward(game, base.scatterCount, 0);
  const featureSpins = base.freeSpinsAwarded > 0 ? playFreeSpins(rng, bet, base.freeSpinsAwarded, game) : [];
  const featureWin = featureSpins.reduce((sum, s) => sum + s.win, 0n);
  return {
    ...base,
    totalBet: bet.lineBet * BigInt(bet.lines),
    baseWin: base.win,
    featureWin,
    totalWin: base.win + featureWin,
    featureSpins,
  };
}

/**
 * Replays a recorded round from its stops (base spin first, then each free spin), so a stored
 * round can be re-verified or shown in the betting record without storing the whole outcome.
 */
export function replayRound(bet: TBet, stops: readonly (readonly number[])[], data: TGameData = LUCKY_REELS): TRoundOutcome {
  const queue = stops.flat();
  const replay: RandomSource = {
    int(maxExclusive: number) {
      const next = queue.shift();
      if (next === undefined || !Number.isInteger(next) || next < 0 || next >= maxExclusive) throw new RangeError('the recorded stops do not make a complete round');
      return next;
    },
  };
  const round = spin(replay, bet, data);
  if (queue.length > 0) throw new RangeError('the recorded stops hold more spins than the round plays');
  return round;
}

/** The stops of a round in play order, as `replayRound` takes them. */
export function roundStops(round: TRoundOutcome): number[][] {
  return [round.stops, ...round.featureSpins.map((s) => s.stops)];
}

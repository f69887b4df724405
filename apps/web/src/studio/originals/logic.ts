/**
 * The originals' page: the pure rules it follows (tested in logic.test.ts). The game rules
 * themselves (odds, pays, multipliers) come from @wps/fair; this file only turns them and
 * the server's answers into what the page shows. The launch, the bet field and the money are
 * the studio pages' shared ones (../shared).
 */
import {
  cardRank,
  cardSuit,
  diceChanceText,
  diceMultiplier,
  diceWinning,
  formatPercent,
  DICE_MAX_WINNING,
  DICE_MIN_WINNING,
  hiloGuessAllowed,
  hiloGuessWins,
  hiloWinningRanks,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  KENO_PAYS,
  minesMultiplier,
  MINES_TILES,
  MULT_ONE,
  payoutOf,
  type DiceDirection,
  type HiloGuess,
  type TPlayedGame,
  type TRoundView,
} from '@wps/fair';
import { isRedSuit, RANK_LABELS, SUIT_SIGNS } from '../shared/cards';

export type TGame = TPlayedGame;

/* ───────────────────────── Multipliers ───────────────────────── */

/** "1.9801" (the server's and formatMultiplier's text) to ten-thousandths, 19801n; 0n when not a multiplier. */
export function parseMultiplier(text: string): bigint {
  const m = /^(\d+)(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!m) return 0n;
  return BigInt(m[1]!) * MULT_ONE + BigInt((m[2] ?? '').padEnd(4, '0'));
}

/** A multiplier with 2 decimals, truncated (never shows more than it is): 19801n → "1.98", 1_800_000n → "180.00". */
export function shortMultiplier(multX10000: bigint): string {
  const hundredths = multX10000 / 100n;
  const whole = (hundredths / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

/** As shortMultiplier, without ".00" on whole multipliers (paytables): 28_000_000n → "2,800", 19_801n → "1.98". */
export const compactMultiplier = (multX10000: bigint): string => shortMultiplier(multX10000).replace(/\.00$/, '');

/** What a bet pays at a multiplier, at most the round's maximum win. */
export function potentialPayout(bet: bigint, multX10000: bigint, maxWin: bigint): { amount: bigint; capped: boolean } {
  const amount = payoutOf(bet, multX10000);
  return maxWin > 0n && amount > maxWin ? { amount: maxWin, capped: true } : { amount, capped: false };
}

/* ───────────────────────── Dice ───────────────────────── */

/** The targets a direction allows (its win chance stays within the rules' 100..9800 of 10,001 values). */
export function diceTargetRange(direction: DiceDirection): { min: number; max: number } {
  return direction === 'over' ? { min: 10_000 - DICE_MAX_WINNING, max: 10_000 - DICE_MIN_WINNING } : { min: DICE_MIN_WINNING, max: DICE_MAX_WINNING };
}

export function clampDiceTarget(target: number, direction: DiceDirection): number {
  const { min, max } = diceTargetRange(direction);
  return Math.min(max, Math.max(min, Math.round(target)));
}

/** Over ↔ under keeping the win chance: the target mirrors around 50.00. */
export const flipDice = (bet: { target: number; direction: DiceDirection }): { target: number; direction: DiceDirection } => ({
  target: 10_000 - bet.target,
  direction: bet.direction === 'over' ? 'under' : 'over',
});

/** The dice bet's odds as the rules make them: winning values, chance %, multiplier. */
export function diceOdds(bet: { target: number; direction: DiceDirection }, edgeBp: number): { winning: number; chance: string; multiplier: bigint } {
  const winning = diceWinning(bet);
  return { winning, chance: diceChanceText(bet), multiplier: diceMultiplier(bet, edgeBp) };
}

/** 5050 → "50.50" (dice targets and rolls are hundredths). */
export const formatHundredths = (n: number): string => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;

/** "50.5" / "50,50" typed into the target field to hundredths; null when it is not a number 0..100. */
export function parseHundredths(text: string): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{0,2}))?$/.exec(text.trim());
  if (!m) return null;
  const value = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0') || '0');
  return value <= 10_000 ? value : null;
}

/* ───────────────────────── Plinko ───────────────────────── */

/** A Plinko pay in tenths of the stake as a multiplier label: 110 → "11", 2 → "0.2", 1800 → "180". */
export const plinkoPayLabel = (tenths: number): string => (tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`);

/** How hot a bucket is, 0 (the centre's lowest pay) to 1 (the table's highest), for its colour. */
export function plinkoHeat(pays: readonly number[], bucket: number): number {
  const max = Math.max(...pays);
  const min = Math.min(...pays);
  if (max === min) return 0;
  return (Math.log(pays[bucket]! / min) / Math.log(max / min)) || 0;
}

/**
 * The ball's stops on the board, in peg spacings from the top centre: the peg it hits in
 * each row (row r has r + 3 pegs, the ball meets the middle one first), then the bucket.
 */
export function plinkoStops(path: readonly (0 | 1)[]): { x: number; row: number }[] {
  const stops: { x: number; row: number }[] = [{ x: 0, row: 0 }];
  let rights = 0;
  path.forEach((step, i) => {
    rights += step;
    stops.push({ x: rights - (i + 1) / 2, row: i + 1 });
  });
  return stops;
}

/* ───────────────────────── Keno ───────────────────────── */

/** Picks a number or drops it; at most KENO_MAX_PICKS, kept in order. */
export function toggleKenoPick(picks: readonly number[], n: number): number[] {
  if (picks.includes(n)) return picks.filter((p) => p !== n);
  if (picks.length >= KENO_MAX_PICKS || n < 1 || n > KENO_NUMBERS) return [...picks];
  return [...picks, n].sort((a, b) => a - b);
}

/** `count` distinct random numbers of 1..40, in order (the "random pick" button; the draw itself is the server's). */
export function randomKenoPicks(count: number, random: () => number = Math.random): number[] {
  const left = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  const out: number[] = [];
  for (let i = 0; i < Math.min(count, KENO_MAX_PICKS); i++) out.push(left.splice(Math.floor(random() * left.length), 1)[0]!);
  return out.sort((a, b) => a - b);
}

/** The paytable row of a pick count: [hits, multiplier ten-thousandths] for 0..picks hits. */
export function kenoPayRow(picks: number): { hits: number; multiplier: bigint }[] {
  const row = KENO_PAYS[picks];
  return row ? row.map((hundredths, hits) => ({ hits, multiplier: BigInt(hundredths) * 100n })) : [];
}

/* ───────────────────────── Mines ───────────────────────── */

/** The cash-out multiplier after 1, 2, … safe tiles with `mines` mines. */
export function minesLadder(mines: number, edgeBp: number): { safe: number; multiplier: bigint }[] {
  return Array.from({ length: MINES_TILES - mines }, (_, i) => ({ safe: i + 1, multiplier: minesMultiplier(mines, i + 1, edgeBp) }));
}

export type TTileState = 'hidden' | 'gem' | 'mine' | 'boom' | 'restGem' | 'restMine';

/**
 * What a tile shows: hidden while the game is open; a gem once found; when the game is
 * over and the mines are known, the mine that ended it (the tile picked last), the other
 * mines and the gems left.
 */
export function tileState(tile: number, round: Pick<TRoundView, 'status' | 'result'> | null, lastPick: number | null = null): TTileState {
  if (!round) return 'hidden';
  const revealed = round.result.revealed ?? [];
  const mines = round.result.mines;
  if (revealed.includes(tile)) return 'gem';
  if (round.status === 'open' || !mines) return 'hidden';
  if (mines.includes(tile)) return round.status === 'lost' && lastPick === tile ? 'boom' : 'restMine';
  return 'restGem';
}

/* ───────────────────────── Hi-Lo ───────────────────────── */

/** Card index (rank × 4 + suit) to its corner label. */
export function cardFace(card: number): { rank: string; suit: string; red: boolean; rankIndex: number; suitIndex: number } {
  const rankIndex = cardRank(card);
  const suitIndex = cardSuit(card);
  return { rank: RANK_LABELS[rankIndex]!, suit: SUIT_SIGNS[suitIndex]!, red: isRedSuit(suitIndex), rankIndex, suitIndex };
}

export type THiloLabel = 'higherOrSame' | 'lowerOrSame' | 'same';

export interface THiloOption {
  guess: HiloGuess;
  /** Offered by the rules (a guess that cannot lose is not). */
  allowed: boolean;
  winning: number;
  chance: string;
  label: THiloLabel;
}

/** The two guesses on a card: their chance (winning ranks of 13) and how to name them (only the same rank wins on A/K). */
export function hiloOptions(card: number): THiloOption[] {
  return (['higher', 'lower'] as const).map((guess) => {
    const winning = hiloWinningRanks(card, guess);
    const label: THiloLabel = winning === 1 ? 'same' : guess === 'higher' ? 'higherOrSame' : 'lowerOrSame';
    return { guess, allowed: hiloGuessAllowed(card, guess), winning, chance: formatPercent(winning, 13), label };
  });
}

export interface THiloStep {
  card: number;
  /** The move made on this card (absent on the card still to play, or the last one of a game over). */
  move?: 'higher' | 'lower' | 'skip';
  /** Whether the guess made on this card was right (the next card tells). */
  win?: boolean;
}

/** The row of cards: each with the move made on it and whether that guess was right. */
export function hiloTrail(cards: readonly number[], moves: readonly ('higher' | 'lower' | 'skip')[]): THiloStep[] {
  return cards.map((card, i) => {
    const move = moves[i];
    const next = cards[i + 1];
    if (!move || next === undefined) return { card };
    return move === 'skip' ? { card, move } : { card, move, win: hiloGuessWins(card, next, move) };
  });
}

/* ───────────────────────── Rounds and history ───────────────────────── */

export interface THistoryItem {
  roundId: string;
  game: TGame;
  status: TRoundView['status'];
  multiplier: bigint;
  bet: bigint;
  payout: bigint;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
}

export const HISTORY_SIZE = 20;

export const isWin = (status: TRoundView['status']): boolean => status === 'won' || status === 'cashed';

/** A result's colour: a win of the stake or more, a part of it back, or nothing. */
export const resultTone = (h: Pick<THistoryItem, 'multiplier' | 'payout'>): 'win' | 'part' | 'loss' => (h.multiplier >= MULT_ONE ? 'win' : h.payout > 0n ? 'part' : 'loss');

export const historyItemOf = (r: TRoundView): THistoryItem => ({
  roundId: r.roundId,
  game: r.game,
  status: r.status,
  multiplier: parseMultiplier(r.multiplier),
  bet: BigInt(r.bet),
  payout: BigInt(r.payout),
  nonce: r.seed.nonce,
  serverSeedHash: r.seed.serverSeedHash,
  clientSeed: r.seed.clientSeed,
});

/** The finished round first, at most HISTORY_SIZE; an open round is not history yet, a round already listed is replaced. */
export function pushHistory(list: readonly THistoryItem[], round: TRoundView, size = HISTORY_SIZE): THistoryItem[] {
  if (round.status === 'open') return [...list];
  return [historyItemOf(round), ...list.filter((h) => h.roundId !== round.roundId)].slice(0, size);
}

/** The site's verifier for one round (it opens outside the game's frame). */
export const verifyUrl = (roundId: string): string => `/provably-fair?round=${encodeURIComponent(roundId)}`;

/* ───────────────────────── Fun credits ───────────────────────── */

/**
 * Fun mode has no wallet: the page keeps the credits. A bet's answer takes the stake and
 * adds what a round settled at once paid (Dice, Plinko, Keno); a step's answer (Mines,
 * Hi-Lo) adds the payout when it ended the game in a win. A repeated answer (`duplicate`,
 * the answer to a retried request the page never got) counts once, like any other.
 */
export function funAfterBet(balance: bigint, round: Pick<TRoundView, 'bet' | 'status' | 'payout'>): bigint {
  return balance - BigInt(round.bet) + (isWin(round.status) ? BigInt(round.payout) : 0n);
}

export function funAfterAct(balance: bigint, round: Pick<TRoundView, 'status' | 'payout'>): bigint {
  return balance + (isWin(round.status) ? BigInt(round.payout) : 0n);
}

/** The next nonce after a round: the round used its nonce, the next one follows. */
export const nextNonce = (seedNonce: number, round: Pick<TRoundView, 'seed'>): number => Math.max(seedNonce, round.seed.nonce + 1);

/* ───────────────────────── Autoplay ───────────────────────── */

export interface TAutoSettings {
  rounds: number;
  stopOnWin: boolean;
  stopOnLoss: boolean;
}

/** Autoplay goes on while rounds remain, no stop condition is met and the balance covers the bet. */
export function autoplayContinues(o: { remaining: number; won: boolean; stopOnWin: boolean; stopOnLoss: boolean; balance: bigint; bet: bigint }): boolean {
  if (o.remaining <= 0) return false;
  if (o.won && o.stopOnWin) return false;
  if (!o.won && o.stopOnLoss) return false;
  return o.balance >= o.bet;
}

/* ───────────────────────── Presentation ───────────────────────── */

/**
 * How long a settled round's presentation takes before its result is booked on screen:
 * the dice roll slides, the Plinko ball falls a row at a time, the Keno numbers come one by
 * one. Turbo shortens every one; Mines and Hi-Lo show their steps at once.
 */
export function presentationMs(game: TGame, round: Pick<TRoundView, 'result'>, turbo: boolean): number {
  switch (game) {
    case 'dice':
      return turbo ? 260 : 800;
    case 'plinko':
      return (round.result.path?.length ?? 0) * (turbo ? 55 : 140) + (turbo ? 80 : 220);
    case 'keno':
      return (round.result.drawn?.length ?? 0) * (turbo ? 55 : 170) + (turbo ? 60 : 200);
    default:
      return 0;
  }
}

/**
 * Hi-Lo: cards from an endless deck, card i = ⌊f_i × 52⌋ (index = rank × 4 +
 * suit; rank 0 ace … 12 king; suits ♠ ♥ ♦ ♣), so every card is equally likely
 * each time. Card 0 starts the game; for each next card the player guesses
 * 'higher' (the next rank is the same or higher), 'lower' (the same or lower)
 * or skips it. A guess that cannot lose (higher on an ace, lower on a king) is
 * not offered. After k right guesses the cash-out pays (1 − edge) × Π 13 ÷ wins_i,
 * the inverse of their chance, floored to the ten-thousandth: the edge is taken
 * once, whatever the player does.
 */
import { fairFloats, type FairInput } from '../floats';
import { checkEdge } from '../payout';

export const HILO_MAX_CARDS = 52;
export type HiloGuess = 'higher' | 'lower';
export type HiloMove = HiloGuess | 'skip';

export const cardRank = (card: number): number => Math.floor(card / 4);
export const cardSuit = (card: number): number => card % 4;

/** The first `count` cards of the game. */
export function hiloCards(input: FairInput, count: number): number[] {
  if (!Number.isInteger(count) || count < 1 || count > HILO_MAX_CARDS) throw new RangeError(`count must be 1..${HILO_MAX_CARDS}, got ${count}`);
  return fairFloats(input, count).map((f) => Math.floor(f * 52));
}

/** How many of the 13 ranks make the guess right from this card (13: it cannot lose, so it is not offered). */
export function hiloWinningRanks(card: number, guess: HiloGuess): number {
  const rank = cardRank(card);
  return guess === 'higher' ? 13 - rank : rank + 1;
}

export const hiloGuessAllowed = (card: number, guess: HiloGuess): boolean => hiloWinningRanks(card, guess) < 13;

export const hiloGuessWins = (card: number, next: number, guess: HiloGuess): boolean =>
  guess === 'higher' ? cardRank(next) >= cardRank(card) : cardRank(next) <= cardRank(card);

/** Cash-out multiplier after the right guesses' winning-rank counts. */
export function hiloMultiplier(winningRanks: readonly number[], edgeBp: number): bigint {
  if (winningRanks.length === 0) return 0n;
  let num = 10_000n - checkEdge(edgeBp);
  let den = 1n;
  for (const w of winningRanks) {
    num *= 13n;
    den *= BigInt(w);
  }
  return num / den;
}

export interface HiloStep {
  card: number;
  move: HiloMove;
  /** The card that followed (absent while the game waits for this move). */
  next?: number;
  win?: boolean;
}

/** Replays a whole game from its seeds and moves: each step's card, whether it won, and the multiplier reached. */
export function replayHilo(input: FairInput, moves: readonly HiloMove[], edgeBp: number): { steps: HiloStep[]; lost: boolean; multiplier: bigint } {
  if (moves.length > HILO_MAX_CARDS - 1) throw new RangeError(`a game has at most ${HILO_MAX_CARDS - 1} moves`);
  const cards = hiloCards(input, moves.length + 1);
  const wins: number[] = [];
  const steps: HiloStep[] = [];
  let lost = false;
  moves.forEach((move, i) => {
    if (lost) throw new RangeError('no move after a lost guess');
    const card = cards[i]!;
    const next = cards[i + 1]!;
    if (move === 'skip') {
      steps.push({ card, move, next });
      return;
    }
    if (!hiloGuessAllowed(card, move)) throw new RangeError(`${move} cannot lose on this card and is not offered`);
    const win = hiloGuessWins(card, next, move);
    steps.push({ card, move, next, win });
    if (win) wins.push(hiloWinningRanks(card, move));
    else lost = true;
  });
  return { steps, lost, multiplier: lost ? 0n : hiloMultiplier(wins, edgeBp) };
}

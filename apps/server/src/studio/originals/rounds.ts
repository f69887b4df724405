/**
 * The originals' rules applied to a stored round: what it shows, what a step
 * does to it, and the line the betting record keeps. Pure: the seeds, the
 * bet's choices and the steps decide everything (@wps/fair).
 */
import {
  cardRank,
  diceMultiplier,
  diceRoll,
  diceWins,
  formatMultiplier,
  hiloCards,
  hiloGuessAllowed,
  hiloMultiplier,
  hiloWinningRanks,
  HILO_MAX_CARDS,
  kenoDraw,
  kenoMultiplier,
  MINES_TILES,
  minesMultiplier,
  minesPositions,
  plinkoMultiplier,
  plinkoPath,
  replayHilo,
  type FairInput,
  type HiloMove,
  type PlinkoRisk,
  type PlinkoRows,
  type TAction,
  type TParams,
  type TPlayedGame,
  type TRoundResult,
  type TRoundStatus,
} from '@wps/fair';

export class StepError extends Error {
  override name = 'StepError';
}

export interface RoundState {
  game: TPlayedGame;
  params: Record<string, unknown>;
  steps: (number | string)[];
  status: TRoundStatus;
  edgeBp: number;
}

export interface Settled {
  status: TRoundStatus;
  multiplier: bigint;
}

const CARD_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
export const cardName = (card: number) => `${CARD_NAMES[cardRank(card)]}${SUITS[card % 4]}`;

/** Dice, Plinko, Keno: the whole round from its seeds. */
export function settleOneShot(input: FairInput, game: 'dice' | 'plinko' | 'keno', params: Record<string, unknown>, edgeBp: number): Settled {
  if (game === 'dice') {
    const p = params as TParams['dice'];
    const win = diceWins(p, diceRoll(input));
    return { status: win ? 'won' : 'lost', multiplier: win ? diceMultiplier(p, edgeBp) : 0n };
  }
  if (game === 'plinko') {
    const p = params as TParams['plinko'];
    const multiplier = plinkoMultiplier(p.rows as PlinkoRows, p.risk as PlinkoRisk, plinkoPath(input, p.rows).bucket);
    return { status: multiplier > 0n ? 'won' : 'lost', multiplier };
  }
  const p = params as TParams['keno'];
  const drawn = kenoDraw(input);
  const multiplier = kenoMultiplier(p.picks.length, p.picks.filter((n) => drawn.includes(n)).length);
  return { status: multiplier > 0n ? 'won' : 'lost', multiplier };
}

/** Checks a bet's choices against its game's rules before anything is taken (RangeError → 400). */
export function checkChoices(game: TPlayedGame, params: Record<string, unknown>, edgeBp: number): void {
  if (game === 'dice') diceMultiplier(params as TParams['dice'], edgeBp);
}

const hiloWins = (input: FairInput, moves: HiloMove[]) => {
  const cards = hiloCards(input, moves.length + 1);
  const wins: number[] = [];
  moves.forEach((m, i) => {
    if (m !== 'skip') wins.push(hiloWinningRanks(cards[i]!, m));
  });
  return wins;
};

/** A step of Mines or Hi-Lo: the new steps, and the round's state after it. */
export function applyStep(input: FairInput, round: RoundState, action: TAction, tile?: number): { steps: (number | string)[] } & Settled {
  if (round.game === 'mines') {
    const mines = (round.params as TParams['mines']).mines;
    const revealed = round.steps as number[];
    if (action === 'cashout') {
      if (revealed.length === 0) throw new StepError('reveal a tile before cashing out');
      return { steps: revealed, status: 'cashed', multiplier: minesMultiplier(mines, revealed.length, round.edgeBp) };
    }
    if (action !== 'reveal' || tile === undefined) throw new StepError('in Mines, reveal a tile or cash out');
    if (revealed.includes(tile)) throw new StepError('this tile is revealed already');
    const steps = [...revealed, tile];
    if (minesPositions(input, mines).includes(tile)) return { steps, status: 'lost', multiplier: 0n };
    const multiplier = minesMultiplier(mines, steps.length, round.edgeBp);
    // Every safe tile found: the game cashes out by itself.
    return { steps, status: steps.length === MINES_TILES - mines ? 'cashed' : 'open', multiplier };
  }
  if (round.game === 'hilo') {
    const moves = round.steps as HiloMove[];
    if (action === 'cashout') {
      const wins = hiloWins(input, moves);
      if (wins.length === 0) throw new StepError('make a right guess before cashing out');
      return { steps: moves, status: 'cashed', multiplier: hiloMultiplier(wins, round.edgeBp) };
    }
    if (action !== 'higher' && action !== 'lower' && action !== 'skip') throw new StepError('in Hi-Lo, guess higher or lower, skip, or cash out');
    const card = hiloCards(input, moves.length + 1)[moves.length]!;
    if (action !== 'skip' && !hiloGuessAllowed(card, action)) throw new StepError(`${action} cannot lose on this card and is not offered`);
    const steps = [...moves, action];
    const game = replayHilo(input, steps, round.edgeBp);
    if (game.lost) return { steps, status: 'lost', multiplier: 0n };
    // The last card of a game: what was won is cashed out.
    if (steps.length >= HILO_MAX_CARDS - 1) return { steps, status: game.multiplier > 0n ? 'cashed' : 'lost', multiplier: game.multiplier };
    return { steps, status: 'open', multiplier: game.multiplier };
  }
  throw new StepError(`${round.game} has no steps`);
}

/** What a round shows. Mines stay hidden while the game is open. */
export function resultOf(input: FairInput, round: RoundState): TRoundResult {
  switch (round.game) {
    case 'dice':
      return { roll: diceRoll(input) };
    case 'plinko': {
      const { path, bucket } = plinkoPath(input, (round.params as TParams['plinko']).rows);
      return { path, bucket };
    }
    case 'keno': {
      const drawn = kenoDraw(input);
      return { drawn, hits: (round.params as TParams['keno']).picks.filter((n) => drawn.includes(n)) };
    }
    case 'mines': {
      const mines = (round.params as TParams['mines']).mines;
      const revealed = (round.steps as number[]).filter((t) => round.status === 'open' || !minesPositions(input, mines).includes(t));
      if (round.status !== 'open') return { revealed, mines: [...minesPositions(input, mines)].sort((a, b) => a - b) };
      const next: Record<string, string> = {};
      if (revealed.length > 0) next.cashout = formatMultiplier(minesMultiplier(mines, revealed.length, round.edgeBp));
      if (revealed.length < MINES_TILES - mines) next.reveal = formatMultiplier(minesMultiplier(mines, revealed.length + 1, round.edgeBp));
      return { revealed, nextMultipliers: next };
    }
    case 'hilo': {
      const moves = round.steps as HiloMove[];
      const cards = hiloCards(input, moves.length + 1);
      if (round.status !== 'open') return { cards, moves: moves as ('higher' | 'lower' | 'skip')[] };
      const wins = hiloWins(input, moves);
      const card = cards[moves.length]!;
      const next: Record<string, string> = {};
      if (wins.length > 0) next.cashout = formatMultiplier(hiloMultiplier(wins, round.edgeBp));
      for (const guess of ['higher', 'lower'] as const) {
        if (hiloGuessAllowed(card, guess)) next[guess] = formatMultiplier(hiloMultiplier([...wins, hiloWinningRanks(card, guess)], round.edgeBp));
      }
      return { cards, moves: moves as ('higher' | 'lower' | 'skip')[], nextMultipliers: next };
    }
  }
}

/** One line for the platform's betting record. */
export function summaryOf(input: FairInput, round: RoundState, multiplier: bigint): string {
  const x = `${formatMultiplier(multiplier)}×`;
  const r = resultOf(input, round);
  switch (round.game) {
    case 'dice': {
      const p = round.params as TParams['dice'];
      return `Dice: rolled ${(r.roll! / 100).toFixed(2)}, ${p.direction} ${(p.target / 100).toFixed(2)} · ${x}`;
    }
    case 'plinko': {
      const p = round.params as TParams['plinko'];
      return `Plinko: ${p.rows} rows, ${p.risk} risk, bucket ${r.bucket} · ${x}`;
    }
    case 'keno':
      return `Keno: ${r.hits!.length} of ${(round.params as TParams['keno']).picks.length} picks drawn · ${x}`;
    case 'mines': {
      const mines = (round.params as TParams['mines']).mines;
      const safe = r.revealed!.length;
      return round.status === 'lost' ? `Mines: ${mines} mines, hit a mine after ${safe} safe tiles` : `Mines: ${mines} mines, ${safe} safe tiles, cashed out · ${x}`;
    }
    case 'hilo': {
      const rights = (r.moves ?? []).filter((m) => m !== 'skip').length;
      return round.status === 'lost'
        ? `Hi-Lo: wrong on guess ${rights} (${r.cards!.map(cardName).join(' ')})`.slice(0, 200)
        : `Hi-Lo: ${rights} right guesses, cashed out · ${x}`;
    }
  }
}

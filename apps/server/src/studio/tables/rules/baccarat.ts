/**
 * Punto banco baccarat from an 8-deck shoe. Cards count their rank (ace 1, 2–9 face value,
 * 10 and pictures 0) and a hand its sum modulo 10. Player and Banker get two cards each
 * (Player, Banker, Player, Banker); a natural (8 or 9 on two cards) on either side ends the
 * hand, otherwise the third-card tableau decides, with no choice left to anyone.
 */
import type { RandomSource } from '../../rng';
import { checkTableBets, offsetValidBet, settleEach } from './bets';
import { cardRank, dealFromShoe, type TShoe, type TShoeRound } from './shoe';
import type { TBet, TBetLimits, TSpotInfo, TTableRules } from './types';

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const;
export type TBaccaratSpot = (typeof BACCARAT_SPOTS)[number];
export type TBaccaratWinner = 'player' | 'banker' | 'tie';

export interface TBaccaratOutcome {
  /** Player's cards in the order dealt (2 or 3). */
  player: number[];
  /** Banker's cards in the order dealt (2 or 3). */
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: TBaccaratWinner;
  /** Player's first two cards share their rank (K K, not K Q). */
  playerPair: boolean;
  bankerPair: boolean;
  /** Either side had 8 or 9 on its first two cards. */
  natural: boolean;
  shoe: TShoeRound;
}

/** Ace 1, 2–9 their value, 10 J Q K 0. */
export const baccaratValue = (card: number): number => {
  const rank = cardRank(card);
  return rank >= 9 ? 0 : rank + 1;
};

export const handTotal = (cards: readonly number[]): number => cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/** Player draws on 0–5 and stands on 6–7 (when no side has a natural). */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * Banker's rule, by Banker's two-card total and Player's third card (null when Player
 * stood, in which case Banker plays like Player: draws on 0–5).
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Plays one hand from a source of cards: the dealing order and the tableau. */
export function playHand(draw: () => number): { player: number[]; banker: number[] } {
  const p1 = draw();
  const b1 = draw();
  const p2 = draw();
  const b2 = draw();
  const player = [p1, p2];
  const banker = [b1, b2];
  const playerTwo = handTotal(player);
  const bankerTwo = handTotal(banker);
  if (playerTwo >= 8 || bankerTwo >= 8) return { player, banker };
  let playerThird: number | null = null;
  if (playerDraws(playerTwo)) {
    const card = draw();
    player.push(card);
    playerThird = baccaratValue(card);
  }
  if (bankerDraws(bankerTwo, playerThird)) banker.push(draw());
  return { player, banker };
}

/** The outcome of a hand already dealt. */
export function resolveHand(player: readonly number[], banker: readonly number[], shoe: TShoeRound): TBaccaratOutcome {
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    player: [...player],
    banker: [...banker],
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: cardRank(player[0]!) === cardRank(player[1]!),
    bankerPair: cardRank(banker[0]!) === cardRank(banker[1]!),
    natural: handTotal(player.slice(0, 2)) >= 8 || handTotal(banker.slice(0, 2)) >= 8,
    shoe,
  };
}

const SPOT_INFO: Record<TBaccaratSpot, Omit<TSpotInfo<TBaccaratSpot>, 'spot' | 'nameKey'>> = {
  player: { kind: 'Player', label: 'Player', pays: '1:1' },
  banker: { kind: 'Banker', label: 'Banker', pays: '0.95:1' },
  tie: { kind: 'Tie', label: 'Tie', pays: '8:1' },
  'player-pair': { kind: 'Player Pair', label: 'Player Pair', pays: '11:1' },
  'banker-pair': { kind: 'Banker Pair', label: 'Banker Pair', pays: '11:1' },
};

const spotSet = new Set<string>(BACCARAT_SPOTS);
const isSpot = (spot: string): spot is TBaccaratSpot => spotSet.has(spot);
const opposites = [['player', 'banker']] as const satisfies readonly (readonly [TBaccaratSpot, TBaccaratSpot])[];

/** Total returned on a stake (stake included). Banker pays 0.95:1: the 5 % commission is floored to the minor unit. */
export function baccaratPayout(outcome: TBaccaratOutcome, spot: TBaccaratSpot, amount: bigint): bigint {
  switch (spot) {
    case 'player':
      return outcome.winner === 'player' ? amount * 2n : outcome.winner === 'tie' ? amount : 0n;
    case 'banker':
      return outcome.winner === 'banker' ? amount + (amount * 95n) / 100n : outcome.winner === 'tie' ? amount : 0n;
    case 'tie':
      return outcome.winner === 'tie' ? amount * 9n : 0n;
    case 'player-pair':
      return outcome.playerPair ? amount * 12n : 0n;
    case 'banker-pair':
      return outcome.bankerPair ? amount * 12n : 0n;
  }
}

export const baccarat: TTableRules<TBaccaratOutcome, TBaccaratSpot, TShoe> = {
  game: 'baccarat',
  spots: BACCARAT_SPOTS.map((spot) => ({ spot, nameKey: `tables.baccarat.spot.${spot}`, ...SPOT_INFO[spot] })),
  opposites,
  isSpot,
  deal(rng: RandomSource, state: TShoe | null) {
    const { result, shoe, round } = dealFromShoe(rng, state, playHand);
    return { outcome: resolveHand(result.player, result.banker, round), state: shoe };
  },
  settle: (outcome, bets) => settleEach({ isSpot, opposites }, bets, (spot, amount) => baccaratPayout(outcome, spot, amount)),
  // Player and Banker offset each other; on a tie both are returned, so they count nothing.
  validBet: (bets: readonly TBet<TBaccaratSpot>[], outcome: TBaccaratOutcome) => offsetValidBet(bets, opposites, (difference) => (outcome.winner === 'tie' ? 0n : difference)),
  checkBets: (bets: readonly TBet<string>[], limits: TBetLimits<TBaccaratSpot>) => checkTableBets({ isSpot, opposites }, bets, limits),
};

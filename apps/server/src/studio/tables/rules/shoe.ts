/**
 * The 8-deck shoe baccarat and dragon tiger deal from. Cards are indices 0..51, rank × 4 +
 * suit (rank 0 ace … 12 king; suits ♠ ♥ ♦ ♣), the studio's Hi-Lo convention.
 *
 * A shoe is shuffled once (Fisher–Yates on the random source: every order equally likely)
 * and dealt from the front across many rounds. The cut card sits `CUT_CARD_FROM_END` cards
 * before the end; the round during which dealing reaches it is completed and is the shoe's
 * last, and the next round shuffles a new shoe. There is no burn: the order is already
 * uniformly random, so burning cards would change nothing but the count of rounds.
 *
 * The shoe is plain JSON data so the table engine can keep it in a database row. It holds the
 * cards still to come: it must never reach a player.
 */
import type { RandomSource } from '../../rng';

export const DECKS = 8;
export const SHOE_CARDS = DECKS * 52;
/** About a hand and a half of baccarat behind the cut card; a hand needs at most 6 cards. */
export const CUT_CARD_FROM_END = 14;

export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type TSuit = (typeof SUITS)[number];

export const cardRank = (card: number): number => Math.floor(card / 4);
export const cardSuit = (card: number): TSuit => SUITS[card % 4]!;
const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_SIGNS = ['♠', '♥', '♦', '♣'];
/** "10♥", for logs and records. */
export const cardName = (card: number): string => `${RANK_NAMES[cardRank(card)]}${SUIT_SIGNS[card % 4]}`;

export interface TShoe {
  /** Counts shoes at this table: 1 for the first, +1 on every shuffle (the roads restart with it). */
  shoe: number;
  /** All the shoe's cards in dealing order. */
  cards: number[];
  /** Index of the next card to deal. */
  next: number;
  /** Index of the first card behind the cut card. */
  cut: number;
  /** Rounds dealt from this shoe. */
  rounds: number;
}

/** Where a round sits in its shoe, carried by the outcome. */
export interface TShoeRound {
  shoe: number;
  /** 1 for the shoe's first round. */
  round: number;
  /** The cut card came out during this round: the next round deals from a new shoe. */
  lastRound: boolean;
  cardsLeft: number;
}

export function shuffleShoe(rng: RandomSource, shoe: number): TShoe {
  const cards = new Array<number>(SHOE_CARDS);
  for (let i = 0; i < SHOE_CARDS; i++) cards[i] = i % 52;
  for (let i = SHOE_CARDS - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const card = cards[i]!;
    cards[i] = cards[j]!;
    cards[j] = card;
  }
  return { shoe, cards, next: 0, cut: SHOE_CARDS - CUT_CARD_FROM_END, rounds: 0 };
}

/** A stored shoe is read back from a database row: refuse anything that is not a whole shoe. */
export function checkShoe(value: TShoe): TShoe {
  const { shoe, cards, next, cut, rounds } = value;
  const isCount = (n: unknown, max: number) => Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) <= max;
  if (!Array.isArray(cards) || cards.length !== SHOE_CARDS || !isCount(next, SHOE_CARDS) || !isCount(cut, SHOE_CARDS) || !isCount(rounds, SHOE_CARDS) || !isCount(shoe, Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('not a shoe');
  }
  const seen = new Array<number>(52).fill(0);
  for (const card of cards) {
    if (!Number.isInteger(card) || card < 0 || card > 51) throw new RangeError('not a shoe: bad card');
    seen[card]!++;
  }
  if (seen.some((n) => n !== DECKS)) throw new RangeError(`not a shoe: every card must appear ${DECKS} times`);
  return value;
}

/** The shoe the next round deals from: the stored one, or a new one when there is none or its cut card came out. */
export function shoeForRound(rng: RandomSource, state: TShoe | null): TShoe {
  if (state === null) return shuffleShoe(rng, 1);
  checkShoe(state);
  return state.next >= state.cut ? shuffleShoe(rng, state.shoe + 1) : state;
}

/**
 * Deals one round: `play` draws the cards it needs through `draw`. Returns the new shoe (the
 * cards array is shared, never changed after the shuffle) and where the round sits in it.
 */
export function dealFromShoe<T>(rng: RandomSource, state: TShoe | null, play: (draw: () => number) => T): { result: T; shoe: TShoe; round: TShoeRound } {
  const shoe = shoeForRound(rng, state);
  let next = shoe.next;
  const draw = (): number => {
    // The cut card leaves at least CUT_CARD_FROM_END cards, more than any round draws.
    if (next >= SHOE_CARDS) throw new RangeError('the shoe ran out of cards');
    return shoe.cards[next++]!;
  };
  const result = play(draw);
  const after: TShoe = { ...shoe, next, rounds: shoe.rounds + 1 };
  return { result, shoe: after, round: { shoe: after.shoe, round: after.rounds, lastRound: next >= shoe.cut, cardsLeft: SHOE_CARDS - next } };
}

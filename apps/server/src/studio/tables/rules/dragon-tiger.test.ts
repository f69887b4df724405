import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../rng';
import { dragonTiger, resolveDragonTiger, type TDragonTigerOutcome } from './dragon-tiger';
import { SHOE_CARDS } from './shoe';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = '♠♥♦♣';
/** card('K♥') */
const card = (name: string): number => RANKS.indexOf(name.slice(0, -1)) * 4 + SUITS.indexOf(name.slice(-1));
const ROUND = { shoe: 1, round: 1, lastRound: false, cardsLeft: 400 };
const outcome = (dragon: string, tiger: string): TDragonTigerOutcome => resolveDragonTiger(card(dragon), card(tiger), ROUND);
const payouts = (o: TDragonTigerOutcome, amount: bigint) => Object.fromEntries(dragonTiger.settle(o, dragonTiger.spots.map((s) => ({ spot: s.spot, amount }))).map((b) => [b.spot, b.payout]));

describe('outcome', () => {
  it('ranks ace lowest and king highest, ignoring suits', () => {
    expect(outcome('K♠', 'Q♥').winner).toBe('dragon');
    expect(outcome('A♠', '2♥').winner).toBe('tiger');
    expect(outcome('K♠', 'A♣').winner).toBe('dragon');
    expect(outcome('10♠', 'J♠').winner).toBe('tiger');
    expect(outcome('7♠', '7♥')).toMatchObject({ winner: 'tie', suitedTie: false });
    expect(outcome('7♦', '7♦')).toMatchObject({ winner: 'tie', suitedTie: true });
  });
});

describe('settle', () => {
  it('pays Dragon and Tiger 1:1', () => {
    expect(payouts(outcome('9♠', '3♥'), 100n)).toEqual({ dragon: 200n, tiger: 0n, tie: 0n, 'suited-tie': 0n });
    expect(payouts(outcome('3♠', '9♥'), 100n)).toEqual({ dragon: 0n, tiger: 200n, tie: 0n, 'suited-tie': 0n });
  });
  it('returns half of Dragon and Tiger on a tie, floored, and pays Tie 8:1', () => {
    expect(payouts(outcome('Q♠', 'Q♥'), 100n)).toEqual({ dragon: 50n, tiger: 50n, tie: 900n, 'suited-tie': 0n });
    expect(payouts(outcome('Q♠', 'Q♥'), 15n)).toEqual({ dragon: 7n, tiger: 7n, tie: 135n, 'suited-tie': 0n });
  });
  it('pays Suited Tie 50:1 and Tie as well on a suited tie', () => {
    expect(payouts(outcome('5♣', '5♣'), 10n)).toEqual({ dragon: 5n, tiger: 5n, tie: 90n, 'suited-tie': 510n });
  });
});

describe('valid bet', () => {
  it('offsets Dragon against Tiger, counts half the difference on a tie, the tie bets in full', () => {
    const bets = [
      { spot: 'dragon' as const, amount: 100n },
      { spot: 'tiger' as const, amount: 35n },
      { spot: 'tie' as const, amount: 10n },
      { spot: 'suited-tie' as const, amount: 2n },
    ];
    expect(dragonTiger.validBet(bets, outcome('9♠', '3♥'))).toBe(65n + 12n);
    expect(dragonTiger.validBet(bets, outcome('9♠', '9♥'))).toBe(33n + 12n); // 65 − ⌊65 / 2⌋: the half lost
    expect(dragonTiger.validBet([{ spot: 'tiger', amount: 40n }], outcome('9♠', '9♥'))).toBe(20n);
  });
});

describe('checkBets', () => {
  it('checks spots, amounts and limits', () => {
    const limits = { min: 1n, max: 500n, spotMax: { 'suited-tie': 20n } };
    expect(dragonTiger.checkBets([{ spot: 'suited-tie', amount: 20n }], limits)).toHaveLength(1);
    expect(() => dragonTiger.checkBets([{ spot: 'suited-tie', amount: 21n }], limits)).toThrow(/above the maximum/);
    expect(() => dragonTiger.checkBets([{ spot: 'player', amount: 1n }], limits)).toThrow(/no spot/);
    expect(() => dragonTiger.checkBets([{ spot: 'dragon', amount: 1n }, { spot: 'tiger', amount: 1n }], { ...limits, forbidOpposites: true })).toThrow(/cannot both/);
  });
});

describe('deal', () => {
  it('deals Dragon then Tiger from the shoe, two cards a round, until the cut card', () => {
    const rng = createSeededRng('dt');
    const first = dragonTiger.deal(rng, null);
    expect([first.outcome.dragon, first.outcome.tiger]).toEqual(first.state.cards.slice(0, 2));
    let state = first.state;
    let rounds = 1;
    let last = first.outcome;
    while (!last.shoe.lastRound) {
      const dealt = dragonTiger.deal(rng, state);
      expect([dealt.outcome.dragon, dealt.outcome.tiger]).toEqual(state.cards.slice(state.next, state.next + 2));
      state = dealt.state;
      last = dealt.outcome;
      rounds++;
    }
    expect(rounds).toBe(201); // cards 0–401 lie before the cut card: the round taking cards 400 and 401 reaches it
    expect(last.shoe.cardsLeft).toBe(SHOE_CARDS - 402);
    expect(dragonTiger.deal(rng, state).outcome.shoe).toMatchObject({ shoe: 2, round: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../rng';
import { baccarat, baccaratValue, bankerDraws, handTotal, playHand, resolveHand, type TBaccaratOutcome } from './baccarat';
import { CUT_CARD_FROM_END, SHOE_CARDS, type TShoe } from './shoe';
import { TableBetError } from './types';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** card('K'), card('7', 2): rank × 4 + suit. */
const card = (rank: string, suit = 0): number => RANKS.indexOf(rank) * 4 + suit;
const cards = (text: string): number[] => text.split(' ').map((r) => card(r));

/** Plays a hand from the given cards in dealing order (P B P B, then third cards); every card must be used. */
function play(order: string) {
  const source = cards(order);
  let at = 0;
  const hand = playHand(() => {
    if (at >= source.length) throw new Error('drew more cards than given');
    return source[at++]!;
  });
  expect(at).toBe(source.length);
  return hand;
}

const ROUND = { shoe: 1, round: 1, lastRound: false, cardsLeft: 400 };
const outcome = (player: string, banker: string): TBaccaratOutcome => resolveHand(cards(player), cards(banker), ROUND);

/** A shoe with these cards on top, the rest of the 8 decks after them. */
function stackedShoe(front: number[], next = 0): TShoe {
  const rest = Array.from({ length: SHOE_CARDS }, (_, i) => i % 52);
  for (const c of front) rest.splice(rest.indexOf(c), 1);
  return { shoe: 7, cards: [...rest.slice(0, next), ...front, ...rest.slice(next)], next, cut: SHOE_CARDS - CUT_CARD_FROM_END, rounds: 3 };
}

describe('card values', () => {
  it('counts ace 1, two to nine their value, ten and pictures 0, totals modulo 10', () => {
    expect(RANKS.map((r) => baccaratValue(card(r, 3)))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0]);
    expect(handTotal(cards('9 8'))).toBe(7);
    expect(handTotal(cards('K Q 10'))).toBe(0);
    expect(handTotal(cards('A 9 5'))).toBe(5);
  });
});

describe('third-card tableau', () => {
  // The printed chart: rows Banker's two-card total 0–7, columns Player's third card 0–9.
  const chart: Record<number, string> = {
    0: 'DDDDDDDDDD',
    1: 'DDDDDDDDDD',
    2: 'DDDDDDDDDD',
    3: 'DDDDDDDDSD',
    4: 'SSDDDDDDSS',
    5: 'SSSSDDDDSS',
    6: 'SSSSSSDDSS',
    7: 'SSSSSSSSSS',
  };
  it('gives Banker the chart when Player drew', () => {
    for (let banker = 0; banker <= 7; banker++) {
      for (let third = 0; third <= 9; third++) expect(bankerDraws(banker, third), `banker ${banker}, player's third ${third}`).toBe(chart[banker]![third] === 'D');
    }
  });
  it('has Banker draw on 0–5 and stand on 6–7 when Player stood', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((b) => bankerDraws(b, null))).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('stops at a natural on either side', () => {
    expect(play('8 2 K 3')).toEqual({ player: cards('8 K'), banker: cards('2 3') }); // Player 8
    expect(play('A 4 2 5')).toEqual({ player: cards('A 2'), banker: cards('4 5') }); // Banker 9 against Player 3
    expect(play('5 6 4 3')).toEqual({ player: cards('5 4'), banker: cards('6 3') }); // both natural 9
  });
  it('has Player stand on 6 and 7, then Banker draw on 0–5', () => {
    expect(play('6 2 K 3 9')).toEqual({ player: cards('6 K'), banker: cards('2 3 9') }); // P 6 stands, B 5 draws
    expect(play('7 6 K K')).toEqual({ player: cards('7 K'), banker: cards('6 K') }); // P 7, B 6: both stand
    expect(play('3 J 4 7')).toEqual({ player: cards('3 4'), banker: cards('J 7') }); // P 7, B 7
  });
  it('has Player draw on 0–5', () => {
    expect(play('K K Q 7 A')).toEqual({ player: cards('K Q A'), banker: cards('K 7') }); // P 0 draws, B 7 stands
    expect(play('2 3 3 4 9')).toEqual({ player: cards('2 3 9'), banker: cards('3 4') }); // P 5 draws, B 7 stands
  });
  it('applies the Banker column of the tableau to the card Player drew', () => {
    expect(play('A 2 2 A 8')).toEqual({ player: cards('A 2 8'), banker: cards('2 A') }); // B 3, P third 8: stand
    expect(play('A 2 2 A 9 5')).toEqual({ player: cards('A 2 9'), banker: cards('2 A 5') }); // B 3, third 9: draw
    expect(play('A 2 2 2 A')).toEqual({ player: cards('A 2 A'), banker: cards('2 2') }); // B 4, third 1: stand
    expect(play('A 2 2 2 2 6')).toEqual({ player: cards('A 2 2'), banker: cards('2 2 6') }); // B 4, third 2: draw
    expect(play('A 2 2 3 3')).toEqual({ player: cards('A 2 3'), banker: cards('2 3') }); // B 5, third 3: stand
    expect(play('A 2 2 3 4 K')).toEqual({ player: cards('A 2 4'), banker: cards('2 3 K') }); // B 5, third 4: draw
    expect(play('A 3 2 3 5')).toEqual({ player: cards('A 2 5'), banker: cards('3 3') }); // B 6, third 5: stand
    expect(play('A 3 2 3 6 4')).toEqual({ player: cards('A 2 6'), banker: cards('3 3 4') }); // B 6, third 6: draw
    expect(play('A 3 2 3 7 2')).toEqual({ player: cards('A 2 7'), banker: cards('3 3 2') }); // B 6, third 7: draw
    expect(play('A 3 2 4 6')).toEqual({ player: cards('A 2 6'), banker: cards('3 4') }); // B 7 stands
    expect(play('A K 2 2 K 5')).toEqual({ player: cards('A 2 K'), banker: cards('K 2 5') }); // B 2 always draws, third 0
  });
});

describe('outcome', () => {
  it('reads winner, totals, pairs by rank and natural', () => {
    const o = outcome('K K 5', 'Q 7');
    expect(o).toMatchObject({ playerTotal: 5, bankerTotal: 7, winner: 'banker', playerPair: true, bankerPair: false, natural: false });
    expect(outcome('K Q', '4 4').playerPair).toBe(false); // K and Q are both 0 but not a pair
    expect(outcome('K Q', '4 4')).toMatchObject({ bankerPair: true, winner: 'banker', natural: true });
    expect(outcome('3 3', '2 4')).toMatchObject({ winner: 'tie', natural: false });
    expect(outcome('A 7', '2 K 4').winner).toBe('player');
  });
});

describe('settle', () => {
  const all = (amount: bigint) => baccarat.spots.map((s) => ({ spot: s.spot, amount }));
  const payouts = (o: TBaccaratOutcome, amount: bigint) => Object.fromEntries(baccarat.settle(o, all(amount)).map((b) => [b.spot, b.payout]));

  it('pays Player 1:1 and Banker 0.95:1 with the commission floored', () => {
    expect(payouts(outcome('A 7', '2 5'), 100n)).toEqual({ player: 200n, banker: 0n, tie: 0n, 'player-pair': 0n, 'banker-pair': 0n });
    expect(payouts(outcome('2 5', 'A 7'), 100n)).toEqual({ player: 0n, banker: 195n, tie: 0n, 'player-pair': 0n, 'banker-pair': 0n });
    // 0.95 × 15 = 14.25: the winner gets 14 on top of the stake.
    expect(baccarat.settle(outcome('2 5', 'A 7'), [{ spot: 'banker', amount: 15n }])[0]!.payout).toBe(29n);
    expect(baccarat.settle(outcome('2 5', 'A 7'), [{ spot: 'banker', amount: 1n }])[0]!.payout).toBe(1n);
  });
  it('pushes Player and Banker on a tie and pays Tie 8:1', () => {
    expect(payouts(outcome('3 3', '2 4'), 100n)).toEqual({ player: 100n, banker: 100n, tie: 900n, 'player-pair': 1200n, 'banker-pair': 0n });
  });
  it('pays the pairs 11:1 whoever wins', () => {
    expect(payouts(outcome('2 2 K', '3 3'), 10n)).toMatchObject({ 'player-pair': 120n, 'banker-pair': 120n, player: 0n, banker: 19n });
  });
  it('keeps the order and the amounts of the bets, several on one spot', () => {
    const settled = baccarat.settle(outcome('A 7', '2 5'), [
      { spot: 'tie', amount: 5n },
      { spot: 'player', amount: 7n },
      { spot: 'player', amount: 3n },
    ]);
    expect(settled).toEqual([
      { spot: 'tie', amount: 5n, payout: 0n },
      { spot: 'player', amount: 7n, payout: 14n },
      { spot: 'player', amount: 3n, payout: 6n },
    ]);
  });
  it('refuses what checkBets would refuse', () => {
    expect(() => baccarat.settle(outcome('A 7', '2 5'), [{ spot: 'dragon' as 'player', amount: 1n }])).toThrow(RangeError);
    expect(() => baccarat.settle(outcome('A 7', '2 5'), [{ spot: 'player', amount: 0n }])).toThrow(RangeError);
  });
});

describe('valid bet', () => {
  const bets = [
    { spot: 'player' as const, amount: 100n },
    { spot: 'banker' as const, amount: 60n },
    { spot: 'banker' as const, amount: 10n },
    { spot: 'tie' as const, amount: 5n },
    { spot: 'player-pair' as const, amount: 7n },
  ];
  it('offsets Player against Banker and counts the side bets in full', () => {
    expect(baccarat.validBet(bets, outcome('A 7', '2 5'))).toBe(30n + 5n + 7n);
    expect(baccarat.validBet(bets, outcome('2 5', 'A 7'))).toBe(30n + 5n + 7n);
    expect(baccarat.validBet([{ spot: 'banker', amount: 50n }], outcome('2 5', 'A 7'))).toBe(50n);
  });
  it('counts nothing of Player and Banker on a tie (a push)', () => {
    expect(baccarat.validBet(bets, outcome('3 3', '2 4'))).toBe(12n);
    expect(baccarat.validBet([{ spot: 'player', amount: 50n }], outcome('3 3', '2 4'))).toBe(0n);
  });
});

describe('checkBets', () => {
  const limits = { min: 10n, max: 1000n, spotMax: { tie: 100n } };
  const error = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      if (e instanceof TableBetError) return { code: e.code, spot: e.spot };
      throw e;
    }
    throw new Error('no error');
  };
  it('accepts a good round and returns it typed', () => {
    expect(baccarat.checkBets([{ spot: 'player', amount: 10n }, { spot: 'tie', amount: 100n }], limits)).toEqual([
      { spot: 'player', amount: 10n },
      { spot: 'tie', amount: 100n },
    ]);
  });
  it('refuses unknown spots and bad amounts', () => {
    expect(error(() => baccarat.checkBets([], limits))).toEqual({ code: 'no_bets', spot: undefined });
    expect(error(() => baccarat.checkBets([{ spot: 'dragon', amount: 10n }], limits))).toEqual({ code: 'unknown_spot', spot: 'dragon' });
    expect(error(() => baccarat.checkBets([{ spot: 'player', amount: 0n }], limits))).toEqual({ code: 'invalid_amount', spot: 'player' });
    expect(error(() => baccarat.checkBets([{ spot: 'player', amount: -20n }], limits))).toEqual({ code: 'invalid_amount', spot: 'player' });
    expect(error(() => baccarat.checkBets([{ spot: 'player', amount: 10.5 as unknown as bigint }], limits))).toEqual({ code: 'invalid_amount', spot: 'player' });
    expect(error(() => baccarat.checkBets([{ spot: 'player', amount: 20 as unknown as bigint }], limits))).toEqual({ code: 'invalid_amount', spot: 'player' });
  });
  it('applies the minimum and the maximum to each spot’s total', () => {
    expect(error(() => baccarat.checkBets([{ spot: 'banker', amount: 9n }], limits))).toEqual({ code: 'below_min', spot: 'banker' });
    expect(baccarat.checkBets([{ spot: 'banker', amount: 5n }, { spot: 'banker', amount: 5n }], limits)).toHaveLength(2);
    expect(error(() => baccarat.checkBets([{ spot: 'banker', amount: 1001n }], limits))).toEqual({ code: 'above_max', spot: 'banker' });
    expect(error(() => baccarat.checkBets([{ spot: 'tie', amount: 60n }, { spot: 'tie', amount: 41n }], limits))).toEqual({ code: 'above_max', spot: 'tie' });
  });
  it('allows Player with Banker unless the table forbids opposites', () => {
    const both = [
      { spot: 'player', amount: 10n },
      { spot: 'banker', amount: 10n },
    ];
    expect(baccarat.checkBets(both, limits)).toHaveLength(2);
    expect(error(() => baccarat.checkBets(both, { ...limits, forbidOpposites: true }))).toEqual({ code: 'forbidden_combination', spot: 'banker' });
  });
  it('refuses limits that make no sense (a configuration bug)', () => {
    expect(() => baccarat.checkBets([{ spot: 'player', amount: 10n }], { min: 0n, max: 10n })).toThrow(RangeError);
    expect(() => baccarat.checkBets([{ spot: 'player', amount: 10n }], { min: 20n, max: 10n })).toThrow(RangeError);
  });
});

describe('deal from the shoe', () => {
  it('deals Player, Banker, Player, Banker, then third cards, from the top of the shoe', () => {
    const shoe = stackedShoe(cards('2 A 2 A 9 5'), 10);
    const { outcome: o, state } = baccarat.deal(createSeededRng(1), shoe);
    expect(o.player).toEqual(cards('2 2 9'));
    expect(o.banker).toEqual(cards('A A 5'));
    expect(o).toMatchObject({ playerTotal: 3, bankerTotal: 7, winner: 'banker' });
    expect(o.shoe).toEqual({ shoe: 7, round: 4, lastRound: false, cardsLeft: SHOE_CARDS - 16 });
    expect(state).toMatchObject({ shoe: 7, next: 16, rounds: 4 });
    expect(state.cards).toBe(shoe.cards);
  });

  it('shuffles a full 8-deck shoe for a new table and keeps dealing from it', () => {
    const rng = createSeededRng('shoe');
    const first = baccarat.deal(rng, null);
    expect(first.state.shoe).toBe(1);
    expect(first.state.cards).toHaveLength(416);
    const counts = new Array<number>(52).fill(0);
    for (const c of first.state.cards) counts[c]!++;
    expect(counts.every((n) => n === 8)).toBe(true);
    expect(first.outcome.player[0]).toBe(first.state.cards[0]);
    expect(first.outcome.banker[0]).toBe(first.state.cards[1]);
    const second = baccarat.deal(rng, first.state);
    expect(second.outcome.player[0]).toBe(first.state.cards[first.state.next]);
    expect(second.outcome.shoe.round).toBe(2);
  });

  it('finishes the round that brings out the cut card, then shuffles a new shoe', () => {
    const rng = createSeededRng('cut');
    let state: TShoe | null = null;
    let rounds = 0;
    let last: TBaccaratOutcome | undefined;
    do {
      const dealt = baccarat.deal(rng, state);
      state = dealt.state;
      last = dealt.outcome;
      rounds++;
    } while (!last.shoe.lastRound);
    expect(state.shoe).toBe(1);
    expect(state.next).toBeGreaterThanOrEqual(SHOE_CARDS - CUT_CARD_FROM_END);
    expect(state.next - (last.player.length + last.banker.length)).toBeLessThan(SHOE_CARDS - CUT_CARD_FROM_END);
    expect(last.shoe.round).toBe(rounds);
    // Between 416/6 and 416/4 rounds come out of one shoe.
    expect(rounds).toBeGreaterThan(402 / 6);
    expect(rounds).toBeLessThanOrEqual(402 / 4 + 1);
    const next = baccarat.deal(rng, state);
    expect(next.state.shoe).toBe(2);
    expect(next.state.cards).not.toBe(state.cards);
    expect(next.outcome.shoe).toMatchObject({ shoe: 2, round: 1, lastRound: false });
  });

  it('deals the same from a shoe read back from JSON, and refuses a tampered one', () => {
    const first = baccarat.deal(createSeededRng('json'), null);
    const stored = JSON.parse(JSON.stringify(first.state)) as TShoe;
    expect(baccarat.deal(createSeededRng(2), stored)).toEqual(baccarat.deal(createSeededRng(3), first.state));
    const tampered = { ...stored, cards: [...stored.cards] };
    tampered.cards[5] = tampered.cards[6]!;
    expect(() => baccarat.deal(createSeededRng(2), tampered)).toThrow(RangeError);
    expect(() => baccarat.deal(createSeededRng(2), { ...stored, next: -1 })).toThrow(RangeError);
    expect(() => baccarat.deal(createSeededRng(2), { ...stored, cards: stored.cards.slice(1) })).toThrow(RangeError);
  });
});

describe('spots', () => {
  it('lists the five spots with their pays and name keys', () => {
    expect(baccarat.spots.map((s) => [s.spot, s.pays])).toEqual([
      ['player', '1:1'],
      ['banker', '0.95:1'],
      ['tie', '8:1'],
      ['player-pair', '11:1'],
      ['banker-pair', '11:1'],
    ]);
    expect(baccarat.spots[3]!.nameKey).toBe('tables.baccarat.spot.player-pair');
  });
});

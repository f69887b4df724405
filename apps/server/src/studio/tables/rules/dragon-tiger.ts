/**
 * Dragon Tiger from an 8-deck shoe: one card to Dragon, one to Tiger, the higher rank wins
 * (ace lowest, king highest; suits never rank). On a tie Dragon and Tiger bets lose half
 * their stake; Tie wins on any tie, Suited Tie only when the two cards also share the suit.
 */
import type { RandomSource } from '../../rng';
import { checkTableBets, offsetValidBet, settleEach } from './bets';
import { cardRank, dealFromShoe, type TShoe, type TShoeRound } from './shoe';
import type { TBet, TBetLimits, TSpotInfo, TTableRules } from './types';

export const DRAGON_TIGER_SPOTS = ['dragon', 'tiger', 'tie', 'suited-tie'] as const;
export type TDragonTigerSpot = (typeof DRAGON_TIGER_SPOTS)[number];
export type TDragonTigerWinner = 'dragon' | 'tiger' | 'tie';

export interface TDragonTigerOutcome {
  dragon: number;
  tiger: number;
  winner: TDragonTigerWinner;
  /** Same rank and same suit. */
  suitedTie: boolean;
  shoe: TShoeRound;
}

export function resolveDragonTiger(dragon: number, tiger: number, shoe: TShoeRound): TDragonTigerOutcome {
  const d = cardRank(dragon);
  const t = cardRank(tiger);
  return { dragon, tiger, winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie', suitedTie: dragon === tiger, shoe };
}

const SPOT_INFO: Record<TDragonTigerSpot, Omit<TSpotInfo<TDragonTigerSpot>, 'spot' | 'nameKey'>> = {
  dragon: { kind: 'Dragon', label: 'Dragon', pays: '1:1' },
  tiger: { kind: 'Tiger', label: 'Tiger', pays: '1:1' },
  tie: { kind: 'Tie', label: 'Tie', pays: '8:1' },
  'suited-tie': { kind: 'Suited Tie', label: 'Suited Tie', pays: '50:1' },
};

const spotSet = new Set<string>(DRAGON_TIGER_SPOTS);
const isSpot = (spot: string): spot is TDragonTigerSpot => spotSet.has(spot);
const opposites = [['dragon', 'tiger']] as const satisfies readonly (readonly [TDragonTigerSpot, TDragonTigerSpot])[];

/** Total returned on a stake. The half returned on a tie is floored to the minor unit. */
export function dragonTigerPayout(outcome: TDragonTigerOutcome, spot: TDragonTigerSpot, amount: bigint): bigint {
  switch (spot) {
    case 'dragon':
    case 'tiger':
      return outcome.winner === spot ? amount * 2n : outcome.winner === 'tie' ? amount / 2n : 0n;
    case 'tie':
      return outcome.winner === 'tie' ? amount * 9n : 0n;
    case 'suited-tie':
      return outcome.suitedTie ? amount * 51n : 0n;
  }
}

export const dragonTiger: TTableRules<TDragonTigerOutcome, TDragonTigerSpot, TShoe> = {
  game: 'dragon-tiger',
  spots: DRAGON_TIGER_SPOTS.map((spot) => ({ spot, nameKey: `tables.dragon-tiger.spot.${spot}`, ...SPOT_INFO[spot] })),
  opposites,
  isSpot,
  deal(rng: RandomSource, state: TShoe | null) {
    const { result, shoe, round } = dealFromShoe(rng, state, (draw) => {
      const dragon = draw();
      return { dragon, tiger: draw() };
    });
    return { outcome: resolveDragonTiger(result.dragon, result.tiger, round), state: shoe };
  },
  settle: (outcome, bets) => settleEach({ isSpot, opposites }, bets, (spot, amount) => dragonTigerPayout(outcome, spot, amount)),
  // Dragon and Tiger offset each other. On a tie they lose half, so the difference counts
  // half: the half lost, which is the larger half since the half returned is floored.
  validBet: (bets: readonly TBet<TDragonTigerSpot>[], outcome: TDragonTigerOutcome) =>
    offsetValidBet(bets, opposites, (difference) => (outcome.winner === 'tie' ? difference - difference / 2n : difference)),
  checkBets: (bets: readonly TBet<string>[], limits: TBetLimits<TDragonTigerSpot>) => checkTableBets({ isSpot, opposites }, bets, limits),
};

/** The live tables' rules: what the table engine uses. */
import { baccarat } from './baccarat';
import { colorGame } from './color-game';
import { dragonTiger } from './dragon-tiger';
import { roulette } from './roulette';
import { sicBo } from './sic-bo';

export { baccarat, type TBaccaratOutcome, type TBaccaratSpot, type TBaccaratWinner } from './baccarat';
export { colorGame, COLORS, type TColor, type TColorGameOutcome, type TColorGameSpot } from './color-game';
export { dragonTiger, type TDragonTigerOutcome, type TDragonTigerSpot, type TDragonTigerWinner } from './dragon-tiger';
export { roulette, spotNumbers, WHEEL_ORDER, type TRouletteOutcome, type TRouletteSpot } from './roulette';
export { sicBo, type TSicBoOutcome, type TSicBoSpot } from './sic-bo';
export { baccaratRoadResult, dragonTigerRoadResult, roads, type TRoadResult, type TRoads } from './roads';
export { cardName, CUT_CARD_FROM_END, DECKS, type TShoe, type TShoeRound } from './shoe';
export { TABLE_CERTIFIERS } from './certify';
export { TABLE_GAMES, TableBetError, type TBet, type TBetErrorCode, type TBetLimits, type TDeal, type TSettledBet, type TSpotInfo, type TTableGame, type TTableRules } from './types';

/** Every table's rules by game code. */
export const TABLE_RULES = {
  baccarat,
  'dragon-tiger': dragonTiger,
  'sic-bo': sicBo,
  roulette,
  'color-game': colorGame,
} as const;

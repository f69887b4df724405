/** Lucky Reels: what the platform's in-house vendor calls. */
export { cryptoRng, type RandomSource } from '../rng';
export { replayRound, roundStops, spin, type TBet, type TLineWin, type TRoundOutcome, type TSpinResult } from './engine';
export { LUCKY_REELS, SYMBOLS, type TGameData, type TSymbol } from './game-data';

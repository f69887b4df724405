/** The jackpot's public face: the pool of a game or a brand, and a hit paid inside the provider API's transaction. */
export { brandJackpot, jackpotOfGame, releaseJackpot, type JackpotView } from './jackpot.service';
export { subscribeJackpot } from './jackpot.subscribers';
export { seedJackpots, DEMO_JACKPOT } from './jackpot.seed';

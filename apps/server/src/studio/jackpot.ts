/**
 * The hit rule of the studio's progressive jackpots (issue 11 item 6),
 * certified by `npm run games:certify` (certify/jackpot.ts) and stated in
 * docs/games/lucky-reels.md.
 *
 * A spin staking s wins the whole pool with probability s / hitEvery, drawn
 * from the CSPRNG: every unit staked has the same chance, whatever the bet
 * size. The pool starts at its seed and takes contributionBp / 10,000 of
 * every stake, so over time a jackpot returns
 *   contributionBp / 10,000 + seed / hitEvery
 * of what its games stake (renewal–reward: one hit per hitEvery staked on
 * average, each paying the seed plus the contributions since the last hit).
 * The platform keeps the settings of each brand's jackpot; the game learns
 * them from the provider API's authenticate answer.
 */
import { CRYPTO_MAX_RANGE, type RandomSource } from './rng';

export interface JackpotRule {
  seed: bigint;
  contributionBp: number;
  hitEvery: bigint;
}

/** Whether a spin staking `stake` wins the jackpot. */
export function drawJackpotHit(rng: RandomSource, stake: bigint, hitEvery: bigint): boolean {
  if (stake <= 0n || hitEvery <= 0n || hitEvery > BigInt(CRYPTO_MAX_RANGE)) return false;
  if (stake >= hitEvery) return true;
  return BigInt(rng.int(Number(hitEvery))) < stake;
}

/** The long-run return of a jackpot, as a fraction of its games' stakes. */
export const jackpotReturn = (rule: JackpotRule): number => rule.contributionBp / 10_000 + Number(rule.seed) / Number(rule.hitEvery);

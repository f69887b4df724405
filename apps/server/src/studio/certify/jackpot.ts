/**
 * The jackpot's hit rule as `npm run games:certify` sees it: its exact
 * long-run return at the demo brands' settings, and a simulation of the pool
 * (seed, contributions, hits drawn by the rule, reseeding) whose 95 %
 * interval must hold the exact figure. The rule is scale-free (only the
 * ratios seed / hitEvery and stake / hitEvery matter), so the simulation runs
 * it at 1/1000 of the demo's amounts, where hits come often enough to count.
 */
import { BET_LEVELS } from '../lucky-reels/service';
import { drawJackpotHit, jackpotReturn, type JackpotRule } from '../jackpot';
import { createSeededRng } from '../rng';
import type { Certifier, CertifyOptions, GameCertification } from './types';

/** The demo brands' jackpot (modules/jackpot/jackpot.seed.ts keeps the platform's copy). */
export const DEMO_JACKPOT_RULE: JackpotRule = { seed: 500_000n, contributionBp: 50, hitEvery: 200_000_000n };
const SCALE = 1000n;
const BATCHES = 50;

export interface JackpotSimulation {
  rtp: number;
  ci95: [number, number];
  hits: number;
}

/** Spins at random bet levels; the pool paid by the rule; the return and its interval by batch means. */
export function simulateJackpot(rule: JackpotRule, spins: number, seed: number, onProgress?: (done: number, total: number) => void): JackpotSimulation {
  const rng = createSeededRng(seed);
  let pool = rule.seed;
  let carry = 0n;
  let hits = 0;
  const perBatch = Math.max(1, Math.floor(spins / BATCHES));
  const ratios: number[] = [];
  let staked = 0n;
  let paid = 0n;
  let totalStaked = 0n;
  let totalPaid = 0n;
  for (let i = 1; i <= spins; i++) {
    const stake = BET_LEVELS[rng.int(BET_LEVELS.length)]!;
    if (drawJackpotHit(rng, stake, rule.hitEvery)) {
      paid += pool;
      pool = rule.seed;
      hits++;
    }
    // The platform carries shares below one minor unit to the next round (jackpot.service.ts contribute).
    carry += stake * BigInt(rule.contributionBp);
    pool += carry / 10_000n;
    carry %= 10_000n;
    staked += stake;
    if (i % perBatch === 0) {
      ratios.push(Number(paid) / Number(staked));
      totalStaked += staked;
      totalPaid += paid;
      staked = 0n;
      paid = 0n;
      onProgress?.(i, spins);
    }
  }
  const mean = ratios.reduce((a, b) => a + b, 0) / ratios.length;
  const variance = ratios.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, ratios.length - 1);
  const half = 1.96 * Math.sqrt(variance / ratios.length);
  const rtp = Number(totalPaid) / Number(totalStaked);
  return { rtp, ci95: [rtp - half, rtp + half], hits };
}

export const jackpotCertifier: Certifier = {
  game: 'lucky-reels-jackpot',
  certify({ rounds, seed, onProgress }: CertifyOptions): GameCertification {
    const exact = jackpotReturn(DEMO_JACKPOT_RULE);
    const scaled: JackpotRule = { ...DEMO_JACKPOT_RULE, seed: DEMO_JACKPOT_RULE.seed / SCALE, hitEvery: DEMO_JACKPOT_RULE.hitEvery / SCALE };
    const sim = simulateJackpot(scaled, rounds, seed, onProgress);
    return {
      game: 'lucky-reels-jackpot',
      sheet: 'docs/games/lucky-reels.md',
      target: { min: exact - 0.001, max: exact + 0.001 },
      bets: [
        { bet: 'Jackpot, demo settings (0.5 % of stakes, seed 5,000.00, one hit per 2,000,000.00 staked)', rtp: exact, method: 'exact', fraction: '3/400' },
        { bet: `Jackpot simulated at 1/1000 scale (${sim.hits} hits)`, rtp: sim.rtp, method: 'simulation', ci95: sim.ci95, rounds },
      ],
    };
  },
};

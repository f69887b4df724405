/**
 * Lucky Reels as `npm run games:certify` sees it: the certification
 * `npm run slot:rtp` runs (exact base game, simulated free spins, Wald's exact
 * cross-check), with the target range of its game data.
 */
import { certificate, enumerateStrips, featureExact, simulateFeatures } from '../lucky-reels/certify';
import { compileGame } from '../lucky-reels/engine';
import { LUCKY_REELS } from '../lucky-reels/game-data';
import { createSeededRng } from '../rng';
import type { Certifier, CertifyOptions, GameCertification } from './types';

// Progress in thousandths: the two enumerations take about a tenth each, the simulation the rest.
const PROGRESS = 1000;

export const luckyReelsCertifier: Certifier = {
  game: 'lucky-reels',
  certify({ rounds, seed, onProgress }: CertifyOptions): GameCertification {
    const game = compileGame(LUCKY_REELS);
    const phase = (from: number, to: number) => (done: number, total: number) => onProgress?.(Math.floor(from + ((to - from) * done) / total), PROGRESS);
    const base = enumerateStrips(game, game.baseStrips, phase(0, 100));
    const exact = featureExact(game, phase(100, 200));
    const simulated = simulateFeatures(game, createSeededRng(seed), rounds, phase(200, PROGRESS));
    const c = certificate(base, simulated, exact);
    const { target, tolerance } = LUCKY_REELS.rtp;
    return {
      game: 'lucky-reels',
      sheet: 'docs/games/lucky-reels.md',
      target: { min: target - tolerance, max: target + tolerance },
      bets: [
        { bet: 'Any bet: base exact + free spins by Wald (exact)', rtp: c.exactTotalRtp, method: 'exact' },
        { bet: 'Any bet: base exact + free spins simulated', rtp: c.totalRtp.estimate, method: 'simulation', ci95: [c.totalRtp.low, c.totalRtp.high], rounds },
      ],
    };
  },
};

import { describe, expect, it } from 'vitest';
import { DEMO_JACKPOT } from '../../modules/jackpot';
import { jackpotReturnBp } from '../../modules/jackpot/jackpot.service';
import { drawJackpotHit, jackpotReturn } from '../jackpot';
import { createSeededRng } from '../rng';
import { DEMO_JACKPOT_RULE, jackpotCertifier, simulateJackpot } from './jackpot';
import { withinTarget } from './types';

describe('the jackpot hit rule', () => {
  it('hits with probability stake / hitEvery, by the draw', () => {
    expect(drawJackpotHit({ int: () => 99 }, 100n, 1000n)).toBe(true);
    expect(drawJackpotHit({ int: () => 100 }, 100n, 1000n)).toBe(false);
    // A stake of the whole figure or more always hits; nothing staked never does.
    expect(drawJackpotHit({ int: () => 999 }, 1000n, 1000n)).toBe(true);
    expect(drawJackpotHit({ int: () => 0 }, 0n, 1000n)).toBe(false);
    const rng = createSeededRng('freq');
    let hits = 0;
    for (let i = 0; i < 200_000; i++) if (drawJackpotHit(rng, 50n, 1000n)) hits++;
    // 5 %, within 4 standard deviations (σ ≈ 97).
    expect(Math.abs(hits - 10_000)).toBeLessThan(400);
  });

  it("the demo brands' settings are the certified ones, and the platform and the studio agree on the return", () => {
    expect({ seed: DEMO_JACKPOT.seed, contributionBp: DEMO_JACKPOT.contributionBp, hitEvery: DEMO_JACKPOT.hitEvery }).toEqual(DEMO_JACKPOT_RULE);
    expect(jackpotReturn(DEMO_JACKPOT_RULE)).toBeCloseTo(0.0075, 12);
    expect(jackpotReturnBp(DEMO_JACKPOT)).toBeCloseTo(75, 9);
  });

  it('an independent simulation of the pool lands on the exact return', () => {
    const sim = simulateJackpot({ seed: 500n, contributionBp: 50, hitEvery: 200_000n }, 400_000, 7);
    expect(sim.hits).toBeGreaterThan(3000);
    // Within five standard errors (the interval is 1.96 of them).
    const half = (sim.ci95[1] - sim.ci95[0]) / 2;
    expect(Math.abs(sim.rtp - 0.0075)).toBeLessThan((half / 1.96) * 5);
  });

  it('certifies inside its target', async () => {
    const c = await jackpotCertifier.certify({ rounds: 200_000, seed: 3 });
    expect(c.bets.map((b) => b.method)).toEqual(['exact', 'simulation']);
    expect(withinTarget(c)).toBe(true);
  });
});

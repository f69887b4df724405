import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withinTarget, type GameCertification } from '../../certify/types';
import { createSeededRng } from '../../rng';
import { baccarat } from './baccarat';
import { baccaratOutcomeSpace, simulateRtp, TABLE_CERTIFIERS, TABLE_TARGETS, tableRtp, type TExactRtp } from './certify';
import { colorGame } from './color-game';
import { dragonTiger } from './dragon-tiger';
import { roulette } from './roulette';
import { sicBo } from './sic-bo';
import type { TTableGame, TTableRules } from './types';

/** z of a two-sided 99.9 % interval. */
const Z999 = 3.2905;
const byBet = (rows: TExactRtp[]) => Object.fromEntries(rows.map((r) => [r.bet, r]));
const fraction = (r: TExactRtp) => `${r.num}/${r.den}`;

// The baccarat enumeration takes a few hundred milliseconds: do it once.
let baccaratRows: TExactRtp[] | undefined;
const baccaratRtp = () => (baccaratRows ??= tableRtp('baccarat'));

describe('exact RTP', () => {
  it('counts baccarat hands off a fresh 8-deck shoe as the published combinatorial tables do', () => {
    // Published counts for 8 decks over all 416·415·414·413·412·411 ordered six-card draws.
    const space = baccaratOutcomeSpace();
    expect(space.total).toBe(4_998_398_275_503_360n);
    expect(space.winners).toEqual({ banker: 2_292_252_566_437_888n, player: 2_230_518_282_592_256n, tie: 475_627_426_473_216n });
  });

  it('gives baccarat its known 8-deck figures', () => {
    const rows = byBet(baccaratRtp());
    expect(rows.Banker!.rtp).toBeCloseTo(0.98942, 5);
    expect(rows.Player!.rtp).toBeCloseTo(0.98765, 5);
    expect(rows.Tie!.rtp).toBeCloseTo(0.8564, 4);
    // A pair: the first two cards of a side share one of 13 ranks, 32 cards each: 13·32·31 / (416·415), paid 12 for 1.
    expect(fraction(rows['Player Pair']!)).toBe('372/415');
    expect(fraction(rows['Banker Pair']!)).toBe('372/415');
    // Banker = 1.95 P(B) + P(T), Player = 2 P(P) + P(T), Tie = 9 P(T), from the counts above.
    const d = 4_998_398_275_503_360;
    expect(rows.Banker!.rtp).toBeCloseTo((1.95 * 2_292_252_566_437_888 + 475_627_426_473_216) / d, 12);
    expect(rows.Player!.rtp).toBeCloseTo((2 * 2_230_518_282_592_256 + 475_627_426_473_216) / d, 12);
    expect(rows.Tie!.rtp).toBeCloseTo((9 * 475_627_426_473_216) / d, 12);
  });

  it('gives dragon tiger its figures off a fresh 8-deck shoe', () => {
    const rows = byBet(tableRtp('dragon-tiger'));
    const tie = (13 * 32 * 31) / (416 * 415);
    const suited = (52 * 8 * 7) / (416 * 415);
    expect(rows.Dragon!.rtp).toBeCloseTo(2 * ((1 - tie) / 2) + tie / 2, 14);
    expect(fraction(rows.Dragon!)).toBe('799/830');
    expect(fraction(rows.Tiger!)).toBe('799/830');
    expect(rows.Tie!.rtp).toBeCloseTo(9 * tie, 14);
    expect(rows['Suited Tie']!.rtp).toBeCloseTo(51 * suited, 14);
  });

  it('gives sic bo the 216-throw figures', () => {
    const rows = byBet(tableRtp('sic-bo'));
    // Small: 105 of 216 throws (108 totals of 4–10 less 3 triples), paid 2 for 1.
    for (const bet of ['Small', 'Big', 'Odd', 'Even', 'Two-dice combination']) expect(fraction(rows[bet]!), bet).toBe('35/36');
    expect(fraction(rows['Total 4 / Total 17']!)).toBe('61/72'); // 3 ways of 216, paid 61 for 1: 183/216
    expect(rows['Total 9 / Total 12']!.rtp).toBeCloseTo((25 * 7) / 216, 14);
    expect(rows['Total 8 / Total 10 / Total 11 / Total 13']!.rtp).toBeCloseTo((21 * 9) / 216, 14);
    expect(rows['Total 7 / Total 14']!.rtp).toBeCloseTo((15 * 13) / 216, 14);
    expect(rows['Total 6 / Total 15']!.rtp).toBeCloseTo((10 * 18) / 216, 14);
    expect(rows['Total 5 / Total 16']!.rtp).toBeCloseTo((6 * 31) / 216, 14);
    expect(rows['Any triple']!.rtp).toBeCloseTo((6 * 31) / 216, 14);
    expect(rows['Specific triple']!.rtp).toBeCloseTo(181 / 216, 14);
    expect(rows['Specific double']!.rtp).toBeCloseTo((16 * 11) / 216, 14);
    expect(rows['Single number']!.rtp).toBeCloseTo((75 * 2 + 15 * 3 + 4) / 216, 14);
    expect(Object.keys(rows)).toHaveLength(15);
  });

  it('gives every roulette bet 36/37 and the colour game 199/216', () => {
    const rows = tableRtp('roulette');
    expect(rows).toHaveLength(15);
    for (const row of rows) expect(fraction(row), row.bet).toBe('36/37');
    expect(tableRtp('color-game').map(fraction)).toEqual(['199/216']);
  });
});

describe('simulation through deal and settle agrees with the exact figures (99.9 % interval)', () => {
  function check<TOutcome, TSpot extends string, TState>(rules: TTableRules<TOutcome, TSpot, TState>, rows: TExactRtp[], rounds: number, seed: string) {
    const simulated = simulateRtp(rules, createSeededRng(seed), rounds, rows.map((r) => r.spots as TSpot[]));
    rows.forEach((row, i) => {
      const { rtp, standardError } = simulated[i]!;
      if (standardError === 0) expect(rtp, row.bet).toBeCloseTo(row.rtp, 12);
      else expect(Math.abs(rtp - row.rtp), `${row.bet}: simulated ${rtp} ± ${standardError}, exact ${row.rtp}`).toBeLessThanOrEqual(Z999 * standardError);
    });
    return simulated;
  }

  it('baccarat, dealt shoe after shoe', () => {
    const simulated = check(baccarat, baccaratRtp(), 400_000, 'baccarat-mc');
    // The interval must be narrow enough to mean something: Banker within ± 0.5 %.
    expect(Z999 * simulated[1]!.standardError).toBeLessThan(0.005);
  });
  it('dragon tiger', () => {
    check(dragonTiger, tableRtp('dragon-tiger'), 250_000, 'dragon-tiger-mc');
  });
  it('sic bo', () => {
    check(sicBo, tableRtp('sic-bo'), 60_000, 'sic-bo-mc');
  });
  it('roulette', () => {
    // A whole kind per group: all 37 straights together return 36 every round, exactly.
    const rows = tableRtp('roulette');
    const simulated = check(roulette, rows, 15_000, 'roulette-mc');
    expect(simulated[0]!.standardError).toBe(0);
    expect(simulated.at(-1)!.standardError).toBeGreaterThan(0);
  });
  it('colour game', () => {
    check(colorGame, tableRtp('color-game'), 200_000, 'color-game-mc');
  });
});

describe('certifiers', () => {
  const sheets = fileURLToPath(new URL('../../../../../../docs/games/', import.meta.url));
  const percent = (x: number) => `${(x * 100).toFixed(2)} %`;

  it('certify the five tables inside their targets, each sheet stating its target and every figure', async () => {
    expect(TABLE_CERTIFIERS.map((c) => c.game)).toEqual(['baccarat', 'dragon-tiger', 'sic-bo', 'roulette', 'color-game']);
    for (const certifier of TABLE_CERTIFIERS) {
      const progress: number[] = [];
      const c: GameCertification = await certifier.certify({ rounds: 1, seed: 1, onProgress: (done) => progress.push(done) });
      expect(c.game).toBe(certifier.game);
      expect(c.sheet).toBe(`docs/games/${c.game}.md`);
      expect(withinTarget(c), c.game).toBe(true);
      expect(c.bets.every((b) => b.method === 'exact')).toBe(true);
      expect(progress.at(-1)).toBe(1);
      const sheet = readFileSync(`${sheets}${c.game}.md`, 'utf8');
      const target = TABLE_TARGETS[c.game as TTableGame];
      expect(sheet, `${c.game} sheet states its target`).toContain(`${percent(target.min)}–${percent(target.max)}`);
      for (const bet of c.bets) expect(sheet, `${c.game} sheet gives ${bet.bet}`).toContain(`${(bet.rtp * 100).toFixed(4)} %`);
    }
  });

});

import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CERTIFIERS } from '../studio/certify/registry';
import type { Certifier } from '../studio/certify/types';
import { DEFAULT_ROUNDS, formatReport, main, parseArgs, progressFor, run, UsageError, type TRun } from './games-certify';

/** The games this suite certifies (the live tables have their own tests). */
const GAMES = ['lucky-reels', 'dice', 'plinko', 'mines', 'keno', 'hilo', 'crash', 'baccarat', 'dragon-tiger', 'sic-bo', 'roulette', 'color-game'];

function capture(isTTY = false) {
  const stream = new PassThrough() as unknown as NodeJS.WriteStream;
  stream.isTTY = isTTY;
  let text = '';
  (stream as unknown as PassThrough).on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

/** A certifier with one exact and one simulated bet, for the CLI's own logic. */
const fake = (game: string, rtp: number, ci95: [number, number] = [rtp - 0.001, rtp + 0.001]): Certifier => ({
  game,
  certify: ({ rounds, onProgress }) => {
    for (let i = 1; i <= 4; i++) onProgress?.(i, 4);
    return {
      game,
      sheet: `docs/games/${game}.md`,
      target: { min: 0.95, max: 0.97 },
      bets: [
        { bet: 'Straight', rtp, method: 'exact' },
        { bet: 'Feature', rtp, method: 'simulation', ci95, rounds },
      ],
    };
  },
});

describe('games:certify CLI', () => {
  it('registers every studio game once, Lucky Reels and the originals among them', () => {
    const codes = CERTIFIERS.map((c) => c.game);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((c) => GAMES.includes(c))).toEqual(GAMES);
  });

  it('parses its options and refuses bad ones', () => {
    expect(parseArgs([], GAMES, () => 7)).toEqual({ games: [], rounds: DEFAULT_ROUNDS, seed: 7, json: false });
    expect(parseArgs(['--game', 'keno', '--game', 'dice', '--game', 'keno', '--rounds', '5000', '--seed', '42', '--json'], GAMES)).toEqual({
      games: ['dice', 'keno'],
      rounds: 5000,
      seed: 42,
      json: true,
    });
    expect(parseArgs(['--seed', '0'], GAMES).seed).toBe(0);
    for (const bad of [['--game', 'blackjack'], ['--game'], ['--rounds', '1'], ['--rounds', 'many'], ['--seed', '-3'], ['--seed', '1.5'], ['--fast']]) {
      expect(() => parseArgs(bad, GAMES)).toThrow(UsageError);
    }
  });

  it('passes a game only when every bet, simulated ones by their whole interval, is inside its target', async () => {
    const certifiers = [fake('good', 0.96), fake('low', 0.94), fake('wide', 0.96, [0.949, 0.971])];
    const phases: string[] = [];
    const r = await run({ games: [], rounds: 100, seed: 1, json: false }, (phase, done, total) => {
      expect(done).toBeLessThanOrEqual(total);
      phases.push(phase);
    }, certifiers);
    expect(r.games.map((g) => [g.game, g.pass])).toEqual([
      ['good', true],
      ['low', false],
      ['wide', false],
    ]);
    expect(r.pass).toBe(false);
    expect(new Set(phases)).toEqual(new Set(['good (1/3)', 'low (2/3)', 'wide (3/3)']));
    const text = formatReport(r);
    expect(text).toMatch(/good: target 95\.00 %–97\.00 % .* → PASS/);
    expect(text).toMatch(/Straight\s+exact\s+96\.0000 %\s+PASS/);
    expect(text).toMatch(/Feature\s+simulation, 100 rounds\s+96\.0000 %\s+95\.9000 % – 96\.1000 %\s+PASS/);
    expect(text).toMatch(/Feature\s+simulation, 100 rounds\s+96\.0000 %\s+94\.9000 % – 97\.1000 %\s+FAIL/);
    expect(text).toContain('Outside their targets: low, wide: FAIL');
    const chosen = await run({ games: ['low'], rounds: 100, seed: 1, json: false }, () => {}, certifiers);
    expect(chosen.games.map((g) => g.game)).toEqual(['low']);
  });

  it('exits 1 when a game fails and 0 when all pass, with the figures as JSON on request', async () => {
    const io = (certifiers: Certifier[]) => ({ stdout: capture(), stderr: capture(), certifiers });
    const failing = io([fake('good', 0.96), fake('low', 0.94)]);
    expect(await main([], { stdout: failing.stdout.stream, stderr: failing.stderr.stream, certifiers: failing.certifiers })).toBe(1);
    expect(failing.stdout.text()).toContain('FAIL');
    const passing = io([fake('good', 0.96)]);
    expect(await main(['--json', '--seed', '9', '--rounds', '50'], { stdout: passing.stdout.stream, stderr: passing.stderr.stream, certifiers: passing.certifiers })).toBe(0);
    const json = JSON.parse(passing.stdout.text()) as TRun;
    expect(json).toMatchObject({ seed: 9, rounds: 50, pass: true, games: [{ game: 'good', pass: true, bets: [{ bet: 'Straight' }, { rounds: 50 }] }] });
    // Progress goes to stderr, never into the JSON.
    expect(passing.stderr.text()).toContain('good (1/1): 100%');
    const usage = io([fake('good', 0.96)]);
    expect(await main(['--game', 'nope'], { stdout: usage.stdout.stream, stderr: usage.stderr.stream, certifiers: usage.certifiers })).toBe(1);
    expect(usage.stderr.text()).toContain('--game must be one of good');
  });

  it('redraws one line on a terminal and prints a few lines to a pipe', () => {
    const tty = capture(true);
    const bar = progressFor(tty.stream);
    for (let i = 1; i <= 40; i++) bar('dice (2/7)', i, 40);
    expect(tty.text().split('\r').length).toBeGreaterThan(30);
    expect(tty.text().trimEnd()).toMatch(/\[#{30}\] 100%$/);
    const pipe = capture(false);
    let clock = 0;
    const lines = progressFor(pipe.stream, () => clock);
    for (let i = 1; i <= 40; i++) {
      clock += 100;
      lines('lucky-reels (1/7)', i, 40);
    }
    // First, then one a second (every tenth update here), then the end.
    expect(pipe.text()).not.toContain('\r');
    expect(pipe.text().trim().split('\n')).toEqual(['lucky-reels (1/7): 0%', 'lucky-reels (1/7): 20%', 'lucky-reels (1/7): 50%', 'lucky-reels (1/7): 70%', 'lucky-reels (1/7): 100%']);
  });

  it('certifies the real games: the originals exactly, Lucky Reels with its simulation, all inside their targets', async () => {
    const r = await run({ games: GAMES, rounds: 20_000, seed: 2026, json: false });
    expect(r.games.map((g) => g.game)).toEqual(GAMES);
    expect(r.games.filter((g) => !g.pass).map((g) => g.game)).toEqual([]);
    const reels = r.games[0]!;
    expect(reels.target).toEqual({ min: 0.955, max: 0.965 });
    const [exact, simulated] = reels.bets;
    expect(exact!.rtp).toBeCloseTo(0.96116, 5);
    expect(simulated).toMatchObject({ method: 'simulation', rounds: 20_000 });
    expect(simulated!.ci95![0]).toBeLessThan(exact!.rtp);
    expect(simulated!.ci95![1]).toBeGreaterThan(exact!.rtp);
    // The same seed simulates the same rounds.
    const again = await run({ games: ['lucky-reels'], rounds: 20_000, seed: 2026, json: false });
    expect(again.games[0]!.bets[1]!.rtp).toBe(simulated!.rtp);
    expect(r.games.slice(1).every((g) => g.bets.every((b) => b.method === 'exact'))).toBe(true);
  });
});

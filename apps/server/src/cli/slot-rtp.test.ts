import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { UsageError, certify, formatReport, parseArgs, progressBar } from './slot-rtp';

describe('slot:rtp CLI', () => {
  it('parses its options and refuses bad ones', () => {
    expect(parseArgs([], () => 'abc')).toEqual({ spins: 200_000, seed: 'abc', json: false });
    expect(parseArgs(['--spins', '5000', '--seed', 'lucky', '--json'])).toEqual({ spins: 5000, seed: 'lucky', json: true });
    expect(() => parseArgs(['--spins', 'many'])).toThrow(UsageError);
    expect(() => parseArgs(['--spins', '1'])).toThrow(UsageError);
    expect(() => parseArgs(['--seed'])).toThrow(UsageError);
    expect(() => parseArgs(['--fast'])).toThrow(UsageError);
  });

  it('certifies the game: exact base, simulated feature with its interval, total inside the target, reproducible by seed', () => {
    const phases = new Set<string>();
    const report = certify({ spins: 3000, seed: 'cli-test', json: false }, (phase, done, total) => {
      expect(done).toBeLessThanOrEqual(total);
      phases.add(phase);
    });
    expect([...phases]).toEqual(['base game (exact)', 'free-spin strips (exact)', 'free spins (simulated)']);
    const c = report.certificate;
    expect(report.base.combinations).toBe(30 * 32 * 32 * 32 * 31);
    expect(c.baseRtp).toBeCloseTo(report.base.lineRtp + report.base.scatterRtp, 12);
    expect(c.featureRtp.low).toBeLessThan(c.featureRtp.estimate);
    expect(c.featureRtp.high).toBeGreaterThan(c.featureRtp.estimate);
    expect(c.totalRtp.estimate).toBeCloseTo(c.baseRtp + c.featureRtp.estimate, 12);
    expect(c.exactTotalRtp).toBeGreaterThan(report.target.low);
    expect(c.exactTotalRtp).toBeLessThan(report.target.high);
    expect(report.pass).toBe(c.totalRtp.low >= report.target.low && c.totalRtp.high <= report.target.high);
    const again = certify({ spins: 3000, seed: 'cli-test', json: false });
    expect(again.feature.meanWin).toBe(report.feature.meanWin);
    expect(again.feature.maxWin).toBe(report.feature.maxWin);
    const text = formatReport(report);
    expect(text).toMatch(/base RTP\s+\d+\.\d{4} %/);
    expect(text).toMatch(/Total RTP\s+\d+\.\d{3} %\s+95% CI \[/);
    expect(text).toContain('spins/s');
  });

  it('draws a bar on a terminal and plain lines in a pipe', () => {
    const capture = (isTTY: boolean) => {
      const stream = new PassThrough() as unknown as NodeJS.WriteStream;
      stream.isTTY = isTTY;
      let out = '';
      (stream as unknown as PassThrough).on('data', (chunk: Buffer) => (out += chunk.toString()));
      const progress = progressBar(stream);
      for (let i = 1; i <= 40; i++) progress('phase', i, 40);
      return out;
    };
    const tty = capture(true);
    expect(tty).toContain('\r');
    expect(tty.trimEnd()).toMatch(/\[#{30}\] 100%$/);
    const pipe = capture(false);
    expect(pipe).not.toContain('\r');
    expect(pipe.trim().split('\n')).toEqual(['phase: 0%', ...Array.from({ length: 10 }, (_, i) => `phase: ${(i + 1) * 10}%`)]);
  });
});

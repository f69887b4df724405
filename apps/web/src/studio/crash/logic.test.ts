import { CRASH_MAX_TARGET, crashMultiplierAt, crashPoint, crashTimeOf, sha256Hex } from '@wps/fair';
import { describe, expect, it } from 'vitest';
import {
  autoBetContinues,
  cashoutValue,
  checkRounds,
  countdownText,
  curvePoints,
  formatMultiplier,
  graphScale,
  maskedNameOf,
  mineIndex,
  msUntil,
  niceStep,
  parseTarget,
  pointTone,
  serverTime,
  shortHash,
  shownMultiplier,
  targetText,
  tickLabel,
  ticks,
  verifyUrl,
} from './logic';

const maxWin = 10_000_000n;

describe('the clock', () => {
  const at = (ms: number) => new Date(ms).toISOString();
  it('server time is the local clock plus the offset', () => {
    expect(serverTime(5_000, 1_500)).toBe(6_500);
    expect(serverTime(5_000, -700)).toBe(4_300);
    expect(serverTime(5_000, null)).toBe(5_000);
  });
  it('counts down to take-off, never below zero, tenths rounded up', () => {
    expect(msUntil(at(10_000), 7_500)).toBe(2_500);
    expect(msUntil(at(10_000), 12_000)).toBe(0);
    expect(countdownText(2_500)).toBe('2.5');
    expect(countdownText(2_401)).toBe('2.5');
    expect(countdownText(40)).toBe('0.1');
    expect(countdownText(0)).toBe('0.0');
  });
});

describe('the multiplier', () => {
  const startsAt = new Date(100_000).toISOString();
  it('flies on the server clock from take-off with the rules’ curve', () => {
    const round = { phase: 'running' as const, startsAt };
    expect(shownMultiplier(round, 100_000)).toBe(100);
    expect(shownMultiplier(round, 100_000 + crashTimeOf(200))).toBe(200);
    expect(shownMultiplier(round, 100_000 + 20_000)).toBe(crashMultiplierAt(20_000));
    expect(shownMultiplier(round, 90_000)).toBe(100);
  });
  it('is 1.00× before take-off and the bust point once crashed', () => {
    expect(shownMultiplier({ phase: 'betting', startsAt }, 200_000)).toBe(100);
    expect(shownMultiplier({ phase: 'crashed', startsAt, point: 317 }, 999_999)).toBe(317);
    expect(shownMultiplier(null, 0)).toBe(100);
  });
  it('is written with two decimals, truncated, with thousands separators', () => {
    expect(formatMultiplier(100)).toBe('1.00');
    expect(formatMultiplier(241)).toBe('2.41');
    expect(formatMultiplier(1005)).toBe('10.05');
    expect(formatMultiplier(123_456_7)).toBe('12,345.67');
    expect(formatMultiplier(241.9)).toBe('2.41');
  });
  it('reads an auto cash-out target within the rules’ range', () => {
    expect(parseTarget('2')).toBe(200);
    expect(parseTarget('2.5')).toBe(250);
    expect(parseTarget('2,50')).toBe(250);
    expect(parseTarget(' 1.01× ')).toBe(101);
    expect(parseTarget('1.00')).toBeNull();
    expect(parseTarget('1')).toBeNull();
    expect(parseTarget('2.555')).toBeNull();
    expect(parseTarget('abc')).toBeNull();
    expect(parseTarget(targetText(CRASH_MAX_TARGET))).toBe(CRASH_MAX_TARGET);
    expect(parseTarget('1000001')).toBeNull();
    expect(targetText(250)).toBe('2.50');
  });
});

describe('the cash-out value', () => {
  it('is the bet × the multiplier, floored to the minor unit', () => {
    expect(cashoutValue(1000n, 241, null, maxWin)).toBe(2410n);
    expect(cashoutValue(333n, 157, undefined, maxWin)).toBe(522n); // 522.81 → 522
  });
  it('stops at the auto target once the curve passed it (as the studio pays)', () => {
    expect(cashoutValue(1000n, 350, 200, maxWin)).toBe(2000n);
    expect(cashoutValue(1000n, 150, 200, maxWin)).toBe(1500n);
  });
  it('never passes the maximum win', () => {
    expect(cashoutValue(500_000n, 10_000, null, 1_000_000n)).toBe(1_000_000n);
    expect(cashoutValue(500_000n, 100, null, 1_000_000n)).toBe(500_000n);
  });
});

describe('history colours and links', () => {
  it('under 2× red-ish, from 2× green, from 10× gold', () => {
    expect(pointTone(100)).toBe('low');
    expect(pointTone(199)).toBe('low');
    expect(pointTone(200)).toBe('mid');
    expect(pointTone(999)).toBe('mid');
    expect(pointTone(1000)).toBe('high');
  });
  it('links to the site verifier with the names it reads', () => {
    const url = new URL(verifyUrl('ab12', 'salty', 'ff00'), 'https://x.example');
    expect(url.pathname).toBe('/provably-fair');
    expect(Object.fromEntries(url.searchParams)).toEqual({ game: 'crash', hash: 'ab12', salt: 'salty', terminatingHash: 'ff00' });
    expect(new URL(verifyUrl('ab12', 's', null), 'https://x.example').searchParams.has('terminatingHash')).toBe(false);
  });
  it('shortens a hash for a row', () => {
    expect(shortHash('0123456789abcdef0123', 4)).toBe('0123…0123');
    expect(shortHash('abc', 4)).toBe('abc');
  });
});

describe('auto-bet', () => {
  const base = { remaining: 3, lost: false, stopOnLoss: true, balance: 1000n, bet: 100n };
  it('goes on while rounds remain and the balance covers the bet', () => {
    expect(autoBetContinues(base)).toBe(true);
    expect(autoBetContinues({ ...base, remaining: 0 })).toBe(false);
    expect(autoBetContinues({ ...base, balance: 99n })).toBe(false);
  });
  it('stops on a loss only when asked to', () => {
    expect(autoBetContinues({ ...base, lost: true })).toBe(false);
    expect(autoBetContinues({ ...base, lost: true, stopOnLoss: false })).toBe(true);
  });
});

describe('the graph', () => {
  it('shows at least 8 s and 2×, and keeps the head inside as the flight grows', () => {
    expect(graphScale(0, 100)).toEqual({ xMaxMs: 8000, yMax: 2 });
    const s = graphScale(40_000, crashMultiplierAt(40_000));
    expect(s.xMaxMs).toBeGreaterThan(40_000);
    expect(s.yMax).toBeGreaterThan(crashMultiplierAt(40_000) / 100);
  });
  it('draws the curve from take-off (1×) to the head, inside the plot', () => {
    const scale = graphScale(20_000, crashMultiplierAt(20_000));
    const pts = curvePoints(20_000, scale, 10);
    expect(pts).toHaveLength(11);
    expect(pts[0]).toEqual({ x: 0, y: 0 });
    const head = pts[10]!;
    expect(head.x).toBeCloseTo(0.85, 5);
    expect(head.y).toBeGreaterThan(0.7);
    expect(head.y).toBeLessThanOrEqual(1);
    for (let i = 1; i < pts.length; i++) expect(pts[i]!.y).toBeGreaterThan(pts[i - 1]!.y);
  });
  it('picks round tick steps', () => {
    expect(niceStep(1, 4)).toBe(0.5);
    expect(niceStep(10, 5)).toBe(2);
    expect(niceStep(90, 4)).toBe(50);
    expect(ticks(1, 2, 4)).toEqual([1, 1.5, 2]);
    expect(ticks(1, 2, 8)).toEqual([1, 1.2, 1.4, 1.6, 1.8, 2]);
    expect(ticks(0, 8, 6)).toEqual([0, 2, 4, 6, 8]);
    expect(ticks(1, 7.5, 4)).toEqual([2, 4, 6]);
  });
  it('labels multiplier ticks without useless decimals', () => {
    expect(tickLabel(1.5)).toBe('1.5×');
    expect(tickLabel(2)).toBe('2×');
    expect(tickLabel(1000)).toBe('1,000×');
    expect(tickLabel(1.2000000001)).toBe('1.2×');
  });
});

describe('your row in the players list', () => {
  const bets = [
    { name: 'Player ••123', amount: '1000', status: 'placed' },
    { name: 'Guest', amount: '500', status: 'placed' },
    { name: 'Guest', amount: '500', status: 'cashed', cashedAt: 150 },
  ];
  it('names a player as the studio masks them', () => {
    expect(maskedNameOf('real', 'abcdef123')).toBe('Player ••123');
    expect(maskedNameOf('fun', undefined)).toBe('Guest');
    expect(maskedNameOf('demo', undefined)).toBeNull();
  });
  it('finds the row with your name, amount and state', () => {
    expect(mineIndex(bets, { amount: '1000', status: 'pending' }, 'Player ••123')).toBe(0);
    expect(mineIndex(bets, { amount: '500', status: 'cashed', cashedAt: 150 }, 'Guest')).toBe(2);
    expect(mineIndex(bets, { amount: '500', status: 'placed' }, 'Guest')).toBe(1);
    expect(mineIndex(bets, { amount: '999', status: 'placed' }, 'Guest')).toBe(-1);
    expect(mineIndex(bets, null, 'Guest')).toBe(-1);
  });
});

describe('fairness checks', () => {
  // A small chain as the studio makes one: game n's hash is the SHA-256 of game n+1's.
  const salt = 'public-salt';
  const g3 = sha256Hex('secret-seed');
  const g2 = sha256Hex(g3);
  const g1 = sha256Hex(g2);
  const history = [
    { gameNo: 3, point: crashPoint(g3, salt), hash: g3 },
    { gameNo: 2, point: crashPoint(g2, salt), hash: g2 },
    { gameNo: 1, point: crashPoint(g1, salt), hash: g1 },
  ];
  it('recomputes each bust point and follows the chain down', () => {
    expect(checkRounds(history, salt)).toEqual([
      { pointOk: true, chained: true },
      { pointOk: true, chained: true },
      { pointOk: true, chained: null },
    ]);
  });
  it('flags a point that does not match and a broken link', () => {
    const bad = [{ ...history[0]!, point: history[0]!.point + 1 }, { ...history[1]!, hash: 'f'.repeat(64) }, history[2]!];
    const checks = checkRounds(bad, salt);
    expect(checks[0]).toEqual({ pointOk: false, chained: false });
    expect(checks[1]!.pointOk).toBe(false);
  });
  it('a point under another salt does not match', () => {
    expect(checkRounds(history, 'other-salt').every((c) => c.pointOk)).toBe(false);
  });
});

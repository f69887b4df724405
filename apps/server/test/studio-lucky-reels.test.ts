import { GAME_TOKEN_TTL_MS, TRIAL_USER_TYPE, gameLaunchFB } from '@wps/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, ledgerAccounts } from '../src/db/schema';
import { call, envelope } from './support/accounts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createProviderApp, gameToken, valueOf, vendorCall } from './support/provider';
import { expectLedgerSound, fundMember, loggedInMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createProviderApp();
});
afterAll(async () => t.close());

let spinCounter = 0;
const spinId = () => `spin${Date.now().toString(36)}${(spinCounter++).toString(36)}`.padEnd(8, '0');

const studio = (path: 'session' | 'spin', body: unknown, host = t.host): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: `/studio/lucky-reels/api/${path}`, headers: { host, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

interface SpinValue {
  mode: string;
  roundId: string;
  bet: string;
  totalWin: string;
  baseWin: string;
  featureWin: string;
  balance?: string;
  duplicate: boolean;
  base: { grid: string[][]; lineWins: { line: number; win: string }[]; win: string };
  freeSpins: { win: string; multiplier: number }[];
}
const spinValue = (res: LightMyRequestResponse) => valueOf(res) as unknown as SpinValue;
const walletBalance = async (memberId: number) => BigInt(valueOf(await vendorCall(t, 'balance', { playerId: String(memberId) })).balance as string);

describe('Lucky Reels session', () => {
  it('a real session answers the player, the balance, the bet levels and the paytable', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 5000n);
    const token = await gameToken(t, m);
    const res = await studio('session', { mode: 'real', token });
    expect(res.statusCode).toBe(200);
    const value = valueOf(res) as { mode: string; playerId: string; balance: string; betLevels: string[]; paytable: unknown[]; paylines: number[][]; rtp: string };
    expect(value).toMatchObject({ mode: 'real', playerId: String(m.id), balance: '5000', rtp: '96.1' });
    expect(value.betLevels[0]).toBe('20');
    expect(value.paylines).toHaveLength(20);
    expect(value.paytable).toHaveLength(10);
  });

  it('fun mode needs no token and starts with 2,000.00 fun credits', async () => {
    const res = await studio('session', { mode: 'fun' });
    expect(res.statusCode).toBe(200);
    expect(valueOf(res)).toMatchObject({ mode: 'fun', balance: '200000', currency: t.currency });
    expect(valueOf(res).playerId).toBeUndefined();
  });

  it("another game's token opens no Lucky Reels session and plays no spin", async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 5000n);
    const dice = await gameToken(t, m, 'dice');
    for (const res of [await studio('session', { mode: 'real', token: dice }), await studio('spin', { mode: 'real', token: dice, bet: '100', clientSpinId: spinId() })]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(envelope(res)).toMatchObject({ success: false, code: 'game_token_other_game' });
    }
    expect(await walletBalance(m.id)).toBe(5000n);
    expect(await t.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, m.id))).toHaveLength(0);
  });

  it('a bad or expired token is a clear session-expired error', async () => {
    const bad = await studio('session', { mode: 'real', token: 'x'.repeat(40) });
    expect(bad.statusCode).toBe(401);
    expect(envelope(bad).code).toBe('game_token_invalid');
    expect(envelope(bad).message).toMatch(/expired/);

    const m = await loggedInMember(t);
    await fundMember(t, m.id, 5000n);
    const token = await gameToken(t, m);
    t.clock.advance(GAME_TOKEN_TTL_MS + 1000);
    const spin = await studio('spin', { mode: 'real', token, bet: '100', clientSpinId: spinId() });
    expect(spin.statusCode).toBe(401);
    expect(envelope(spin).code).toBe('game_token_invalid');
    expect(await walletBalance(m.id)).toBe(5000n);
  });

  it('bad input is 400, not a 500', async () => {
    const cases: unknown[] = [
      { mode: 'real' },
      { mode: 'royal', token: 'x'.repeat(40) },
    ];
    for (const body of cases) {
      const res = await studio('session', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(res).code).toBe('validation_error');
    }
    const spins: unknown[] = [
      { mode: 'fun', bet: '100' },
      { mode: 'fun', bet: '-100', clientSpinId: spinId() },
      { mode: 'fun', bet: '1.5', clientSpinId: spinId() },
      { mode: 'fun', bet: '100', clientSpinId: 'short' },
      { mode: 'fun', bet: '33', clientSpinId: spinId() },
      { mode: 'real', bet: '100', clientSpinId: spinId() },
    ];
    for (const body of spins) {
      const res = await studio('spin', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(res).code).toBe('validation_error');
    }
    const notJson = await t.app.inject({ method: 'POST', url: '/studio/lucky-reels/api/spin', headers: { host: t.host, 'content-type': 'application/json' }, payload: '{' });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('Lucky Reels spins through the provider API', () => {
  it('a real spin debits the bet and credits the win exactly, and closes the round with its outcome', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 100_000n);
    const token = await gameToken(t, m);
    let expected = 100_000n;
    let won = false;
    const roundIds: string[] = [];
    for (let i = 0; i < 40 && !(won && roundIds.length >= 3); i++) {
      const res = await studio('spin', { mode: 'real', token, bet: '200', clientSpinId: spinId() });
      expect(res.statusCode, res.body).toBe(200);
      const v = spinValue(res);
      expect(v.mode).toBe('real');
      expect(v.bet).toBe('200');
      expect(BigInt(v.totalWin)).toBe(BigInt(v.baseWin) + BigInt(v.featureWin));
      const lineSum = v.base.lineWins.reduce((s, w) => s + BigInt(w.win), 0n);
      expect(lineSum <= BigInt(v.base.win)).toBe(true);
      expected += -200n + BigInt(v.totalWin);
      expect(BigInt(v.balance!)).toBe(expected);
      if (BigInt(v.totalWin) > 0n) won = true;
      roundIds.push(v.roundId);
    }
    expect(won).toBe(true);
    expect(await walletBalance(m.id)).toBe(expected);
    const rounds = await t.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, m.id));
    expect(rounds).toHaveLength(roundIds.length);
    for (const round of rounds) {
      expect(round.status).toBe('closed');
      expect(round.vassalage).toBe('WPS');
      expect(round.gameCode).toBe('lucky-reels');
      expect(round.betTotal).toBe(200n);
      expect(round.isTrial).toBe(false);
    }
    const totalWin = rounds.reduce((s, r) => s + r.winTotal, 0n);
    expect(100_000n - 200n * BigInt(rounds.length) + totalWin).toBe(expected);
    const withOutcome = rounds.find((r) => r.outcome);
    expect(withOutcome?.outcome?.grid).toHaveLength(5);
    expect(withOutcome?.outcome?.summary).toBeTruthy();
    await expectLedgerSound(t);
  });

  it('a replayed clientSpinId answers the same round and does not charge twice', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 10_000n);
    const token = await gameToken(t, m);
    const id = spinId();
    const [a, b] = await Promise.all([studio('spin', { mode: 'real', token, bet: '1000', clientSpinId: id }), studio('spin', { mode: 'real', token, bet: '1000', clientSpinId: id })]);
    const c = await studio('spin', { mode: 'real', token, bet: '1000', clientSpinId: id });
    for (const res of [a, b, c]) expect(res.statusCode, res.body).toBe(200);
    const first = spinValue(a);
    expect(spinValue(b).roundId).toBe(first.roundId);
    expect(spinValue(c)).toMatchObject({ roundId: first.roundId, totalWin: first.totalWin, duplicate: true });
    expect(spinValue(c).base.grid).toEqual(first.base.grid);
    expect(await walletBalance(m.id)).toBe(10_000n - 1000n + BigInt(first.totalWin));
    const rounds = await t.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, m.id));
    expect(rounds).toHaveLength(1);
    // The same id with another bet is a conflict, not a new round.
    const other = await studio('spin', { mode: 'real', token, bet: '2000', clientSpinId: id });
    expect(other.statusCode).toBe(409);
    await expectLedgerSound(t);
  });

  it('a spin retried on another server process (or after a restart) answers its first outcome', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 10_000n);
    const token = await gameToken(t, m);
    const id = spinId();
    const first = await studio('spin', { mode: 'real', token, bet: '1000', clientSpinId: id });
    expect(first.statusCode).toBe(200);
    // A second app on the same database: nothing of the first one's memory.
    const other = await buildApp({ config: { ...loadConfig({ LOG_LEVEL: 'silent' }), dataDir: 'memory://', webDist: '/nonexistent' }, database: t.database, services: { clock: t.clock } });
    try {
      const again = await other.inject({ method: 'POST', url: '/studio/lucky-reels/api/spin', headers: { host: t.host, 'content-type': 'application/json' }, payload: JSON.stringify({ mode: 'real', token, bet: '1000', clientSpinId: id }) });
      expect(again.statusCode, again.body).toBe(200);
      expect(spinValue(again)).toMatchObject({ roundId: spinValue(first).roundId, totalWin: spinValue(first).totalWin, duplicate: true });
      expect(spinValue(again).base.grid).toEqual(spinValue(first).base.grid);
    } finally {
      await other.close();
    }
    expect(await walletBalance(m.id)).toBe(10_000n - 1000n + BigInt(spinValue(first).totalWin));
    await expectLedgerSound(t);
  });

  it('a bet above the balance is refused with the balance, and nothing moves', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 150n);
    const token = await gameToken(t, m);
    const res = await studio('spin', { mode: 'real', token, bet: '200', clientSpinId: spinId() });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ code: 'insufficient_funds', value: { balance: '150' } });
    expect(await walletBalance(m.id)).toBe(150n);
    expect(await t.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, m.id))).toHaveLength(0);
  });

  it("a trial member's demo spin moves demo credits and leaves a real member's money alone", async () => {
    const real = await loggedInMember(t);
    await fundMember(t, real.id, 7000n);
    const trial = await loggedInMember(t, { type: TRIAL_USER_TYPE });
    await fundMember(t, trial.id, 200_000n);
    const launch = await call(t, gameLaunchFB, undefined, { token: trial.token, ip: trial.ip, query: 'vassalage=WPS&gameCode=lucky-reels' });
    const { token, mode } = valueOf(launch) as { token: string; mode: string };
    expect(mode).toBe('demo');
    const session = await studio('session', { mode: 'demo', token });
    expect(valueOf(session)).toMatchObject({ mode: 'demo', playerId: String(trial.id) });
    const houseTotal = async () =>
      (await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'house'))).reduce((sum, a) => sum + a.balance, 0n);
    const demoTotal = async () =>
      (await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'demo'))).reduce((sum, a) => sum + a.balance, 0n);
    const houseBefore = await houseTotal();
    const demoBefore = await demoTotal();
    const res = await studio('spin', { mode: 'demo', token, bet: '100', clientSpinId: spinId() });
    expect(res.statusCode, res.body).toBe(200);
    const v = spinValue(res);
    expect(v.mode).toBe('demo');
    // Play money: the stake goes to (and the win comes from) the brand's demo credits, never the house.
    expect(await houseTotal()).toBe(houseBefore);
    expect(await demoTotal()).toBe(demoBefore + 100n - BigInt(v.totalWin));
    expect(BigInt(v.balance!)).toBe(200_000n - 100n + BigInt(v.totalWin));
    const [round] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, trial.id));
    expect(round).toMatchObject({ isTrial: true, status: 'closed', betTotal: 100n });
    expect(await walletBalance(real.id)).toBe(7000n);
    await expectLedgerSound(t);
  });

  it('fun mode computes outcomes and touches no wallet', async () => {
    const count = async () => (await t.database.db.select().from(gameRounds)).length;
    const rounds = await count();
    for (let i = 0; i < 5; i++) {
      const res = await studio('spin', { mode: 'fun', bet: '10000', clientSpinId: spinId() });
      expect(res.statusCode, res.body).toBe(200);
      const v = spinValue(res);
      expect(v.mode).toBe('fun');
      expect(v.balance).toBeUndefined();
      expect(v.base.grid).toHaveLength(3);
      expect(v.base.grid[0]).toHaveLength(5);
    }
    expect(await count()).toBe(rounds);
    await expectLedgerSound(t);
  });
});

describe('Lucky Reels page', () => {
  it('may be framed by the same origin only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/studio/lucky-reels/?mode=fun', headers: { host: t.host, accept: 'text/html' } });
    expect([200, 503]).toContain(res.statusCode);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Built or not, the page names the site's icon (a page naming none costs a favicon 404 in the console).
    expect(res.body).toMatch(/<link rel="icon" type="image\/svg\+xml" href="\/favicon\.svg"/);
  });
});

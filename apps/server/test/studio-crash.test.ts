import { launchGame } from '@wps/contracts';
import { crashMultiplierAt, crashTimeOf, verifyCrash } from '@wps/fair';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, studioCrashRounds } from '../src/db/schema';
import { call, envelope } from './support/accounts';
import { createProviderApp, gameToken, valueOf, vendorCall } from './support/provider';
import { socketHello } from './support/studio';
import { expectLedgerSound, fundMember, loggedInMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createProviderApp();
});
afterAll(async () => t.close());

const studio = (path: 'session' | 'bet' | 'cashout', body: unknown): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: `/studio/crash/api/${path}`, headers: { host: t.host, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const walletBalance = async (memberId: number) => BigInt(valueOf(await vendorCall(t, 'balance', { playerId: String(memberId) })).balance as string);
const moveTo = (at: Date) => {
  const ms = at.getTime() - t.clock.now().getTime();
  if (ms > 0) t.clock.advance(ms);
};

async function player() {
  const m = await loggedInMember(t);
  await fundMember(t, m.id, 100_000n);
  const res = await call(t, launchGame, { vassalage: 'WPS', gameCode: 'crash', trial: false }, { token: m.token, ip: m.ip });
  return { m, token: (envelope(res).value as { token: string }).token };
}

/** Opens rounds until one busts at 1.50× or more (a round may bust at once). */
async function openRoundAtLeast(hundredths: number) {
  for (;;) {
    await t.app.studioCrash.tick();
    const [latest] = await t.database.db.select().from(studioCrashRounds).orderBy(desc(studioCrashRounds.opensAt), desc(studioCrashRounds.gameNo)).limit(1);
    if (!latest) throw new Error('no crash round opened');
    if (latest.phase === 'betting' && latest.point >= hundredths) return latest;
    // Play it out: start, bust, pause, next.
    moveTo(latest.startsAt);
    await t.app.studioCrash.tick();
    moveTo(new Date(latest.bustsAt.getTime() + 1));
    await t.app.studioCrash.tick();
    t.clock.advance(4_001);
  }
}

describe('crash: shared rounds from a published hash chain', () => {
  it('one player cashes out before the bust and is paid; the other busts; the round verifies against the chain', async () => {
    const round = await openRoundAtLeast(150);
    const a = await player();
    const b = await player();
    const session = valueOf(await studio('session', { mode: 'real', token: a.token })) as {
      round: { roundId: string; phase: string; point?: number };
      chain: { terminatingHash: string; salt: string };
    };
    expect(session.round).toMatchObject({ roundId: round.roundId, phase: 'betting' });
    // The bust point is secret before the crash.
    expect(session.round.point).toBeUndefined();
    for (const p of [a, b]) {
      const res = await studio('bet', { mode: 'real', token: p.token, roundId: round.roundId, bet: '1000' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const twice = await studio('bet', { mode: 'real', token: a.token, roundId: round.roundId, bet: '500' });
    expect(twice.statusCode).toBe(409);
    expect(await walletBalance(a.m.id)).toBe(99_000n);
    const early = await studio('cashout', { mode: 'real', token: a.token, roundId: round.roundId });
    expect(early.statusCode).toBe(409);

    moveTo(round.startsAt);
    await t.app.studioCrash.tick();
    const late = await studio('bet', { mode: 'real', token: b.token, roundId: round.roundId, bet: '100' });
    expect(late.statusCode).toBe(409);
    // A cashes out a little before the bust.
    const at = new Date(round.startsAt.getTime() + crashTimeOf(round.point) - 300);
    moveTo(at);
    const expected = crashMultiplierAt(at.getTime() - round.startsAt.getTime());
    expect(expected).toBeLessThan(round.point);
    const out = await studio('cashout', { mode: 'real', token: a.token, roundId: round.roundId });
    expect(out.statusCode, out.body).toBe(200);
    const payout = (1000n * BigInt(expected)) / 100n;
    expect(valueOf(out)).toMatchObject({ bet: { status: 'cashed', cashedAt: expected, payout: payout.toString() } });
    expect(await walletBalance(a.m.id)).toBe(99_000n + payout);

    moveTo(new Date(round.bustsAt.getTime() + 1));
    const tooLate = await studio('cashout', { mode: 'real', token: b.token, roundId: round.roundId });
    expect(tooLate.statusCode).toBe(409);
    await t.app.studioCrash.tick();
    expect(await walletBalance(b.m.id)).toBe(99_000n);
    const [roundB] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, b.m.id));
    expect(roundB).toMatchObject({ status: 'closed', betTotal: 1000n, winTotal: 0n });

    // After the crash the hash is public and leads to the published terminating hash.
    const after = valueOf(await studio('session', { mode: 'real', token: b.token })) as { round: { point: number; hash: string }; history: { point: number; hash: string }[] };
    expect(after.round).toMatchObject({ point: round.point, hash: round.hash });
    const check = verifyCrash(round.hash, session.chain.salt, session.chain.terminatingHash, round.gameNo + 1);
    expect(check).toEqual({ point: round.point, onChain: true });
    await expectLedgerSound(t);
  });

  it('an automatic cash-out pays its target when the round reaches it', async () => {
    t.clock.advance(4_001);
    const round = await openRoundAtLeast(120);
    const c = await player();
    expect((await studio('bet', { mode: 'real', token: c.token, roundId: round.roundId, bet: '2000', autoCashout: 110 })).statusCode).toBe(200);
    moveTo(round.startsAt);
    await t.app.studioCrash.tick();
    moveTo(new Date(round.bustsAt.getTime() + 1));
    await t.app.studioCrash.tick();
    expect(await walletBalance(c.m.id)).toBe(100_000n - 2000n + 2200n);
  });

  it('an automatic cash-out happens live, when the multiplier reaches its target, before the bust', async () => {
    t.clock.advance(4_001);
    const round = await openRoundAtLeast(150);
    const c = await player();
    const d = await player();
    expect((await studio('bet', { mode: 'real', token: c.token, roundId: round.roundId, bet: '1000', autoCashout: 105 })).statusCode).toBe(200);
    // A target above the point: never reached; the bust settles it as lost.
    expect((await studio('bet', { mode: 'real', token: d.token, roundId: round.roundId, bet: '1000', autoCashout: round.point + 1 })).statusCode).toBe(200);
    moveTo(round.startsAt);
    await t.app.studioCrash.tick();
    // 1.05× is reached 0.8 s after the start: paid then, with no tick and the round still running.
    let balance = 0n;
    for (let i = 0; i < 60 && balance !== 100_000n - 1000n + 1050n; i++) {
      await new Promise((r) => setTimeout(r, 50));
      balance = await walletBalance(c.m.id);
    }
    expect(balance).toBe(100_000n - 1000n + 1050n);
    const [live] = await t.database.db.select().from(studioCrashRounds).where(eq(studioCrashRounds.roundId, round.roundId));
    expect(live!.phase).toBe('running');
    const session = valueOf(await studio('session', { mode: 'real', token: c.token })) as { myBet: { status: string; cashedAt: number } };
    expect(session.myBet).toMatchObject({ status: 'cashed', cashedAt: 105 });
    moveTo(new Date(round.bustsAt.getTime() + 1));
    await t.app.studioCrash.tick();
    expect(await walletBalance(c.m.id)).toBe(100_000n + 50n);
    expect(await walletBalance(d.m.id)).toBe(99_000n);
    await expectLedgerSound(t);
  });

  it("another game's token opens no crash session, places no bet and is refused by the socket", async () => {
    t.clock.advance(4_001);
    const round = await openRoundAtLeast(100);
    const c = await player();
    const dice = await gameToken(t, c.m, 'dice');
    for (const res of [await studio('session', { mode: 'real', token: dice }), await studio('bet', { mode: 'real', token: dice, roundId: round.roundId, bet: '100' })]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(envelope(res)).toMatchObject({ success: false, code: 'game_token_other_game' });
    }
    expect(await socketHello(t, 'crash', { mode: 'real', token: dice })).toBe(4401);
    expect(await socketHello(t, 'crash', { mode: 'real', token: c.token })).toBe('welcome');
    expect(await walletBalance(c.m.id)).toBe(100_000n);
  });

  it('bad input is a 4xx', async () => {
    const c = await player();
    for (const body of [
      { mode: 'real', token: c.token, roundId: 'x', bet: '100' },
      { mode: 'real', token: c.token, roundId: '00000000-0000-4000-8000-000000000000', bet: '100', autoCashout: 100 },
      { mode: 'real', token: c.token, roundId: '00000000-0000-4000-8000-000000000000', bet: '-1' },
      { mode: 'fun', roundId: '00000000-0000-4000-8000-000000000000', bet: '100' },
    ]) {
      const res = await studio('bet', body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

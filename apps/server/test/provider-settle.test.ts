import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, wagers } from '../src/db/schema';
import { createInProcessBus, memberChannel } from '../src/modules/live/live.bus';
import { envelope } from './support/accounts';
import { createProviderApp, gameToken, valueOf, vendorCall } from './support/provider';
import { expectLedgerSound, fundMember, loggedInMember, type TestMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
// The app's live bus: the tests listen to the balance pushes of members' open pages.
const bus = createInProcessBus();
beforeAll(async () => {
  t = await createProviderApp({ live: bus });
});
afterAll(async () => t.close());

interface SettleResult {
  transactionId: string;
  success: boolean;
  code?: string;
  balance?: string;
  duplicate?: boolean;
}
const results = (res: Awaited<ReturnType<typeof vendorCall>>) => (valueOf(res) as { results: SettleResult[] }).results;

async function seated(n: number): Promise<{ m: TestMember; token: string }[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const m = await loggedInMember(t);
      await fundMember(t, m.id, 10_000n);
      return { m, token: await gameToken(t, m, 'baccarat') };
    }),
  );
}

const roundOf = (roundId: string) =>
  t.database.db.select().from(gameRounds).where(and(eq(gameRounds.merchantId, t.merchantId), eq(gameRounds.roundId, roundId)));

describe('settle: many rounds in one call', () => {
  it('closes every round with its win and valid bet; a replay answers the same and moves nothing; one refused leaves the others', async () => {
    const players = await seated(3);
    const ids = players.map(({ m }) => `s1-${m.id}`);
    for (const [i, { m, token }] of players.entries()) {
      const bet = await vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `${ids[i]}-b`, roundId: ids[i], amount: '1000' });
      expect(bet.statusCode).toBe(200);
    }
    const settlements = [
      { playerId: String(players[0]!.m.id), transactionId: `${ids[0]}-win`, roundId: ids[0]!, amount: '1950', validBet: '1000', outcome: { summary: 'Banker 7–5' } },
      // A valid bet above the stake is capped at the stake.
      { playerId: String(players[1]!.m.id), transactionId: `${ids[1]}-win`, roundId: ids[1]!, amount: '0', validBet: '5000' },
      { playerId: String(players[2]!.m.id), transactionId: `${ids[2]}-win`, roundId: ids[2]!, amount: '0', validBet: '200' },
      // No such round: refused on its own.
      { playerId: String(players[2]!.m.id), transactionId: 'nope-win', roundId: 'nope', amount: '10' },
    ];
    const res = await vendorCall(t, 'settle', { settlements });
    expect(res.statusCode, res.body).toBe(200);
    const first = results(res);
    expect(first.map((r) => r.success)).toEqual([true, true, true, false]);
    expect(first[3]!.code).toBe('bet_not_found');
    expect(first[0]).toMatchObject({ balance: (10_000n - 1000n + 1950n).toString(), duplicate: false });

    for (const [i, expected] of [1000n, 1000n, 200n].entries()) {
      const [round] = await roundOf(ids[i]!);
      expect(round!.status).toBe('closed');
      const [wager] = await t.database.db.select().from(wagers).where(and(eq(wagers.merchantId, t.merchantId), eq(wagers.sourceRef, `WPS:${ids[i]}`)));
      expect(wager!.validBet).toBe(expected);
    }
    const [won] = await roundOf(ids[0]!);
    expect(won!.outcome).toEqual({ summary: 'Banker 7–5' });

    // The same settlements again: each answered as before, nothing moved.
    const again = results(await vendorCall(t, 'settle', { settlements: settlements.slice(0, 3) }));
    expect(again.map((r) => r.duplicate)).toEqual([true, true, true]);
    expect(again[0]!.balance).toBe(first[0]!.balance);
    // The same transaction id with another amount is a conflict.
    const changed = results(await vendorCall(t, 'settle', { settlements: [{ ...settlements[0]!, amount: '9999' }] }));
    expect(changed[0]).toMatchObject({ success: false, code: 'request_conflict' });
    await expectLedgerSound(t);
  });

  it("pushes each paid player's new balance to their open pages once, from the round's one event", async () => {
    const players = await seated(3);
    const pushes = new Map<number, string[]>();
    for (const { m } of players) {
      pushes.set(m.id, []);
      bus.subscribe(memberChannel(t.merchantId, m.id), (e) => void (e.type === 'balance' && pushes.get(m.id)!.push(e.balance.balance)));
    }
    const settled = async (counts: number[]) => {
      for (let i = 0; i < 100 && !players.every(({ m }, k) => pushes.get(m.id)!.length >= counts[k]!); i++) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 300)); // and nothing more arrives
      return players.map(({ m }) => pushes.get(m.id)!);
    };
    const ids = players.map(({ m }) => `s3-${m.id}`);
    for (const [i, { m, token }] of players.entries()) {
      await vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `${ids[i]}-b`, roundId: ids[i], amount: '1000' });
    }
    expect(await settled([1, 1, 1])).toEqual([['9000'], ['9000'], ['9000']]);
    const res = await vendorCall(t, 'settle', {
      settlements: players.map(({ m }, i) => ({ playerId: String(m.id), transactionId: `${ids[i]}-win`, roundId: ids[i]!, amount: i === 2 ? '0' : '2000' })),
    });
    expect(results(res).map((r) => r.balance)).toEqual(['11000', '11000', '9000']);
    // Winners once each with the settled balance; the loser's balance did not move: no push.
    expect(await settled([2, 2, 1])).toEqual([['9000', '11000'], ['9000', '11000'], ['9000']]);
    await expectLedgerSound(t);
  });

  it('takes up to 200 rounds in one body (past the other calls\u2019 16 kB) and refuses more, or bad input, with a 400', async () => {
    const many = Array.from({ length: 200 }, (_, i) => ({
      playerId: '1',
      transactionId: `bulk-${i}-${'x'.repeat(60)}`,
      roundId: `bulk-round-${i}-${'y'.repeat(60)}`,
      amount: '0',
      outcome: { summary: 'z'.repeat(150) },
    }));
    const ok = await vendorCall(t, 'settle', { settlements: many });
    expect(ok.statusCode, ok.body.slice(0, 200)).toBe(200);
    expect(results(ok).every((r) => !r.success)).toBe(true);
    const tooMany = await vendorCall(t, 'settle', { settlements: [...many, many[0]] });
    expect(tooMany.statusCode).toBe(400);
    for (const body of [{}, { settlements: [] }, { settlements: [{ playerId: 'x', transactionId: 'a', roundId: 'b', amount: '-1' }] }]) {
      const bad = await vendorCall(t, 'settle', body);
      expect(bad.statusCode).toBe(400);
      expect(envelope(bad).success).toBe(false);
    }
  });
});

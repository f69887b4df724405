import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../src/db/schema';
import { envelope } from './support/accounts';
import { expectWagersSound } from './support/wagers';
import { createProviderApp, gameToken, valueOf, vendorCall, vendorSecret } from './support/provider';
import { expectLedgerSound, fundMember, loggedInMember, type TestMember, type WalletTestApp } from './support/wallet';

// Only in the suite when DATABASE_URL is set (see vitest.config.ts): parallel
// vendor calls over real connections, where the unique claim and row locks decide.
let t: WalletTestApp;
let secret: string;
beforeAll(async () => {
  t = await createProviderApp();
  secret = await vendorSecret(t);
});
afterAll(async () => t.close());

const balance = async (m: TestMember) => valueOf(await vendorCall(t, 'balance', { playerId: String(m.id) }, { secret })).balance as string;

/** mulberry32: a seeded generator, so a failing storm can be replayed. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

describe('provider wallet under concurrency', () => {
  it('the same bet 50 times in parallel debits once; the copies get the stored answer', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 10000n);
    const token = await gameToken(t, m);
    const body = { token, playerId: String(m.id), transactionId: `same-${m.id}`, roundId: `same-${m.id}`, amount: '700' };
    const results = await Promise.all(Array.from({ length: 50 }, () => vendorCall(t, 'bet', body, { secret })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const values = results.map(valueOf);
    expect(values.filter((v) => v.duplicate === false)).toHaveLength(1);
    expect(new Set(values.map((v) => v.balance))).toEqual(new Set(['9300']));
    expect(await balance(m)).toBe('9300');
    const [round] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, m.id));
    expect(round?.betTotal).toBe(700n);
    await expectLedgerSound(t);
  });

  it('50 parallel rollbacks of one bet under different ids refund it once', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 1000n);
    const token = await gameToken(t, m);
    await vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `prb-${m.id}`, roundId: `prb-${m.id}`, amount: '600' }, { secret });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        vendorCall(t, 'rollback', { playerId: String(m.id), transactionId: `prb-${m.id}-${i}`, referenceTransactionId: `prb-${m.id}` }, { secret }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(results.map(valueOf).filter((v) => v.refunded === '600')).toHaveLength(1);
    expect(await balance(m)).toBe('1000');
    await expectLedgerSound(t);
  });

  it('a rollback racing its bet nets zero whichever lands first', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 5000n);
    const token = await gameToken(t, m);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        Promise.all([
          vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `race-${m.id}-${i}`, roundId: `race-${m.id}-${i}`, amount: '100' }, { secret }),
          vendorCall(t, 'rollback', { playerId: String(m.id), transactionId: `race-rb-${m.id}-${i}`, referenceTransactionId: `race-${m.id}-${i}` }, { secret }),
        ]),
      ),
    );
    expect(await balance(m)).toBe('5000');
    await expectLedgerSound(t);
  });

  it('a win racing a rollback of its round\'s only bet: exactly one of them moves money, whichever lands first (20 rounds each way)', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 100_000n);
    const token = await gameToken(t, m);
    const playerId = String(m.id);
    let expected = 100_000n;
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const roundId = `wr-${m.id}-${i}`;
        expect((await vendorCall(t, 'bet', { token, playerId, transactionId: `${roundId}-b`, roundId, amount: '1000' }, { secret })).statusCode).toBe(200);
        const win = () => vendorCall(t, 'win', { playerId, transactionId: `${roundId}-w`, roundId, amount: '5000', endRound: i % 4 < 2 }, { secret });
        const rollback = () => vendorCall(t, 'rollback', { playerId, transactionId: `${roundId}-rb`, referenceTransactionId: `${roundId}-b`, roundId }, { secret });
        const [w, rb] = i % 2 === 0 ? await Promise.all([win(), rollback()]) : (await Promise.all([rollback(), win()])).reverse();
        const paid = w!.statusCode === 200;
        const refunded = rb!.statusCode === 200;
        expect(`${paid} ${refunded}`, `${w!.body} ${rb!.body}`).not.toBe('true true');
        expect(paid || refunded).toBe(true);
        if (paid) expect(envelope(rb!).code).toMatch(/^(bet_already_settled|round_closed)$/);
        else expect(envelope(w!).code).toBe('round_refunded');
        expected -= 1000n;
        expected += paid ? 5000n : 1000n;
        // The vendor closes what it left open; the replays answer as the first time.
        await vendorCall(t, 'endRound', { playerId, roundId }, { secret });
        expect((await win()).statusCode).toBe(w!.statusCode);
        expect((await rollback()).statusCode).toBe(rb!.statusCode);
      }),
    );
    expect(await balance(m)).toBe(expected.toString());
    await expectLedgerSound(t);
    await expectWagersSound(t);
  }, 60_000);

  it('a seeded storm of bets, wins, rollbacks and replays from several players leaves the ledger sound and every balance as modelled', async () => {
    const seed = Number(process.env.STORM_SEED ?? Date.now() % 1_000_000);
    const random = seeded(seed);
    const pick = (max: number) => 1 + Math.floor(random() * max);
    const FUNDING = 10_000_000n;
    const players = await Promise.all(Array.from({ length: 6 }, () => loggedInMember(t)));
    const model = new Map<number, bigint>();
    const outcomes = new Set<string>();
    const tokens = new Map<number, string>();
    for (const p of players) {
      await fundMember(t, p.id, FUNDING);
      model.set(p.id, FUNDING);
      tokens.set(p.id, await gameToken(t, p));
    }

    // Each player plays its rounds one after another; all players at once. Inside a round the
    // bets (with copies) go in parallel, one extra bet races its own rollback (nets zero
    // whichever lands first), then the win and a rollback of one bet go in parallel: the
    // rollback refunds when it lands first and is refused (bet_already_settled) after the win.
    const play = async (p: TestMember) => {
      const playerId = String(p.id);
      const token = tokens.get(p.id) as string;
      for (let r = 0; r < 12; r++) {
        const roundId = `storm-${seed}-${p.id}-${r}`;
        const stakes = Array.from({ length: pick(3) }, () => BigInt(pick(5000)));
        const bet = (i: number, amount: bigint) => ({ token, playerId, transactionId: `${roundId}-b${i}`, roundId, amount: amount.toString() });
        const betCalls = stakes.flatMap((amount, i) => Array.from({ length: pick(3) }, () => vendorCall(t, 'bet', bet(i, amount), { secret })));
        const racing = vendorCall(t, 'bet', bet(99, BigInt(pick(5000))), { secret });
        const racingRollback = vendorCall(t, 'rollback', { playerId, transactionId: `${roundId}-rb99`, referenceTransactionId: `${roundId}-b99` }, { secret });
        const answers = await Promise.all([...betCalls, racing, racingRollback]);
        expect(answers.every((a) => a.statusCode === 200 || envelope(a).code === 'bet_cancelled')).toBe(true);
        let delta = -stakes.reduce((a, b) => a + b, 0n);

        const win = BigInt(random() < 0.5 ? 0 : pick(12000));
        const cancelled = random() < 0.3 && stakes.length > 1 ? stakes.length - 1 : null;
        const second = [vendorCall(t, 'win', { playerId, transactionId: `${roundId}-w`, roundId, amount: win.toString(), endRound: cancelled === null }, { secret })];
        if (cancelled !== null) {
          second.push(vendorCall(t, 'rollback', { playerId, transactionId: `${roundId}-rb`, referenceTransactionId: `${roundId}-b${cancelled}` }, { secret }));
        }
        const [winAnswer, rollbackAnswer] = await Promise.all(second);
        // The other bets are live, so the win is paid; the rollback refunds only if it came before the win.
        expect(winAnswer!.statusCode, `seed ${seed}`).toBe(200);
        if (rollbackAnswer) {
          if (rollbackAnswer.statusCode === 200) delta += stakes[cancelled!] as bigint;
          else expect(envelope(rollbackAnswer).code, `seed ${seed}`).toBe('bet_already_settled');
          outcomes.add(rollbackAnswer.statusCode === 200 ? 'refunded' : 'refused');
        }
        if (cancelled !== null) await vendorCall(t, 'endRound', { playerId, roundId }, { secret });
        // A replayed win after the round closed: stored answer, no movement.
        await vendorCall(t, 'win', { playerId, transactionId: `${roundId}-w`, roundId, amount: win.toString(), endRound: cancelled === null }, { secret });
        model.set(p.id, (model.get(p.id) as bigint) + delta + win);
      }
    };
    await Promise.all(players.map(play));

    for (const p of players) expect(`${p.id}: ${await balance(p)}`, `seed ${seed}`).toBe(`${p.id}: ${model.get(p.id)}`);
    expect(outcomes.size, `seed ${seed}: a rollback racing a win was refunded or refused`).toBeGreaterThan(0);
    for (const p of players) {
      const rounds = await t.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, p.id));
      expect(rounds.every((r) => r.status === 'closed'), `seed ${seed}`).toBe(true);
      const net = rounds.reduce((sum, r) => sum + r.winTotal - r.betTotal, 0n);
      expect(FUNDING + net, `seed ${seed}`).toBe(model.get(p.id));
    }
    await expectLedgerSound(t);
    // Every closed round has its wager, equal to the ledger's movements; the rollups equal a recomputation.
    expect((await expectWagersSound(t, `seed ${seed}`)).wagers).toBeGreaterThanOrEqual(players.length * 12);
  }, 120_000);
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerAccounts } from '../src/db/schema';
import { memberMainAccount, paymentChannelAccount, postTransaction } from '../src/modules/ledger/ledger.service';
import { batcherFor } from '../src/modules/provider/provider.service';
import { envelope } from './support/accounts';
import { usesPostgres } from './helpers';
import { createProviderApp, gameToken, valueOf, vendorCall, vendorSecret } from './support/provider';
import { expectWagersSound } from './support/wagers';
import { expectLedgerSound, fundMember, loggedInMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
let secret: string;
beforeAll(async () => {
  t = await createProviderApp();
  secret = await vendorSecret(t);
});
afterAll(async () => t.close());

const balanceOf = async (memberId: number) => {
  const [row] = await t.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerKind, 'member'), eq(ledgerAccounts.ownerId, memberId), eq(ledgerAccounts.kind, 'main')));
  return row?.balance;
};

describe('group commit', () => {
  it('calls arriving together share batches; each gets its own answer, refusals included, and nothing else is undone', async () => {
    const players = await Promise.all(
      Array.from({ length: 24 }, async () => {
        const m = await loggedInMember(t);
        await fundMember(t, m.id, 10_000n);
        return { m, token: await gameToken(t, m), playerId: String(m.id) };
      }),
    );
    // A round of the first player that the second will try to bet into.
    const [owner, intruder, rich] = players as [(typeof players)[number], (typeof players)[number], (typeof players)[number]];
    await vendorCall(t, 'bet', { token: owner.token, playerId: owner.playerId, transactionId: `gc-own-${owner.m.id}`, roundId: `gc-owned-${owner.m.id}`, amount: '100' }, { secret });
    // One player whose win would pass the money bound.
    const main = await memberMainAccount(t.database.db, t.merchantId, rich.m.id, t.currency);
    const channel = await paymentChannelAccount(t.database.db, t.merchantId, t.currency, `GC-${rich.m.id}`);
    await postTransaction(t.database.db, {
      merchantId: t.merchantId,
      idempotencyKey: `test:gc:${rich.m.id}`,
      type: 'adjustment',
      entries: [
        { accountId: main.id, amount: 999_999_999_980_000n },
        { accountId: channel.id, amount: -999_999_999_980_000n },
      ],
    });
    await vendorCall(t, 'bet', { token: rich.token, playerId: rich.playerId, transactionId: `gc-rb-${rich.m.id}`, roundId: `gc-rr-${rich.m.id}`, amount: '100' }, { secret });
    const before = batcherFor(t.database.db).stats();

    const calls = players.flatMap((p) => {
      const bet = { token: p.token, playerId: p.playerId, transactionId: `gc-b-${p.m.id}`, roundId: `gc-r-${p.m.id}`, amount: '1000' };
      // Every bet sent twice at once: one debit, the copy answered as a duplicate.
      return [vendorCall(t, 'bet', bet, { secret }), vendorCall(t, 'bet', bet, { secret })];
    });
    const intrusion = vendorCall(t, 'bet', { token: intruder.token, playerId: intruder.playerId, transactionId: `gc-x-${intruder.m.id}`, roundId: `gc-owned-${owner.m.id}`, amount: '10' }, { secret });
    const overflow = vendorCall(t, 'win', { playerId: rich.playerId, transactionId: `gc-w-${rich.m.id}`, roundId: `gc-rr-${rich.m.id}`, amount: '50000', endRound: true }, { secret });
    const answers = await Promise.all(calls);
    const [refused, tooMuch] = await Promise.all([intrusion, overflow]);

    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.map(valueOf).filter((v) => v.duplicate === false)).toHaveLength(players.length);
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).code).toBe('round_closed');
    expect(tooMuch.statusCode).toBe(400);
    expect(envelope(tooMuch).code).toBe('amount_out_of_range');
    for (const p of players) {
      const expected = p === owner ? 8_900n : p === rich ? 999_999_999_980_000n + 10_000n - 1100n : 9_000n;
      expect(await balanceOf(p.m.id), p.playerId).toBe(expected);
    }
    const after = batcherFor(t.database.db).stats();
    const sent = after.calls - before.calls;
    expect(sent).toBe(players.length * 2 + 2);
    // On PostgreSQL calls wait for the batch in flight and go together: fewer statements (and commits) than calls.
    // The embedded PGlite answers each statement before the next call arrives, so there a batch is one call.
    if (usesPostgres) expect(after.batches - before.batches).toBeLessThan(sent);
    else expect(after.batches - before.batches).toBeLessThanOrEqual(sent);
    // Several batches are in the database at once (lanes), each with its own house shard.
    if (usesPostgres) expect(after.peakLanes).toBeGreaterThan(1);
    await expectLedgerSound(t);
    await expectWagersSound(t);
  });
});

describe('lanes', () => {
  it('a batch takes its lane house shard and rollup shard for all its calls; lanes never share them', async () => {
    const { createApplyBatcher, PROVIDER_BATCH_LANES } = await import('../src/modules/provider/provider.batch');
    const sent: Record<string, unknown>[][] = [];
    const fakeDb = {} as never;
    const repository = await import('../src/modules/provider/provider.repository');
    const spy = vi.spyOn(repository, 'callProviderApplyBatch').mockImplementation(async (_db, inputs) => {
      sent.push([...inputs]);
      await new Promise((r) => setTimeout(r, 5));
      return inputs.map(() => ({ status: 200, body: { success: true }, moved: false, settled: false, replay: false }));
    });
    try {
      const batcher = createApplyBatcher(fakeDb);
      const houses = Array.from({ length: 16 }, (_, i) => 1000 + i);
      await Promise.all(Array.from({ length: 40 }, (_, i) => batcher.apply({ kind: 'bet', txid: `l-${i}`, houses, wager_shards: 8 })));
      expect(batcher.stats().peakLanes).toBe(PROVIDER_BATCH_LANES);
      for (const batch of sent) {
        expect(new Set(batch.map((c) => c.house)).size).toBe(1);
        expect(new Set(batch.map((c) => c.wager_shard)).size).toBe(1);
        expect(batch.every((c) => !('houses' in c) && !('wager_shards' in c))).toBe(true);
      }
      // The first PROVIDER_BATCH_LANES batches went out at once, one per lane: different shards.
      const first = sent.slice(0, PROVIDER_BATCH_LANES);
      expect(new Set(first.map((b) => b[0]!.house)).size).toBe(PROVIDER_BATCH_LANES);
      expect(new Set(first.map((b) => b[0]!.wager_shard)).size).toBe(PROVIDER_BATCH_LANES);
    } finally {
      spy.mockRestore();
    }
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions } from '../src/db/schema';
import {
  LedgerError,
  balanceOf,
  checkLedger,
  houseAccountFor,
  houseBalance,
  memberLockedAccount,
  memberMainAccount,
  paymentChannelAccount,
  postTransaction,
} from '../src/modules/ledger/ledger.service';
import { newKey, openLedgerTestDb, type LedgerTestDb } from './support/ledger';

// Only in the suite when DATABASE_URL is set (see vitest.config.ts): row locks
// and the CHECK constraint between real connections are what is under test.
let t: LedgerTestDb;
beforeAll(async () => {
  t = await openLedgerTestDb();
});
afterAll(async () => {
  await t.close();
});

async function fundedMember(memberId: number, amount: bigint) {
  const db = t.database.db;
  const main = await memberMainAccount(db, t.merchantId, memberId, t.currency);
  const channel = await paymentChannelAccount(db, t.merchantId, t.currency, 'bank');
  await postTransaction(db, {
    merchantId: t.merchantId,
    idempotencyKey: newKey('dep'),
    type: 'deposit',
    entries: [
      { accountId: channel.id, amount: -amount },
      { accountId: main.id, amount },
    ],
  });
  return { main, channel };
}

describe('ledger concurrency on PostgreSQL', () => {
  it('100 parallel withdrawals of the whole balance: exactly one succeeds', async () => {
    const { main } = await fundedMember(1, 50_000n);
    const locked = await memberLockedAccount(t.database.db, t.merchantId, 1, t.currency);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        postTransaction(t.database.db, {
          merchantId: t.merchantId,
          idempotencyKey: newKey('wd'),
          type: 'withdrawal_lock',
          entries: [
            { accountId: main.id, amount: -50_000n },
            { accountId: locked.id, amount: 50_000n },
          ],
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(refusals).toHaveLength(99);
    expect(refusals.every((e) => e instanceof LedgerError && e.code === 'insufficient_funds')).toBe(true);
    expect(await balanceOf(t.database.db, main)).toBe(0n);
    expect(await balanceOf(t.database.db, locked)).toBe(50_000n);
  });

  it('the same idempotency key 100 times in parallel: one transaction', async () => {
    const db = t.database.db;
    const main = await memberMainAccount(db, t.merchantId, 2, t.currency);
    const channel = await paymentChannelAccount(db, t.merchantId, t.currency, 'gateway');
    const key = newKey('callback');
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        postTransaction(db, {
          merchantId: t.merchantId,
          idempotencyKey: key,
          type: 'deposit',
          entries: [
            { accountId: channel.id, amount: -7_500n },
            { accountId: main.id, amount: 7_500n },
          ],
        }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transaction.id)).size).toBe(1);
    const rows = await db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.merchantId, t.merchantId), eq(ledgerTransactions.idempotencyKey, key)));
    expect(rows).toHaveLength(1);
    expect(await balanceOf(db, main)).toBe(7_500n);
  });

  it('parallel bets on the house from 20 members: the house balance is their sum', async () => {
    const db = t.database.db;
    const members = await Promise.all(Array.from({ length: 20 }, (_, i) => fundedMember(100 + i, 10_000n)));
    const before = await houseBalance(db, t.merchantId, t.currency);
    const bets = members.flatMap(({ main }, i) => Array.from({ length: 5 }, (_, j) => ({ main, stake: BigInt(100 + i * 10 + j) })));
    await Promise.all(
      bets.map(async ({ main, stake }) => {
        const key = newKey('bet');
        const house = await houseAccountFor(db, t.merchantId, t.currency, key);
        return postTransaction(db, {
          merchantId: t.merchantId,
          idempotencyKey: key,
          type: 'bet',
          entries: [
            { accountId: main.id, amount: -stake },
            { accountId: house.id, amount: stake },
          ],
        });
      }),
    );
    const total = bets.reduce((sum, b) => sum + b.stake, 0n);
    expect(await houseBalance(db, t.merchantId, t.currency)).toBe(before + total);
    expect(await checkLedger(db, { merchantId: t.merchantId })).toEqual({ ok: true, entriesSum: 0n, mismatches: [] });
    expect((await checkLedger(db)).entriesSum).toBe(0n);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, openLedgerTestDb, type LedgerTestDb } from '../../../test/support/ledger';
import { runOps } from '../../cli/ops';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, merchants } from '../../db/schema';
import {
  HOUSE_SHARDS,
  LedgerError,
  balanceOf,
  checkLedger,
  houseAccountFor,
  houseBalance,
  houseShardAccount,
  houseShardFor,
  memberLockedAccount,
  memberMainAccount,
  memberVendorAccount,
  paymentChannelAccount,
  postTransaction,
  suspenseAccount,
} from './ledger.service';

let t: LedgerTestDb;
beforeAll(async () => {
  t = await openLedgerTestDb();
});
afterAll(async () => {
  await t.close();
});

let nextMember = 1;
/** A member with `amount` deposited through the bank channel. */
async function fundedMember(amount: bigint) {
  const db = t.database.db;
  const memberId = nextMember++;
  const main = await memberMainAccount(db, t.merchantId, memberId, t.currency);
  const channel = await paymentChannelAccount(db, t.merchantId, t.currency, 'bank');
  if (amount > 0n) await deposit(main.id, amount);
  return { memberId, main, channel };
}

async function deposit(accountId: number, amount: bigint, key = newKey('dep')) {
  const channel = await paymentChannelAccount(t.database.db, t.merchantId, t.currency, 'bank');
  return postTransaction(t.database.db, {
    merchantId: t.merchantId,
    idempotencyKey: key,
    type: 'deposit',
    entries: [
      { accountId: channel.id, amount: -amount },
      { accountId, amount },
    ],
  });
}

async function expectLedgerError(promise: Promise<unknown>, code: string) {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LedgerError);
  expect((err as LedgerError).code).toBe(code);
}

const countTransactions = async (key: string) =>
  (await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key))).length;

describe('postTransaction', () => {
  it('writes a balanced movement with balance_after per entry', async () => {
    const { main, channel } = await fundedMember(0n);
    const channelBefore = await balanceOf(t.database.db, channel);
    const result = await deposit(main.id, 12_345n);
    expect(result.replayed).toBe(false);
    expect(result.transaction.type).toBe('deposit');
    expect(result.entries).toHaveLength(2);
    const byAccount = new Map(result.entries.map((e) => [e.accountId, e]));
    expect(byAccount.get(main.id)?.balanceAfter).toBe(12_345n);
    expect(byAccount.get(channel.id)?.balanceAfter).toBe(channelBefore - 12_345n);
    expect(await balanceOf(t.database.db, main.id)).toBe(12_345n);
  });

  it('refuses unbalanced, single-entry and zero-amount movements, writing nothing', async () => {
    const { main, channel } = await fundedMember(0n);
    const key = newKey('bad');
    const post = (entries: { accountId: number; amount: bigint }[]) =>
      postTransaction(t.database.db, { merchantId: t.merchantId, idempotencyKey: key, type: 'adjustment', entries });
    await expectLedgerError(post([{ accountId: channel.id, amount: -100n }, { accountId: main.id, amount: 99n }]), 'unbalanced');
    await expectLedgerError(post([{ accountId: main.id, amount: 0n }, { accountId: channel.id, amount: 0n }]), 'invalid_entries');
    await expectLedgerError(post([{ accountId: main.id, amount: 100n }]), 'invalid_entries');
    await expectLedgerError(post([{ accountId: main.id, amount: 100 as unknown as bigint }, { accountId: channel.id, amount: -100n }]), 'invalid_entries');
    await expectLedgerError(post([{ accountId: 987_654_321, amount: 100n }, { accountId: channel.id, amount: -100n }]), 'account_not_found');
    expect(await countTransactions(key)).toBe(0);
    expect(await balanceOf(t.database.db, main)).toBe(0n);
  });

  it('replays the first result for a reused key and moves nothing', async () => {
    const { main } = await fundedMember(0n);
    const key = newKey('dep');
    const first = await deposit(main.id, 500n, key);
    const second = await deposit(main.id, 500n, key);
    expect(second.replayed).toBe(true);
    expect(second.transaction.id).toBe(first.transaction.id);
    expect(second.entries.map((e) => e.id).sort()).toEqual(first.entries.map((e) => e.id).sort());
    expect(await balanceOf(t.database.db, main)).toBe(500n);
    expect(await countTransactions(key)).toBe(1);
  });

  it('refuses a reused key for a different movement', async () => {
    const { main } = await fundedMember(0n);
    const key = newKey('dep');
    await deposit(main.id, 500n, key);
    await expectLedgerError(deposit(main.id, 600n, key), 'idempotency_conflict');
    const channel = await paymentChannelAccount(t.database.db, t.merchantId, t.currency, 'bank');
    await expectLedgerError(
      postTransaction(t.database.db, {
        merchantId: t.merchantId,
        idempotencyKey: key,
        type: 'adjustment',
        entries: [
          { accountId: channel.id, amount: -500n },
          { accountId: main.id, amount: 500n },
        ],
      }),
      'idempotency_conflict',
    );
    expect(await balanceOf(t.database.db, main)).toBe(500n);
  });

  it('refuses an overdraft with insufficient_funds and rolls back every entry', async () => {
    const { memberId, main } = await fundedMember(1_000n);
    const locked = await memberLockedAccount(t.database.db, t.merchantId, memberId, t.currency);
    const vendor = await memberVendorAccount(t.database.db, t.merchantId, memberId, t.currency, 'PG');
    const key = newKey('wd');
    // The credit to the vendor wallet comes first in lock order and must be undone too.
    const entries = [
      { accountId: vendor.id, amount: 400n },
      { accountId: locked.id, amount: 601n },
      { accountId: main.id, amount: -1_001n },
    ];
    await expectLedgerError(postTransaction(t.database.db, { merchantId: t.merchantId, idempotencyKey: key, type: 'withdrawal_lock', entries }), 'insufficient_funds');
    expect(await balanceOf(t.database.db, main)).toBe(1_000n);
    expect(await balanceOf(t.database.db, locked)).toBe(0n);
    expect(await balanceOf(t.database.db, vendor)).toBe(0n);
    expect(await countTransactions(key)).toBe(0);
    // The key is free again: the refused attempt stored nothing.
    const ok = await postTransaction(t.database.db, {
      merchantId: t.merchantId,
      idempotencyKey: key,
      type: 'withdrawal_lock',
      entries: [
        { accountId: main.id, amount: -1_000n },
        { accountId: locked.id, amount: 1_000n },
      ],
    });
    expect(ok.replayed).toBe(false);
    expect(await balanceOf(t.database.db, main)).toBe(0n);
  });

  it('refuses accounts of another brand or another currency', async () => {
    const { memberId, main } = await fundedMember(100n);
    const foreign = await memberMainAccount(t.database.db, t.otherMerchantId, memberId, t.currency);
    await expectLedgerError(
      postTransaction(t.database.db, {
        merchantId: t.merchantId,
        idempotencyKey: newKey(),
        type: 'adjustment',
        entries: [
          { accountId: main.id, amount: -100n },
          { accountId: foreign.id, amount: 100n },
        ],
      }),
      'merchant_mismatch',
    );
    const usd = await memberMainAccount(t.database.db, t.merchantId, memberId, 'USD-TEST');
    await expectLedgerError(
      postTransaction(t.database.db, {
        merchantId: t.merchantId,
        idempotencyKey: newKey(),
        type: 'adjustment',
        entries: [
          { accountId: main.id, amount: -100n },
          { accountId: usd.id, amount: 100n },
        ],
      }),
      'currency_mismatch',
    );
    expect(await balanceOf(t.database.db, main)).toBe(100n);
  });

  it('lets house and suspense go negative but never a member', async () => {
    const { main } = await fundedMember(0n);
    const suspense = await suspenseAccount(t.database.db, t.merchantId, t.currency);
    const key = newKey('win');
    const house = await houseAccountFor(t.database.db, t.merchantId, t.currency, key);
    const houseBefore = await balanceOf(t.database.db, house);
    await postTransaction(t.database.db, {
      merchantId: t.merchantId,
      idempotencyKey: key,
      type: 'win',
      entries: [
        { accountId: house.id, amount: -50n },
        { accountId: main.id, amount: 50n },
      ],
    });
    expect(await balanceOf(t.database.db, house)).toBe(houseBefore - 50n);
    await postTransaction(t.database.db, {
      merchantId: t.merchantId,
      idempotencyKey: newKey('sus'),
      type: 'adjustment',
      entries: [
        { accountId: suspense.id, amount: -10n },
        { accountId: main.id, amount: 10n },
      ],
    });
    expect(await balanceOf(t.database.db, suspense)).toBeLessThan(0n);
  });

  it('keeps ledger entries and transactions immutable', async () => {
    const { main } = await fundedMember(100n);
    await expect(t.database.db.update(ledgerEntries).set({ amount: 1n }).where(eq(ledgerEntries.accountId, main.id))).rejects.toThrow();
    await expect(t.database.db.delete(ledgerEntries).where(eq(ledgerEntries.accountId, main.id))).rejects.toThrow();
    await expect(t.database.db.update(ledgerTransactions).set({ reference: 'x' }).where(eq(ledgerTransactions.merchantId, t.merchantId))).rejects.toThrow();
  });
});

describe('house shards', () => {
  it('spreads bets over the shards by key, and the house balance is their sum', async () => {
    const before = await houseBalance(t.database.db, t.merchantId, t.currency);
    const { main } = await fundedMember(10_000n);
    const shardsUsed = new Set<number>();
    let total = 0n;
    for (let i = 0; i < 40; i++) {
      const key = newKey('bet');
      const house = await houseAccountFor(t.database.db, t.merchantId, t.currency, key);
      expect(house.shard).toBe(houseShardFor(key));
      shardsUsed.add(house.shard);
      const stake = BigInt(10 + i);
      total += stake;
      await postTransaction(t.database.db, {
        merchantId: t.merchantId,
        idempotencyKey: key,
        type: 'bet',
        entries: [
          { accountId: main.id, amount: -stake },
          { accountId: house.id, amount: stake },
        ],
      });
    }
    expect(shardsUsed.size).toBeGreaterThan(4);
    expect(await houseBalance(t.database.db, t.merchantId, t.currency)).toBe(before + total);
    let shardSum = 0n;
    for (let shard = 0; shard < HOUSE_SHARDS; shard++) shardSum += await balanceOf(t.database.db, await houseShardAccount(t.database.db, t.merchantId, t.currency, shard));
    expect(shardSum).toBe(before + total);
    expect(await balanceOf(t.database.db, main)).toBe(10_000n - total);
    expect(() => houseShardAccount(t.database.db, t.merchantId, t.currency, HOUSE_SHARDS)).toThrow(RangeError);
  });
});

describe('checkLedger', () => {
  it('is ok after movements, now and as of a past instant', async () => {
    await fundedMember(777n);
    const result = await checkLedger(t.database.db, { merchantId: t.merchantId });
    expect(result).toEqual({ ok: true, entriesSum: 0n, mismatches: [] });
    const past = await checkLedger(t.database.db, { merchantId: t.merchantId, at: new Date(Date.now() - 1_000) });
    expect(past.ok).toBe(true);
    expect((await checkLedger(t.database.db, { merchantId: t.merchantId, at: new Date(0) })).ok).toBe(true);
  });

  it('detects a balance changed behind the ledger', async () => {
    const { main } = await fundedMember(300n);
    await t.database.db.execute(sql`update ledger_accounts set balance = balance + 1 where id = ${main.id}`);
    try {
      const result = await checkLedger(t.database.db, { merchantId: t.merchantId });
      expect(result.ok).toBe(false);
      expect(result.entriesSum).toBe(0n);
      expect(result.mismatches).toEqual([{ accountId: main.id, balance: 301n, entriesSum: 300n }]);
    } finally {
      await t.database.db.update(ledgerAccounts).set({ balance: 300n }).where(eq(ledgerAccounts.id, main.id));
    }
    expect((await checkLedger(t.database.db, { merchantId: t.merchantId })).ok).toBe(true);
  });

  it('runs as `ops ledger check`, failing the command on a mismatch', async () => {
    const [brand] = await t.database.db.select({ code: merchants.code }).from(merchants).where(eq(merchants.id, t.merchantId));
    const code = brand!.code;
    expect(await runOps(t.database, ['ledger', 'check', '--merchant', code])).toBe(`ledger ok (${code}): entries sum to 0, every balance equals its entries`);
    expect(await runOps(t.database, ['ledger', 'check', '--merchant', code, '--at', '2020-01-01T00:00:00Z'])).toContain('as of 2020-01-01T00:00:00.000Z');
    await expect(runOps(t.database, ['ledger', 'check', '--at', 'yesterday'])).rejects.toThrow('not a date');
    const { main } = await fundedMember(40n);
    await t.database.db.execute(sql`update ledger_accounts set balance = 0 where id = ${main.id}`);
    try {
      await expect(runOps(t.database, ['ledger', 'check', '--merchant', code])).rejects.toThrow(`account ${main.id}: balance 0, entries 40`);
    } finally {
      await t.database.db.update(ledgerAccounts).set({ balance: 40n }).where(eq(ledgerAccounts.id, main.id));
    }
  });
});

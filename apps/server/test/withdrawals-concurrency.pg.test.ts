import {
  changeBankAccount,
  setPaymentPassword,
  staffApproveWithdrawal,
  staffRejectWithdrawal,
  withdraw,
  type TBankAccount,
  type TWithdrawal,
} from '@wps/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, merchants, withdrawals } from '../src/db/schema';
import { readBalance } from '../src/modules/wallet/wallet.balance';
import { call, envelope } from './support/accounts';
import { createWalletApp, expectLedgerSound, fundMember, loggedInMember, staffToken, type TestMember, type WalletTestApp } from './support/wallet';

// Only in the suite when DATABASE_URL is set (see vitest.config.ts): parallel
// withdrawals and reviews over real connections, where the member's lock, the
// conditional updates and the balance CHECK decide.
let t: WalletTestApp;
beforeAll(async () => {
  t = await createWalletApp();
  // Room for the 20 withdrawals of one member in the review race.
  await t.database.db.update(merchants).set({ withdrawDailyCount: 100, withdrawDailyMax: 100_000_000n }).where(eq(merchants.id, t.merchantId));
});
afterAll(async () => t.close());
afterEach(async () => expectLedgerSound(t));

const PAYMENT_PASSWORD = '314159';

async function player(funds: bigint): Promise<TestMember & { bankId: number }> {
  const m = await loggedInMember(t);
  const opts = { token: m.token, ip: m.ip };
  const set = await call(t, setPaymentPassword, { currentPassword: m.password, newPaymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD }, opts);
  expect(set.statusCode).toBe(200);
  const bank = await call(t, changeBankAccount, { action: 'add', bankName: 'BDO Unibank', payeeName: 'Maria Santos', accountNumber: `77${String(m.id).padStart(8, '0')}`, paymentPassword: PAYMENT_PASSWORD }, opts);
  const [account] = envelope(bank).value as TBankAccount[];
  await fundMember(t, m.id, funds);
  return { ...m, bankId: account!.id };
}

const requestWithdrawal = (m: TestMember & { bankId: number }, requestId: string, amount: bigint) =>
  call(t, withdraw, { requestId, bankAccountId: m.bankId, amount: String(amount), paymentPassword: PAYMENT_PASSWORD }, { token: m.token, ip: m.ip });

const money = async (m: TestMember) => {
  const b = await readBalance(t.database.db, { id: t.merchantId, currency: t.currency, currencySymbol: '' }, m.id);
  return [b.balance, b.locked];
};

const statusCodes = (results: LightMyRequestResponse[]) => results.map((r) => r.statusCode);

describe('withdrawals on PostgreSQL', () => {
  it('100 parallel withdrawals of the whole balance: exactly one succeeds, the rest are refused cleanly', async () => {
    const m = await player(50_000n);
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => requestWithdrawal(m, `whole-${m.id}-${i}`, 50_000n)));
    const codes = statusCodes(results);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c >= 400 && c < 500)).toHaveLength(99);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => envelope(r).code)).toEqual(Array(99).fill('insufficient_funds'));
    expect(await money(m)).toEqual(['0', '50000']);
    expect(await t.database.db.select().from(withdrawals).where(eq(withdrawals.memberId, m.id))).toHaveLength(1);
  });

  it('the same request 100 times in parallel makes one withdrawal', async () => {
    const m = await player(50_000n);
    const results = await Promise.all(Array.from({ length: 100 }, () => requestWithdrawal(m, `same-request-${m.id}`, 20_000n)));
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    const ids = new Set(results.map((r) => (envelope(r).value as TWithdrawal).id));
    expect(ids.size).toBe(1);
    const rows = await t.database.db.select().from(withdrawals).where(eq(withdrawals.memberId, m.id));
    expect(rows).toHaveLength(1);
    const locks = await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `withdrawal:${rows[0]!.id}:lock`));
    expect(locks).toHaveLength(1);
    expect(await money(m)).toEqual(['30000', '20000']);
  });

  it('approve racing reject on 20 withdrawals: exactly one wins each, and the money follows the winner', async () => {
    const m = await player(1_000_000n);
    const created: TWithdrawal[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await requestWithdrawal(m, `race-${m.id}-${i}`, 10_000n + BigInt(i));
      expect(res.statusCode).toBe(200);
      created.push(envelope(res).value as TWithdrawal);
    }
    const [finance01, finance02] = await Promise.all([staffToken(t, 'finance01'), staffToken(t, 'finance02')]);
    const races = await Promise.all(
      created.map(async (w) => {
        const [approve, reject] = await Promise.all([
          call(t, staffApproveWithdrawal, { id: w.id }, { token: finance01 }),
          call(t, staffRejectWithdrawal, { id: w.id, reason: 'race' }, { token: finance02 }),
        ]);
        return { w, approve, reject };
      }),
    );
    let paidOut = 0n;
    for (const { w, approve, reject } of races) {
      expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      expect(envelope(approve.statusCode === 200 ? reject : approve).code).toBe('invalid_state');
      const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, w.id));
      expect(row?.status).toBe(approve.statusCode === 200 ? 'approved' : 'rejected');
      const keys = (await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, w.orderNo))).map((x) => x.idempotencyKey);
      expect(keys.sort()).toEqual([`withdrawal:${w.id}:lock`, `withdrawal:${w.id}:${approve.statusCode === 200 ? 'payout' : 'release'}`].sort());
      if (approve.statusCode === 200) paidOut += BigInt(w.amount);
    }
    expect(await money(m)).toEqual([(1_000_000n - paidOut).toString(), '0']);
  });
});

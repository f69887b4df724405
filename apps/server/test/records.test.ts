import {
  changeBankAccount,
  setPaymentPassword,
  staffApproveDeposit,
  staffApproveWithdrawal,
  transactionDetails,
  transactionHistory,
  walletTransfer,
  withdraw,
  type TBankAccount,
  type TPage,
  type TTransactionDetail,
  type TTransactionHistoryItem,
  type TWithdrawal,
} from '@wps/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, merchants, paymentChannels } from '../src/db/schema';
import { dayRange } from '../src/modules/wallet/records.service';
import { call, envelope } from './support/accounts';
import { createBankDeposit } from './support/deposits';
import { createWalletApp, fundMember, loggedInMember, staffToken, type TestMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
let m: TestMember;
let today: string;
let offsetMinutes: number;

const dayOf = (ms: number) => new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createWalletApp();
  const [merchant] = await t.database.db.select().from(merchants).where(eq(merchants.id, t.merchantId));
  offsetMinutes = merchant!.gmtOffsetMinutes;
  // Ledger entries carry the database's time, so "today" is the real day in the brand's zone.
  today = dayOf(Date.now());
  m = await loggedInMember(t);
  await fundMember(t, m.id, 100000n);
  await call(t, walletTransfer, { requestId: 'records-in-1', action: 'in', vassalage: 'SABA', amount: '30000' }, { token: m.token });
  await call(t, walletTransfer, { requestId: 'records-out-1', action: 'out', vassalage: 'SABA', amount: '10000' }, { token: m.token });
});
afterAll(async () => t.close());

const details = async (query: string) => {
  const res = await call(t, transactionDetails, undefined, { token: m.token, query });
  return { res, page: envelope(res).value as TPage<TTransactionDetail> };
};

describe('transaction details (ODSFE2_MemTransDet)', () => {
  it('lists every movement of the main wallet, newest first, with the balance after it', async () => {
    const { page } = await details(`startDate=${today}&endDate=${today}`);
    expect(page.list.map((d) => [d.type, d.amount, d.balanceAfter])).toEqual([
      ['TRANSFER', '10000', '80000'],
      ['TRANSFER', '-30000', '70000'],
      ['ADJUST', '100000', '100000'],
    ]);
    expect(page.total).toBe(3);
    expect(page.list.every((d) => d.status === 'completed')).toBe(true);
  });

  it('filters by type and pages', async () => {
    expect((await details(`startDate=${today}&endDate=${today}&type=TRANSFER`)).page.total).toBe(2);
    expect((await details(`startDate=${today}&endDate=${today}&type=DEPOSIT`)).page.list).toEqual([]);
    const second = (await details(`startDate=${today}&endDate=${today}&pageSize=1&pageNo=2`)).page;
    expect(second).toMatchObject({ pageNo: 2, pageSize: 1, total: 3, totalPages: 3 });
    expect(second.list[0]?.amount).toBe('-30000');
  });

  it('shows nothing outside the range', async () => {
    const lastYear = dayOf(Date.now() - 400 * 24 * 3600_000);
    expect((await details(`startDate=${lastYear}&endDate=${lastYear}`)).page.total).toBe(0);
  });

  it('refuses reversed, impossible, malformed and too long ranges', async () => {
    const yesterday = dayOf(Date.now() - 24 * 3600_000);
    for (const query of [
      `startDate=${today}&endDate=${yesterday}`,
      'startDate=2026-02-30&endDate=2026-03-01',
      'startDate=2026/01/01&endDate=2026-01-02',
      'startDate=2026-01-01&endDate=2026-06-01',
      `endDate=${today}`,
    ]) {
      const { res } = await details(query);
      expect([res.statusCode, envelope(res).code], query).toEqual([400, 'validation_error']);
    }
  });

  it('shows a withdrawal under review in the state Requests shows, not as completed', async () => {
    const p = await loggedInMember(t);
    const ok = <T,>(res: Awaited<ReturnType<typeof call>>) => {
      expect(res.statusCode, res.body).toBe(200);
      return envelope(res).value as T;
    };
    ok(await call(t, setPaymentPassword, { currentPassword: p.password, newPaymentPassword: '482913', confirmPaymentPassword: '482913' }, { token: p.token, ip: p.ip }));
    const [bank] = ok<TBankAccount[]>(
      await call(t, changeBankAccount, { action: 'add', bankName: 'BDO Unibank', payeeName: 'Juan Dela Cruz', accountNumber: '9123456780', paymentPassword: '482913' }, { token: p.token, ip: p.ip }),
    );
    await fundMember(t, p.id, 100000n);
    const w = ok<TWithdrawal>(
      await call(t, withdraw, { requestId: 'records-wd-1', bankAccountId: bank!.id, amount: '20000', paymentPassword: '482913' }, { token: p.token, ip: p.ip }),
    );
    const statesOf = async () => {
      const query = `startDate=${today}&endDate=${today}`;
      const rows = (envelope(await call(t, transactionDetails, undefined, { token: p.token, query })).value as TPage<TTransactionDetail>).list;
      // The request carries the app's manual clock, the ledger's entry the database's time.
      const requestDay = dayOf(t.clock.now().getTime());
      const requestQuery = `startDate=${requestDay}&endDate=${requestDay}&kind=WITHDRAW`;
      const requests = (envelope(await call(t, transactionHistory, undefined, { token: p.token, query: requestQuery })).value as TPage<TTransactionHistoryItem>).list;
      return { detail: rows.filter((r) => r.type === 'WITHDRAW').map((r) => [r.amount, r.status]), request: requests.map((r) => r.status) };
    };
    expect(await statesOf()).toEqual({ detail: [['-20000', 'processing']], request: ['processing'] });
    ok(await call(t, staffApproveWithdrawal, { id: w.id }, { token: await staffToken(t, 'finance01') }));
    expect(await statesOf()).toEqual({ detail: [['-20000', 'approved']], request: ['approved'] });
  });

  it('shows an approved deposit’s credit as approved, the state Requests and the deposit page show', async () => {
    const p = await loggedInMember(t);
    const d = await createBankDeposit(t, p, { amount: '50000' });
    const res = await call(t, staffApproveDeposit, { id: d.id }, { token: await staffToken(t, 'finance01') });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (envelope(await call(t, transactionDetails, undefined, { token: p.token, query: `startDate=${today}&endDate=${today}` })).value as TPage<TTransactionDetail>).list;
    expect(rows.map((r) => [r.type, r.status])).toEqual([['DEPOSIT', 'approved']]);
    const requestDay = dayOf(t.clock.now().getTime());
    const requests = (
      envelope(await call(t, transactionHistory, undefined, { token: p.token, query: `startDate=${requestDay}&endDate=${requestDay}&kind=DEPOSIT` }))
        .value as TPage<TTransactionHistoryItem>
    ).list;
    expect(requests.map((r) => r.status)).toEqual(['approved']);
  });

  it('never shows another member’s movements', async () => {
    const other = await loggedInMember(t);
    const res = await call(t, transactionDetails, undefined, { token: other.token, query: `startDate=${today}&endDate=${today}` });
    expect((envelope(res).value as TPage<TTransactionDetail>).total).toBe(0);
  });
});

describe('transaction history', () => {
  it('lists transfers, deposits and withdrawals with their state, filtered by kind', async () => {
    const [channel] = await t.database.db
      .select()
      .from(paymentChannels)
      .where(and(eq(paymentChannels.merchantId, t.merchantId), eq(paymentChannels.code, 'BDO')));
    const now = new Date();
    await t.database.db.insert(deposits).values({
      merchantId: t.merchantId,
      memberId: m.id,
      channelId: channel!.id,
      kind: 'bank',
      requestId: 'records-deposit-1',
      orderNo: `DREC${Date.now()}`,
      amount: 50000n,
      fee: 0n,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    const all = envelope(await call(t, transactionHistory, undefined, { token: m.token, query: `startDate=${today}&endDate=${today}` }))
      .value as TPage<TTransactionHistoryItem>;
    expect(all.total).toBe(3);
    expect(all.list.map((h) => h.kind).sort()).toEqual(['DEPOSIT', 'TRANSFER', 'TRANSFER']);
    const transfers = all.list.filter((h) => h.kind === 'TRANSFER').map((h) => [h.detail, h.amount, h.status]);
    expect(transfers).toContainEqual(['MAIN → SABA', '30000', 'completed']);
    expect(transfers).toContainEqual(['SABA → MAIN', '10000', 'completed']);
    const onlyDeposits = envelope(
      await call(t, transactionHistory, undefined, { token: m.token, query: `startDate=${today}&endDate=${today}&kind=DEPOSIT` }),
    ).value as TPage<TTransactionHistoryItem>;
    expect(onlyDeposits.list).toEqual([expect.objectContaining({ kind: 'DEPOSIT', amount: '50000', status: 'pending', detail: channel!.name })]);
  });
});

describe('dayRange', () => {
  it('turns brand-local days into instants', () => {
    const { from, to } = dayRange('2026-03-01', '2026-03-07', 480);
    expect(from.toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(to.toISOString()).toBe('2026-03-07T16:00:00.000Z');
  });
});

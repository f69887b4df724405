import {
  bankAccounts,
  changeBankAccount,
  inboxMessages,
  setPaymentPassword,
  staffApproveWithdrawal,
  staffAudit,
  staffRejectWithdrawal,
  staffResolveReceipt,
  staffUpload,
  staffWithdrawals,
  withdraw,
  withdrawInfo,
  withdrawList,
  withdrawReceipt,
  type TBalance,
  type TBankAccount,
  type TImageUpload,
  type TInboxMessage,
  type TLiveEvent,
  type TPage,
  type TStaffWithdrawal,
  type TWithdrawal,
  type TWithdrawInfo,
} from '@wps/contracts';
import { testOutbox } from './support/outbox';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerTransactions, memberBankAccounts, merchants, withdrawals } from '../src/db/schema';
import { AppError } from '../src/http/app-error';
import { encodePng } from '../src/lib/png';
import { balanceOf, paymentChannelAccount } from '../src/modules/ledger/ledger.service';
import { createInProcessBus, memberChannel } from '../src/modules/live/live.bus';
import { readBalance } from '../src/modules/wallet/wallet.balance';
import { autoConfirmReceipts } from '../src/modules/withdrawals/receipt.service';
import { requestWithdrawal, withdrawInfo as withdrawInfoService } from '../src/modules/withdrawals/withdrawals.service';
import { call, envelope } from './support/accounts';
import { createWalletApp, expectLedgerSound, fundMember, loggedInMember, staffToken, type TestMember, type WalletTestApp } from './support/wallet';

const PAYMENT_PASSWORD = '482913';

// Real images: a 2×2 PNG from the server's encoder and a 1×1 baseline JPEG.
const PNG_BYTES = encodePng({ width: 2, height: 2, color: 'rgb', data: new Uint8Array(12).fill(200) });
const JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQEAYABgAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxgRQykaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/APn+iiigD//Z';
const png = (): TImageUpload => ({ name: 'proof.png', mime: 'image/png', data: PNG_BYTES.toString('base64') });
const jpeg = (): TImageUpload => ({ name: 'proof.jpg', mime: 'image/jpeg', data: JPEG_BASE64 });

let requestCounter = 0;
const newRequestId = () => `req-${Date.now().toString(36)}-${requestCounter++}`;
let accountCounter = 0;
const newAccountNumber = () => `${9_000_000_000 + Date.now() % 1_000_000 * 100 + (accountCounter++ % 100)}`;

interface Player extends TestMember {
  bankId: number;
}

function valueOf<T>(res: LightMyRequestResponse): T {
  const body = envelope(res);
  if (res.statusCode !== 200) throw new Error(`expected success, got ${res.statusCode} ${JSON.stringify(body)}`);
  return body.value as T;
}

const expectFailure = (res: LightMyRequestResponse, status: number, code: string) => {
  expect({ status: res.statusCode, code: envelope(res).code }).toEqual({ status, code });
};

function suite(t: () => WalletTestApp) {
  const app = () => t();
  const addBank = async (m: TestMember, accountNumber = newAccountNumber(), paymentPassword = PAYMENT_PASSWORD) =>
    call(app(), changeBankAccount, { action: 'add', bankName: 'BDO Unibank', payeeName: 'Juan Dela Cruz', accountNumber, paymentPassword }, { token: m.token, ip: m.ip });

  /** A member with a payment password, one bank account and `funds` in the main wallet. */
  const player = async (funds = 1_000_000n): Promise<Player> => {
    const m = await loggedInMember(app());
    valueOf(await call(app(), setPaymentPassword, { currentPassword: m.password, newPaymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD }, { token: m.token, ip: m.ip }));
    const accounts = valueOf<TBankAccount[]>(await addBank(m));
    if (funds > 0n) await fundMember(app(), m.id, funds);
    return { ...m, bankId: accounts[0]!.id };
  };

  const requestWd = (m: Player, amount: string | bigint, o: { requestId?: string; bankAccountId?: number; paymentPassword?: string } = {}) =>
    call(
      app(),
      withdraw,
      {
        requestId: o.requestId ?? newRequestId(),
        bankAccountId: o.bankAccountId ?? m.bankId,
        amount: String(amount),
        paymentPassword: o.paymentPassword ?? PAYMENT_PASSWORD,
      },
      { token: m.token, ip: m.ip },
    );

  const balance = (m: TestMember): Promise<TBalance> => readBalance(app().database.db, { id: app().merchantId, currency: app().currency, currencySymbol: '₱' }, m.id);
  const money = async (m: TestMember) => {
    const b = await balance(m);
    return [b.balance, b.locked];
  };
  const approve = async (id: number, staff = 'finance01') => call(app(), staffApproveWithdrawal, { id }, { token: await staffToken(app(), staff) });
  const reject = async (id: number, reason = 'Payee name does not match', staff = 'finance01') =>
    call(app(), staffRejectWithdrawal, { id, reason }, { token: await staffToken(app(), staff) });
  const receipt = (m: TestMember, body: Record<string, unknown>) => call(app(), withdrawReceipt, body, { token: m.token, ip: m.ip });
  const approvedWithdrawal = async (m: Player, amount: bigint) => {
    const w = valueOf<TWithdrawal>(await requestWd(m, amount));
    valueOf(await approve(w.id));
    return w;
  };
  const auditOf = (entity: string, id: number) =>
    app()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, app().merchantId), eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
  const setBrand = (patch: Partial<typeof merchants.$inferInsert>) => app().database.db.update(merchants).set(patch).where(eq(merchants.id, app().merchantId));
  const messagesOf = async (m: TestMember) => valueOf<TPage<TInboxMessage>>(await call(app(), inboxMessages, undefined, { token: m.token })).list;
  const brand = async () => (await app().database.db.select().from(merchants).where(eq(merchants.id, app().merchantId)))[0]!;
  /** The brand-local date of the test clock, YYYYMMDD. */
  const localDate = async (at = app().clock.now()) =>
    new Date(at.getTime() + (await brand()).gmtOffsetMinutes * 60_000).toISOString().slice(0, 10).replace(/-/g, '');

  return { addBank, player, requestWd, balance, money, approve, reject, receipt, approvedWithdrawal, auditOf, setBrand, messagesOf, brand, localDate };
}

/**
 * Each app's clock starts far after the real date: on a shared PostgreSQL, an
 * app on the system clock runs the auto-confirm job for every brand, and must
 * never find these withdrawals due.
 */
async function walletAppInTheFuture(): Promise<WalletTestApp> {
  const t = await createWalletApp();
  t.clock.set(new Date('2100-03-01T08:00:00Z'));
  return t;
}

describe('withdrawals', () => {
  let t: WalletTestApp;
  beforeAll(async () => {
    t = await walletAppInTheFuture();
  });
  afterAll(async () => t.close());
  afterEach(async () => expectLedgerSound(t));
  const s = suite(() => t);

  describe('bank accounts', () => {
    it('adds, updates and removes accounts; numbers are shown masked; every change is audited masked', async () => {
      const m = await s.player(0n);
      const number = '123456787890';
      const added = valueOf<TBankAccount[]>(await s.addBank(m, number));
      expect(added).toHaveLength(2);
      const account = added.find((a) => a.accountNumberMasked === '•••• 7890');
      expect(account).toMatchObject({ bankName: 'BDO Unibank', payeeName: 'Juan Dela Cruz' });
      expect(JSON.stringify(added)).not.toContain(number);

      const updated = valueOf<TBankAccount[]>(
        await call(t, changeBankAccount, { action: 'update', id: account!.id, bankName: 'UnionBank', accountNumber: '5555000011112222', paymentPassword: PAYMENT_PASSWORD }, { token: m.token }),
      );
      expect(updated.find((a) => a.id === account!.id)).toMatchObject({ bankName: 'UnionBank', payeeName: 'Juan Dela Cruz', accountNumberMasked: '•••• 2222' });

      const afterRemove = valueOf<TBankAccount[]>(
        await call(t, changeBankAccount, { action: 'remove', id: account!.id, paymentPassword: PAYMENT_PASSWORD }, { token: m.token }),
      );
      expect(afterRemove.map((a) => a.id)).toEqual([m.bankId]);
      expect(valueOf<TBankAccount[]>(await call(t, bankAccounts, undefined, { token: m.token })).map((a) => a.id)).toEqual([m.bankId]);
      // The row is kept, marked removed (withdrawals refer to it).
      const [row] = await t.database.db.select().from(memberBankAccounts).where(eq(memberBankAccounts.id, account!.id));
      expect(row?.status).toBe('removed');

      const audit = await s.auditOf('member_bank_account', account!.id);
      expect(audit.map((a) => a.action)).toEqual(['bank_account.add', 'bank_account.update', 'bank_account.remove']);
      expect(audit[1]?.before).toMatchObject({ bankName: 'BDO Unibank', accountNumberMasked: '•••• 7890' });
      expect(audit[1]?.after).toMatchObject({ bankName: 'UnionBank', accountNumberMasked: '•••• 2222' });
      expect(audit[2]?.after).toMatchObject({ status: 'removed' });
      expect(JSON.stringify(audit)).not.toMatch(/123456787890|5555000011112222/);
      expect(audit.every((a) => a.actorKind === 'member' && a.actorId === m.id)).toBe(true);
    });

    it('refuses a number already bound by the member (the unique index decides); a removed one can be bound again', async () => {
      const m = await s.player(0n);
      const number = newAccountNumber();
      valueOf(await s.addBank(m, number));
      expectFailure(await s.addBank(m, number), 409, 'bank_account_duplicate');
      const [existing] = valueOf<TBankAccount[]>(await call(t, bankAccounts, undefined, { token: m.token }));
      expectFailure(
        await call(t, changeBankAccount, { action: 'update', id: existing!.id, accountNumber: number, paymentPassword: PAYMENT_PASSWORD }, { token: m.token }),
        409,
        'bank_account_duplicate',
      );
      const all = valueOf<TBankAccount[]>(await call(t, bankAccounts, undefined, { token: m.token }));
      const bound = all.find((a) => a.accountNumberMasked.endsWith(number.slice(-4)) && a.id !== existing!.id)!;
      valueOf(await call(t, changeBankAccount, { action: 'remove', id: bound.id, paymentPassword: PAYMENT_PASSWORD }, { token: m.token }));
      expect((await s.addBank(m, number)).statusCode).toBe(200);
    });

    it("takes only a bank of the brand's list, which the withdraw info answers, and checks it before the password", async () => {
      const m = await s.player(0n);
      const info = valueOf<TWithdrawInfo>(await call(t, withdrawInfo, undefined, { token: m.token }));
      expect(info.banks.map((b) => b.name)).toEqual([
        'BDO Unibank',
        'BPI',
        'Metrobank',
        'Landbank',
        'PNB',
        'Security Bank',
        'UnionBank',
        'RCBC',
        'China Bank',
        'EastWest Bank',
      ]);
      expect(info.banks[0]).toEqual({ code: 'BDO', name: 'BDO Unibank' });
      const typo = { action: 'add', bankName: 'Bank of Nowhere', payeeName: 'Juan Dela Cruz', accountNumber: newAccountNumber(), paymentPassword: '000000' } as const;
      // A wrong password too: the bank is refused first, so the mistake costs no attempt.
      expectFailure(await call(t, changeBankAccount, typo, { token: m.token }), 400, 'bank_not_listed');
      const [account] = valueOf<TBankAccount[]>(await call(t, bankAccounts, undefined, { token: m.token }));
      expectFailure(
        await call(t, changeBankAccount, { action: 'update', id: account!.id, bankName: 'bdo unibank', paymentPassword: PAYMENT_PASSWORD }, { token: m.token }),
        400,
        'bank_not_listed',
      );
      expect(valueOf<TBankAccount[]>(await call(t, bankAccounts, undefined, { token: m.token }))).toEqual([account]);
      expect(valueOf<TBankAccount[]>(await call(t, changeBankAccount, { ...typo, bankName: 'Metrobank', paymentPassword: PAYMENT_PASSWORD }, { token: m.token }))).toHaveLength(2);
    });

    it('binds at most 3 active accounts', async () => {
      const m = await s.player(0n);
      valueOf(await s.addBank(m));
      valueOf(await s.addBank(m));
      expectFailure(await s.addBank(m), 400, 'bank_account_limit');
      expect(valueOf<TBankAccount[]>(await call(t, bankAccounts, undefined, { token: m.token }))).toHaveLength(3);
    });

    it("answers not found for another member's account and for a removed one", async () => {
      const owner = await s.player(0n);
      const other = await s.player(0n);
      for (const action of ['update', 'remove'] as const) {
        expectFailure(
          await call(t, changeBankAccount, { action, id: owner.bankId, bankName: 'BPI', paymentPassword: PAYMENT_PASSWORD }, { token: other.token }),
          404,
          'bank_account_not_found',
        );
      }
      const [row] = await t.database.db.select().from(memberBankAccounts).where(eq(memberBankAccounts.id, owner.bankId));
      expect([row?.bankName, row?.status]).toEqual(['BDO Unibank', 'active']);
    });

    it('checks the form before the password: a missing field costs no attempt', async () => {
      const m = await s.player(0n);
      const res = await call(t, changeBankAccount, { action: 'add', bankName: 'BDO', paymentPassword: '000000' }, { token: m.token });
      expectFailure(res, 400, 'validation_error');
      expect(envelope(res).message).toContain('accountNumber');
      expectFailure(await call(t, changeBankAccount, { action: 'remove', paymentPassword: PAYMENT_PASSWORD }, { token: m.token }), 400, 'validation_error');
    });
  });

  describe('withdraw requests', () => {
    it('moves the amount from the main wallet to locked funds at once, and lists it', async () => {
      const m = await s.player(500_000n);
      const res = await s.requestWd(m, 120_000n);
      const w = valueOf<TWithdrawal>(res);
      expect(w).toMatchObject({ amount: '120000', status: 'processing', bankName: 'BDO Unibank', payeeName: 'Juan Dela Cruz', receiptStatus: null, autoConfirmAt: null });
      expect(w.accountNumberMasked).toMatch(/^•••• \d{4}$/);
      expect(w.orderNo).toMatch(new RegExp(`^W${await s.localDate()}\\d{10}$`));
      expect(await s.money(m)).toEqual(['380000', '120000']);
      const [tx] = await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `withdrawal:${w.id}:lock`));
      expect(tx?.type).toBe('withdrawal_lock');

      const list = valueOf<TPage<TWithdrawal>>(await call(t, withdrawList, undefined, { token: m.token, query: 'status=processing' }));
      expect(list.list.map((x) => x.id)).toEqual([w.id]);
      expect(valueOf<TPage<TWithdrawal>>(await call(t, withdrawList, undefined, { token: m.token, query: 'status=approved' })).total).toBe(0);
      const info = valueOf<TWithdrawInfo>(await call(t, withdrawInfo, undefined, { token: m.token }));
      expect(info).toMatchObject({ balance: '380000', dailyUsedAmount: '120000', dailyUsedCount: 1, hasPaymentPassword: true, turnoverRemaining: '0', minAmount: '10000' });
      const audit = await s.auditOf('withdrawal', w.id);
      expect(audit.map((a) => [a.action, a.actorKind])).toEqual([['withdrawal.request', 'member']]);
    });

    it('pages the list newest first', async () => {
      const m = await s.player(500_000n);
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) ids.push(valueOf<TWithdrawal>(await s.requestWd(m, 10_000n + BigInt(i))).id);
      const page1 = valueOf<TPage<TWithdrawal>>(await call(t, withdrawList, undefined, { token: m.token, query: 'pageNo=1&pageSize=2' }));
      const page2 = valueOf<TPage<TWithdrawal>>(await call(t, withdrawList, undefined, { token: m.token, query: 'pageNo=2&pageSize=2' }));
      expect([page1.total, page1.totalPages]).toEqual([3, 2]);
      expect([...page1.list, ...page2.list].map((w) => w.id)).toEqual(ids.reverse());
    });

    it('answers the same request id with the first withdrawal, and refuses it for different data', async () => {
      const m = await s.player(500_000n);
      const requestId = newRequestId();
      const first = valueOf<TWithdrawal>(await s.requestWd(m, 50_000n, { requestId }));
      const again = valueOf<TWithdrawal>(await s.requestWd(m, 50_000n, { requestId }));
      expect(again.id).toBe(first.id);
      expectFailure(await s.requestWd(m, 60_000n, { requestId }), 409, 'request_conflict');
      expect(await s.money(m)).toEqual(['450000', '50000']);
    });

    it('refuses amounts outside the brand min/max', async () => {
      const m = await s.player(10_000_000n);
      expectFailure(await s.requestWd(m, 9_999n), 400, 'amount_out_of_range');
      expectFailure(await s.requestWd(m, 5_000_001n), 400, 'amount_out_of_range');
      expect((await s.requestWd(m, 10_000n)).statusCode).toBe(200);
      expect((await s.requestWd(m, 5_000_000n)).statusCode).toBe(200);
    });

    it('needs a payment password, the right one, and the member\'s own active bank account', async () => {
      const m = await loggedInMember(t);
      await fundMember(t, m.id, 100_000n);
      expectFailure(
        await call(t, withdraw, { requestId: newRequestId(), bankAccountId: 1, amount: '10000', paymentPassword: '123456' }, { token: m.token }),
        404,
        'bank_account_not_found',
      );
      const p = await s.player(100_000n);
      const stranger = await s.player(100_000n);
      expectFailure(await s.requestWd(p, 10_000n, { paymentPassword: '000000' }), 400, 'payment_password_incorrect');
      expectFailure(await s.requestWd(p, 10_000n, { bankAccountId: stranger.bankId }), 404, 'bank_account_not_found');
      valueOf(await call(t, changeBankAccount, { action: 'remove', id: p.bankId, paymentPassword: PAYMENT_PASSWORD }, { token: p.token }));
      expectFailure(await s.requestWd(p, 10_000n), 404, 'bank_account_not_found');
      expect(await s.money(p)).toEqual(['100000', '0']);
      expect(await t.database.db.select().from(withdrawals).where(eq(withdrawals.memberId, p.id))).toHaveLength(0);
    });

    it('asks for a payment password when none is set', async () => {
      const m = await loggedInMember(t);
      await fundMember(t, m.id, 100_000n);
      // A bank account bound straight in the database: binding one needs the password too.
      const [bank] = await t.database.db
        .insert(memberBankAccounts)
        .values({ merchantId: t.merchantId, memberId: m.id, bankName: 'BDO', payeeName: 'Ana Reyes', accountNumber: newAccountNumber(), createdAt: t.clock.now(), updatedAt: t.clock.now() })
        .returning();
      expectFailure(
        await call(t, withdraw, { requestId: newRequestId(), bankAccountId: bank!.id, amount: '10000', paymentPassword: '123456' }, { token: m.token }),
        400,
        'payment_password_required',
      );
    });

    it('refuses more than the balance and writes nothing', async () => {
      const m = await s.player(30_000n);
      const count = async () => {
        const [audit, ledger] = await Promise.all([
          t.database.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.merchantId, t.merchantId)),
          t.database.db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.merchantId, t.merchantId)),
        ]);
        return [audit.length, ledger.length];
      };
      const before = await count();
      expectFailure(await s.requestWd(m, 30_001n), 400, 'insufficient_funds');
      expect(await s.money(m)).toEqual(['30000', '0']);
      expect(await t.database.db.select().from(withdrawals).where(eq(withdrawals.memberId, m.id))).toHaveLength(0);
      expect(await count()).toEqual(before);
    });

    it('refuses while the turnover hook says bets are still owed, and says how much', async () => {
      const m = await s.player(100_000n);
      const base = { db: t.database.db, clock: t.clock, live: createInProcessBus() };
      const services = { ...base, outbox: testOutbox(base), turnover: { remaining: async () => 123_456n } };
      const who = { merchantId: t.merchantId, memberId: m.id, ip: m.ip };
      const refused = requestWithdrawal(services, who, { requestId: newRequestId(), bankAccountId: m.bankId, amount: '10000', paymentPassword: PAYMENT_PASSWORD });
      await expect(refused).rejects.toBeInstanceOf(AppError);
      await expect(refused).rejects.toMatchObject({ statusCode: 400, code: 'turnover_incomplete', message: expect.stringContaining('1,234.56') });
      expect((await withdrawInfoService(services, who)).turnoverRemaining).toBe('123456');
      expect(await s.money(m)).toEqual(['100000', '0']);
    });

    it('publishes the balance and the withdrawal after commit', async () => {
      const m = await s.player(100_000n);
      const live = createInProcessBus();
      const events: TLiveEvent[] = [];
      live.subscribe(memberChannel(t.merchantId, m.id), (e) => events.push(e));
      const base = { db: t.database.db, clock: t.clock, live };
      const services = { ...base, outbox: testOutbox(base) };
      const w = await requestWithdrawal(services, { merchantId: t.merchantId, memberId: m.id }, { requestId: newRequestId(), bankAccountId: m.bankId, amount: '25000', paymentPassword: PAYMENT_PASSWORD });
      expect(events.map((e) => e.type)).toEqual(['balance', 'withdrawal']);
      expect(events[0]).toMatchObject({ balance: { balance: '75000', locked: '25000' } });
      expect(events[1]).toMatchObject({ withdrawal: { id: w.id, status: 'processing' } });
    });
  });

  describe('staff review', () => {
    it('reject returns the locked amount to the main wallet, audited, with an inbox message', async () => {
      const m = await s.player(200_000n);
      const w = valueOf<TWithdrawal>(await s.requestWd(m, 80_000n));
      const rejected = valueOf<TStaffWithdrawal>(await s.reject(w.id, 'Payee name does not match'));
      expect(rejected).toMatchObject({ status: 'rejected', reason: 'Payee name does not match', memberAccount: m.account });
      expect(await s.money(m)).toEqual(['200000', '0']);
      expectFailure(await s.approve(w.id), 409, 'invalid_state');
      expectFailure(await s.reject(w.id), 409, 'invalid_state');
      const audit = await s.auditOf('withdrawal', w.id);
      expect(audit.map((a) => [a.action, a.actorKind, a.reason])).toEqual([
        ['withdrawal.request', 'member', null],
        ['withdrawal.reject', 'staff', 'Payee name does not match'],
      ]);
      const [message] = await s.messagesOf(m);
      const { currencySymbol, name } = await s.brand();
      expect(message).toMatchObject({
        template: 'withdrawal_rejected',
        params: { amount: '800.00', symbol: currencySymbol, reason: 'Payee name does not match', site: name },
      });
      const mine = valueOf<TPage<TWithdrawal>>(await call(t, withdrawList, undefined, { token: m.token })).list[0];
      expect(mine).toMatchObject({ status: 'rejected', reason: 'Payee name does not match' });
    });

    it('approve pays the locked amount out to the PAYOUT channel and awaits the receipt', async () => {
      const m = await s.player(200_000n);
      const payout = await paymentChannelAccount(t.database.db, t.merchantId, t.currency, 'PAYOUT');
      const payoutBefore = await balanceOf(t.database.db, payout);
      const w = valueOf<TWithdrawal>(await s.requestWd(m, 80_000n));
      const approved = valueOf<TStaffWithdrawal>(await s.approve(w.id));
      expect(approved).toMatchObject({ status: 'approved', receiptStatus: 'awaiting', needsSecondApproval: false, firstApprovedBy: null });
      expect(approved.accountNumber).toMatch(/^\d+$/);
      expect(await s.money(m)).toEqual(['120000', '0']);
      expect((await balanceOf(t.database.db, payout)) - payoutBefore).toBe(80_000n);
      expectFailure(await s.reject(w.id), 409, 'invalid_state');
      expectFailure(await s.approve(w.id, 'finance02'), 409, 'invalid_state');
      const [message] = await s.messagesOf(m);
      expect(message).toMatchObject({ template: 'withdrawal_approved', params: { amount: '800.00', symbol: (await s.brand()).currencySymbol } });
      const mine = valueOf<TPage<TWithdrawal>>(await call(t, withdrawList, undefined, { token: m.token })).list[0]!;
      expect(mine.autoConfirmAt).toBe(t.clock.now().getTime() + 1440 * 60_000);
      expect((await s.auditOf('withdrawal', w.id)).map((a) => a.action)).toEqual(['withdrawal.request', 'withdrawal.approve']);
    });

    it('a large withdrawal needs two different staff members', async () => {
      const m = await s.player(5_000_000n);
      const w = valueOf<TWithdrawal>(await s.requestWd(m, 2_000_000n));
      const finance01 = await staffToken(t, 'finance01');
      const first = valueOf<TStaffWithdrawal>(await call(t, staffApproveWithdrawal, { id: w.id }, { token: finance01 }));
      expect(first).toMatchObject({ status: 'processing', needsSecondApproval: true });
      expect(first.firstApprovedBy).toEqual(expect.any(Number));
      expect(await s.money(m)).toEqual(['3000000', '2000000']);

      expectFailure(await call(t, staffApproveWithdrawal, { id: w.id }, { token: finance01 }), 409, 'second_approver_required');
      expect(await s.money(m)).toEqual(['3000000', '2000000']);
      // The queue of those awaiting a second approval has it; the queue of those awaiting a first does not.
      const ids = async (approval: string) =>
        valueOf<TPage<TStaffWithdrawal>>(await call(t, staffWithdrawals, undefined, { token: finance01, query: `approval=${approval}&pageSize=100` })).list.map((x) => x.id);
      expect(await ids('first')).toContain(w.id);
      expect(await ids('none')).not.toContain(w.id);

      const second = valueOf<TStaffWithdrawal>(await s.approve(w.id, 'admin01'));
      expect(second).toMatchObject({ status: 'approved', needsSecondApproval: true, firstApprovedBy: first.firstApprovedBy });
      expect(second.reviewedBy).not.toBe(first.firstApprovedBy);
      expect(await s.money(m)).toEqual(['3000000', '0']);
      expect((await s.auditOf('withdrawal', w.id)).map((a) => a.action)).toEqual(['withdrawal.request', 'withdrawal.first_approve', 'withdrawal.approve']);
    });

    it('a first approval can still be followed by a rejection', async () => {
      const m = await s.player(5_000_000n);
      const w = valueOf<TWithdrawal>(await s.requestWd(m, 3_000_000n));
      valueOf(await s.approve(w.id, 'finance01'));
      valueOf(await s.reject(w.id, 'Second reviewer found a mismatch', 'finance02'));
      expect(await s.money(m)).toEqual(['5000000', '0']);
    });

    it('lets support staff look but not decide; an unknown id is not found', async () => {
      const m = await s.player(100_000n);
      const w = valueOf<TWithdrawal>(await s.requestWd(m, 20_000n));
      const support = await staffToken(t, 'support01');
      expect((await call(t, staffApproveWithdrawal, { id: w.id }, { token: support })).statusCode).toBe(403);
      expect((await call(t, staffRejectWithdrawal, { id: w.id, reason: 'no' }, { token: support })).statusCode).toBe(403);
      const queue = valueOf<TPage<TStaffWithdrawal>>(await call(t, staffWithdrawals, undefined, { token: support, query: 'status=processing&pageSize=100' }));
      expect(queue.list.some((x) => x.id === w.id)).toBe(true);
      expect(queue.list.every((x) => x.status === 'processing')).toBe(true);
      // The queue is oldest first.
      expect(queue.list.map((x) => x.id)).toEqual([...queue.list.map((x) => x.id)].sort((a, b) => a - b));
      expectFailure(await s.approve(999_999), 404, 'not_found');
      expect(await s.money(m)).toEqual(['80000', '20000']);
    });
  });

  describe('receipts', () => {
    it('received: confirmed by the member, then final', async () => {
      const m = await s.player(100_000n);
      const w = await s.approvedWithdrawal(m, 50_000n);
      const done = valueOf<TWithdrawal>(await s.receipt(m, { id: w.id, outcome: 'received' }));
      expect(done).toMatchObject({ receiptStatus: 'received', receivedAmount: '50000', receiptForced: false, autoConfirmAt: null });
      expectFailure(await s.receipt(m, { id: w.id, outcome: 'not_received', images: [png()] }), 409, 'invalid_state');
      expect((await s.auditOf('withdrawal', w.id)).at(-1)).toMatchObject({ action: 'withdrawal.receipt_received', actorKind: 'member' });
    });

    it('only after approval and only by the owner', async () => {
      const m = await s.player(100_000n);
      const pending = valueOf<TWithdrawal>(await s.requestWd(m, 20_000n));
      expectFailure(await s.receipt(m, { id: pending.id, outcome: 'received' }), 409, 'invalid_state');
      const approved = await s.approvedWithdrawal(m, 20_000n);
      const other = await s.player(0n);
      expectFailure(await s.receipt(other, { id: approved.id, outcome: 'received' }), 404, 'not_found');
    });

    it('not received needs 1 to 3 real png or jpg images of at most 5 MB; they are stored for staff', async () => {
      const m = await s.player(100_000n);
      const w = await s.approvedWithdrawal(m, 40_000n);
      const text = Buffer.from('this is only text, renamed to proof.png').toString('base64');
      const cases: [TImageUpload[] | undefined, number, string][] = [
        [undefined, 400, 'validation_error'],
        [[png(), png(), jpeg(), png()], 400, 'validation_error'],
        [[{ name: 'proof.png', mime: 'image/png', data: text }], 400, 'image_invalid'],
        [[{ name: 'proof.jpg', mime: 'image/jpeg', data: PNG_BYTES.toString('base64') }], 400, 'image_invalid'],
        [[{ mime: 'image/png', data: 'not base64 at all!' }], 400, 'image_invalid'],
        [[png(), { mime: 'image/png', data: Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG_BYTES.length)]).toString('base64') }], 400, 'image_invalid'],
      ];
      for (const [images, status, code] of cases) {
        expectFailure(await s.receipt(m, { id: w.id, outcome: 'not_received', images }), status, code);
      }
      expect((await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, w.id)))[0]?.receiptStatus).toBe('awaiting');

      const reported = valueOf<TWithdrawal>(await s.receipt(m, { id: w.id, outcome: 'not_received', note: 'Nothing arrived', images: [png(), jpeg()] }));
      expect(reported).toMatchObject({ receiptStatus: 'not_received', receivedAmount: '0', proofCount: 2, autoConfirmAt: null });

      const finance = await staffToken(t, 'finance01');
      const disputed = valueOf<TPage<TStaffWithdrawal>>(await call(t, staffWithdrawals, undefined, { token: finance, query: 'receiptStatus=not_received&pageSize=100' }));
      const mine = disputed.list.find((x) => x.id === w.id)!;
      expect(mine).toMatchObject({ receiptNote: 'Nothing arrived', receiptStatus: 'not_received' });
      expect(mine.proofUploadIds).toHaveLength(2);
      const upload = valueOf<{ mime: string; size: number; data: string }>(await call(t, staffUpload, undefined, { token: finance, query: `id=${mine.proofUploadIds[0]}` }));
      expect(upload).toMatchObject({ mime: 'image/png', size: PNG_BYTES.length, data: PNG_BYTES.toString('base64') });
      // Nothing is cancelled: the money stays paid out while staff look at it.
      expect(await s.money(m)).toEqual(['60000', '0']);
    });

    it('an exactly 5 MB image is accepted', async () => {
      const m = await s.player(100_000n);
      const w = await s.approvedWithdrawal(m, 40_000n);
      const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 - PNG_BYTES.length)]);
      const res = await s.receipt(m, { id: w.id, outcome: 'not_received', images: [{ mime: 'image/png', data: big.toString('base64') }] });
      expect(valueOf<TWithdrawal>(res).proofCount).toBe(1);
    });

    it('partial: less than the amount, optional images; then the member may still confirm it arrived', async () => {
      const m = await s.player(100_000n);
      const w = await s.approvedWithdrawal(m, 40_000n);
      expectFailure(await s.receipt(m, { id: w.id, outcome: 'partial', receivedAmount: '40000' }), 400, 'amount_out_of_range');
      expectFailure(await s.receipt(m, { id: w.id, outcome: 'partial' }), 400, 'validation_error');
      const partial = valueOf<TWithdrawal>(await s.receipt(m, { id: w.id, outcome: 'partial', receivedAmount: '30000' }));
      expect(partial).toMatchObject({ receiptStatus: 'partial', receivedAmount: '30000', proofCount: 0 });
      expectFailure(await s.receipt(m, { id: w.id, outcome: 'not_received', images: [png()] }), 409, 'invalid_state');
      const received = valueOf<TWithdrawal>(await s.receipt(m, { id: w.id, outcome: 'received' }));
      expect(received).toMatchObject({ receiptStatus: 'received', receivedAmount: '40000', receiptForced: false });
    });

    it('resolve refund: at most what is missing, credited once, final and audited', async () => {
      const m = await s.player(100_000n);
      const w = await s.approvedWithdrawal(m, 40_000n);
      valueOf(await s.receipt(m, { id: w.id, outcome: 'partial', receivedAmount: '30000', images: [jpeg()] }));
      const finance = await staffToken(t, 'finance01');
      const support = await staffToken(t, 'support01');
      const resolve = (token: string, body: Record<string, unknown>) => call(t, staffResolveReceipt, { id: w.id, reason: 'Bank returned 100.00', ...body }, { token });

      expect((await resolve(support, { action: 'refund' })).statusCode).toBe(403);
      expectFailure(await resolve(finance, { action: 'refund', amount: '10001' }), 400, 'amount_out_of_range');
      const resolved = valueOf<TStaffWithdrawal>(await resolve(finance, { action: 'refund', amount: '10000' }));
      expect(resolved).toMatchObject({ receiptStatus: 'received', receiptForced: true, receivedAmount: '30000', reason: 'Bank returned 100.00' });
      expect(await s.money(m)).toEqual(['70000', '0']);

      expectFailure(await resolve(finance, { action: 'refund', amount: '10000' }), 409, 'invalid_state');
      expectFailure(await resolve(finance, { action: 'close' }), 409, 'invalid_state');
      expectFailure(await s.receipt(m, { id: w.id, outcome: 'received' }), 409, 'invalid_state');
      expect(await s.money(m)).toEqual(['70000', '0']);
      const refunds = await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `withdrawal:${w.id}:refund`));
      expect(refunds.map((r) => r.type)).toEqual(['refund']);
      const audit = (await s.auditOf('withdrawal', w.id)).at(-1);
      expect(audit).toMatchObject({ action: 'withdrawal.resolve_refund', actorKind: 'staff', reason: 'Bank returned 100.00' });
      expect(audit?.after).toMatchObject({ refunded: '10000', receiptForced: true });
      const page = valueOf<{ list: { action: string }[] }>(await call(t, staffAudit, undefined, { token: await staffToken(t, 'admin01'), query: `entity=withdrawal&entityId=${w.id}` }));
      expect(page.list.map((a) => a.action)).toContain('withdrawal.resolve_refund');
    });

    it('resolve refund of a not-received report defaults to the whole amount; close moves nothing', async () => {
      const m = await s.player(100_000n);
      const finance = await staffToken(t, 'finance01');
      const a = await s.approvedWithdrawal(m, 40_000n);
      valueOf(await s.receipt(m, { id: a.id, outcome: 'not_received', images: [png()] }));
      expectFailure(await call(t, staffResolveReceipt, { id: a.id, action: 'refund', amount: '40001', reason: 'x' }, { token: finance }), 400, 'amount_out_of_range');
      valueOf(await call(t, staffResolveReceipt, { id: a.id, action: 'refund', reason: 'Transfer bounced' }, { token: finance }));
      expect(await s.money(m)).toEqual(['100000', '0']);

      const b = await s.approvedWithdrawal(m, 20_000n);
      expectFailure(await call(t, staffResolveReceipt, { id: b.id, action: 'close', reason: 'x' }, { token: finance }), 409, 'invalid_state');
      valueOf(await s.receipt(m, { id: b.id, outcome: 'not_received', images: [png()] }));
      const closed = valueOf<TStaffWithdrawal>(await call(t, staffResolveReceipt, { id: b.id, action: 'close', reason: 'Bank confirms it arrived' }, { token: finance }));
      expect(closed).toMatchObject({ receiptStatus: 'received', receiptForced: true, reason: 'Bank confirms it arrived' });
      expect(await s.money(m)).toEqual(['80000', '0']);
      expect((await s.auditOf('withdrawal', b.id)).at(-1)?.action).toBe('withdrawal.resolve_close');
    });
  });
});

describe('withdrawal limits and auto-confirm (own brand: these move the clock)', () => {
  let t: WalletTestApp;
  beforeAll(async () => {
    t = await walletAppInTheFuture();
  });
  afterAll(async () => t.close());
  afterEach(async () => expectLedgerSound(t));
  const s = suite(() => t);

  it('counts the amount and the number of non-rejected withdrawals per brand-local day', async () => {
    const original = await s.brand();
    await s.setBrand({ withdrawDailyMax: 50_000n, withdrawDailyCount: 2 });
    try {
      const m = await s.player(1_000_000n);
      const first = valueOf<TWithdrawal>(await s.requestWd(m, 30_000n));
      expectFailure(await s.requestWd(m, 20_001n), 400, 'daily_limit_reached');
      valueOf(await s.requestWd(m, 20_000n));
      expectFailure(await s.requestWd(m, 10_000n), 400, 'daily_limit_reached');
      expect(valueOf<TWithdrawInfo>(await call(t, withdrawInfo, undefined, { token: m.token }))).toMatchObject({
        dailyMaxAmount: '50000',
        dailyUsedAmount: '50000',
        dailyMaxCount: 2,
        dailyUsedCount: 2,
      });

      // A rejected withdrawal no longer counts.
      valueOf(await s.reject(first.id));
      valueOf(await s.requestWd(m, 30_000n));

      // Put the brand at 23:50 local time (sessions idle out long before a real day passes): the day turns in 10 minutes.
      const now = t.clock.now();
      const utcMinutes = now.getUTCHours() * 60 + now.getUTCMinutes();
      let offset = (23 * 60 + 50 - utcMinutes + 2 * 1440) % 1440;
      if (offset > 14 * 60) offset -= 1440;
      await s.setBrand({ gmtOffsetMinutes: offset, withdrawDailyMax: 50_000n, withdrawDailyCount: 2 });
      t.clock.set(new Date(now.getTime() - now.getUTCSeconds() * 1000 - now.getUTCMilliseconds()));
      const today = await s.localDate();
      t.clock.advance(10 * 60_000 - 1);
      expectFailure(await s.requestWd(m, 10_000n), 400, 'daily_limit_reached');
      t.clock.advance(1);
      const tomorrow = valueOf<TWithdrawal>(await s.requestWd(m, 10_000n));
      expect(tomorrow.orderNo.startsWith(`W${await s.localDate()}`)).toBe(true);
      expect(await s.localDate()).not.toBe(today);
    } finally {
      await s.setBrand({ withdrawDailyMax: 10_000_000n, withdrawDailyCount: 5, gmtOffsetMinutes: original.gmtOffsetMinutes });
    }
  });

  it('auto-confirms an awaiting receipt after the brand minutes as forced; the member cannot change it then', async () => {
    await s.setBrand({ withdrawAutoConfirmMinutes: 30 });
    const m = await s.player(100_000n);
    const services = { db: t.database.db, live: createInProcessBus() };
    const early = await s.approvedWithdrawal(m, 20_000n);
    t.clock.advance(10 * 60_000);
    const late = await s.approvedWithdrawal(m, 20_000n);
    const reported = await s.approvedWithdrawal(m, 20_000n);
    valueOf(await s.receipt(m, { id: reported.id, outcome: 'not_received', images: [png()] }));
    const listed = valueOf<TPage<TWithdrawal>>(await call(t, withdrawList, undefined, { token: m.token })).list;
    expect(listed.find((w) => w.id === early.id)?.autoConfirmAt).toBe(t.clock.now().getTime() + 20 * 60_000);

    t.clock.advance(20 * 60_000 - 1);
    await autoConfirmReceipts(services, t.clock.now(), { merchantId: t.merchantId });
    const rowOf = async (id: number) => (await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;
    expect((await rowOf(early.id)).receiptStatus).toBe('awaiting');

    t.clock.advance(1);
    expect(await autoConfirmReceipts(services, t.clock.now(), { merchantId: t.merchantId })).toBe(1);
    expect(await rowOf(early.id)).toMatchObject({ receiptStatus: 'received', receiptForced: true, receivedAmount: 20_000n });
    expect((await rowOf(late.id)).receiptStatus).toBe('awaiting');
    // A report the member made is not overridden.
    expect(await rowOf(reported.id)).toMatchObject({ receiptStatus: 'not_received', receiptForced: false });

    expectFailure(await s.receipt(m, { id: early.id, outcome: 'received' }), 409, 'invalid_state');
    expectFailure(await s.receipt(m, { id: early.id, outcome: 'not_received', images: [png()] }), 409, 'invalid_state');
    const audit = (await s.auditOf('withdrawal', early.id)).at(-1);
    expect(audit).toMatchObject({ action: 'withdrawal.receipt_auto_confirm', actorKind: 'system', actorId: null });
    // Running again changes nothing more.
    await autoConfirmReceipts(services, t.clock.now(), { merchantId: t.merchantId });
    expect((await s.auditOf('withdrawal', early.id)).filter((a) => a.action === 'withdrawal.receipt_auto_confirm')).toHaveLength(1);

    t.clock.advance(10 * 60_000);
    await autoConfirmReceipts(services, t.clock.now(), { merchantId: t.merchantId });
    expect(await rowOf(late.id)).toMatchObject({ receiptStatus: 'received', receiptForced: true });
    expect(await s.money(m)).toEqual(['40000', '0']);
  });
});

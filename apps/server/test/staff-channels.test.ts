import {
  changeBankAccount,
  depositChannels,
  setPaymentPassword,
  staffApproveDeposit,
  staffApproveWithdrawal,
  staffChannels,
  staffCreateChannel,
  staffReconciliation,
  staffRejectDeposit,
  staffUpdateChannel,
  withdraw,
  type TBankAccount,
  type TDepositChannel,
  type TStaffChannel,
  type TStaffChannels,
  type TStaffReconciliation,
  type TWithdrawal,
} from '@wps/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deposits, merchants, paymentChannels, withdrawals } from '../src/db/schema';
import { findTransactionByKey } from '../src/modules/ledger';
import { memberMainAccount } from '../src/modules/ledger/ledger.service';
import { call, envelope } from './support/accounts';
import { createBankDeposit } from './support/deposits';
import { createWalletApp, fundMember, loggedInMember, staffToken, type TestMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createWalletApp();
});
afterAll(async () => t.close());

const value = <T>(res: LightMyRequestResponse): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode} ${res.body}`);
  return envelope(res).value as T;
};
const asStaff = async (username: string) => ({ token: await staffToken(t, username) });

let codeCounter = 0;
const newCode = () => `T${Date.now().toString(36).toUpperCase().slice(-5)}${codeCounter++}`;
const bankChannel = (overrides: Record<string, unknown> = {}) => ({
  code: newCode(),
  kind: 'bank',
  name: 'Metrobank transfer',
  minAmount: '10000',
  maxAmount: '5000000',
  feeBps: 100,
  feeFixed: '500',
  bankName: 'Metrobank',
  accountName: 'Demo Gaming Inc.',
  accountNumber: '0071-2345-6789',
  enabled: true,
  sort: 5,
  reason: 'New receiving account',
  ...overrides,
});

const playerChannels = async (m: TestMember) => value<TDepositChannel[]>(await call(t, depositChannels, undefined, { token: m.token, ip: m.ip }));
const staffChannelList = async () => value<TStaffChannels>(await call(t, staffChannels, undefined, await asStaff('support01'))).list;
const channelAudit = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.merchantId, t.merchantId), eq(auditLog.entity, 'payment_channel'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
const channelRows = () => t.database.db.select().from(paymentChannels).where(eq(paymentChannels.merchantId, t.merchantId)).orderBy(asc(paymentChannels.id));

describe('payment channels from the console', () => {
  it('creates and edits a bank channel, which the deposit page shows at once, each write audited with before and after', async () => {
    const m = await loggedInMember(t);
    const created = value<TStaffChannel>(await call(t, staffCreateChannel, bankChannel(), await asStaff('finance01')));
    expect(created).toMatchObject({ kind: 'bank', enabled: true, minAmount: '10000', feeBps: 100, accountNumber: '0071-2345-6789' });
    expect((await playerChannels(m)).find((c) => c.code === created.code)).toMatchObject({
      name: 'Metrobank transfer',
      minAmount: '10000',
      maxAmount: '5000000',
      feeBps: 100,
      feeFixed: '500',
      bankName: 'Metrobank',
      accountName: 'Demo Gaming Inc.',
      accountNumber: '0071-2345-6789',
    });

    const edit = { ...bankChannel({ code: undefined }), id: created.id, minAmount: '20000', feeBps: 0, feeFixed: '0', accountNumber: '0071-9999-0000', reason: 'Account moved' };
    const edited = value<TStaffChannel>(await call(t, staffUpdateChannel, edit, await asStaff('finance01')));
    expect(edited).toMatchObject({ code: created.code, minAmount: '20000', feeBps: 0, feeFixed: '0', accountNumber: '0071-9999-0000' });
    expect((await playerChannels(m)).find((c) => c.code === created.code)).toMatchObject({ minAmount: '20000', feeBps: 0, accountNumber: '0071-9999-0000' });

    // Switched off: gone from the deposit page at once, still in the console's list.
    value(await call(t, staffUpdateChannel, { ...edit, enabled: false, reason: 'Account closed' }, await asStaff('admin01')));
    expect((await playerChannels(m)).some((c) => c.code === created.code)).toBe(false);
    expect((await staffChannelList()).find((c) => c.id === created.id)?.enabled).toBe(false);

    const audit = await channelAudit(created.id);
    expect(audit.map((a) => a.action)).toEqual(['channel.create', 'channel.update', 'channel.update']);
    expect(audit[0]).toMatchObject({ actorKind: 'staff', before: null, reason: 'New receiving account', after: { code: created.code, minAmount: '10000', status: 'active' } });
    expect(audit[1]).toMatchObject({
      reason: 'Account moved',
      before: { minAmount: '10000', feeBps: 100, feeFixed: '500', accountNumber: '0071-2345-6789' },
      after: { minAmount: '20000', feeBps: 0, feeFixed: '0', accountNumber: '0071-9999-0000' },
    });
    expect(audit[2]).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled' } });
    expect(audit[2]!.createdAt.getTime()).toBe(t.clock.now().getTime());
    // An edit that changes nothing writes nothing.
    value(await call(t, staffUpdateChannel, { ...edit, enabled: false, reason: 'Again' }, await asStaff('finance01')));
    expect(await channelAudit(created.id)).toHaveLength(3);
  });

  it('shows a gateway channel to players only once its gateway is set up, and keeps no receiving account for it', async () => {
    const m = await loggedInMember(t);
    const gateway = value<TStaffChannel>(await call(t, staffCreateChannel, bankChannel({ kind: 'gateway', name: 'PayNow' }), await asStaff('finance01')));
    expect(gateway).toMatchObject({ kind: 'gateway', gatewayReady: false, bankName: null, accountNumber: null });
    expect((await playerChannels(m)).some((c) => c.code === gateway.code)).toBe(false);
    // The seeded gateways are set up and listed.
    expect((await staffChannelList()).find((c) => c.code === 'QPAY')?.gatewayReady).toBe(true);
    expect((await playerChannels(m)).some((c) => c.code === 'QPAY')).toBe(true);
  });

  it('lets support read the channels but not change them', async () => {
    const before = await channelRows();
    expect((await staffChannelList()).map((c) => c.code).sort()).toEqual(before.map((c) => c.code).sort());
    const support = await asStaff('support01');
    expect((await call(t, staffCreateChannel, bankChannel(), support)).statusCode).toBe(403);
    expect((await call(t, staffUpdateChannel, { ...bankChannel({ code: undefined }), id: before[0]!.id, kind: before[0]!.kind }, support)).statusCode).toBe(403);
    expect(await channelRows()).toEqual(before);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const finance = await asStaff('finance01');
    const existing = value<TStaffChannel>(await call(t, staffCreateChannel, bankChannel(), finance));
    const before = await channelRows();
    const auditBefore = await channelAudit(existing.id);
    const edit = { ...bankChannel({ code: undefined }), id: existing.id };
    const refusals: [string, Record<string, unknown>, number][] = [
      ['max below min', bankChannel({ minAmount: '50000', maxAmount: '40000' }), 400],
      ['past the money bound', bankChannel({ maxAmount: '1000000000000001' }), 400],
      ['a zero minimum', bankChannel({ minAmount: '0' }), 400],
      ['a fee of 100 %', bankChannel({ feeBps: 10_000 }), 400],
      ['a fee that takes the whole minimum', bankChannel({ minAmount: '500', feeFixed: '500' }), 400],
      ['a negative fixed fee', bankChannel({ feeFixed: '-1' }), 400],
      ['a bank without its receiving account', bankChannel({ accountNumber: '' }), 400],
      ['an unknown kind', bankChannel({ kind: 'crypto' }), 400],
      ['a code taken', bankChannel({ code: existing.code }), 400],
      ['a bad code', bankChannel({ code: 'no spaces' }), 400],
      ['no reason', bankChannel({ reason: ' ' }), 400],
    ];
    for (const [what, body, status] of refusals) {
      const res = await call(t, staffCreateChannel, body, finance);
      expect({ what, status: res.statusCode, success: envelope(res).success }).toEqual({ what, status, success: false });
    }
    const editRefusals: [string, Record<string, unknown>, number][] = [
      ['max below min', { ...edit, maxAmount: '100' }, 400],
      ['a changed kind', { ...edit, kind: 'gateway' }, 400],
      ['an unknown channel', { ...edit, id: 999_999 }, 404],
    ];
    for (const [what, body, status] of editRefusals) {
      const res = await call(t, staffUpdateChannel, body, finance);
      expect({ what, status: res.statusCode, success: envelope(res).success }).toEqual({ what, status, success: false });
    }
    expect(await channelRows()).toEqual(before);
    expect(await channelAudit(existing.id)).toEqual(auditBefore);
  });
});

describe('reconciliation per channel and brand-local day', () => {
  const DAY_MS = 24 * 3600_000;
  const brandDay = (at: Date, offset: number) => new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 10);

  it('matches a recomputation from the deposits and the ledger, by the days of the brand offset', async () => {
    const [brand] = await t.database.db.select().from(merchants).where(eq(merchants.id, t.merchantId));
    const offset = brand!.gmtOffsetMinutes;
    const channel = value<TStaffChannel>(await call(t, staffCreateChannel, bankChannel({ name: 'Reconciled bank' }), await asStaff('finance01')));

    // Half an hour before the brand's midnight: made that day, settled after midnight (the next brand day).
    const now = t.clock.now().getTime();
    const localMidnight = Math.ceil((now + offset * 60_000) / DAY_MS) * DAY_MS - offset * 60_000;
    t.clock.advance(localMidnight - now - 30 * 60_000);
    const m = await loggedInMember(t);
    const made = [];
    for (const amount of ['100000', '250000', '70000', '40000']) made.push(await createBankDeposit(t, m, { channelCode: channel.code, amount }));
    const madeDay = brandDay(t.clock.now(), offset);
    t.clock.advance(60 * 60_000);
    const settledDay = brandDay(t.clock.now(), offset);
    expect(settledDay).not.toBe(madeDay);
    const finance = await asStaff('finance01');
    value(await call(t, staffApproveDeposit, { id: made[0]!.id }, finance));
    value(await call(t, staffApproveDeposit, { id: made[1]!.id }, finance));
    value(await call(t, staffRejectDeposit, { id: made[2]!.id, reason: 'No transfer received' }, finance));

    // A withdrawal to a member's bank, approved: the ledger's payout matches it.
    const w = await loggedInMember(t);
    value(await call(t, setPaymentPassword, { currentPassword: w.password, newPaymentPassword: '482913', confirmPaymentPassword: '482913' }, { token: w.token, ip: w.ip }));
    const [account] = value<TBankAccount[]>(
      await call(t, changeBankAccount, { action: 'add', bankName: 'BDO Unibank', payeeName: 'Juan Dela Cruz', accountNumber: '9123456780', paymentPassword: '482913' }, { token: w.token, ip: w.ip }),
    );
    await fundMember(t, w.id, 1_000_000n);
    const wd = value<TWithdrawal>(await call(t, withdraw, { requestId: `wd-${Date.now()}`, bankAccountId: account!.id, amount: '30000', paymentPassword: '482913' }, { token: w.token, ip: w.ip }));
    value(await call(t, staffApproveWithdrawal, { id: wd.id }, finance));

    const report = value<TStaffReconciliation>(
      await call(t, staffReconciliation, undefined, { ...(await asStaff('support01')), query: `startDate=${madeDay}&endDate=${settledDay}` }),
    );
    expect(report).toMatchObject({ startDate: madeDay, endDate: settledDay, gmtOffsetMinutes: offset, currency: t.currency });
    const rows = report.deposits.filter((r) => r.channelCode === channel.code);
    expect(rows.map((r) => r.day)).toEqual([settledDay, madeDay]);

    // The recomputation: the deposits' rows and, for each approved one, its movement into the member's wallet in the ledger.
    const main = await memberMainAccount(t.database.db, t.merchantId, m.id, t.currency);
    const stored = await t.database.db.select().from(deposits).where(eq(deposits.channelId, channel.id));
    const ledgerOf = async (id: number) => {
      const movement = await findTransactionByKey(t.database.db, t.merchantId, `deposit:${id}`);
      return movement?.entries ?? [];
    };
    for (const row of rows) {
      const madeThen = stored.filter((d) => brandDay(d.createdAt, offset) === row.day);
      const settledThen = stored.filter((d) => d.reviewedAt && brandDay(d.reviewedAt, offset) === row.day);
      const approved = settledThen.filter((d) => d.status === 'approved');
      const sum = (list: typeof stored, pick: (d: (typeof stored)[number]) => bigint) => list.reduce((s, d) => s + pick(d), 0n).toString();
      let credited = 0n;
      for (const d of approved) credited += (await ledgerOf(d.id)).filter((e) => e.accountId === main.id).reduce((s, e) => s + e.amount, 0n);
      expect(row).toEqual({
        day: row.day,
        channelCode: channel.code,
        channelName: 'Reconciled bank',
        requested: { count: madeThen.length, amount: sum(madeThen, (d) => d.amount) },
        approved: { count: approved.length, amount: sum(approved, (d) => d.amount), fee: sum(approved, (d) => d.fee), credited: sum(approved, (d) => d.amount - d.fee) },
        rejected: { count: settledThen.length - approved.length, amount: sum(settledThen.filter((d) => d.status !== 'approved'), (d) => d.amount) },
        pending: { count: madeThen.filter((d) => d.status === 'pending').length, amount: sum(madeThen.filter((d) => d.status === 'pending'), (d) => d.amount) },
        ledger: { amount: sum(approved, (d) => d.amount), credited: credited.toString(), fee: sum(approved, (d) => d.fee) },
        difference: '0',
        matches: true,
      });
    }
    expect(rows.find((r) => r.day === madeDay)).toMatchObject({ requested: { count: 4, amount: '460000' }, pending: { count: 1, amount: '40000' }, approved: { count: 0 } });
    expect(rows.find((r) => r.day === settledDay)).toMatchObject({ requested: { count: 0 }, approved: { count: 2, amount: '350000' }, rejected: { count: 1, amount: '70000' } });

    const [storedWd] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, wd.id));
    const payout = await findTransactionByKey(t.database.db, t.merchantId, `withdrawal:${wd.id}:payout`);
    expect(payout).toBeDefined();
    expect(report.withdrawals.find((r) => r.bank === 'BDO Unibank' && r.day === brandDay(storedWd!.reviewedAt!, offset))).toMatchObject({
      approved: { count: 1, amount: '30000' },
      ledger: { paid: '30000' },
      difference: '0',
      matches: true,
    });
  });

  it('shows a difference when an approved deposit has no movement in the ledger', async () => {
    const channel = value<TStaffChannel>(await call(t, staffCreateChannel, bankChannel({ feeBps: 0, feeFixed: '1000' }), await asStaff('finance01')));
    const m = await loggedInMember(t);
    const deposit = await createBankDeposit(t, m, { channelCode: channel.code, amount: '80000' });
    // Marked approved behind the settlement's back: nothing was credited.
    await t.database.db.update(deposits).set({ status: 'approved', reviewedAt: t.clock.now() }).where(eq(deposits.id, deposit.id));
    const [brand] = await t.database.db.select().from(merchants).where(eq(merchants.id, t.merchantId));
    const day = brandDay(t.clock.now(), brand!.gmtOffsetMinutes);
    const report = value<TStaffReconciliation>(await call(t, staffReconciliation, undefined, { ...(await asStaff('finance01')), query: `startDate=${day}&endDate=${day}` }));
    expect(report.deposits.find((r) => r.channelCode === channel.code)).toMatchObject({
      approved: { count: 1, amount: '80000', fee: '1000', credited: '79000' },
      ledger: { amount: '0', credited: '0', fee: '0' },
      difference: '79000',
      matches: false,
    });
  });

  it('refuses a reversed range or one past 93 days with a 400', async () => {
    const support = await asStaff('support01');
    for (const query of ['startDate=2026-03-02&endDate=2026-03-01', 'startDate=2026-01-01&endDate=2026-06-01', 'startDate=2026-02-30&endDate=2026-03-01']) {
      const res = await call(t, staffReconciliation, undefined, { ...support, query });
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    }
  });
});

import { changeBankAccount, setPaymentPassword, withdrawInfo, type TWithdrawInfo } from '@wps/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members } from '../src/db/schema';
import { call, envelope } from './support/accounts';
import { createWalletApp, loggedInMember, type TestMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createWalletApp();
});
afterAll(async () => t.close());

const set = (m: TestMember, currentPassword: string, next: string, confirm = next) =>
  call(t, setPaymentPassword, { currentPassword, newPaymentPassword: next, confirmPaymentPassword: confirm }, { token: m.token, ip: m.ip });

const addBank = (m: TestMember, paymentPassword: string) =>
  call(
    t,
    changeBankAccount,
    { action: 'add', bankName: 'BDO Unibank', payeeName: 'Juan Dela Cruz', accountNumber: `10000${m.id}`.padEnd(10, '7'), paymentPassword },
    { token: m.token, ip: m.ip },
  );

async function memberRow(id: number) {
  const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
  if (!row) throw new Error('member missing');
  return row;
}

const hasPassword = async (m: TestMember) =>
  (envelope(await call(t, withdrawInfo, undefined, { token: m.token })).value as TWithdrawInfo).hasPaymentPassword;

describe('setting the payment password', () => {
  it('is set the first time with the login password, stored as argon2id, and audited without hashes', async () => {
    const m = await loggedInMember(t);
    expect(await hasPassword(m)).toBe(false);
    const res = await set(m, m.password, '246810');
    expect(res.statusCode).toBe(200);
    expect(envelope(res)).toMatchObject({ success: true, value: null });
    expect(await hasPassword(m)).toBe(true);
    const row = await memberRow(m.id);
    expect(row.paymentPasswordHash).toMatch(/^\$argon2id\$/);
    expect(row.paymentPasswordHash).not.toContain('246810');

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, t.merchantId), eq(auditLog.entity, 'member'), eq(auditLog.entityId, String(m.id))));
    expect(audit.map((a) => [a.action, a.actorKind, a.actorId])).toEqual([['payment_password.set', 'member', m.id]]);
    expect(JSON.stringify(audit)).not.toMatch(/argon2|246810|Secret123/);
  });

  it('refuses a wrong login password the first time, counting it', async () => {
    const m = await loggedInMember(t);
    const res = await set(m, 'NotMyPassword1', '246810');
    expect(res.statusCode).toBe(400);
    expect(envelope(res).code).toBe('payment_password_incorrect');
    expect((await memberRow(m.id)).paymentPasswordFailures).toBe(1);
    expect(await hasPassword(m)).toBe(false);
  });

  it('once set, needs the current payment password: the login password no longer replaces it', async () => {
    const m = await loggedInMember(t);
    expect((await set(m, m.password, '111111')).statusCode).toBe(200);
    const withLogin = await set(m, m.password, '222222');
    expect(withLogin.statusCode).toBe(400);
    expect(envelope(withLogin).code).toBe('payment_password_incorrect');

    expect((await set(m, '111111', '222222')).statusCode).toBe(200);
    // The old one is gone, the new one works (and the right password resets the count).
    expect(envelope(await addBank(m, '111111')).code).toBe('payment_password_incorrect');
    expect((await addBank(m, '222222')).statusCode).toBe(200);
    expect((await memberRow(m.id)).paymentPasswordFailures).toBe(0);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, t.merchantId), eq(auditLog.entity, 'member'), eq(auditLog.entityId, String(m.id))));
    expect(actions.map((a) => a.action).sort()).toEqual(['payment_password.change', 'payment_password.set']);
  });

  it('accepts only 6 digits, confirmed', async () => {
    const m = await loggedInMember(t);
    for (const bad of ['12345', '1234567', 'abcdef', '12 456']) {
      const res = await set(m, m.password, bad);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).code).toBe('validation_error');
    }
    const mismatch = await set(m, m.password, '123456', '654321');
    expect(envelope(mismatch)).toMatchObject({ code: 'validation_error' });
    expect(envelope(mismatch).message).toContain('confirmPaymentPassword');
    expect(await hasPassword(m)).toBe(false);
  });
});

describe('wrong payment passwords', () => {
  it('are counted; the fifth locks it for 15 minutes, even for the right one; success afterwards resets', async () => {
    const m = await loggedInMember(t);
    expect((await set(m, m.password, '135790')).statusCode).toBe(200);
    for (let i = 1; i <= 4; i++) {
      const res = await addBank(m, '000000');
      expect(res.statusCode).toBe(400);
      expect(envelope(res).code).toBe('payment_password_incorrect');
      expect(envelope(res).message).toContain(`${5 - i} attempts left`);
      expect((await memberRow(m.id)).paymentPasswordFailures).toBe(i);
    }
    const fifth = await addBank(m, '000000');
    expect(fifth.statusCode).toBe(423);
    expect(envelope(fifth).code).toBe('payment_password_locked');

    // Locked: the right password is refused too, and so is changing it.
    expect(envelope(await addBank(m, '135790')).code).toBe('payment_password_locked');
    expect((await set(m, '135790', '999999')).statusCode).toBe(423);

    t.clock.advance(15 * 60_000 + 1000);
    expect((await addBank(m, '135790')).statusCode).toBe(200);
    const row = await memberRow(m.id);
    expect([row.paymentPasswordFailures, row.paymentPasswordLockedUntil]).toEqual([0, null]);
  });

  it('are all counted when sent in parallel (one atomic update each)', async () => {
    const m = await loggedInMember(t);
    expect((await set(m, m.password, '135790')).statusCode).toBe(200);
    const results = await Promise.all(Array.from({ length: 5 }, () => addBank(m, '000000')));
    expect(results.map((r) => envelope(r).code).sort()).toEqual([
      'payment_password_incorrect',
      'payment_password_incorrect',
      'payment_password_incorrect',
      'payment_password_incorrect',
      'payment_password_locked',
    ]);
    const row = await memberRow(m.id);
    expect(row.paymentPasswordFailures).toBe(5);
    expect(row.paymentPasswordLockedUntil?.getTime()).toBe(t.clock.now().getTime() + 15 * 60_000);
  });

  it('without a payment password, a bank account change asks for one first', async () => {
    const m = await loggedInMember(t);
    const res = await addBank(m, '123456');
    expect(res.statusCode).toBe(400);
    expect(envelope(res).code).toBe('payment_password_required');
  });
});

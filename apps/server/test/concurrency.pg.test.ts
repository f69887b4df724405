import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, members } from '../src/db/schema';
import { login, register, sendRegisterSms } from '@wps/contracts';
import { call, createAccountApp, createMember, envelope, freshIp, humanProof, lastCode, mobile, type AccountTestApp } from './support/accounts';

// Only in the suite when DATABASE_URL is set (see vitest.config.ts): row locks
// and unique constraints between real connections are what is under test.
let t: AccountTestApp;
beforeAll(async () => {
  t = await createAccountApp();
});
afterAll(async () => {
  await t.close();
});

const registration = (account: string, phone?: string, code?: string) => ({
  username: account,
  password: 'Secret123',
  confirmPassword: 'Secret123',
  ...(phone ? { mobileNum: phone, countryDialingCode: '+63', verificationCode: code } : {}),
  termsAccepted: true,
  ageConfirmed: true,
});

describe('concurrency on PostgreSQL', () => {
  it('100 parallel registrations of one username create exactly one member', async () => {
    // With SMS verification off the mobile field is optional, so only the username is contended.
    await t.database.db.execute(sql`update whitelabel_flags set enabled = false where merchant_id = ${t.merchantId} and mod_id = 'REGMOBVERF3'`);
    const account = `race${Date.now().toString(36).slice(-6)}`;
    const bodies = await Promise.all(Array.from({ length: 100 }, async () => ({ ...registration(account), verification: await humanProof(t) })));
    const results = await Promise.all(bodies.map((body) => call(t, register, body, { ip: freshIp() })));
    const statuses = results.map((r) => `${r.statusCode} ${envelope(r).code ?? ''}`.trim());
    expect(statuses.filter((s) => s === '200')).toHaveLength(1);
    expect(statuses.filter((s) => s === '409 username_taken')).toHaveLength(99);
    const rows = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, t.merchantId), sql`lower(${members.account}) = ${account}`));
    expect(rows).toHaveLength(1);
    await t.database.db.execute(sql`update whitelabel_flags set enabled = true where merchant_id = ${t.merchantId} and mod_id = 'REGMOBVERF3'`);
  });

  it('20 parallel uses of one SMS code: one succeeds', async () => {
    const phone = mobile();
    await call(t, sendRegisterSms, { mobileNo: phone, countryDialingCode: '+63', verification: await humanProof(t) }, { ip: freshIp() });
    const code = await lastCode(t, `+63${phone}`);
    const bodies = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => ({ ...registration(`codeuse${Date.now().toString(36).slice(-4)}${i}`, phone, code), verification: await humanProof(t) })),
    );
    const results = await Promise.all(bodies.map((body) => call(t, register, body, { ip: freshIp() })));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(['code_invalid', 'mobile_taken']).toContain(envelope(r).code);
  });

  it('parallel wrong passwords from one address are all counted, and that address then waits (no account lock)', async () => {
    const ip = freshIp();
    const m = await createMember(t, { knownIps: [ip] });
    const bodies = await Promise.all(Array.from({ length: 8 }, async () => ({ username: m.account, password: 'wrong-pass', verification: await humanProof(t) })));
    const results = await Promise.all(bodies.map((body) => call(t, login, body, { ip })));
    for (const r of results) expect(['invalid_credentials', 'captcha_required', 'login_too_soon']).toContain(envelope(r).code);
    const counted = results.filter((r) => envelope(r).code === 'invalid_credentials').length;
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(loginFailures)
      .where(and(eq(loginFailures.account, m.account.toLowerCase()), eq(loginFailures.ip, ip)));
    expect(row?.n).toBe(counted);
    expect(counted).toBeGreaterThanOrEqual(5);
    // The right password from that address must wait; from another address it is only a captcha away.
    const next = await call(t, login, { username: m.account, password: m.password, verification: await humanProof(t) }, { ip });
    expect(envelope(next).code).toBe('login_too_soon');
    const elsewhere = await call(t, login, { username: m.account, password: m.password, verification: await humanProof(t) }, { ip: freshIp() });
    expect(envelope(elsewhere).code).toBe('captcha_required');
  });
});

import {
  getMemberInfo,
  staffAudit,
  staffLogin,
  staffLogout,
  staffMe,
  staffRevokeSession,
  staffSessions,
  staffTotpEnrol,
  type TStaff,
} from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode, totpStep } from '../src/lib/totp';
import { createStaff, saveStaffRole } from '../src/modules/staff/staff.service';
import { call, envelope, freshIp } from './support/accounts';
import { createWalletApp, loggedInMember, staffSecret, staffToken, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createWalletApp();
});
afterAll(async () => t.close());

const login = (body: { username: string; password: string; otp?: string }) => call(t, staffLogin, body, { ip: freshIp() });
const codeNow = (secret: string, offsetSteps = 0) => totpCode(secret, totpStep(t.clock.now().getTime()) + offsetSteps);

describe('staff sessions', () => {
  it('logs staff in with their own accounts and tokens', async () => {
    const token = await staffToken(t, 'finance01');
    const me = await call(t, staffMe, undefined, { token });
    expect(me.statusCode).toBe(200);
    expect(envelope(me).value).toMatchObject({ username: 'finance01', role: 'finance', roleName: null, totp: true, brand: { code: expect.any(String), currency: expect.any(String), languages: expect.arrayContaining(['EN']) } });
    expect((envelope(me).value as TStaff).permissions).toContain('finance.review');
  });

  it('refuses a wrong password with the same answer as an unknown user', async () => {
    const wrong = await login({ username: 'finance01', password: 'nope' });
    const unknown = await login({ username: 'ghost', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(envelope(wrong).code).toBe(envelope(unknown).code);
  });

  it('keeps member and staff tokens apart', async () => {
    const member = await loggedInMember(t);
    expect((await call(t, staffMe, undefined, { token: member.token })).statusCode).toBe(401);
    const staff = await staffToken(t, 'support01');
    expect((await call(t, getMemberInfo, undefined, { token: staff })).statusCode).toBe(401);
  });

  it('checks the permission: support may not read the audit log, an admin may', async () => {
    const support = await staffToken(t, 'support01');
    const refused = await call(t, staffAudit, undefined, { token: support });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).code).toBe('forbidden');
    const admin = await staffToken(t, 'admin01');
    const res = await call(t, staffAudit, undefined, { token: admin, query: 'entity=staff' });
    expect(res.statusCode).toBe(200);
    const page = envelope(res).value as { list: { action: string; actorName: string | null }[]; total: number };
    expect(page.list.some((e) => e.action === 'staff.login' && e.actorName !== null)).toBe(true);
  });

  it('ends the session at logout', async () => {
    const token = await staffToken(t, 'finance02');
    expect((await call(t, staffLogout, undefined, { token })).statusCode).toBe(200);
    expect((await call(t, staffMe, undefined, { token })).statusCode).toBe(401);
  });
});

describe('the authenticator (TOTP)', () => {
  it('makes a new admin enrol at the first login: until then the session opens only the enrolment', async () => {
    await createStaff(t.database.db, { merchantId: t.merchantId, username: 'newadmin', displayName: 'New Admin', role: 'admin', password: 'NewAdmin@123' });
    const first = await login({ username: 'newadmin', password: 'NewAdmin@123' });
    expect(first.statusCode).toBe(200);
    const { token, enrolment } = envelope(first).value as { token: string; enrolment: { secret: string; uri: string } };
    // An otpauth TOTP URI naming its secret and issuer (in whatever order the parameters come).
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.+\?/);
    const params = new URL(enrolment.uri).searchParams;
    expect(params.get('secret')).toMatch(/^[A-Z2-7]+$/);
    expect(params.get('issuer')).toBeTruthy();
    expect(enrolment.uri).toContain(enrolment.secret);

    // Only me, the enrolment and logout: every other call says to set up the authenticator first.
    expect((await call(t, staffMe, undefined, { token })).statusCode).toBe(200);
    const early = await call(t, staffAudit, undefined, { token });
    expect(early.statusCode).toBe(403);
    expect(envelope(early).code).toBe('totp_enrolment_required');

    const wrong = await call(t, staffTotpEnrol, { otp: codeNow(enrolment.secret, 5) }, { token });
    expect(wrong.statusCode).toBe(401);
    expect(envelope(wrong).code).toBe('otp_invalid');
    const bad = await call(t, staffTotpEnrol, { otp: '12ab56' }, { token });
    expect(bad.statusCode).toBe(400);

    const enrolled = await call(t, staffTotpEnrol, { otp: codeNow(enrolment.secret) }, { token });
    expect(enrolled.statusCode).toBe(200);
    expect(envelope(enrolled).value).toMatchObject({ username: 'newadmin', totp: true });
    expect((await call(t, staffAudit, undefined, { token })).statusCode).toBe(200);

    // From now on every login needs a code, each code works once.
    const without = await login({ username: 'newadmin', password: 'NewAdmin@123' });
    expect(without.statusCode).toBe(403);
    expect(envelope(without)).toMatchObject({ code: 'otp_required', value: { otp: true } });
    const reused = await login({ username: 'newadmin', password: 'NewAdmin@123', otp: codeNow(enrolment.secret) });
    expect(reused.statusCode).toBe(401);
    expect(envelope(reused).code).toBe('otp_invalid');
    t.clock.advance(30_000);
    const next = await login({ username: 'newadmin', password: 'NewAdmin@123', otp: codeNow(enrolment.secret) });
    expect(next.statusCode).toBe(200);
    expect(envelope(next).value).toMatchObject({ enrolment: null, staff: { totp: true } });

    const id = (envelope(enrolled).value as TStaff).id;
    const audit = envelope(await call(t, staffAudit, undefined, { token, query: `action=staff.totp&actorId=${id}` })).value as { list: { action: string; after: unknown }[] };
    expect(audit.list).toEqual([expect.objectContaining({ action: 'staff.totp.enrol', after: { totp: true } })]);
  });

  it('does not make support enrol (no money, no access changes)', async () => {
    const res = await login({ username: 'support01', password: 'Support@123' });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).value).toMatchObject({ enrolment: null, staff: { totp: false } });
  });

  it('refuses an enrolment session after its window and a code on a session that has nothing to enrol', async () => {
    await createStaff(t.database.db, { merchantId: t.merchantId, username: 'slowfin', displayName: 'Slow', role: 'finance', password: 'SlowFin@1234' });
    const { token } = envelope(await login({ username: 'slowfin', password: 'SlowFin@1234' })).value as { token: string };
    t.clock.advance(16 * 60_000);
    expect((await call(t, staffMe, undefined, { token })).statusCode).toBe(401);
    const support = envelope(await login({ username: 'support01', password: 'Support@123' })).value as { token: string };
    const none = await call(t, staffTotpEnrol, { otp: '123456' }, { token: support.token });
    expect(none.statusCode).toBe(409);
  });

  it('counts wrong codes as failed logins (a captcha follows)', async () => {
    await staffToken(t, 'finance02');
    const secret = staffSecret(t, 'finance02');
    if (!secret) throw new Error('finance02 not enrolled');
    const ip = freshIp();
    let last = await call(t, staffLogin, { username: 'finance02', password: 'Finance@123', otp: codeNow(secret, 7) }, { ip });
    for (let i = 0; i < 2; i++) last = await call(t, staffLogin, { username: 'finance02', password: 'Finance@123', otp: codeNow(secret, 7) }, { ip });
    expect(last.statusCode).toBe(401);
    expect(envelope(last)).toMatchObject({ code: 'otp_invalid', value: { captcha: true } });
  });
});

describe('own sessions', () => {
  it('lists the open sessions with address and device, and ends another one at once', async () => {
    const a = envelope(await call(t, staffLogin, { username: 'support01', password: 'Support@123' }, { ip: '203.0.113.7', headers: { 'user-agent': 'Laptop' } })).value as { token: string };
    const b = envelope(await call(t, staffLogin, { username: 'support01', password: 'Support@123' }, { ip: '203.0.113.8', headers: { 'user-agent': 'Phone' } })).value as { token: string };
    const list = (envelope(await call(t, staffSessions, undefined, { token: a.token })).value as { list: { id: string; current: boolean; ip: string; userAgent: string }[] }).list;
    const current = list.find((s) => s.current);
    const phone = list.find((s) => s.userAgent === 'Phone');
    expect(current).toMatchObject({ ip: '203.0.113.7', userAgent: 'Laptop' });
    expect(phone).toMatchObject({ ip: '203.0.113.8', current: false });
    expect((await call(t, staffRevokeSession, { id: phone!.id }, { token: a.token })).statusCode).toBe(200);
    expect((await call(t, staffMe, undefined, { token: b.token })).statusCode).toBe(401);
    expect((await call(t, staffMe, undefined, { token: a.token })).statusCode).toBe(200);
    // Someone else's session is not found, and a revoked one cannot be revoked again.
    const admin = await staffToken(t, 'admin01');
    const adminSessions = (envelope(await call(t, staffSessions, undefined, { token: admin })).value as { list: { id: string }[] }).list;
    expect((await call(t, staffRevokeSession, { id: adminSessions[0]!.id }, { token: a.token })).statusCode).toBe(404);
    expect((await call(t, staffRevokeSession, { id: phone!.id }, { token: a.token })).statusCode).toBe(404);
  });
});

describe('custom roles', () => {
  it('grants exactly the permissions an admin composed', async () => {
    await saveStaffRole(t.database.db, { merchantId: t.merchantId, code: 'auditor', name: 'Auditor', permissions: ['audit.view'] });
    await createStaff(t.database.db, { merchantId: t.merchantId, username: 'auditor1', displayName: 'Aud', role: 'auditor', password: 'Auditor@1234' });
    const token = await staffToken(t, 'auditor1', { password: 'Auditor@1234' });
    expect(envelope(await call(t, staffMe, undefined, { token })).value).toMatchObject({ role: 'auditor', roleName: 'Auditor', permissions: ['audit.view'], totp: false });
    expect((await call(t, staffAudit, undefined, { token })).statusCode).toBe(200);
    expect((await call(t, staffSessions, undefined, { token })).statusCode).toBe(200);
    await expect(saveStaffRole(t.database.db, { merchantId: t.merchantId, code: 'admin', name: 'Mine', permissions: [] })).rejects.toThrow(/built-in/);
  });

  it('filters the audit by actor, action and time', async () => {
    const admin = await staffToken(t, 'admin01');
    const me = envelope(await call(t, staffMe, undefined, { token: admin })).value as TStaff;
    const byActor = envelope(await call(t, staffAudit, undefined, { token: admin, query: `actorId=${me.id}&action=staff.login` })).value as { list: { actorId: number; actorName: string; action: string }[] };
    expect(byActor.list.length).toBeGreaterThan(0);
    expect(byActor.list.every((e) => e.actorId === me.id && e.actorName === 'admin01' && e.action.startsWith('staff.login'))).toBe(true);
    const future = t.clock.now().getTime() + 60_000;
    const none = envelope(await call(t, staffAudit, undefined, { token: admin, query: `from=${future}` })).value as { total: number };
    expect(none.total).toBe(0);
  });
});

import { changePassword, login, type TLoginResult } from '@wps/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { rememberedDevices } from '../src/db/schema';
import { purgeExpiredDevices } from '../src/modules/session/remembered-device.service';
import { call, createAccountApp, createMember, envelope, freshIp, humanProof, loginResult, type AccountTestApp } from './support/accounts';

let t: AccountTestApp;
beforeAll(async () => {
  t = await createAccountApp();
});
afterAll(async () => {
  await t.close();
});

const deviceCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'wps_device');

const loginWith = async (username: string, password: string, ip: string, extra: Record<string, unknown> = {}, cookie?: string) =>
  call(t, login, { username, password, verification: await humanProof(t), ...extra }, { ip, ...(cookie ? { cookie } : {}) });

const devicesOf = async (memberId: number) =>
  (await t.database.db.select({ n: count() }).from(rememberedDevices).where(eq(rememberedDevices.memberId, memberId)))[0]?.n ?? 0;

const expectRefused = (res: LightMyRequestResponse) => {
  expect({ status: res.statusCode, code: envelope(res).code }).toEqual({ status: 400, code: 'invalid_credentials' });
};

describe('remembered device (remember me without a readable password)', () => {
  it('remembers the device with an HttpOnly token scoped to the login path, which then stands in for the password, once', async () => {
    const ip = freshIp();
    const m = await createMember(t, { password: 'Secret123', knownIps: [ip] });
    const first = await loginWith(m.account, m.password, ip, { remember: true });
    loginResult(first);
    const cookie = deviceCookie(first);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/wps/session/login', maxAge: 86_400 });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
    // Nothing of the password in any cookie.
    expect(first.cookies.map((c) => c.value).join(' ')).not.toContain('Secret');

    // No password typed: the token logs in, and is replaced by a fresh one.
    const second = await loginWith(m.account, '', ip, { remember: true }, `wps_device=${cookie?.value}`);
    const result: TLoginResult = loginResult(second);
    expect(result.token).toBeTruthy();
    const rotated = deviceCookie(second);
    expect(rotated?.value).toBeTruthy();
    expect(rotated?.value).not.toBe(cookie?.value);
    expect(await devicesOf(m.id)).toBe(1);

    // The used token is spent: a copy of it is refused like a wrong password, and the browser is told to drop it.
    const replay = await loginWith(m.account, '', ip, { remember: true }, `wps_device=${cookie?.value}`);
    expectRefused(replay);
    expect(deviceCookie(replay)?.value).toBe('');
  });

  it('an empty password without a token, or with another member’s token, is a wrong password', async () => {
    const ip = freshIp();
    const a = await createMember(t, { knownIps: [ip] });
    const b = await createMember(t, { knownIps: [ip] });
    expectRefused(await loginWith(a.account, '', ip));
    const token = deviceCookie(await loginWith(a.account, a.password, ip, { remember: true }))?.value;
    expectRefused(await loginWith(b.account, '', ip, {}, `wps_device=${token}`));
    // An SMS login never takes an empty code.
    const sms = await call(t, login, { username: '9171234567', password: '', type: 'sms' }, { ip });
    expect(sms.statusCode).toBe(400);
    expect(envelope(sms).code).toBe('validation_error');
  });

  it('changing the password ends every remembered device; unticking the box forgets this one', async () => {
    const ip = freshIp();
    const m = await createMember(t, { password: 'Secret123', knownIps: [ip] });
    const login1 = await loginWith(m.account, m.password, ip, { remember: true });
    const kept = deviceCookie(login1)?.value;
    const session = loginResult(login1).token;
    const change = await call(t, changePassword, { oldPassword: 'Secret123', newPassword: 'Better123', confirmNewPassword: 'Better123' }, { token: session, ip });
    expect(change.statusCode).toBe(200);
    expectRefused(await loginWith(m.account, '', ip, {}, `wps_device=${kept}`));

    const again = deviceCookie(await loginWith(m.account, 'Better123', ip, { remember: true }))?.value;
    expect(await devicesOf(m.id)).toBe(1);
    const unticked = await loginWith(m.account, 'Better123', ip, { remember: false }, `wps_device=${again}`);
    loginResult(unticked);
    expect(deviceCookie(unticked)?.value).toBe('');
    expect(await devicesOf(m.id)).toBe(0);
    expectRefused(await loginWith(m.account, '', ip, {}, `wps_device=${again}`));
  });

  it('expires after a day, and the purge job removes it', async () => {
    const ip = freshIp();
    const m = await createMember(t, { knownIps: [ip] });
    const token = deviceCookie(await loginWith(m.account, m.password, ip, { remember: true }))?.value;
    t.clock.advance(24 * 60 * 60_000 + 1_000);
    expectRefused(await loginWith(m.account, '', ip, {}, `wps_device=${token}`));
    const other = await createMember(t, { knownIps: [ip] });
    await loginWith(other.account, other.password, ip, { remember: true });
    expect(await purgeExpiredDevices({ db: t.database.db }, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await devicesOf(m.id)).toBe(0);
    expect(await devicesOf(other.id)).toBe(1);
  });
});

/**
 * Account abuse (issue 10 item 8): nobody can lock someone else's account,
 * answers never tell which accounts exist, guessing slows down per account
 * and address, a stolen session cannot guess the old password at leisure,
 * and the most common passwords are refused.
 */
import {
  changePassword,
  forgotPasswordByEmail,
  getCaptcha,
  getMemberInfo,
  login,
  register,
  resetPasswordByPhone,
  sendLoginSms,
  staffLogin,
} from '@wps/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../src/lib/common-passwords';
import { delayAfter } from '../src/modules/access/login-attempts.service';
import { CAPTCHA_TEXT, call, captchaCookie, createMember, envelope, freshIp, humanProof, lastCode, loginResult, mobile, outbox, username } from './support/accounts';
import { createWalletApp, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createWalletApp();
});
afterAll(async () => t.close());

/** What a caller learns from an answer: status, code, message and value. */
const seen = (res: LightMyRequestResponse) => {
  const body = envelope(res);
  return { status: res.statusCode, success: body.success, code: body.code, message: body.message, value: body.value };
};

/** A fresh captcha for this address, answered right (one image a second per address). */
async function captchaFor(ip: string): Promise<{ captcha: string; cookie: string }> {
  t.clock.advance(1_100);
  const image = await call(t, getCaptcha, undefined, { ip });
  return { captcha: CAPTCHA_TEXT, cookie: captchaCookie(image) };
}

/** A member login that answers the captcha whenever the previous answer asked for one. */
function memberLogins(ip: string) {
  let needCaptcha = false;
  return async (account: string, password: string) => {
    const c = needCaptcha ? await captchaFor(ip) : null;
    const res = await call(t, login, { username: account, password, verification: await humanProof(t), ...(c ? { captcha: c.captcha } : {}) }, { ip, ...(c ? { cookie: c.cookie } : {}) });
    const value = envelope(res).value as { captcha?: boolean } | undefined;
    if (value && typeof value.captcha === 'boolean') needCaptcha = value.captcha;
    return res;
  };
}

describe('member login: no lock, no enumeration', () => {
  it('answers a known and an unknown account exactly alike, captcha and delays included', async () => {
    const known = await createMember(t, {});
    const unknown = username();
    const run = async (account: string) => {
      const ip = freshIp();
      const attempt = memberLogins(ip);
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push(seen(await attempt(account, 'wrong-pass1')));
      t.clock.advance(30_000);
      answers.push(seen(await attempt(account, 'wrong-pass1')));
      return answers;
    };
    const forKnown = await run(known.account);
    const forUnknown = await run(unknown);
    expect(forKnown).toEqual(forUnknown);
    // The sequence itself: 3 plain failures, then captcha, then waits; never account_locked.
    expect(forKnown.map((a) => `${a.status} ${a.code}`)).toEqual([
      '400 invalid_credentials',
      '400 invalid_credentials',
      '400 invalid_credentials',
      '400 invalid_credentials',
      '400 invalid_credentials',
      '429 login_too_soon',
      '429 login_too_soon',
      '400 invalid_credentials',
    ]);
    // 30 seconds after the 5th failure (the test's captcha images take a second each).
    expect(forKnown[5]?.value).toEqual({ captcha: true, retryAfterSeconds: 29 });
  });

  it('a guesser elsewhere cannot lock the owner out: the owner logs in at once from their own address', async () => {
    const home = freshIp();
    const owner = await createMember(t, { knownIps: [home] });
    const guess = memberLogins(freshIp());
    for (let i = 0; i < 12; i++) {
      const res = await guess(owner.account, `guess-${i}`);
      expect(['invalid_credentials', 'login_too_soon']).toContain(envelope(res).code);
    }
    // The account name has many failures, so the owner solves a captcha, and is in.
    const c = await captchaFor(home);
    const res = await call(t, login, { username: owner.account, password: owner.password, captcha: c.captcha, verification: await humanProof(t) }, { ip: home, cookie: c.cookie });
    expect(loginResult(res).userInfo.account).toBe(owner.account);
  });

  it('the wait grows with each further failure, up to 15 minutes', () => {
    expect([4, 5, 6, 7, 8].map(delayAfter)).toEqual([0, 30_000, 60_000, 120_000, 240_000]);
    expect(delayAfter(40)).toBe(15 * 60_000);
  });
});

describe('staff login: no lock, no enumeration', () => {
  it('answers a known and an unknown staff name alike, asks for a captcha, slows the address, never answers 423', async () => {
    const run = async (name: string) => {
      const ip = freshIp();
      let needCaptcha = false;
      const answers = [];
      for (let i = 0; i < 7; i++) {
        const c = needCaptcha ? await captchaFor(ip) : null;
        const res = await call(t, staffLogin, { username: name, password: 'wrong-pass1', ...(c ? { captcha: c.captcha } : {}) }, { ip, ...(c ? { cookie: c.cookie } : {}) });
        needCaptcha = (envelope(res).value as { captcha?: boolean } | undefined)?.captcha === true;
        answers.push(seen(res));
      }
      return answers;
    };
    const known = await run('finance02');
    const unknown = await run('nobody42');
    expect(known).toEqual(unknown);
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(known.some((a) => a.status === 423 || a.code === 'account_locked')).toBe(false);
    // finance02 still logs in from another address (with the captcha its name now needs).
    const ip = freshIp();
    const c = await captchaFor(ip);
    const ok = await call(t, staffLogin, { username: 'finance02', password: 'Finance@123', captcha: c.captcha }, { ip, cookie: c.cookie });
    expect(ok.statusCode).toBe(200);
  });
});

describe('forgot flows tell nothing', () => {
  it('forgot by email answers the same success for a match, a wrong address and an unknown name; only a match gets mail', async () => {
    const email = `${username()}@example.com`;
    const m = await createMember(t, { email });
    const ask = (u: string, e: string) => call(t, forgotPasswordByEmail, { username: u, email: e }, { ip: freshIp() });
    const match = seen(await ask(m.account, email));
    const wrongAddress = seen(await ask(m.account, `x${email}`));
    const unknown = seen(await ask(username(), `y${email}`));
    expect(match).toEqual({ status: 200, success: true, code: undefined, message: undefined, value: null });
    expect(wrongAddress).toEqual(match);
    expect(unknown).toEqual(match);
    expect(await outbox(t, email)).toHaveLength(1);
    expect(await outbox(t, `x${email}`)).toEqual([]);
  });

  it('forgot-by-phone code requests answer a known and an unknown number alike, limits included; only the known one gets a code', async () => {
    const phone = mobile();
    await createMember(t, { mobile: phone });
    const other = mobile();
    const ask = async (n: string) => seen(await call(t, sendLoginSms, { mobileNum: n, countryDialingCode: '+63', purpose: 'forgot', verification: await humanProof(t) }, { ip: freshIp() }));
    // The first request, and a second one within the minute (resend limits count for unknown numbers too).
    const known = [await ask(phone), await ask(phone)];
    const unknown = [await ask(other), await ask(other)];
    expect(known).toEqual(unknown);
    expect(known.map((a) => a.code)).toEqual([undefined, 'sms_resend_too_soon']);
    expect(await outbox(t, `+63${phone}`)).toHaveLength(1);
    expect(await outbox(t, `+63${other}`)).toEqual([]);
  });
});

describe('a stolen session guessing the old password', () => {
  it('is ended at the 5th wrong old password; every other session of the member is ended on its next try; the password stays', async () => {
    const ip = freshIp();
    const m = await createMember(t, { password: 'Secret123', knownIps: [ip] });
    const thief = loginResult(await call(t, login, { username: m.account, password: m.password, verification: await humanProof(t) }, { ip })).token;
    const second = loginResult(await call(t, login, { username: m.account, password: m.password, verification: await humanProof(t) }, { ip })).token;
    const guess = (token: string, old: string) => call(t, changePassword, { oldPassword: old, newPassword: 'Better123', confirmNewPassword: 'Better123' }, { token, ip: freshIp() });
    for (let i = 0; i < 4; i++) expect(envelope(await guess(thief, `guess${i}`)).code).toBe('password_incorrect');
    const fifth = await guess(thief, 'guess4');
    expect(fifth.statusCode).toBe(401);
    expect(envelope(fifth).code).toBe('not_logged_in');
    expect((await call(t, getMemberInfo, undefined, { token: thief, ip })).statusCode).toBe(401);
    // Another session is ended on its next try, even with the right old password, while the limit holds.
    expect((await guess(second, 'Secret123')).statusCode).toBe(401);
    expect((await call(t, getMemberInfo, undefined, { token: second, ip })).statusCode).toBe(401);
    // Nothing changed: the old password still logs in, and after 15 minutes a change works again.
    const fresh = loginResult(await call(t, login, { username: m.account, password: 'Secret123', verification: await humanProof(t) }, { ip })).token;
    t.clock.advance(15 * 60_000 + 1);
    expect((await guess(fresh, 'Secret123')).statusCode).toBe(200);
  });
});

describe('common passwords', () => {
  it('the list holds the usual suspects, case-insensitively, and is a few thousand long', () => {
    for (const p of ['abc123', 'password1', 'qwerty123', 'Password1', 'ABC123', 'iloveyou', '123456']) expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['Player@123', 'Admin@123', 'Finance@123', 'Support@123', 'Nova@12345', 'Better123', 'k7#Qm2vX9p']) expect(isCommonPassword(p), p).toBe(false);
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(5000);
  });

  it('registration, password change and reset refuse them with a clear 400 password_common on the field', async () => {
    const expectCommon = (res: LightMyRequestResponse, field: string) => {
      expect(seen(res)).toMatchObject({ status: 400, code: 'password_common', value: { field, key: 'error.password_common' } });
    };
    const account = username();
    const reg = await call(
      t,
      register,
      { username: account, password: 'abc123', confirmPassword: 'abc123', termsAccepted: true, ageConfirmed: true, verification: await humanProof(t) },
      { ip: freshIp() },
    );
    expectCommon(reg, 'password');

    const ip = freshIp();
    const m = await createMember(t, { knownIps: [ip] });
    const token = loginResult(await call(t, login, { username: m.account, password: m.password, verification: await humanProof(t) }, { ip })).token;
    expectCommon(await call(t, changePassword, { oldPassword: m.password, newPassword: 'qwerty123', confirmNewPassword: 'qwerty123' }, { token, ip }), 'newPassword');

    const phone = mobile();
    await createMember(t, { mobile: phone });
    await call(t, sendLoginSms, { mobileNum: phone, countryDialingCode: '+63', purpose: 'forgot', verification: await humanProof(t) }, { ip });
    const code = await lastCode(t, `+63${phone}`);
    expectCommon(await call(t, resetPasswordByPhone, { newPassword: 'Password1', mobileNum: phone, countryDialingCode: '+63', verificationCode: code }, { ip }), 'newPassword');
    // The code was not spent on the refused password.
    expect((await call(t, resetPasswordByPhone, { newPassword: 'k7Qm2vX9p', mobileNum: phone, countryDialingCode: '+63', verificationCode: code }, { ip })).statusCode).toBe(200);
  });
});

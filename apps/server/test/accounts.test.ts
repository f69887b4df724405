import {
  FREEPLAY_HEADER,
  accountContracts,
  changePassword,
  checkAffiliate,
  forgotPasswordByEmail,
  freePlay,
  getCaptcha,
  getCountryCodes,
  getDevOutbox,
  getMemberIcon,
  getMemberInfo,
  listSessions,
  login,
  logout,
  register,
  resetPasswordByEmail,
  resetPasswordByPhone,
  revokeSession,
  sealBody,
  sealHeader,
  sendFeedback,
  sendLoginSms,
  sendLoginVerification,
  sendRegisterSms,
  setMemberIcon,
  setupTotp,
  enableTotp,
  disableTotp,
  verifyLogin,
  type TLoginChallenge,
  type TSession,
  type TTotpSetup,
} from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../src/db/schema';
import { totpCode, totpStep } from '../src/lib/totp';
import { rotateKeys } from '../src/modules/keys/keys.service';
import { TAKEN_ANSWERS_PER_HOUR } from '../src/modules/member/taken-answers';
import { createTestApp } from './helpers';
import {
  CAPTCHA_TEXT,
  call,
  captchaCookie,
  createAccountApp,
  createMember,
  envelope,
  freshIp,
  humanProof,
  lastCode,
  loginResult,
  mobile,
  outbox,
  publicKey,
  username,
  type AccountTestApp,
} from './support/accounts';

let t: AccountTestApp;
beforeAll(async () => {
  t = await createAccountApp();
});
afterAll(async () => {
  await t.close();
});

const expectError = (res: Awaited<ReturnType<typeof call>>, status: number, code: string) => {
  const body = envelope(res);
  expect({ status: res.statusCode, code: body.code }, body.message).toEqual({ status, code });
  expect(body.success).toBe(false);
  return body;
};

const loginAs = async (account: string, password: string, ip: string, extra: Record<string, unknown> = {}) =>
  call(t, login, { username: account, password, verification: await humanProof(t), ...extra }, { ip });

describe('startup config', () => {
  it('publishes the account settings and the encryption key', async () => {
    const res = await t.app.inject({ url: '/wps/system/permission', headers: { host: t.host } });
    const info = (res.json() as { value: { info: { account: Record<string, unknown>; encryption: { alg: string; kid: string } } } }).value.info;
    expect(info.account).toEqual({
      codeExpiredMinutes: 5,
      defaultCountryDialingCode: '+63',
      ageAgreementYears: 18,
      feedbackMinWords: 5,
      feedbackMaxWords: 500,
      googleLogin: false,
      facebookLogin: false,
      humanVerification: true,
    });
    expect(info.encryption.alg).toBe('RSA-OAEP-256+A256GCM');
  });
});

describe('encrypted calls', () => {
  it('refuse plaintext, tampered, replayed-elsewhere, stale and unknown-key bodies', async () => {
    const body = { username: 'someone', password: 'whatever1' };
    const plain = await t.app.inject({ method: 'POST', url: login.path, headers: { host: t.host }, payload: body });
    expectError(plain, 400, 'encryption_required');
    const key = await publicKey(t);
    const now = t.clock.now().getTime();
    const sealed = await sealBody(body, login, key, { now });
    // One bit of the ciphertext (the JWE's fourth segment) changed.
    const parts = sealed.jwe.split('.');
    const ciphertext = Buffer.from(parts[3] as string, 'base64url');
    ciphertext[0] = (ciphertext[0] as number) ^ 1;
    parts[3] = ciphertext.toString('base64url');
    const flipped = { jwe: parts.join('.') };
    const send = (payload: object) => t.app.inject({ method: 'POST', url: login.path, headers: { host: t.host }, payload });
    expectError(await send(flipped), 400, 'encryption_invalid');
    expectError(await send(await sealBody(body, register, key, { now })), 400, 'encryption_invalid');
    expectError(await send(await sealBody(body, login, key, { now: now - 10 * 60_000 })), 400, 'encryption_invalid');
    expectError(await send(await sealBody(body, login, key, { now: now + 10 * 60_000 })), 400, 'encryption_invalid');
    expectError(await send(await sealBody(body, login, { ...key, kid: 'nope' }, { now })), 400, 'encryption_key_unknown');
    expectError(await send({ kid: 'x' }), 400, 'encryption_invalid');
    // The envelope the browser sent before issue 16 ({ kid, key, iv, data }) is retired: refused even with the current kid.
    expectError(await send({ kid: key.kid, key: 'A'.repeat(344), iv: 'AAAAAAAAAAAAAAAA', data: 'AAAA' }), 400, 'encryption_invalid');
  });

  it('validate the opened body against the contract, naming the field', async () => {
    const res = await call(t, login, { username: '  ', password: 'x' }, { ip: freshIp() });
    expect(expectError(res, 400, 'validation_error').message).toMatch(/^username: /);
  });

  it('keep accepting the previous key for a day after a rotation', async () => {
    const old = await publicKey(t);
    await rotateKeys(t.database.db, t.clock.now());
    const member = await createMember(t, { knownIps: [] });
    const ip = freshIp();
    const sealedOld = await sealBody({ username: member.account, password: member.password, verification: await humanProof(t) }, login, old, {
      now: t.clock.now().getTime(),
    });
    // The key ring rereads keys at most once a minute; the old key still works either way.
    const res = await t.app.inject({ method: 'POST', url: login.path, headers: { host: t.host, 'x-forwarded-for': ip }, payload: sealedOld });
    expect(loginResult(res).userInfo.account).toBe(member.account);
  });
});

describe('login', () => {
  it('logs in with a username and password (trimmed) and needs human verification', async () => {
    const ip = freshIp();
    const m = await createMember(t, { knownIps: [ip] });
    expectError(await call(t, login, { username: m.account, password: m.password }, { ip }), 400, 'verification_required');
    const result = loginResult(await loginAs(` ${m.account.toUpperCase()} `, ` ${m.password} `, ip));
    expect(result).toMatchObject({ firstTimeLogin: false, passwordExpired: false, weakPassword: false });
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await call(t, getMemberInfo, undefined, { token: result.token, ip });
    expect(envelope(info).value).toMatchObject({ account: m.account, isAgent: false, isTrial: false });
    // The same proof of work cannot be used twice.
    const proof = await humanProof(t);
    loginResult(await call(t, login, { username: m.account, password: m.password, verification: proof }, { ip }));
    expectError(await call(t, login, { username: m.account, password: m.password, verification: proof }, { ip }), 400, 'verification_failed');
  });

  it('flags the first login and the default password 123456', async () => {
    const ip = freshIp();
    const m = await createMember(t, { password: '123456', firstLogin: true, knownIps: [ip] });
    expect(loginResult(await loginAs(m.account, '123456', ip))).toMatchObject({ firstTimeLogin: true, weakPassword: true });
    expect(loginResult(await loginAs(m.account, '123456', ip))).toMatchObject({ firstTimeLogin: false, weakPassword: true });
  });

  it('asks for the captcha after 3 failures; after 5 this address waits before its next try (never a lock)', async () => {
    const ip = freshIp();
    const m = await createMember(t, { knownIps: [ip] });
    for (const captcha of [false, false, true]) {
      expect(expectError(await loginAs(m.account, 'wrong-pass', ip), 400, 'invalid_credentials').value).toEqual({ captcha });
    }
    expect(expectError(await loginAs(m.account, m.password, ip), 400, 'captcha_required').value).toEqual({ captcha: true });
    t.clock.advance(2000);
    const image = await call(t, getCaptcha, undefined, { ip });
    expect(Buffer.from(envelope(image).value as string, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const cookie = captchaCookie(image);
    expect(image.cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expectError(await call(t, login, { username: m.account, password: m.password, captcha: 'ZZZZ', verification: await humanProof(t) }, { ip, cookie }), 400, 'captcha_invalid');
    // One image, one guess: the right answer no longer works for that image.
    expectError(await call(t, login, { username: m.account, password: m.password, captcha: CAPTCHA_TEXT, verification: await humanProof(t) }, { ip, cookie }), 400, 'captcha_invalid');
    const withCaptcha = async (password: string) => {
      t.clock.advance(1500);
      const c = captchaCookie(await call(t, getCaptcha, undefined, { ip }));
      return call(t, login, { username: m.account, password, captcha: CAPTCHA_TEXT.toLowerCase(), verification: await humanProof(t) }, { ip, cookie: c });
    };
    expectError(await withCaptcha('wrong-pass'), 400, 'invalid_credentials');
    expectError(await withCaptcha('wrong-pass'), 400, 'invalid_credentials');
    // Five failures of this account from this address: the next try from here waits 30 seconds, even with the password.
    expect(expectError(await withCaptcha(m.password), 429, 'login_too_soon').value).toMatchObject({ captcha: true });
    t.clock.advance(30_000);
    expect(loginResult(await withCaptcha(m.password)).userInfo.account).toBe(m.account);
  });

  it('counts failures per address too, for accounts that do not exist', async () => {
    const ip = freshIp();
    for (const captcha of [false, false, true]) {
      expect(expectError(await loginAs(username(), 'wrong-pass', ip), 400, 'invalid_credentials').value).toEqual({ captcha });
    }
  });

  it('refuses non-agents on the agent login and the agent domain', async () => {
    const ip = freshIp();
    const m = await createMember(t, { knownIps: [ip] });
    const agent = await createMember(t, { type: 1, knownIps: [ip] });
    expect(expectError(await loginAs(m.account, m.password, ip, { agentLogin: true }), 403, 'non_agent').message).toBe('Non-agents cannot log in');
    const onAgentDomain = await call(t, login, { username: m.account, password: m.password, verification: await humanProof(t, t.agentHost) }, { ip, host: t.agentHost });
    expectError(onAgentDomain, 403, 'non_agent');
    expect(loginResult(await loginAs(agent.account, agent.password, ip, { agentLogin: true })).userInfo.isAgent).toBe(true);
  });

  it('logs in by SMS code: mobile in username, code in password, no human verification, code single use and expiring', async () => {
    const ip = freshIp();
    const phone = mobile();
    const m = await createMember(t, { mobile: phone, knownIps: [] });
    const sent = await call(t, sendLoginSms, { mobileNum: phone, countryDialingCode: '+63', verification: await humanProof(t) }, { ip });
    expect(envelope(sent).value).toEqual({ expiredMinutes: 5 });
    const code = await lastCode(t, `+63${phone}`);
    expectError(await call(t, login, { username: phone, password: '000000', type: 'sms' }, { ip }), 400, 'code_invalid');
    const result = loginResult(await call(t, login, { username: ` ${phone} `, password: code, type: 'sms', countryDialingCode: '63' }, { ip }));
    expect(result.userInfo.account).toBe(m.account);
    expectError(await call(t, login, { username: phone, password: code, type: 'sms' }, { ip }), 400, 'code_invalid');

    t.clock.advance(61_000);
    await call(t, sendLoginSms, { mobileNum: phone, countryDialingCode: '+63', verification: await humanProof(t) }, { ip });
    const late = await lastCode(t, `+63${phone}`);
    t.clock.advance(5 * 60_000 + 1);
    expectError(await call(t, login, { username: phone, password: late, type: 'sms' }, { ip }), 400, 'code_expired');
  });

  it('limits code sends: one a minute, then a 5-minute wait after 5 in 15 minutes', async () => {
    const ip = freshIp();
    const phone = mobile();
    await createMember(t, { mobile: phone });
    const send = async () => call(t, sendLoginSms, { mobileNum: phone, countryDialingCode: '+63', purpose: 'forgot', verification: await humanProof(t) }, { ip });
    expect((await send()).statusCode).toBe(200);
    expectError(await send(), 429, 'sms_resend_too_soon');
    for (let i = 0; i < 4; i++) {
      t.clock.advance(61_000);
      expect((await send()).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    expect(expectError(await send(), 429, 'sms_too_many_requests').message).toBe('too many requests, try again after 5 minutes');
    t.clock.advance(4 * 60_000);
    expect((await send()).statusCode).toBe(200);
    expect((await outbox(t, `+63${phone}`)).length).toBe(6);
  });

  it('five wrong guesses burn a code', async () => {
    const ip = freshIp();
    const phone = mobile();
    await createMember(t, { mobile: phone });
    await call(t, sendLoginSms, { mobileNum: phone, countryDialingCode: '+63', verification: await humanProof(t) }, { ip });
    const code = await lastCode(t, `+63${phone}`);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) expectError(await call(t, login, { username: phone, password: wrong, type: 'sms' }, { ip }), 400, 'code_invalid');
    expectError(await call(t, login, { username: phone, password: code, type: 'sms' }, { ip }), 400, 'code_invalid');
  });
});

describe('second step', () => {
  it('a login from a new address needs a code sent to the bound phone, then the address is known', async () => {
    const phone = mobile();
    const m = await createMember(t, { mobile: phone, email: `${username()}@example.com`, knownIps: ['10.250.0.1'] });
    const ip = freshIp();
    const first = expectError(await loginAs(m.account, m.password, ip), 403, 'login_verification_required');
    const challenge = first.value as TLoginChallenge;
    expect(challenge).toMatchObject({ reason: 'new_ip', methods: ['sms', 'email'] });
    expect(challenge.mobileMasked).toBe(`+63 ${phone.slice(0, 3)}****${phone.slice(-3)}`);
    // Bound to the address that gave the password.
    expectError(await call(t, verifyLogin, { challengeId: challenge.challengeId, method: 'sms', code: '123456' }, { ip: freshIp() }), 400, 'verification_failed');
    await call(t, sendLoginVerification, { challengeId: challenge.challengeId, method: 'sms' }, { ip });
    const code = await lastCode(t, `+63${phone}`);
    const result = loginResult(await call(t, verifyLogin, { challengeId: challenge.challengeId, method: 'sms', code }, { ip }));
    expect(result.userInfo.account).toBe(m.account);
    expectError(await call(t, verifyLogin, { challengeId: challenge.challengeId, method: 'sms', code }, { ip }), 400, 'verification_failed');
    loginResult(await loginAs(m.account, m.password, ip));
  });

  it('the email method works the same way', async () => {
    const email = `${username()}@example.com`;
    const m = await createMember(t, { email });
    const ip = freshIp();
    const challenge = expectError(await loginAs(m.account, m.password, ip), 403, 'login_verification_required').value as TLoginChallenge;
    expect(challenge.methods).toEqual(['email']);
    await call(t, sendLoginVerification, { challengeId: challenge.challengeId, method: 'email' }, { ip });
    const code = await lastCode(t, email);
    loginResult(await call(t, verifyLogin, { challengeId: challenge.challengeId, method: 'email', code }, { ip }));
  });

  it('an enrolled authenticator is asked at every login, each code once', async () => {
    const ip = freshIp();
    const m = await createMember(t, { knownIps: [ip] });
    const { token } = loginResult(await loginAs(m.account, m.password, ip));
    const setup = envelope(await call(t, setupTotp, undefined, { token, ip })).value as TTotpSetup;
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const codeNow = () => totpCode(setup.secret, totpStep(t.clock.now().getTime()));
    expectError(await call(t, enableTotp, { code: codeNow() === '000000' ? '000001' : '000000' }, { token, ip }), 400, 'code_invalid');
    expect((await call(t, enableTotp, { code: codeNow() }, { token, ip })).statusCode).toBe(200);

    t.clock.advance(30_000);
    const challenge = expectError(await loginAs(m.account, m.password, ip), 403, 'login_verification_required').value as TLoginChallenge;
    expect(challenge).toMatchObject({ reason: 'totp', methods: ['totp'] });
    const code = codeNow();
    const result = loginResult(await call(t, verifyLogin, { challengeId: challenge.challengeId, method: 'totp', code }, { ip }));
    const again = expectError(await loginAs(m.account, m.password, ip), 403, 'login_verification_required').value as TLoginChallenge;
    expectError(await call(t, verifyLogin, { challengeId: again.challengeId, method: 'totp', code }, { ip }), 400, 'code_invalid');
    t.clock.advance(30_000);
    expect((await call(t, disableTotp, { code: codeNow() }, { token: result.token, ip })).statusCode).toBe(200);
    loginResult(await loginAs(m.account, m.password, ip));
  });
});

describe('sessions', () => {
  it('logout revokes the token; the member lists and revokes sessions', async () => {
    const ip = freshIp();
    const m = await createMember(t, { knownIps: [ip] });
    const a = loginResult(await loginAs(m.account, m.password, ip)).token;
    const b = loginResult(await loginAs(m.account, m.password, ip)).token;
    const list = envelope(await call(t, listSessions, undefined, { token: a, ip })).value as TSession[];
    expect(list).toHaveLength(2);
    const other = list.find((s) => !s.current);
    expect(other).toBeDefined();
    expect((await call(t, revokeSession, undefined, { token: a, ip, query: `id=${other?.id}` })).statusCode).toBe(200);
    expectError(await call(t, getMemberInfo, undefined, { token: b, ip }), 401, 'not_logged_in');
    expectError(await call(t, revokeSession, undefined, { token: a, ip, query: 'id=unknown' }), 404, 'not_found');
    expect((await call(t, logout, undefined, { token: a, ip })).statusCode).toBe(200);
    const after = expectError(await call(t, getMemberInfo, undefined, { token: a, ip }), 401, 'not_logged_in');
    expect(after.message).toBe('You are not logged in, please login');
    expectError(await call(t, getMemberInfo, undefined, { ip }), 401, 'not_logged_in');
    expectError(await call(t, getMemberInfo, undefined, { ip, token: 'x'.repeat(43) }), 401, 'not_logged_in');
  });

  it('expire after 2 idle hours and 7 days in all, and only work on their own brand', async () => {
    const ip = freshIp();
    const m = await createMember(t, { knownIps: [ip] });
    const idle = loginResult(await loginAs(m.account, m.password, ip)).token;
    const busy = loginResult(await loginAs(m.account, m.password, ip)).token;
    expectError(await call(t, getMemberInfo, undefined, { token: busy, ip, host: 'nova.localhost' }), 401, 'not_logged_in');
    t.clock.advance(2 * 60 * 60_000 - 60_000);
    expect((await call(t, getMemberInfo, undefined, { token: busy, ip })).statusCode).toBe(200);
    t.clock.advance(61_000);
    expectError(await call(t, getMemberInfo, undefined, { token: idle, ip }), 401, 'not_logged_in');
    for (let h = 0; h < 7 * 24; h += 1.5) {
      t.clock.advance(90 * 60_000);
      if ((await call(t, getMemberInfo, undefined, { token: busy, ip })).statusCode !== 200) break;
    }
    expectError(await call(t, getMemberInfo, undefined, { token: busy, ip }), 401, 'not_logged_in');
  });
});

describe('passwords', () => {
  it('change password: old must match, new follows the rule and differs; other sessions end', async () => {
    const ip = freshIp();
    const m = await createMember(t, { password: 'Secret123', knownIps: [ip] });
    const current = loginResult(await loginAs(m.account, m.password, ip)).token;
    const other = loginResult(await loginAs(m.account, m.password, ip)).token;
    const change = (body: object) => call(t, changePassword, body, { token: current, ip });
    expectError(await change({ oldPassword: 'nope', newPassword: 'Better123', confirmNewPassword: 'Better123' }), 400, 'password_incorrect');
    expect(expectError(await change({ oldPassword: 'Secret123', newPassword: 'short', confirmNewPassword: 'short' }), 400, 'field_invalid').value).toEqual({
      field: 'newPassword',
      key: 'reg_pattern_6',
      params: { min: 6, max: 20 },
    });
    expect(expectError(await change({ oldPassword: 'Secret123', newPassword: 'Better123', confirmNewPassword: 'Better124' }), 400, 'field_invalid').value).toMatchObject({
      key: 'validation.inconsistent',
    });
    expectError(await change({ oldPassword: 'Secret123', newPassword: 'Secret123', confirmNewPassword: 'Secret123' }), 400, 'password_same');
    expect((await change({ oldPassword: 'Secret123', newPassword: 'Better123', confirmNewPassword: 'Better123' })).statusCode).toBe(200);
    expect((await call(t, getMemberInfo, undefined, { token: current, ip })).statusCode).toBe(200);
    // The other session is told why it ended (the player sees it), on its own brand only.
    expectError(await call(t, getMemberInfo, undefined, { token: other, ip }), 401, 'session_password_changed');
    expectError(await call(t, getMemberInfo, undefined, { token: other, ip, host: 'nova.localhost' }), 401, 'not_logged_in');
    expectError(await loginAs(m.account, 'Secret123', ip), 400, 'invalid_credentials');
    loginResult(await loginAs(m.account, 'Better123', ip));
  });

  it('forgot by email (form-encoded) sends a single-use 30-minute link', async () => {
    const email = `${username()}@Example.com`;
    const m = await createMember(t, { email });
    const ip = freshIp();
    const form = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: forgotPasswordByEmail.path,
        headers: { host: t.host, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
        payload,
      });
    // A name and address that do not match get the same success, and no email.
    expect(envelope(await form(`username=${m.account}&email=other%40example.com`))).toEqual({ success: true, value: null });
    expect(await outbox(t, 'other@example.com')).toEqual([]);
    expectError(await form(`username=${m.account}&email=bad`), 400, 'validation_error');
    expect((await form(`username=${m.account}&email=${encodeURIComponent(email.toLowerCase())}`)).statusCode).toBe(200);
    const [mail] = await outbox(t, email.toLowerCase());
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(mail?.body).toContain(`http://${t.host}/?resetToken=`);
    const reset = (tok: string) => call(t, resetPasswordByEmail, { token: tok, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' }, { ip });
    expect(envelope(await reset(token)).value).toEqual({ account: m.account });
    expectError(await reset(token), 400, 'code_expired');
    // The new password is accepted (the new address then asks for the emailed second step).
    expectError(await loginAs(m.account, 'Fresh1234', ip), 403, 'login_verification_required');
  });

  it('reset by phone with an SMS code ends every session', async () => {
    const ip = freshIp();
    const phone = mobile();
    const m = await createMember(t, { mobile: phone, knownIps: [ip] });
    const token = loginResult(await loginAs(m.account, m.password, ip)).token;
    await call(t, sendLoginSms, { mobileNum: phone, countryDialingCode: '+63', purpose: 'forgot', verification: await humanProof(t) }, { ip });
    const code = await lastCode(t, `+63${phone}`);
    // A login code is not a reset code: codes are bound to their purpose.
    expectError(await call(t, login, { username: phone, password: code, type: 'sms' }, { ip }), 400, 'code_invalid');
    const res = await call(t, resetPasswordByPhone, { newPassword: 'Phone1234', mobileNum: phone, countryDialingCode: '+63', verificationCode: code }, { ip });
    expect(envelope(res).value).toEqual({ account: m.account });
    expectError(await call(t, getMemberInfo, undefined, { token, ip }), 401, 'session_password_changed');
    loginResult(await loginAs(m.account, 'Phone1234', ip));
    // Once it would have expired anyway, the reason is no longer given.
    t.clock.advance(7 * 24 * 60 * 60_000);
    expectError(await call(t, getMemberInfo, undefined, { token, ip }), 401, 'not_logged_in');
  });
});

describe('trial play', () => {
  it('creates a trial member from a sealed header; trial members are kept out of member features', async () => {
    const ip = freshIp();
    const target = { method: freePlay.method, path: freePlay.path };
    const header = await sealHeader(target, await publicKey(t), { now: t.clock.now().getTime() });
    const body = { os: 'linux', platform: 'W', gatewayVersion: 3 };
    expectError(await call(t, freePlay, body, { ip }), 400, 'encryption_invalid');
    const result = loginResult(await call(t, freePlay, body, { ip, headers: { [FREEPLAY_HEADER]: header } }));
    expect(result.userInfo).toMatchObject({ type: 4, isTrial: true });
    expect(result.userInfo.account).toMatch(/^trial_[0-9a-f]{6}$/);
    const token = result.token;
    expect((await call(t, getMemberInfo, undefined, { token, ip })).statusCode).toBe(200);
    for (const [contract, payload] of [
      [sendFeedback, { questionType: 'GENERAL', content: 'one two three four five' }],
      [listSessions, undefined],
      [getMemberIcon, undefined],
      [setupTotp, undefined],
    ] as const) {
      expect(expectError(await call(t, contract, payload, { token, ip }), 403, 'trial_restricted').message).toBe('Please Register An Account First');
    }
    expect((await call(t, logout, undefined, { token, ip })).statusCode).toBe(200);
  });
});

describe('member features', () => {
  it('icons, feedback word bounds, affiliate codes and country codes', async () => {
    const ip = freshIp();
    const m = await createMember(t, { knownIps: [ip] });
    await createMember(t, { type: 1, affiliateCode: 'AGENTX1' });
    const token = loginResult(await loginAs(m.account, m.password, ip)).token;
    const icon = envelope(await call(t, getMemberIcon, undefined, { token, ip })).value as { iconId: number; choices: { iconUrl: string }[] };
    expect(icon.iconId).toBe(1);
    expect(icon.choices).toHaveLength(8);
    for (const c of icon.choices) expect((await t.app.inject({ url: `/cdn${c.iconUrl}` })).statusCode).toBe(200);
    expect(envelope(await call(t, setMemberIcon, { iconId: 5 }, { token, ip })).value).toMatchObject({ iconId: 5, iconUrl: '/avatars/5.svg' });
    expectError(await call(t, setMemberIcon, { iconId: 9 }, { token, ip }), 400, 'validation_error');

    expect(expectError(await call(t, sendFeedback, { questionType: 'GAME', content: 'too short' }, { token, ip }), 400, 'field_invalid').value).toEqual({
      field: 'content',
      key: 'validation.feedback_words',
      params: { min: 5, max: 500 },
    });
    expectError(await call(t, sendFeedback, { questionType: 'GAME', content: 'word '.repeat(501) }, { token, ip }), 400, 'field_invalid');
    expect(envelope(await call(t, sendFeedback, { questionType: 'GAME', content: 'the fish game froze twice today' }, { token, ip })).value).toMatchObject({ id: expect.any(Number) });

    expect(envelope(await call(t, checkAffiliate, undefined, { ip, query: 'code=agentx1&domain=x' })).value).toMatchObject({ valid: true });
    expectError(await call(t, checkAffiliate, undefined, { ip, query: 'code=NOPE' }), 404, 'invalid_affiliate');
    expectError(await call(t, checkAffiliate, undefined, { ip, query: `code=${m.account}` }), 404, 'invalid_affiliate');
    const codes = envelope(await call(t, getCountryCodes)).value as { dialingCode: string }[];
    expect(codes[0]).toEqual({ country: 'PH', name: 'Philippines', dialingCode: '+63' });
  });

  it('captcha images are throttled to one a second per address', async () => {
    const ip = freshIp();
    expect((await call(t, getCaptcha, undefined, { ip })).statusCode).toBe(200);
    expectError(await call(t, getCaptcha, undefined, { ip }), 429, 'rate_limited');
    t.clock.advance(1000);
    expect((await call(t, getCaptcha, undefined, { ip })).statusCode).toBe(200);
  });

  it('the dev outbox lists newest first and can be switched off', async () => {
    const list = envelope(await call(t, getDevOutbox, undefined, { query: 'limit=2' })).value as { id: number }[];
    expect(list.length).toBeLessThanOrEqual(2);
    if (list.length === 2) expect(list[0]!.id).toBeGreaterThan(list[1]!.id);
    const off = await createTestApp({ devOutbox: false });
    try {
      expectError(await off.app.inject({ url: getDevOutbox.path }), 404, 'not_found');
    } finally {
      await off.close();
    }
  });
});

describe('registration', () => {
  it('registers with an SMS code from the outbox, logs in at once, links the affiliate upline, refuses duplicates', async () => {
    const ip = freshIp();
    const agent = await createMember(t, { type: 1, affiliateCode: 'UPLINE7' });
    const phone = mobile();
    const account = username();
    expectError(await call(t, sendRegisterSms, { mobileNo: 'abc', countryDialingCode: '+63' }, { ip }), 400, 'validation_error');
    expect((await call(t, sendRegisterSms, { mobileNo: phone, countryDialingCode: '+63', verification: await humanProof(t) }, { ip })).statusCode).toBe(200);
    const code = await lastCode(t, `+63${phone}`);
    const body = {
      username: account,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: phone,
      countryDialingCode: '+63',
      verificationCode: code,
      affiliateCode: 'upline7',
      referralCode: 'REF9',
      email: `${account}@example.com`,
      termsAccepted: true,
      ageConfirmed: true,
      registerMethod: 'WEB',
      login: true,
    };
    expectError(await call(t, register, { ...body, affiliateCode: 'NOPE1', verification: await humanProof(t) }, { ip }), 400, 'invalid_affiliate');
    const result = loginResult(await call(t, register, { ...body, verification: await humanProof(t) }, { ip }));
    expect(result).toMatchObject({ firstTimeLogin: false, weakPassword: false, userInfo: { account, type: 0 } });
    expect((await call(t, getMemberInfo, undefined, { token: result.token, ip })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, result.userInfo.id));
    expect(row).toMatchObject({ uplineId: agent.id, referralCode: 'REF9', mobileNumber: phone, registerIp: ip });
    // The code was used up by the registration.
    expectError(await call(t, register, { ...body, username: username(), verification: await humanProof(t) }, { ip }), 400, 'code_invalid');
    t.clock.advance(61_000);
    const phone2 = mobile();
    await call(t, sendRegisterSms, { mobileNo: phone2, countryDialingCode: '+63', verification: await humanProof(t) }, { ip });
    const code2 = await lastCode(t, `+63${phone2}`);
    const dup = await call(t, register, { ...body, username: account.toUpperCase(), mobileNum: phone2, verificationCode: code2, email: undefined, verification: await humanProof(t) }, { ip });
    expect(expectError(dup, 409, 'username_taken').value).toMatchObject({ field: 'username' });
    // The refused registration gave its code back.
    const ok = await call(t, register, { ...body, username: username(), mobileNum: phone2, verificationCode: code2, email: undefined, verification: await humanProof(t) }, { ip });
    expect(ok.statusCode).toBe(200);
  });

  it('answers the registration SMS alike for a registered and a new number; the owner is told by SMS, with no code', async () => {
    const owned = mobile();
    await createMember(t, { mobile: owned });
    const fresh = mobile();
    const ask = async (phone: string) => {
      const proof = await humanProof(t);
      const started = performance.now();
      const res = await call(t, sendRegisterSms, { mobileNo: phone, countryDialingCode: '+63', verification: proof }, { ip: freshIp() });
      return { res, ms: performance.now() - started };
    };
    const registered = await ask(owned);
    const unregistered = await ask(fresh);
    expect([registered.res.statusCode, unregistered.res.statusCode]).toEqual([200, 200]);
    expect(registered.res.json()).toEqual(unregistered.res.json());
    expect(Object.keys(registered.res.headers).sort()).toEqual(Object.keys(unregistered.res.headers).sort());
    // The same work either way (one lookup, one stored code, one SMS): never an order of magnitude apart.
    expect(Math.max(registered.ms, unregistered.ms)).toBeLessThan(10 * Math.min(registered.ms, unregistered.ms) + 250);
    const [notice] = await outbox(t, `+63${owned}`);
    expect(notice?.body).toMatch(/already has an account/);
    expect(notice?.body).toMatch(/Forgot password/);
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);
    expect(await lastCode(t, `+63${fresh}`)).toMatch(/^\d{6}$/);
    // The resend limit holds alike too.
    const again = [await ask(owned), await ask(fresh)];
    expect(again.map((a) => [a.res.statusCode, envelope(a.res).code])).toEqual([
      [429, 'sms_resend_too_soon'],
      [429, 'sms_resend_too_soon'],
    ]);
  });

  it('refuses taken usernames a few times per address and hour, then every registration from there, taken or not', async () => {
    const ip = freshIp();
    const phone = mobile();
    await call(t, sendRegisterSms, { mobileNo: phone, countryDialingCode: '+63', verification: await humanProof(t) }, { ip });
    const code = await lastCode(t, `+63${phone}`);
    const taken = (await createMember(t, {})).account;
    const body = (name: string) => ({
      username: name,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: phone,
      countryDialingCode: '+63',
      verificationCode: code,
      termsAccepted: true,
      ageConfirmed: true,
      registerMethod: 'WEB',
      login: true,
    });
    for (let i = 0; i < TAKEN_ANSWERS_PER_HOUR; i++) {
      expectError(await call(t, register, { ...body(taken), verification: await humanProof(t) }, { ip }), 409, 'username_taken');
    }
    // Past the budget a free name is refused exactly as a taken one: the answer tells nothing.
    expectError(await call(t, register, { ...body(username()), verification: await humanProof(t) }, { ip }), 429, 'rate_limited');
    expectError(await call(t, register, { ...body(taken), verification: await humanProof(t) }, { ip }), 429, 'rate_limited');
    // Another address registers as before.
    expect((await call(t, register, { ...body(username()), verification: await humanProof(t) }, { ip: freshIp() })).statusCode).toBe(200);
  });
});

describe('malformed input', () => {
  it.each(accountContracts.filter((c) => c.body || c.query).map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s answers a malformed body or query with a 400 envelope',
    async (_name, contract) => {
      const ip = freshIp();
      const m = await createMember(t, { knownIps: [ip] });
      const { token } = loginResult(await loginAs(m.account, m.password, ip));
      const headers = { host: t.host, 'x-forwarded-for': ip, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      if (contract.body) {
        for (const payload of ['{"broken":', '[]', '{"username": 5, "code": [], "mobileNum": {}}']) {
          const res = await t.app.inject({ method: contract.method, url: contract.path, headers, payload });
          expect(res.statusCode, payload).toBe(400);
          expect(envelope(res)).toMatchObject({ success: false, code: expect.stringMatching(/^(validation_error|encryption_required|encryption_invalid)$/) });
        }
      } else {
        const res = await t.app.inject({ method: contract.method, url: `${contract.path}?${Object.keys((contract.query as { shape: object }).shape)[0]}=${'x'.repeat(300)}`, headers });
        expect(res.statusCode).toBe(400);
        expect(envelope(res).code).toBe('validation_error');
      }
    },
  );

  it('form-encoded bodies are taken only by form calls', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/verification',
      headers: { host: t.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'challengeId=x&method=sms&code=1',
    });
    expectError(res, 415, 'unsupported_media_type');
  });
});

import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, uniqueMember } from './support/api';
import { launchBrowser, openPage } from './support/browser';
import { latestOutboxId, waitForCode, waitForLink } from './support/outbox';
import { startServer, withoutRegisterCaptcha, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  api = new ApiClient(server.baseUrl);
  await withoutRegisterCaptcha(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const PASSWORD = 'Secret123';

async function openLogin(page: Page) {
  await page.getByTestId('page-home').waitFor();
  await page.getByTestId('login-button').first().click();
  await page.getByTestId('modal-login').waitFor({ state: 'visible' });
}

async function loginWithPassword(page: Page, username: string, password: string, remember = false) {
  await openLogin(page);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  if (remember) await page.getByTestId('login-remember').check();
  await page.getByTestId('login-submit').click();
}

/**
 * A member with a verified phone. The registration SMS is forgotten afterwards,
 * standing in for the minute the once-a-minute resend rule makes a person wait.
 */
async function memberWithPhone(prefix: string) {
  const { username, mobile } = uniqueMember(prefix);
  await api.register(username, PASSWORD, mobile);
  await server.database.db.execute(sql`DELETE FROM verification_codes WHERE target = ${`+63${mobile}`}`);
  return { username, mobile };
}

const accountName = (page: Page) => page.getByTestId('account-name').first();
const sessionToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

describe.each(['EN', 'TY'] as const)('accounts in %s', (lang) => {
  const open = (path = '/', headers?: Record<string, string>) =>
    openPage(browser, server.baseUrl + path, { lang, ...(headers ? { extraHTTPHeaders: headers } : {}) });

  it('registers with the brand config, including an SMS code from the outbox, and lands logged in on /', async () => {
    const { username, mobile } = uniqueMember(`reg${lang.toLowerCase()}`);
    const { context, page } = await open('/register');
    try {
      await page.getByTestId('modal-register').waitFor({ state: 'visible' });
      await page.getByTestId('register-field-username').fill(username);
      await page.getByTestId('register-field-password').fill(PASSWORD);
      // A mismatched confirmation is refused before anything is sent.
      await page.getByTestId('register-field-confirmPassword').fill(`${PASSWORD}x`);
      await page.getByTestId('register-submit').click();
      await page.getByTestId('field-error-confirmPassword').waitFor({ state: 'visible' });
      await page.getByTestId('register-field-confirmPassword').fill(PASSWORD);
      await page.getByTestId('register-field-mobileNum').fill(mobile);
      await page.getByTestId('register-send-code').click();
      const { code } = await waitForCode(server.baseUrl, `+63${mobile}`);
      await expect(page.getByTestId('register-send-code').isDisabled()).resolves.toBe(true);
      await page.getByTestId('register-field-verificationCode').fill(code);
      await expect(page.getByTestId('register-terms').isChecked()).resolves.toBe(true);
      if (await page.getByTestId('register-age').count()) {
        await page.getByTestId('register-age').setChecked(true);
        await expect.poll(() => page.getByTestId('register-age').isChecked()).toBe(true);
      }
      await page.getByTestId('register-submit').click();
      await page.getByTestId('modal-register').waitFor({ state: 'detached' });
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect.poll(() => accountName(page).innerText()).toContain(username);
    } finally {
      await context.close();
    }
  });

  it('logs out only after the confirmation', async () => {
    const { username } = await memberWithPhone(`out${lang.toLowerCase()}`);
    const { token } = await api.login(username, PASSWORD);
    const { context, page } = await open(`/?token=${token}`);
    try {
      await expect.poll(() => accountName(page).innerText()).toContain(username);
      await page.getByTestId('account-menu-button').click();
      await page.getByTestId('sign-out').click();
      await page.getByTestId('confirm-dialog').waitFor({ state: 'visible' });
      await page.getByTestId('confirm-cancel').click();
      await expect(accountName(page).isVisible()).resolves.toBe(true);
      await page.getByTestId('account-menu-button').click();
      await page.getByTestId('sign-out').click();
      await page.getByTestId('confirm-ok').click();
      await page.getByTestId('login-button').first().waitFor({ state: 'visible' });
      await expect(sessionToken(page)).resolves.toBeNull();
      // The server revoked the session too.
      await expect(api.call('GET', '/wps/member/info', undefined, token)).resolves.toMatchObject({ status: 401 });
    } finally {
      await context.close();
    }
  });

  it('logs in with remember me: the username is kept, the device (not the password) is remembered, and unticking forgets both', async () => {
    const { username } = await memberWithPhone(`rem${lang.toLowerCase()}`);
    const { context, page } = await open('/');
    const signOut = async () => {
      await page.getByTestId('account-menu-button').click();
      await page.getByTestId('sign-out').click();
      await page.getByTestId('confirm-ok').click();
    };
    try {
      await loginWithPassword(page, username, PASSWORD, true);
      await expect.poll(() => accountName(page).innerText()).toContain(username);
      const cookies = await context.cookies();
      const remembered = cookies.find((c) => c.name === 'rememberUser');
      expect(decodeURIComponent(remembered?.value ?? '')).toBe(username);
      const dayFromNow = Date.now() / 1000 + 86_400;
      expect(Math.abs((remembered?.expires ?? 0) - dayFromNow)).toBeLessThan(120);
      // The password is nowhere a script can read; the device token is HttpOnly.
      expect(cookies.some((c) => decodeURIComponent(c.value).includes(PASSWORD))).toBe(false);
      expect(cookies.find((c) => c.name === 'wps_device')).toMatchObject({ httpOnly: true, path: '/wps/session/login' });
      expect(await page.evaluate(() => document.cookie)).not.toContain('wps_device');
      // Log out, log in again without typing the password: the remembered device stands in for it.
      await signOut();
      await openLogin(page);
      await expect(page.getByTestId('login-username').inputValue()).resolves.toBe(username);
      await expect(page.getByTestId('login-password').inputValue()).resolves.toBe('');
      await page.getByTestId('login-submit').click();
      await expect.poll(() => accountName(page).innerText()).toContain(username);
      // Log out, log in without remember me: the cookies and the device go.
      await signOut();
      await openLogin(page);
      await page.getByTestId('login-remember').uncheck();
      await page.getByTestId('login-password').fill(PASSWORD);
      await page.getByTestId('login-submit').click();
      await expect.poll(() => accountName(page).innerText()).toContain(username);
      const after = await context.cookies();
      expect(after.find((c) => c.name === 'rememberUser')).toBeUndefined();
      expect(after.find((c) => c.name === 'wps_device')).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  it('logs in by SMS code', async () => {
    const { username, mobile } = await memberWithPhone(`sms${lang.toLowerCase()}`);
    const { context, page } = await open('/');
    try {
      await openLogin(page);
      // On a loaded machine the first click can land while the popup still settles: click until the SMS form shows.
      await expect
        .poll(async () => {
          await page.getByTestId('login-tab-sms').click();
          return page.getByTestId('login-mobile').isVisible();
        })
        .toBe(true);
      await page.getByTestId('login-mobile').fill(mobile);
      const before = await latestOutboxId(server.baseUrl, `+63${mobile}`);
      await page.getByTestId('login-send-code').click();
      const { code } = await waitForCode(server.baseUrl, `+63${mobile}`, before);
      await expect(page.getByTestId('login-send-code').isDisabled()).resolves.toBe(true);
      await page.getByTestId('login-code').fill(code);
      await page.getByTestId('login-submit').click();
      await expect.poll(() => accountName(page).innerText()).toContain(username);
      // An SMS login never forces the change-password popup.
      await expect(page.getByTestId('modal-change-password').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows the captcha after three failed logins', async () => {
    const { username } = await memberWithPhone(`cap${lang.toLowerCase()}`);
    // A visitor of its own (through the trusted proxy), so the failures count against nobody else.
    const { context, page } = await open('/', { 'X-Forwarded-For': lang === 'EN' ? '203.0.113.41' : '203.0.113.42' });
    try {
      await openLogin(page);
      await expect(page.getByTestId('login-captcha-image').count()).resolves.toBe(0);
      const messages: string[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await page.getByTestId('login-username').fill(username);
        await page.getByTestId('login-password').fill(`wrong${attempt}`);
        await page.getByTestId('login-submit').click();
        const dialog = page.getByTestId('message-dialog');
        await dialog.waitFor({ state: 'visible' });
        messages.push(await dialog.innerText());
        await page.getByTestId('message-ok').click();
      }
      await page.getByTestId('login-captcha-image').waitFor({ state: 'visible' });
      await expect(page.getByTestId('login-captcha-image').locator('img').getAttribute('src')).resolves.toMatch(/^data:image\/png;base64,/);
      expect(messages[0]).toMatch(lang === 'EN' ? /incorrect/i : /mali/i);
    } finally {
      await context.close();
    }
  });

  it('resets the password by phone and logs in with it', async () => {
    const { username, mobile } = await memberWithPhone(`fgt${lang.toLowerCase()}`);
    const { context, page } = await open('/');
    try {
      await openLogin(page);
      await page.getByTestId('login-forgot').click();
      await page.getByTestId('modal-forgot').waitFor({ state: 'visible' });
      // CHNGPASSVERIF3 is on for the demo brand: the mobile tab is the default.
      await page.getByTestId('forgot-mobile').fill(mobile);
      const before = await latestOutboxId(server.baseUrl, `+63${mobile}`);
      await page.getByTestId('forgot-send-code').click();
      const { code } = await waitForCode(server.baseUrl, `+63${mobile}`, before);
      await page.getByTestId('forgot-code').fill(code);
      await page.getByTestId('forgot-new-password').fill('Changed456');
      await page.getByTestId('forgot-confirm-password').fill('Changed456');
      await page.getByTestId('forgot-submit').click();
      await expect.poll(() => accountName(page).innerText()).toContain(username);
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(api.login(username, 'Changed456')).resolves.toMatchObject({ userInfo: { account: username } });
    } finally {
      await context.close();
    }
  });

  it('changes the password, returns to /, and ends the other sessions', async () => {
    const { username } = await memberWithPhone(`chg${lang.toLowerCase()}`);
    const other = await api.login(username, PASSWORD);
    const { context, page } = await open('/');
    try {
      await loginWithPassword(page, username, PASSWORD);
      await expect.poll(() => accountName(page).innerText()).toContain(username);
      await page.goto(`${server.baseUrl}/member?tab=securityCenter`);
      await page.getByTestId('open-change-password').click();
      await page.getByTestId('modal-change-password').waitFor({ state: 'visible' });
      await page.getByTestId('change-old-password').fill(PASSWORD);
      await page.getByTestId('change-new-password').fill('Newer789');
      await page.getByTestId('change-confirm-password').fill('Newer789');
      await page.getByTestId('change-submit').click();
      await page.getByTestId('modal-change-password').waitFor({ state: 'detached' });
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect(accountName(page).innerText()).resolves.toContain(username);
      await expect(api.call('GET', '/wps/member/info', undefined, other.token)).resolves.toMatchObject({ status: 401 });
      // The old session's browser falls back to the logged-out state.
      const stale = await open(`/?token=${other.token}`);
      try {
        await stale.page.getByTestId('login-button').first().waitFor({ state: 'visible' });
        await expect(stale.page.getByTestId('account-name').count()).resolves.toBe(0);
      } finally {
        await stale.context.close();
      }
    } finally {
      await context.close();
    }
  });

  it('tells a player whose session ended because the password was changed elsewhere why the login popup came back', async () => {
    const { username } = await memberWithPhone(`pwd${lang.toLowerCase()}`);
    const { token } = await api.login(username, PASSWORD);
    const elsewhere = await api.login(username, PASSWORD);
    const { context, page } = await open(`/member?tab=transferFund&token=${token}`);
    try {
      await expect.poll(() => accountName(page).innerText()).toContain(username);
      // Another device changes the password: every other session of the account ends.
      const changed = await api.sealed('POST', '/wps/member/password', { oldPassword: PASSWORD, newPassword: 'Elsewhere42', confirmNewPassword: 'Elsewhere42' }, elsewhere.token);
      expect(changed.success).toBe(true);
      const notice = page.getByTestId('modal-login').getByTestId('login-session-ended');
      await notice.waitFor({ state: 'visible', timeout: 20_000 });
      await expect(notice.innerText()).resolves.toMatch(lang === 'EN' ? /password of this account was changed or reset/i : /binago o na-reset ang password/i);
      // Out of the member center, logged out.
      await expect.poll(() => new URL(page.url()).pathname).not.toBe('/member');
      await expect(sessionToken(page)).resolves.toBeNull();
      // The server names the reason only to the holder of the ended session's token.
      await expect(api.call('GET', '/wps/member/info', undefined, token)).resolves.toMatchObject({ status: 401, code: 'session_password_changed' });
    } finally {
      await context.close();
    }
  });

  it('forces a password change for the default password 123456', async () => {
    const { username } = await memberWithPhone(`wk${lang.toLowerCase()}`);
    const { hash } = await import('@node-rs/argon2');
    await server.database.db.execute(
      sql`UPDATE members SET password_hash = ${await hash('123456', { algorithm: 2 })} WHERE account = ${username}`,
    );
    const { context, page } = await open('/');
    try {
      await loginWithPassword(page, username, '123456');
      await page.getByTestId('modal-change-password').waitFor({ state: 'visible' });
      await page.getByTestId('change-password-reason').waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('modal-change-password').isVisible()).resolves.toBe(true);
      await page.getByTestId('change-old-password').fill('123456').catch(() => undefined);
      await page.getByTestId('change-new-password').fill('Stronger1');
      await page.getByTestId('change-confirm-password').fill('Stronger1');
      await page.getByTestId('change-submit').click();
      await page.getByTestId('modal-change-password').waitFor({ state: 'detached' });
      await expect(api.login(username, 'Stronger1')).resolves.toMatchObject({ weakPassword: false });
    } finally {
      await context.close();
    }
  });

  it('lets a trial player in but keeps them out of member features', async () => {
    const { context, page } = await open('/');
    try {
      await openLogin(page);
      await page.getByTestId('login-freeplay').click();
      await page.getByTestId('trial-badge').first().waitFor({ state: 'visible' });
      await page.goto(`${server.baseUrl}/member`);
      const dialog = page.getByTestId('message-dialog');
      await dialog.waitFor({ state: 'visible' });
      await expect(dialog.innerText()).resolves.toMatch(lang === 'EN' ? /Please Register An Account First/i : /magrehistro/i);
      const token = await sessionToken(page);
      await expect(api.call('GET', '/wps/member/sessions', undefined, token ?? '')).resolves.toMatchObject({
        status: 403,
        code: 'trial_restricted',
      });
    } finally {
      await context.close();
    }
  });

  it('takes an agent to /agentHome and refuses a member at /agent', async () => {
    const agent = await open('/agent');
    try {
      await agent.page.getByTestId('agent-login-username').fill('agent01');
      await agent.page.getByTestId('agent-login-password').fill('Agent@123');
      await agent.page.getByTestId('agent-login-submit').click();
      await expect.poll(() => new URL(agent.page.url()).pathname).toBe('/agentHome');
      await expect.poll(() => agent.page.getByTestId('agent-account').innerText()).toContain('agent01');
    } finally {
      await agent.context.close();
    }
    const { username } = await memberWithPhone(`agm${lang.toLowerCase()}`);
    const member = await open('/agent');
    try {
      await member.page.getByTestId('agent-login-username').fill(username);
      await member.page.getByTestId('agent-login-password').fill(PASSWORD);
      await member.page.getByTestId('agent-login-submit').click();
      const dialog = member.page.getByTestId('message-dialog');
      await dialog.waitFor({ state: 'visible' });
      await expect(dialog.innerText()).resolves.toMatch(lang === 'EN' ? /Non-agents cannot log in/i : /agent/i);
      expect(new URL(member.page.url()).pathname).toBe('/agent');
    } finally {
      await member.context.close();
    }
  });
});

describe('a player with several tabs', () => {
  it('a new tab of a logged-in player opens logged in, and a logout in one tab logs out the others', async () => {
    const { username } = await memberWithPhone('tabs');
    const { token } = await api.login(username, PASSWORD);
    const { context, page } = await openPage(browser, `${server.baseUrl}/?token=${token}`);
    try {
      await expect.poll(() => accountName(page).innerText()).toContain(username);
      // A new tab straight onto a page that needs a session (the guard would send a visitor to /login).
      const second = await context.newPage();
      await second.goto(`${server.baseUrl}/member?tab=withdraw`, { waitUntil: 'domcontentloaded' });
      await second.getByTestId('member-menu').waitFor({ state: 'visible' });
      await expect.poll(() => accountName(second).innerText()).toContain(username);
      expect(new URL(second.url()).pathname).toBe('/member');
      // The token stays in session storage (SPEC.md §4), now in both tabs; nothing went to local storage.
      await expect(sessionToken(second)).resolves.toBe(token);
      await expect(second.evaluate((t) => Object.values(localStorage).includes(t), token)).resolves.toBe(false);
      // A third tab opened after a logout in the second one starts logged out, like the first.
      await second.getByTestId('account-menu-button').click();
      await second.getByTestId('sign-out').click();
      await second.getByTestId('confirm-ok').click();
      await second.getByTestId('login-button').first().waitFor({ state: 'visible' });
      await page.getByTestId('login-button').first().waitFor({ state: 'visible' });
      await expect(sessionToken(page)).resolves.toBeNull();
      await expect(page.getByTestId('modal-login').count()).resolves.toBe(0);
      const third = await context.newPage();
      await third.goto(`${server.baseUrl}/member`, { waitUntil: 'domcontentloaded' });
      await third.getByTestId('modal-login').waitFor({ state: 'visible' });
      await expect(sessionToken(third)).resolves.toBeNull();
    } finally {
      await context.close();
    }
  });
});

describe('second steps and emailed links', () => {
  it('asks a login from a new address for an SMS code before letting the member in', async () => {
    const { username, mobile } = await memberWithPhone('newip');
    // The member registered from this machine; now they come from another address (through the trusted proxy).
    const { context, page } = await openPage(browser, server.baseUrl, { extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.77' } });
    try {
      await loginWithPassword(page, username, PASSWORD);
      await page.getByTestId('login-verify-method-sms').click();
      const before = await latestOutboxId(server.baseUrl, `+63${mobile}`);
      await page.getByTestId('login-verify-send').click();
      const { code } = await waitForCode(server.baseUrl, `+63${mobile}`, before);
      await expect(sessionToken(page)).resolves.toBeNull();
      await page.getByTestId('login-verify-code').fill(code);
      await page.getByTestId('login-verify-submit').click();
      await expect.poll(() => accountName(page).innerText()).toContain(username);
    } finally {
      await context.close();
    }
    // The address is known now: the next login from it goes straight in.
    const again = new ApiClient(server.baseUrl, { 'X-Forwarded-For': '198.51.100.77' });
    await expect(again.login(username, PASSWORD)).resolves.toMatchObject({ userInfo: { account: username } });
  });

  it('resets a forgotten password through the emailed link', async () => {
    const { username } = await memberWithPhone('mail');
    const email = `${username}@example.test`;
    await server.database.db.execute(sql`UPDATE members SET email = ${email} WHERE account = ${username}`);
    const { context, page } = await openPage(browser, server.baseUrl);
    try {
      await openLogin(page);
      await page.getByTestId('login-forgot').click();
      await page.getByTestId('forgot-tab-email').click();
      await page.getByTestId('forgot-username').fill(username);
      await page.getByTestId('forgot-email').fill(email);
      await page.getByTestId('forgot-submit').click();
      await page.getByTestId('message-dialog').waitFor({ state: 'visible' });
      const link = await waitForLink(server.baseUrl, email);
      expect(new URL(link).searchParams.get('resetToken')).toBeTruthy();
      await page.goto(link);
      await page.getByTestId('modal-reset-password').waitFor({ state: 'visible' });
      await page.getByTestId('reset-new-password').fill('Mailed789');
      await page.getByTestId('reset-confirm-password').fill('Mailed789');
      await page.getByTestId('reset-submit').click();
      await expect.poll(() => accountName(page).innerText()).toContain(username);
      // The link works once.
      const reused = await api.sealed('POST', '/wps/member/password/reset', {
        token: new URL(link).searchParams.get('resetToken'),
        newPassword: 'Again7890',
        confirmNewPassword: 'Again7890',
      });
      expect(reused.success).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe.each(['EN', 'TY'] as const)('authenticator app in %s', (lang) => {
  it('enrols an authenticator in the security center and then asks for a code at every login', async () => {
    const { totpCode, totpStep } = await import('../apps/server/src/lib/totp');
    const { username } = await memberWithPhone(`totp${lang.toLowerCase()}`);
    const { token } = await api.login(username, PASSWORD);
    const { context, page } = await openPage(browser, `${server.baseUrl}/member?tab=securityCenter&token=${token}`, { lang });
    try {
      await page.getByTestId('totp-setup').click();
      const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
      await page.getByTestId('totp-code').fill(totpCode(secret, totpStep()));
      await page.getByTestId('totp-enable').click();
      await expect.poll(() => page.getByTestId('totp-status').getAttribute('data-enabled')).toBe('true');
      await page.getByTestId('message-dialog').waitFor({ state: 'visible' });
      await page.getByTestId('message-ok').click();
      await page.getByTestId('account-menu-button').click();
      await page.getByTestId('sign-out').click();
      await page.getByTestId('confirm-ok').click();
      await loginWithPassword(page, username, PASSWORD);
      await page.getByTestId('login-verify-code').waitFor({ state: 'visible' });
      // Each code works once: the next 30-second step's code, which the window accepts.
      await page.getByTestId('login-verify-code').fill(totpCode(secret, totpStep() + 1));
      await page.getByTestId('login-verify-submit').click();
      await expect.poll(() => accountName(page).innerText()).toContain(username);
    } finally {
      await context.close();
    }
  });
});

import { login, type TMemberInfo, WhitelabelFlag } from '@wps/contracts/player';
import { importPrivateKey, openSealedBody } from '@wps/contracts/seal';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '@/lib/dialogs';
import { popups } from '@/lib/popups';
import { buildLanes, buildMember as buildSharedMember, buildPermission, flagTree, testSealKeys } from '@/testing/fixtures';
import { App } from './app';

type Reply = { status?: number; body: unknown };
type Handler = (req: { url: URL; init: RequestInit | undefined; body: unknown }) => Reply | Promise<Reply>;

const ok = (value: unknown): Reply => ({ body: { success: true, value } });
const fail = (status: number, code: string, value?: unknown): Reply => ({ status, body: { success: false, code, message: code, value } });

// The shared member, with the masked mobile number these flows show.
const buildMember = (over: Partial<TMemberInfo> = {}): TMemberInfo => buildSharedMember({ mobileMasked: '917****567', ...over });

const loginResult = (over: Record<string, unknown> = {}, member: Partial<TMemberInfo> = {}) => ({
  token: 'tok-1',
  firstTimeLogin: false,
  passwordExpired: false,
  weakPassword: false,
  userInfo: buildMember(member),
  ...over,
});

const DEFAULT_FLAGS = [
  WhitelabelFlag.usernameRegister,
  WhitelabelFlag.mobileCodeLogin,
  WhitelabelFlag.directRegister,
  WhitelabelFlag.freePlay,
  WhitelabelFlag.transactionRecords,
];

/** Serves the app's calls; `routes` override or add per test ("METHOD /path" or "/path"). */
const serve = (routes: Record<string, Handler> = {}, info: Parameters<typeof buildPermission>[1] = {}) => {
  const permission = buildPermission({}, { whitelabelVal: flagTree(...DEFAULT_FLAGS), ...info });
  const base: Record<string, Handler> = {
    '/wps/system/permission': () => ok(permission),
    '/wps/relay/GCSGAME_gameVendor': () => ok({ data: { lanes: buildLanes() } }),
    '/wps/system/helpCenter': () => ok([]),
    '/wps/system/countryCodes': () => ok([{ country: 'PH', name: 'Philippines', dialingCode: '+63' }]),
    '/wps/member/info': () => ok(buildMember()),
    '/wps/member/info/icon': () => ok({ iconId: 1, iconUrl: '', choices: [] }),
    '/wps/captcha': () => ok('iVBORw0KGgo='),
  };
  const calls: { method: string; path: string; body: unknown; init: RequestInit | undefined; url: URL }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    let body: unknown = init?.body;
    if (typeof body === 'string' && body.startsWith('{')) body = JSON.parse(body);
    calls.push({ method, path: url.pathname, body, init, url });
    const handler = routes[`${method} ${url.pathname}`] ?? routes[url.pathname] ?? base[url.pathname];
    if (!handler) return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
    const reply = await handler({ url, init, body });
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  });
  return { calls, permission };
};

const visit = async (path: string) => {
  window.history.replaceState(null, '', path);
  render(<App />);
  await screen.findByTestId(path.startsWith('/agent') ? 'page-agent' : 'page-home');
  // /login and /register open their popup after the page: wait for it too, or a busy machine races the first keystroke.
  const popup = /^\/(login|register)\b/.exec(path)?.[1];
  if (popup) await screen.findByTestId(`modal-${popup}`);
  await panelsLoaded();
};

/** The popups' panels are lazy chunks: wait until none is still loading. */
const panelsLoaded = () => waitFor(() => expect(document.querySelector('.screen-fallback')).toBeNull());

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

const openSealed = async (body: unknown, path: string) =>
  openSealedBody(body, { method: 'POST', path }, () => undefined as never).catch(async () => {
    const key = await importPrivateKey(testSealKeys.privateKeyPkcs8);
    return openSealedBody(body, { method: 'POST', path }, () => key);
  });

const clearCookies = () => {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
};

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  clearCookies();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  act(() => {
    popups.close();
    dialogs.clear();
  });
});

describe('login popup', () => {
  it('validates required fields under each field with aria-describedby', async () => {
    serve();
    await visit('/login');
    fireEvent.click(screen.getByTestId('login-submit'));
    const error = await screen.findByTestId('field-error-username');
    expect(error.textContent).toBe('Input cannot be empty');
    expect(screen.getByTestId('login-username').getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.getByTestId('field-error-password')).toBeTruthy();
  });

  it('shows only the tabs whose flags are on', async () => {
    serve({}, { whitelabelVal: flagTree(WhitelabelFlag.usernameRegister) });
    await visit('/login');
    expect(screen.queryByTestId('login-tab-sms')).toBeNull();
    expect(screen.getByTestId('login-username')).toBeTruthy();
    expect(screen.queryByTestId('login-freeplay')).toBeNull();
    expect(screen.queryByTestId('login-to-register')).toBeNull();
  });

  it('seals the login body, trims it, stores the token and remember-me cookies, and closes', async () => {
    let sealed: unknown;
    const { calls } = serve({ 'POST /wps/session/login': ({ body }) => ((sealed = body), ok(loginResult())) });
    await visit('/login');
    type('login-username', '  player01 ');
    type('login-password', ' Player@123 ');
    fireEvent.click(screen.getByTestId('login-remember'));
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.queryByTestId('modal-login')).toBeNull());
    expect(window.sessionStorage.getItem('token')).toBe('tok-1');
    expect(window.location.pathname).toBe('/');
    const opened = (await openSealed(sealed, login.path)) as Record<string, unknown>;
    expect(opened).toMatchObject({ username: 'player01', password: 'Player@123', type: 'username', remember: true });
    expect(calls.find((c) => c.path === login.path)?.init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(document.cookie).toContain('rememberUser=player01');
    // The password never goes where a script can read it (the server remembers the device with an HttpOnly token).
    expect(document.cookie).not.toContain('Player');
    expect(await screen.findByTestId('account-name')).toBeTruthy();
  });

  it('prefills the remembered username, logs in by the remembered device without a password, and removes an old password cookie', async () => {
    document.cookie = 'rememberUser=player01; path=/';
    document.cookie = 'rememberPassword=secret1; path=/';
    let sealed: unknown;
    serve({ 'POST /wps/session/login': ({ body }) => ((sealed = body), ok(loginResult())) });
    await visit('/login');
    expect(document.cookie).not.toContain('rememberPassword');
    expect((screen.getByTestId('login-username') as HTMLInputElement).value).toBe('player01');
    const password = screen.getByTestId('login-password') as HTMLInputElement;
    expect(password.value).toBe('');
    expect(password.placeholder).toBe('Remembered on this device');
    expect((screen.getByTestId('login-remember') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBe('tok-1'));
    expect(await openSealed(sealed, login.path)).toMatchObject({ username: 'player01', password: '', remember: true });
  });

  it('asks for the password when the remembered device is refused, and clears the cookies when unchecked', async () => {
    document.cookie = 'rememberUser=player01; path=/';
    const bodies: Record<string, unknown>[] = [];
    let attempts = 0;
    serve({
      'POST /wps/session/login': async ({ body }) => {
        bodies.push((await openSealed(body, login.path)) as Record<string, unknown>);
        return ++attempts === 1 ? fail(400, 'invalid_credentials', { captcha: false }) : ok(loginResult());
      },
    });
    await visit('/login');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ password: '' });
    fireEvent.click(within(await screen.findByTestId('message-dialog')).getByTestId('message-ok'));
    const password = screen.getByTestId('login-password') as HTMLInputElement;
    await waitFor(() => expect(password.placeholder).toBe(''));
    // Now the password is required again.
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('field-error-password')).toBeTruthy();
    type('login-password', 'secret1');
    fireEvent.click(screen.getByTestId('login-remember'));
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBe('tok-1'));
    expect(bodies[1]).toMatchObject({ username: 'player01', password: 'secret1', remember: false });
    expect(document.cookie).not.toContain('rememberUser');
  });

  it('shows in_incorrect_password and the captcha after a failure with the captcha flag', async () => {
    let attempts = 0;
    serve({
      'POST /wps/session/login': () => (++attempts === 1 ? fail(401, 'invalid_credentials', { captcha: true }) : ok(loginResult())),
    });
    await visit('/login');
    type('login-username', 'player01');
    type('login-password', 'wrong');
    fireEvent.click(screen.getByTestId('login-submit'));
    const dialog = await screen.findByTestId('message-dialog');
    expect(dialog.textContent).toContain('Incorrect username or password');
    fireEvent.click(within(dialog).getByTestId('message-ok'));
    const image = await screen.findByTestId('login-captcha-image');
    await waitFor(() => expect(image.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo='));
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('field-error-captcha')).textContent).toBe('Input cannot be empty');
    type('login-captcha-input', 'ab12');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBe('tok-1'));
  });

  it('forces the change-password popup after a default (weak) password, without a close button', async () => {
    serve({ 'POST /wps/session/login': () => ok(loginResult({ weakPassword: true })) });
    await visit('/login');
    type('login-username', 'newbie01');
    type('login-password', '123456');
    fireEvent.click(screen.getByTestId('login-submit'));
    const modal = await screen.findByTestId('modal-change-password');
    await panelsLoaded();
    expect(within(modal).getByTestId('change-password-reason').textContent).toContain('default password');
    expect(within(modal).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByTestId('change-sign-out')).toBeTruthy();
  });

  it('runs the second verification step: choose a method, send the code, verify', async () => {
    const challenge = { challengeId: 'ch1', reason: 'new_ip', methods: ['sms', 'email'], mobileMasked: '917****567', emailMasked: 'p***@x.test' };
    const { calls } = serve({
      'POST /wps/session/login': () => fail(403, 'login_verification_required', challenge),
      'POST /wps/session/login/verification/send': () => ok({ expiredMinutes: 5 }),
      'POST /wps/session/login/verification': () => ok(loginResult()),
    });
    await visit('/login');
    type('login-username', 'player01');
    type('login-password', 'Player@123');
    fireEvent.click(screen.getByTestId('login-submit'));
    fireEvent.click(await screen.findByTestId('login-verify-method-email'));
    fireEvent.click(screen.getByTestId('login-verify-send'));
    await waitFor(() => expect(screen.getByTestId('login-verify-send').textContent).toMatch(/Resend in 300s/));
    expect(calls.find((c) => c.path === '/wps/session/login/verification/send')?.body).toEqual({ challengeId: 'ch1', method: 'email' });
    type('login-verify-code', '123456');
    fireEvent.click(screen.getByTestId('login-verify-submit'));
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBe('tok-1'));
    expect(calls.find((c) => c.path === '/wps/session/login/verification')?.body).toEqual({ challengeId: 'ch1', method: 'email', code: '123456' });
  });

  it('SMS login: refuses to send until the number is valid, counts down expiredMinutes × 60 s, logs in without verification', async () => {
    let loginBody: unknown;
    const { calls } = serve({
      'POST /wps/verification/sms/noLogin': () => ok({ expiredMinutes: 2 }),
      'POST /wps/session/login': ({ body }) => ((loginBody = body), ok(loginResult({ weakPassword: true }))),
    });
    await visit('/login');
    fireEvent.click(screen.getByTestId('login-tab-sms'));
    type('login-mobile', '12');
    fireEvent.click(screen.getByTestId('login-send-code'));
    expect((await screen.findByTestId('field-error-mobile')).textContent).toBe('Please enter a valid mobile number');
    expect(calls.some((c) => c.path === '/wps/verification/sms/noLogin')).toBe(false);
    type('login-mobile', '9171234567');
    await new Promise((r) => setTimeout(r, 1100));
    fireEvent.click(screen.getByTestId('login-send-code'));
    const button = screen.getByTestId('login-send-code') as HTMLButtonElement;
    await waitFor(() => expect(button.textContent).toBe('Resend in 120s'));
    expect(button.disabled).toBe(true);
    await waitFor(() => expect(button.textContent).toBe('Resend in 119s'), { timeout: 2500 });
    type('login-code', '654321');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBe('tok-1'));
    const opened = (await openSealed(loginBody, login.path)) as Record<string, unknown>;
    expect(opened).toMatchObject({ username: '9171234567', password: '654321', type: 'sms', countryDialingCode: '+63' });
    expect(opened.verification).toBeUndefined();
    // SMS logins never force the password change.
    expect(screen.queryByTestId('modal-change-password')).toBeNull();
  });

  it('shows an SMS send failure in a warning dialog with the message', async () => {
    serve({ 'POST /wps/verification/sms/noLogin': () => fail(429, 'sms_too_many_requests') });
    await visit('/login');
    fireEvent.click(screen.getByTestId('login-tab-sms'));
    type('login-mobile', '9171234567');
    fireEvent.click(screen.getByTestId('login-send-code'));
    const dialog = await screen.findByTestId('message-dialog');
    expect(dialog.textContent).toContain('Too many requests, try again after 5 minutes');
    expect(dialog.querySelector('[data-icon="warning"]')).toBeTruthy();
  });

  it('retries an encrypted call once with a fresh key when the server no longer knows the key', async () => {
    let attempts = 0;
    const { calls } = serve({
      'POST /wps/session/login': () => (++attempts === 1 ? fail(400, 'encryption_key_unknown') : ok(loginResult())),
    });
    await visit('/login');
    type('login-username', 'player01');
    type('login-password', 'Player@123');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBe('tok-1'));
    expect(attempts).toBe(2);
    expect(calls.filter((c) => c.path === '/wps/system/permission').length).toBeGreaterThanOrEqual(2);
  });
});

describe('register popup', () => {
  const register = () =>
    serve(
      { 'PUT /wps/member/register': () => ok(loginResult({ token: 'tok-reg' })), '/wps/agent/affiliate': () => fail(404, 'invalid_affiliate') },
      {
        whitelabelVal: flagTree(WhitelabelFlag.usernameRegister, WhitelabelFlag.directRegister),
        register: {
          ...buildPermission().info.register,
          username: { enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 2 },
          password: { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 6 },
          confirmPassword: { enabled: true, required: true },
          affiliateCode: { enabled: true, required: false, minLength: 4, maxLength: 20, patternId: 5 },
          paymentPassword: { enabled: true, required: false, minLength: 6, maxLength: 6, patternId: 7 },
        },
      },
    );

  it('validates with the brand patterns on blur, the confirmation, payment password and the checkboxes', async () => {
    register();
    await visit('/register');
    type('register-field-username', '1abc');
    fireEvent.blur(screen.getByTestId('register-field-username'));
    expect((await screen.findByTestId('field-error-username')).textContent).toBe(
      'Start with a letter, then letters or digits only, 6 - 16 characters',
    );
    // The password's message promises letters and digits combined; a symbol among them is fine.
    type('register-field-password', 'Walker 2026');
    fireEvent.blur(screen.getByTestId('register-field-password'));
    expect((await screen.findByTestId('field-error-password')).textContent).toBe(
      'Must combine letters and digits (symbols allowed), 6 - 20 characters',
    );
    type('register-field-password', 'Walker@2026');
    fireEvent.blur(screen.getByTestId('register-field-password'));
    await waitFor(() => expect(screen.queryByTestId('field-error-password')).toBeNull());
    type('register-field-password', 'abc123');
    type('register-field-confirmPassword', 'abc124');
    fireEvent.blur(screen.getByTestId('register-field-confirmPassword'));
    expect((await screen.findByTestId('field-error-confirmPassword')).textContent).toBe('Inconsistent input');
    type('register-field-confirmPassword', '');
    fireEvent.blur(screen.getByTestId('register-field-confirmPassword'));
    expect((await screen.findByTestId('field-error-confirmPassword')).textContent).toBe('Incorrect confirmation input');
    type('register-field-paymentPassword', '12');
    fireEvent.blur(screen.getByTestId('register-field-paymentPassword'));
    // min equals max: '(min) - (max)' becomes the single number.
    expect((await screen.findByTestId('field-error-paymentPassword')).textContent).toBe('Digits only, 6 digits');
    const terms = screen.getByTestId('register-terms') as HTMLInputElement;
    expect(terms.checked).toBe(true);
    fireEvent.click(terms);
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('field-error-terms')).textContent).toBe('not empty?');
    expect(screen.getByTestId('field-error-age').textContent).toContain('18');
    expect(screen.getByText('Username').parentElement?.textContent).toContain('*');
  });

  it('fills the affiliate field from an invite link', async () => {
    register();
    await visit('/register?affiliateCode=LUCKY01');
    await waitFor(() => expect((screen.getByTestId('register-field-affiliateCode') as HTMLInputElement).value).toBe('LUCKY01'));
  });

  it('stops at an invalid affiliate code with the invitation_code_error dialog', async () => {
    const { calls } = register();
    await visit('/register');
    type('register-field-username', 'player99');
    type('register-field-password', 'abc123');
    type('register-field-confirmPassword', 'abc123');
    type('register-field-paymentPassword', '123456');
    type('register-field-affiliateCode', 'NOPE1');
    fireEvent.click(screen.getByTestId('register-age'));
    fireEvent.click(screen.getByTestId('register-submit'));
    const dialog = await screen.findByTestId('message-dialog');
    expect(dialog.textContent).toContain('Invalid invitation code');
    expect(within(dialog).getByTestId('message-ok').textContent).toBe('Confirm');
    expect(calls.some((c) => c.path === '/wps/member/register')).toBe(false);
  });

  it('registers (sealed, with the submit-time fields), logs in and goes to /', async () => {
    let sealed: unknown;
    serve(
      { 'PUT /wps/member/register': ({ body }) => ((sealed = body), ok(loginResult({ token: 'tok-reg' }))) },
      {
        whitelabelVal: flagTree(WhitelabelFlag.usernameRegister, WhitelabelFlag.directRegister),
        register: {
          ...buildPermission().info.register,
          username: { enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 2 },
          password: { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 6 },
        },
      },
    );
    await visit('/register?referralCode=REF9');
    type('register-field-username', 'player99');
    type('register-field-password', 'abc123');
    type('register-field-confirmPassword', 'abc123');
    fireEvent.click(screen.getByTestId('register-age'));
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBe('tok-reg'));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    const opened = (await openSealedBody(sealed, { method: 'PUT', path: '/wps/member/register' }, () => undefined).catch(async () => {
      const key = await importPrivateKey(testSealKeys.privateKeyPkcs8);
      return openSealedBody(sealed, { method: 'PUT', path: '/wps/member/register' }, () => key);
    })) as Record<string, unknown>;
    expect(opened).toMatchObject({
      username: 'player99',
      password: 'abc123',
      confirmPassword: 'abc123',
      referralCode: 'REF9',
      registerMethod: 'WEB',
      login: true,
      termsAccepted: true,
      ageConfirmed: true,
      domain: window.location.host,
    });
    expect(String(opened.registerUrl)).toContain('/register?referralCode=REF9');
  });

  it('shows a server field error under that field', async () => {
    serve(
      { 'PUT /wps/member/register': () => fail(400, 'field_invalid', { field: 'username', key: 'error.username_taken' }) },
      {
        whitelabelVal: flagTree(WhitelabelFlag.usernameRegister, WhitelabelFlag.directRegister),
        register: { ...buildPermission().info.register, username: { enabled: true, required: true }, password: { enabled: true, required: true } },
      },
    );
    await visit('/register');
    type('register-field-username', 'player01');
    type('register-field-password', 'abc123');
    type('register-field-confirmPassword', 'abc123');
    fireEvent.click(screen.getByTestId('register-age'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('field-error-username')).textContent).toBe('This username is already taken');
  });
});

describe('forgot-password popup', () => {
  it('has only the email tab when CHNGPASSVERIF3 is off, and sends the form-encoded request', async () => {
    const { calls } = serve({ 'POST /wps/member/password/email': () => ok(null) });
    await visit('/login');
    fireEvent.click(screen.getByTestId('login-forgot'));
    await screen.findByTestId('modal-forgot');
    await panelsLoaded();
    expect(screen.queryByTestId('forgot-tab-mobileNum')).toBeNull();
    type('forgot-username', 'player01');
    type('forgot-email', 'bad');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByTestId('field-error-email')).toBeTruthy();
    type('forgot-email', 'p@example.test');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    await screen.findByTestId('message-dialog');
    expect(screen.queryByTestId('modal-forgot')).toBeNull();
    const call = calls.find((c) => c.path === '/wps/member/password/email');
    expect(call?.body).toBe('username=player01&email=p%40example.test');
    expect(call?.init?.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded' });
  });

  it('defaults to the mobile tab when CHNGPASSVERIF3 is on; reset logs in with the new password and goes to /', async () => {
    let loginBody: unknown;
    serve(
      {
        'POST /wps/verification/sms/noLogin': () => ok({ expiredMinutes: 5 }),
        'POST /wps/member/password/verification': () => ok({ account: 'player01' }),
        'POST /wps/session/login': ({ body }) => ((loginBody = body), ok(loginResult({ token: 'tok-new' }))),
      },
      { whitelabelVal: flagTree(...DEFAULT_FLAGS, WhitelabelFlag.changePasswordVerify) },
    );
    await visit('/login');
    act(() => popups.open('forgot'));
    const tab = await screen.findByTestId('forgot-tab-mobileNum');
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('forgot-tab-email')).toBeTruthy();
    type('forgot-mobile', '9171234567');
    type('forgot-code', '111222');
    type('forgot-new-password', 'Newpass1');
    type('forgot-confirm-password', 'Newpass1');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBe('tok-new'));
    expect(await openSealed(loginBody, login.path)).toMatchObject({ username: 'player01', password: 'Newpass1' });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(screen.queryByTestId('modal-forgot')).toBeNull();
  });
});

describe('header and session', () => {
  it('shows the account menu per flags and signs out after confirmation', async () => {
    window.sessionStorage.setItem('token', 'tok-1');
    const { calls } = serve({ 'DELETE /wps/session/logout': () => ok(null) }, { whitelabelVal: flagTree(WhitelabelFlag.transactionRecords) });
    await visit('/');
    expect((await screen.findByTestId('account-name')).textContent).toBe('player01');
    fireEvent.click(screen.getByTestId('account-menu-button'));
    const menu = screen.getByTestId('account-menu');
    expect(within(menu).getByText('Account record')).toBeTruthy();
    expect(within(menu).queryByText('Betting record')).toBeNull();
    expect(within(menu).queryByText('Agent Center')).toBeNull();
    fireEvent.click(within(menu).getByTestId('sign-out'));
    const confirm = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(confirm).getByTestId('confirm-cancel'));
    expect(window.sessionStorage.getItem('token')).toBe('tok-1');
    fireEvent.click(screen.getByTestId('account-menu-button'));
    fireEvent.click(within(screen.getByTestId('account-menu')).getByTestId('sign-out'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await screen.findByTestId('login-button');
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/wps/session/logout')).toBe(true);
  });

  it('offers the agent center to agents and a Trial badge to trial members', async () => {
    window.sessionStorage.setItem('token', 'tok-1');
    serve({ '/wps/member/info': () => ok(buildMember({ type: 41, account: 'agent01' })) });
    await visit('/');
    fireEvent.click(await screen.findByTestId('account-menu-button'));
    await within(screen.getByTestId('account-menu')).findByText('Agent Center');
    expect(screen.queryByTestId('trial-badge')).toBeNull();
  });

  it('shows the Trial badge and a register call to action for trial members', async () => {
    window.sessionStorage.setItem('token', 'tok-1');
    serve({ '/wps/member/info': () => ok(buildMember({ type: 4, account: 'trial_x' })) });
    await visit('/');
    await screen.findByTestId('trial-badge');
    expect(screen.getByTestId('register-button')).toBeTruthy();
  });

  it('returns to the logged-out state when a call answers 401 not_logged_in', async () => {
    window.sessionStorage.setItem('token', 'stale');
    serve({ '/wps/member/info': () => fail(401, 'not_logged_in') });
    await visit('/');
    await screen.findByTestId('login-button');
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });
});

describe('agent login page', () => {
  it('logs an agent in with agentLogin and goes to /agentHome', async () => {
    let sealed: unknown;
    const { calls } = serve({
      'POST /wps/session/login': ({ body }) => ((sealed = body), ok(loginResult({}, { type: 1, account: 'agent01' }))),
      '/wps/member/info': () => ok(buildMember({ type: 1, account: 'agent01' })),
      '/wps/agent/contracts/requests': () => ok({ divtypereq: false, dailysalreqtype: false, contracthoursalreq: false, realtimesalreqtype: false }),
    });
    await visit('/agent');
    expect(calls.some((c) => c.path === '/wps/agent/contracts/requests')).toBe(false);
    type('agent-login-username', 'agent01');
    type('agent-login-password', 'Agent@123');
    fireEvent.click(screen.getByTestId('agent-login-submit'));
    expect((await screen.findByTestId('agent-account')).textContent).toBe('agent01');
    expect(window.location.pathname).toBe('/agentHome');
    expect(await openSealed(sealed, login.path)).toMatchObject({ agentLogin: true });
    // Signed in as an agent: the contract flags are asked (no offer waits, so no popup).
    await waitFor(() => expect(calls.some((c) => c.path === '/wps/agent/contracts/requests')).toBe(true));
    expect(popups.get()).toBeNull();
  });

  it('refuses a non-agent with Non-agents cannot log in', async () => {
    serve({ 'POST /wps/session/login': () => fail(403, 'non_agent') });
    await visit('/agent');
    type('agent-login-username', 'player01');
    type('agent-login-password', 'Player@123');
    fireEvent.click(screen.getByTestId('agent-login-submit'));
    expect((await screen.findByTestId('message-dialog')).textContent).toContain('Non-agents cannot log in');
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });
});

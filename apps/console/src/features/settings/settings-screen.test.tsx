import {
  DOMAIN_KINDS,
  PATTERN_IDS,
  REGISTER_FIELDS,
  SETTING_PROBLEMS,
  WhitelabelFlag,
  type TStaffBrandSettings,
  type TStaffFlags,
  type TStaffRegisterFields,
} from '@wps/contracts/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithApp, testStaff } from '@/testing/render';
import { SettingsScreen } from './settings-screen';

const admin = testStaff({ role: 'admin', permissions: ['settings.view', 'settings.write'] });
const viewer = testStaff({ role: 'support', permissions: ['settings.view'] });

const rule = (enabled: boolean, required: boolean, minLength: number | null = null, maxLength: number | null = null, patternId: number | null = null) => ({ enabled, required, minLength, maxLength, patternId });
const FIELDS: TStaffRegisterFields = {
  fields: {
    username: rule(true, true, 6, 16, 2),
    password: rule(true, true, 6, 20, 6),
    payeeName: rule(false, false),
    email: rule(true, false, 6, 64, 4),
    qqNum: rule(false, false),
    mobileNum: rule(false, false, 10, 10, 7),
    recommenderId: rule(false, false),
    captcha: rule(false, false),
    verificationCode: rule(false, false),
    affiliateCode: rule(false, false),
    paymentPassword: rule(false, true, 6, 6, 7),
    line: rule(false, false),
    whatsapp: rule(false, false),
    facebook: rule(false, false),
    wechat: rule(false, false),
    idNumber: rule(false, false),
    birthday: rule(false, false),
  },
};
const node = (modId: string, enabled: boolean, active: boolean, children: TStaffFlags['tree'] = []) => ({ modId, enabled, active, children });
const FLAGS: TStaffFlags = {
  tree: [
    node('REGISTER3', true, true, [node('USERNAMEREG3', true, true), node('DIRECTREG3', true, true)]),
    node('LOGIN3', true, true, [node('MOBILEVERCODELOGIN3', true, true), node('FREEPLAY3', false, false)]),
  ],
};
const BRAND: TStaffBrandSettings = {
  code: 'demo',
  name: 'Demo Casino',
  supportedLanguages: ['EN', 'TY'],
  defaultLanguage: 'EN',
  currency: 'PHP',
  currencySymbol: '₱',
  gmtOffsetMinutes: 480,
  currencyLocked: true,
  wallet: {
    withdrawMin: '10000',
    withdrawMax: '5000000',
    withdrawDailyMax: '10000000',
    withdrawDailyCount: 5,
    withdrawAutoConfirmMinutes: 1440,
    depositChannels: [{ code: 'BDO', name: 'BDO Unibank', kind: 'bank', active: true, minAmount: '10000', maxAmount: '5000000' }],
  },
  humanChallengeMaxNumber: 50_000,
  domains: [
    { host: 'localhost', kind: 'player' },
    { host: 'agent.localhost', kind: 'agent' },
  ],
  yourHost: 'localhost',
};

/** The staff API as the tests answer it: each call by method and path, the bodies sent kept. */
let sent: { method: string; path: string; body: unknown }[] = [];
const answers = new Map<string, unknown>();
beforeEach(() => {
  sent = [];
  answers.clear();
  answers.set('GET /wps/staff/settings/register-fields', FIELDS);
  answers.set('GET /wps/staff/settings/flags', FLAGS);
  answers.set('GET /wps/staff/settings/brand', BRAND);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = url.split('?')[0]!;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (method !== 'GET') sent.push({ method, path, body });
      const value = answers.get(`${method} ${path}`) ?? answers.get(`GET ${path}`);
      return new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const open = (tab: string, staff = admin) => renderWithApp(<SettingsScreen />, { path: `/settings?tab=${tab}`, staff });
const saveWithReason = async (reason: string) => {
  fireEvent.click(within(screen.getByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  return sent[0]!;
};

describe('registration form settings', () => {
  it('previews the register form as configured and follows every change at once', async () => {
    open('register');
    const preview = await screen.findByRole('form', { name: 'Preview' });
    // Shown fields only, required ones marked, in the player site's order.
    expect(within(preview).getByLabelText(/Username/)).toBeTruthy();
    expect(within(preview).getByLabelText(/Confirm password/)).toBeTruthy();
    expect(within(preview).queryByLabelText(/WeChat ID/)).toBeNull();

    const email = within(preview).getByTestId('preview-email');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(await within(preview).findByText('Please enter a valid email address, 6 - 64 characters')).toBeTruthy();

    // The rule changes in the editor: the message the player would read changes with it.
    const emailRule = screen.getByRole('group', { name: 'Email address' });
    fireEvent.change(within(emailRule).getByLabelText('Email address: Max length'), { target: { value: '40' } });
    expect(within(preview).getByText('Please enter a valid email address, 6 - 40 characters')).toBeTruthy();
    fireEvent.change(within(emailRule).getByLabelText('Email address: Pattern'), { target: { value: '' } });
    expect(within(preview).getByText('6–40 characters')).toBeTruthy();
    expect(within(preview).queryByText(/valid email address/)).toBeNull();

    // A field switched on shows in the form; a bound exactly one number reads as that number.
    fireEvent.click(within(screen.getByRole('group', { name: 'WeChat ID' })).getByRole('switch', { name: 'WeChat ID: Shown' }));
    expect(within(preview).getByLabelText(/WeChat ID/)).toBeTruthy();

    // Trying the form checks every field at once.
    fireEvent.click(within(preview).getByRole('button', { name: 'Register' }));
    expect(within(preview).getAllByText('Input cannot be empty').length).toBeGreaterThan(0);
    expect(within(preview).getByText('The player site would stop here and mark the fields above.')).toBeTruthy();
  });

  it("refuses what the contract refuses, field by field, and saves the whole form with a reason", async () => {
    open('register');
    const emailRule = await screen.findByRole('group', { name: 'Email address' });
    fireEvent.change(within(emailRule).getByLabelText('Email address: Min length'), { target: { value: '70' } });
    expect(within(emailRule).getByRole('alert').textContent).toBe('The maximum must not be below the minimum.');
    const username = screen.getByRole('group', { name: 'Username' });
    fireEvent.change(within(username).getByLabelText('Username: Max length'), { target: { value: '65' } });
    expect(within(username).getByRole('alert').textContent).toBe('At most 64 for this field.');
    expect(within(username).getByRole('switch', { name: 'Username: Shown' })).toHaveProperty('disabled', true);
    const bar = screen.getByRole('region', { name: 'Unsaved changes' });
    expect(within(bar).getByText('Fix the marked values to save.')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    fireEvent.change(within(username).getByLabelText('Username: Max length'), { target: { value: '12' } });
    fireEvent.change(within(emailRule).getByLabelText('Email address: Min length'), { target: { value: '8' } });
    fireEvent.click(within(emailRule).getByRole('checkbox', { name: 'Email address: Required' }));
    answers.set('POST /wps/staff/settings/register-fields', FIELDS);
    const call = await saveWithReason('Stricter sign-up');
    expect(call.path).toBe('/wps/staff/settings/register-fields');
    const body = call.body as { fields: TStaffRegisterFields['fields']; reason: string };
    expect(body.reason).toBe('Stricter sign-up');
    expect(body.fields.email).toEqual(rule(true, true, 8, 64, 4));
    expect(body.fields.username).toEqual(rule(true, true, 6, 12, 2));
    expect(Object.keys(body.fields)).toHaveLength(REGISTER_FIELDS.length - 1);
  });
});

describe('feature flags', () => {
  it('shows a module switched off taking its flags with it, and saves the switches with a reason', async () => {
    open('flags');
    const child = await screen.findByTestId('flag-MOBILEVERCODELOGIN3');
    expect(within(child).queryByText('Off with its module')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Login' }));
    expect(within(child).getByText('Off with its module')).toBeTruthy();
    // The child keeps its own switch.
    expect(within(child).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    const call = await saveWithReason('Logins paused');
    expect(call).toEqual({ method: 'POST', path: '/wps/staff/settings/flags', body: { changes: [{ modId: 'LOGIN3', enabled: false }], reason: 'Logins paused' } });
  });

  it('lets a viewer look without switching', async () => {
    open('flags', viewer);
    const switches = await screen.findAllByRole('switch');
    expect(switches.every((s) => (s as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
  });
});

describe('brand basics', () => {
  it('keeps the currency once money has moved, checks the wallet limits and never offers to remove the host in use', async () => {
    open('brand');
    const currency = await screen.findByLabelText('Currency (ISO code)');
    expect(currency).toHaveProperty('disabled', true);
    expect(screen.getByText('Money has moved in this currency: it can no longer change.')).toBeTruthy();

    const max = within(screen.getAllByRole('group', { name: 'Withdrawals' })[0]!).getByLabelText('Maximum (₱)');
    fireEvent.change(max, { target: { value: '50' } });
    expect(screen.getByText('The maximum must not be below the minimum.')).toBeTruthy();
    fireEvent.change(max, { target: { value: '60000' } });
    expect(screen.queryByText('The maximum must not be below the minimum.')).toBeNull();

    expect(screen.queryByRole('button', { name: 'Remove localhost' })).toBeNull();
    answers.set('POST /wps/staff/settings/brand/domains/remove', { ...BRAND, domains: [BRAND.domains[0]] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove agent.localhost' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Agents moved' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent.map((s) => s.path)).toContain('/wps/staff/settings/brand/domains/remove'));
    expect(sent.find((s) => s.path.endsWith('/remove'))?.body).toEqual({ host: 'agent.localhost', reason: 'Agents moved' });
    await waitFor(() => expect(screen.queryByText('agent.localhost')).toBeNull());
  });

  it('sends the wallet limits in minor units with a reason', async () => {
    open('brand');
    const withdrawals = (await screen.findAllByRole('group', { name: 'Withdrawals' }))[0]!;
    fireEvent.change(within(withdrawals).getByLabelText('Maximum (₱)'), { target: { value: '60,000.50' } });
    fireEvent.change(within(screen.getByRole('group', { name: 'BDO Unibank' })).getByLabelText('Minimum (₱)'), { target: { value: '150' } });
    answers.set('POST /wps/staff/settings/brand/wallet', BRAND);
    const wallet = screen.getByRole('region', { name: 'Wallet limits' });
    fireEvent.click(within(within(wallet).getByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Higher cap' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ withdrawMin: '10000', withdrawMax: '6000050', depositChannels: [{ code: 'BDO', minAmount: '15000', maxAmount: '5000000' }], reason: 'Higher cap' });
  });
});

describe('human verification', () => {
  it('checks the difficulty against its bounds and saves it with a reason', async () => {
    open('brand');
    const card = await screen.findByRole('region', { name: 'Human verification' });
    const field = within(card).getByLabelText('Difficulty (largest number)');
    expect(field).toHaveProperty('value', '50000');
    expect(within(card).getByText('From 1,000 to 1,000,000; 50,000 unless changed. A browser tries about half of it.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '999' } });
    expect(within(card).getByRole('alert')).toBeTruthy();
    expect(within(within(card).getByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    fireEvent.change(field, { target: { value: '20000' } });
    expect(within(card).queryByRole('alert')).toBeNull();
    answers.set('POST /wps/staff/settings/brand/human-verification', { ...BRAND, humanChallengeMaxNumber: 20_000 });
    fireEvent.click(within(within(card).getByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Faster for phones' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'POST', path: '/wps/staff/settings/brand/human-verification', body: { humanChallengeMaxNumber: 20_000, reason: 'Faster for phones' } });
    await waitFor(() => expect(within(card).queryByRole('region', { name: 'Unsaved changes' })).toBeNull());
    expect(field).toHaveProperty('value', '20000');
  });

  it('lets a viewer read the difficulty without changing it', async () => {
    open('brand', viewer);
    const card = await screen.findByRole('region', { name: 'Human verification' });
    expect(within(card).getByLabelText('Difficulty (largest number)')).toHaveProperty('disabled', true);
    expect(within(card).queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
  });
});

describe('texts of the settings', () => {
  it('names every flag, field, pattern, refusal and host kind in both languages', () => {
    const keys = [
      ...Object.values(WhitelabelFlag).map((f) => `settings.flag_${f}`),
      ...['REGISTER3', 'LOGIN3', 'MEMBER3', 'AGENT3'].map((m) => `settings.flag_${m}`),
      ...REGISTER_FIELDS.map((f) => `settings.field_${f}`),
      ...PATTERN_IDS.flatMap((id) => [`settings.pattern_${id}`, `settings.preview.reg_pattern_${id}`]),
      ...Object.keys(SETTING_PROBLEMS).map((code) => `settings.problem_${code}`),
      ...DOMAIN_KINDS.flatMap((kind) => [`settings.domain_kind_${kind}`, `settings.domain_add_body_${kind}`]),
      ...['required', 'length', 'confirm_required', 'confirm_mismatch', 'mobile'].map((k) => `settings.preview.validation.${k}`),
      ...['human_verification', 'human_verification_hint', 'human_max_number', 'human_max_number_hint', 'human_confirm', 'human_confirm_body', 'human_saved'].map((k) => `settings.${k}`),
    ];
    for (const lng of ['en', 'ty']) for (const key of keys) expect(i18n.exists(key, { lng }), `${lng} ${key}`).toBe(true);
  });
});

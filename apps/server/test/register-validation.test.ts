import { PATTERN_IDS, register, registerMobile, type TPatternId } from '@wps/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerFieldSettings } from '../src/db/schema';
import { call, createAccountApp, envelope, freshIp, type AccountTestApp } from './support/accounts';

let t: AccountTestApp;
beforeAll(async () => {
  t = await createAccountApp();
});
afterAll(async () => {
  await t.close();
});

/** A valid and an invalid example of every pattern kind of SPEC.md §5. */
const EXAMPLES: Record<TPatternId, { valid: string; invalid: string }> = {
  1: { valid: 'anything at all !', invalid: '' },
  2: { valid: 'player01', invalid: '1player' },
  3: { valid: '张伟123', invalid: 'zhang123' },
  4: { valid: 'ana@example.com', invalid: 'ana@example' },
  5: { valid: 'abc123', invalid: 'abc-123' },
  6: { valid: 'abc123', invalid: 'abcdef' },
  7: { valid: '0917123', invalid: '0917a23' },
  8: { valid: 'Abc123', invalid: 'abc123' },
  9: { valid: 'Ana Cruz', invalid: 'Ana Cruz2' },
  10: { valid: 'no-spaces', invalid: 'has space' },
  11: { valid: '张伟。', invalid: 'abc' },
  12: { valid: '1990-12-31', invalid: '1990-13-01' },
  13: { valid: '12-31-1990', invalid: '1990-12-31' },
  14: { valid: '김민수', invalid: 'kim' },
  15: { valid: 'สมชาย', invalid: 'somchai' },
  16: { valid: 'สมชายAbc', invalid: 'abc1' },
  17: { valid: 'ANA CRUZ', invalid: 'Ana Cruz' },
  18: { valid: 'Abc!@#1', invalid: 'abc def' },
  19: { valid: 'Abc123!x', invalid: 'Abc12345' },
  20: { valid: 'Ana Cruz', invalid: 'AnaCruz' },
};

/** Everything valid except what a case changes, and the terms unticked so a valid field shows up as the terms error. */
const base = { username: 'player77', password: 'Secret123', confirmPassword: 'Secret123', termsAccepted: false, ageConfirmed: true };

async function setField(field: string, config: { enabled?: boolean; required?: boolean; minLength?: number | null; maxLength?: number | null; patternId?: number | null }) {
  await t.database.db
    .insert(registerFieldSettings)
    .values({ merchantId: t.merchantId, field, enabled: true, required: false, ...config })
    .onConflictDoUpdate({ target: [registerFieldSettings.merchantId, registerFieldSettings.field], set: { enabled: true, required: false, minLength: null, maxLength: null, patternId: null, ...config } });
}

const submit = async (body: Record<string, unknown>) => call(t, register, body, { ip: freshIp() });
const fieldOf = async (body: Record<string, unknown>) => {
  const res = await submit(body);
  expect(res.statusCode).toBe(400);
  return envelope(res).value as { field: string; key: string; params: Record<string, number> };
};

beforeEach(async () => {
  await setField('wechat', { enabled: false });
  await setField('line', { enabled: false });
});

describe('registration fields follow the brand config (SPEC.md §5), same rules as the browser', () => {
  it.each(PATTERN_IDS.map((id) => [id, EXAMPLES[id]] as const))('pattern %s: valid passes, invalid is reg_pattern_{id}', async (id, example) => {
    await setField('wechat', { patternId: id, required: true });
    expect(await fieldOf({ ...base, wechat: example.invalid })).toEqual({
      field: 'wechat',
      key: example.invalid === '' ? 'validation.required' : `reg_pattern_${id}`,
      params: {},
    });
    expect((await fieldOf({ ...base, wechat: example.valid })).field).toBe('termsAccepted');
  });

  it('length bounds name (min) and (max)', async () => {
    await setField('line', { minLength: 4, maxLength: 6, patternId: 5 });
    expect(await fieldOf({ ...base, line: 'abc' })).toEqual({ field: 'line', key: 'reg_pattern_5', params: { min: 4, max: 6 } });
    expect(await fieldOf({ ...base, line: 'abcdefg' })).toEqual({ field: 'line', key: 'reg_pattern_5', params: { min: 4, max: 6 } });
    expect((await fieldOf({ ...base, line: 'abcd' })).field).toBe('termsAccepted');
    // An optional field left empty is fine; a disabled field is ignored whatever it holds.
    expect((await fieldOf({ ...base })).field).toBe('termsAccepted');
    await setField('line', { enabled: false, minLength: 4, patternId: 5 });
    expect((await fieldOf({ ...base, line: '!!' })).field).toBe('termsAccepted');
  });

  it('username and password rules, confirmation, terms, age agreement and birthday', async () => {
    expect(await fieldOf({ ...base, username: '1abcdef' })).toMatchObject({ field: 'username', key: 'reg_pattern_2', params: { min: 6, max: 16 } });
    expect(await fieldOf({ ...base, username: '' })).toMatchObject({ field: 'username', key: 'validation.required' });
    expect(await fieldOf({ ...base, password: 'abcdefg', confirmPassword: 'abcdefg' })).toMatchObject({ field: 'password', key: 'reg_pattern_6' });
    // Letters and digits combined, with a symbol: what the message promises, and what the demo's own passwords are.
    expect((await fieldOf({ ...base, password: 'Walker@2026', confirmPassword: 'Walker@2026' })).field).toBe('termsAccepted');
    expect(await fieldOf({ ...base, confirmPassword: 'Secret124' })).toMatchObject({ field: 'confirmPassword', key: 'validation.inconsistent' });
    expect(await fieldOf({ ...base })).toMatchObject({ field: 'termsAccepted', key: 'validation.terms' });
    expect(await fieldOf({ ...base, termsAccepted: true, ageConfirmed: false })).toEqual({ field: 'ageConfirmed', key: 'validation.age_agreement', params: { years: 18 } });
    const now = t.clock.now();
    const yearsAgo = (n: number, dayShift = 0) => {
      const d = new Date(Date.UTC(now.getUTCFullYear() - n, now.getUTCMonth(), now.getUTCDate() + dayShift));
      return d.toISOString().slice(0, 10);
    };
    expect(await fieldOf({ ...base, termsAccepted: true, birthday: yearsAgo(21, 1) })).toEqual({ field: 'birthday', key: 'validation.birthday_age', params: { years: 21 } });
    expect((await fieldOf({ ...base, birthday: yearsAgo(21) })).field).toBe('termsAccepted');
    expect(await fieldOf({ ...base, mobileNum: '12345' })).toMatchObject({ field: 'mobileNum', key: 'reg_pattern_7', params: { min: 10, max: 10 } });
    expect(await fieldOf({ ...base, email: 'nope' })).toMatchObject({ field: 'email', key: 'reg_pattern_4' });
  });

  it('needs the SMS code when SMS verification is on and refuses a disabled way of registering', async () => {
    expect(await fieldOf({ ...base, termsAccepted: true })).toMatchObject({ field: 'mobileNum', key: 'validation.required' });
    expect(await fieldOf({ ...base, termsAccepted: true, mobileNum: '9170000001' })).toMatchObject({ field: 'verificationCode', key: 'validation.required' });
    // nova has MOBILENUMREG3 off.
    const mobileOff = await call(t, registerMobile, { ...base, termsAccepted: true, mobileNum: '9170000001' }, { ip: freshIp(), host: 'nova.localhost' });
    expect(mobileOff.statusCode).toBe(403);
    expect(envelope(mobileOff).code).toBe('feature_disabled');
  });
});

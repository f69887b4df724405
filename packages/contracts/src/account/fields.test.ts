import { describe, expect, it } from 'vitest';
import { ageOn, countWords, renderFieldError, validateConfiguredField } from './fields';

describe('validateConfiguredField', () => {
  const username = { enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 2 as const };
  it('ignores a disabled field and an empty optional one', () => {
    expect(validateConfiguredField({ ...username, enabled: false }, '')).toBeNull();
    expect(validateConfiguredField({ ...username, required: false }, '  ')).toBeNull();
  });
  it('requires a required field', () => {
    expect(validateConfiguredField(username, ' ')).toEqual({ key: 'validation.required' });
  });
  it('reports length and pattern with reg_pattern_{id} and its bounds', () => {
    const error = { key: 'reg_pattern_2', params: { min: 6, max: 16 } };
    expect(validateConfiguredField(username, 'abc')).toEqual(error);
    expect(validateConfiguredField(username, 'a'.repeat(17))).toEqual(error);
    expect(validateConfiguredField(username, '1abcdef')).toEqual(error);
    expect(validateConfiguredField(username, ' player01 ')).toBeNull();
  });
  it('renders (min) - (max) as one number when equal', () => {
    expect(renderFieldError('(min) - (max) digits', { key: 'x', params: { min: 10, max: 10 } })).toBe('10 digits');
  });
});

describe('ageOn', () => {
  const now = new Date(Date.UTC(2026, 10, 21));
  it('counts whole years', () => {
    expect(ageOn('2005-11-21', now)).toBe(21);
    expect(ageOn('2005-11-22', now)).toBe(20);
  });
  it('reads the MM-dd-yyyy pattern too', () => {
    expect(ageOn('11-21-2005', now)).toBe(21);
    expect(ageOn('11-22-2005', now)).toBe(20);
    expect(ageOn('02-30-2005', now)).toBeNull();
  });
  it('refuses impossible dates', () => {
    expect(ageOn('2005-02-30', now)).toBeNull();
    expect(ageOn('21-11-2005', now)).toBeNull();
  });
});

it('counts words', () => {
  expect(countWords('  one two\nthree  ')).toBe(3);
  expect(countWords('')).toBe(0);
});

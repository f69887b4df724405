import { describe, expect, it } from 'vitest';
import { DICTIONARIES, hasText, translator } from './i18n';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('texts', () => {
  it('EN and TY have the same keys, none empty', () => {
    expect(Object.keys(DICTIONARIES.TY).sort()).toEqual(Object.keys(DICTIONARIES.EN).sort());
    for (const lang of ['EN', 'TY'] as const) for (const [key, text] of Object.entries(DICTIONARIES[lang])) expect(text.trim(), `${lang}.${key}`).not.toBe('');
  });

  it('every TY text takes the same placeholders as its EN text', () => {
    for (const [key, text] of Object.entries(DICTIONARIES.EN)) expect(placeholders(DICTIONARIES.TY[key as keyof typeof DICTIONARIES.TY]), key).toEqual(placeholders(text));
  });

  it('TY is translated, not a copy of EN', () => {
    const same = Object.entries(DICTIONARIES.EN).filter(([key, text]) => DICTIONARIES.TY[key as keyof typeof DICTIONARIES.TY] === text);
    // Game names, badges, letters and road names stay as they are; most texts are Tagalog.
    expect(same.length).toBeLessThan(Object.keys(DICTIONARIES.EN).length / 5);
  });

  it('fills placeholders, leaves unknown ones, and knows the server name keys', () => {
    expect(translator('TY')('toastWin', { amount: '10.00' })).toBe('Panalo ka ng 10.00');
    expect(translator('EN')('tables.roulette.spot.split', { numbers: '17/20' })).toBe('Split 17/20');
    expect(translator('EN')('seated')).toBe('{n} at the table');
    expect(hasText('tables.sic-bo.spot.combo')).toBe(true);
    expect(hasText('tables.sic-bo.spot.nothing')).toBe(false);
    expect(hasText('toString')).toBe(false);
  });
});

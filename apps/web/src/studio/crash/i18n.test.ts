import { describe, expect, it } from 'vitest';
import { DICTIONARIES, translator } from './i18n';

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
    // The game's name, badges, units and technical terms stay as they are; the rest is Tagalog.
    expect(same.length).toBeLessThan(Object.keys(DICTIONARIES.EN).length / 8);
  });
  it('fills placeholders and leaves unknown ones as they are', () => {
    expect(translator('EN')('crashedAt', { x: '3.17' })).toBe('Crashed @ 3.17×');
    expect(translator('TY')('crashedAt', { x: '3.17' })).toBe('Bumagsak @ 3.17×');
    expect(translator('EN')('roundN')).toBe('Round #{n}');
  });
});

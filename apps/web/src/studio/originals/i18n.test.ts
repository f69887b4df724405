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
    // Game names, badges and technical terms stay as they are; most of the texts are Tagalog.
    expect(same.length).toBeLessThan(Object.keys(DICTIONARIES.EN).length / 8);
  });
  it('fills placeholders and leaves unknown ones as they are', () => {
    const t = translator('TY');
    expect(t('kenoPicked', { n: 3, max: 10 })).toBe('Napili ang 3 sa 10');
    expect(translator('EN')('cardName', { rank: 'Ace', suit: 'Spades' })).toBe('Ace of Spades');
    expect(translator('EN')('kenoHits')).toBe('{n} hits');
  });
});

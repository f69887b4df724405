/**
 * The checks every game's dictionaries pass (run from each game's i18n.test.ts): TY has every
 * EN text, none empty, with the same placeholders, and is a translation rather than a copy.
 */
import { expect, it } from 'vitest';
import type { TDictionaries } from './i18n';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** `untranslated`: the share of texts TY may keep as EN has them (game names, badges, units, technical terms). */
export function checkDictionaries<K extends string>(dictionaries: TDictionaries<K>, o: { untranslated: number }): void {
  const en: Readonly<Record<string, string>> = dictionaries.EN;
  const ty: Readonly<Record<string, string>> = dictionaries.TY;
  it('EN and TY have the same keys, none empty', () => {
    expect(Object.keys(ty).sort()).toEqual(Object.keys(en).sort());
    for (const [lang, dict] of [['EN', en] as const, ['TY', ty] as const]) for (const [key, text] of Object.entries(dict)) expect(text.trim(), `${lang}.${key}`).not.toBe('');
  });
  it('every TY text takes the same placeholders as its EN text', () => {
    for (const [key, text] of Object.entries(en)) expect(placeholders(ty[key] ?? ''), key).toEqual(placeholders(text));
  });
  it('TY is translated, not a copy of EN', () => {
    const same = Object.entries(en).filter(([key, text]) => ty[key] === text);
    expect(same.length).toBeLessThan(Object.keys(en).length * o.untranslated);
  });
}

import { describe, expect, it } from 'vitest';
import { fillText, hasOwnText, makeTranslator, modeTextKeys } from './i18n';

const EN = { hello: 'Hello {name}', count: '{n} of {max}', only: 'Only in English' } as const;
const TY: Record<keyof typeof EN, string> = { hello: 'Kumusta {name}', count: '{n} sa {max}', only: '' };
const translator = makeTranslator({ EN, TY });

describe('texts', () => {
  it('fill placeholders and leave unknown ones as they are', () => {
    expect(fillText('{n} of {max}', { n: 3, max: 10 })).toBe('3 of 10');
    expect(fillText('{n} of {max}', { n: 3 })).toBe('3 of {max}');
    expect(fillText('{n} hits')).toBe('{n} hits');
  });
  it('read a key in the page’s language, EN where the language has none', () => {
    expect(translator('TY')('hello', { name: 'Ana' })).toBe('Kumusta Ana');
    expect(translator('EN')('count', { n: 1, max: 2 })).toBe('1 of 2');
    expect(translator('TY')('only')).toBe('');
    const partial = makeTranslator({ EN, TY: { hello: 'Kumusta {name}' } as Record<keyof typeof EN, string> });
    expect(partial('TY')('only')).toBe('Only in English');
  });
  it('know their own keys, nothing inherited', () => {
    expect(hasOwnText(EN, 'hello')).toBe(true);
    expect(hasOwnText(EN, 'nothing')).toBe(false);
    expect(hasOwnText(EN, 'toString')).toBe(false);
  });
  it('name the mode badge’s texts', () => {
    expect(modeTextKeys('real')).toEqual({ label: 'modeReal', hint: 'modeRealHint' });
    expect(modeTextKeys('demo')).toEqual({ label: 'modeDemo', hint: 'modeDemoHint' });
    expect(modeTextKeys('fun')).toEqual({ label: 'modeFun', hint: 'modeFunHint' });
  });
});

import { describe, expect, it } from 'vitest';
import { checkDictionaries } from '../shared/dictionary-checks';
import { DICTIONARIES, translator } from './i18n';

describe('texts', () => {
  // Game names, badges and technical terms stay as they are; most of the texts are Tagalog.
  checkDictionaries(DICTIONARIES, { untranslated: 1 / 8 });

  it('fills placeholders and leaves unknown ones as they are', () => {
    const t = translator('TY');
    expect(t('kenoPicked', { n: 3, max: 10 })).toBe('Napili ang 3 sa 10');
    expect(translator('EN')('cardName', { rank: 'Ace', suit: 'Spades' })).toBe('Ace of Spades');
    expect(translator('EN')('kenoHits')).toBe('{n} hits');
  });
});

import { describe, expect, it } from 'vitest';
import { checkDictionaries } from '../shared/dictionary-checks';
import { DICTIONARIES, translator } from './i18n';

describe('texts', () => {
  // The game's name, badges, units and technical terms stay as they are; the rest is Tagalog.
  checkDictionaries(DICTIONARIES, { untranslated: 1 / 8 });

  it('fills placeholders and leaves unknown ones as they are', () => {
    expect(translator('EN')('crashedAt', { x: '3.17' })).toBe('Crashed @ 3.17×');
    expect(translator('TY')('crashedAt', { x: '3.17' })).toBe('Bumagsak @ 3.17×');
    expect(translator('EN')('roundN')).toBe('Round #{n}');
  });
});

import { describe, expect, it } from 'vitest';
import { checkDictionaries } from '../shared/dictionary-checks';
import { DICTIONARIES, hasText, translator } from './i18n';

describe('texts', () => {
  // Game names, badges, letters and road names stay as they are; most texts are Tagalog.
  checkDictionaries(DICTIONARIES, { untranslated: 1 / 5 });

  it('fills placeholders, leaves unknown ones, and knows the server name keys', () => {
    expect(translator('TY')('toastWin', { amount: '10.00' })).toBe('Panalo ka ng 10.00');
    expect(translator('EN')('tables.roulette.spot.split', { numbers: '17/20' })).toBe('Split 17/20');
    expect(translator('EN')('seated')).toBe('{n} at the table');
    expect(hasText('tables.sic-bo.spot.combo')).toBe(true);
    expect(hasText('tables.sic-bo.spot.nothing')).toBe(false);
    expect(hasText('toString')).toBe(false);
  });
});

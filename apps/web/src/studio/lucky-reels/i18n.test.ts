import { describe, expect, it } from 'vitest';
import { checkDictionaries } from '../shared/dictionary-checks';
import { DICTIONARIES, translator } from './i18n';

describe('texts', () => {
  // The game's name, symbol names (Wild, Scatter, Jack), badges (REAL, DEMO, FUN) and units stay as they are
  // (14 of 81 texts when this test was written); most of the texts are Tagalog.
  checkDictionaries(DICTIONARIES, { untranslated: 1 / 5 });

  it('names the member\'s free spins and their stake in both languages', () => {
    expect(translator('EN')('giftSpins', { n: 5, stake: '2.00 PHP' })).toBe('5 free spins at 2.00 PHP');
    expect(translator('TY')('giftSpins', { n: 5, stake: '2.00 PHP' })).toBe('5 libreng ikot sa halagang 2.00 PHP');
  });
});

import { describe, expect, it } from 'vitest';
import { bcp47Of, changeLanguage, ensureLanguage, i18n, pickStartLanguage } from './i18n';

describe('language handling', () => {
  it('maps platform codes to BCP 47 for <html lang>', () => {
    expect(bcp47Of('TY')).toBe('tl');
    expect(bcp47Of('EN')).toBe('en');
    expect(bcp47Of('CN')).toBe('zh-CN');
  });

  it('starts in the stored language when the brand supports it, else the brand default', () => {
    expect(pickStartLanguage(['EN', 'TY'], 'EN')).toBe('EN');
    window.localStorage.setItem('lang', 'TY');
    expect(pickStartLanguage(['EN', 'TY'], 'EN')).toBe('TY');
    window.localStorage.setItem('lang', 'VI');
    expect(pickStartLanguage(['EN', 'TY'], 'TY')).toBe('TY');
  });

  it('keeps lang and the previous language as hisLang, and sets <html lang>', async () => {
    await changeLanguage('EN');
    await changeLanguage('TY');
    expect(window.localStorage.getItem('lang')).toBe('TY');
    expect(window.localStorage.getItem('hisLang')).toBe('EN');
    expect(document.documentElement.lang).toBe('tl');
    expect(i18n.t('common.close')).toBe('Isara');
    await changeLanguage('EN');
    expect(window.localStorage.getItem('hisLang')).toBe('TY');
  });

  it("loads a language's translations when it is first shown, once, and switches without a reload", async () => {
    await changeLanguage('EN');
    i18n.removeResourceBundle('TY', 'translation');
    expect(i18n.hasResourceBundle('TY', 'translation')).toBe(false);
    // Two callers at once share one load.
    const [a, b] = [ensureLanguage('TY'), ensureLanguage('TY')];
    expect(a).toBe(b);
    await changeLanguage('TY');
    expect(i18n.hasResourceBundle('TY', 'translation')).toBe(true);
    expect(i18n.t('common.close')).toBe('Isara');
    await changeLanguage('EN');
    expect(i18n.t('common.close')).toBe('Close');
  });
});

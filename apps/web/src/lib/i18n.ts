import { LANGUAGES, type TLanguageCode, isLanguageCode } from '@wps/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { EN_TREE, TY_TREE } from '@/locales';
import { storage, StorageKey } from './storage';

/**
 * i18next runs on the platform's own language codes (EN, TY…) so keys,
 * storage and server calls all speak one code; only <html lang> and Intl get
 * the BCP 47 tag. Languages without a translation yet fall back to English.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { EN: { translation: EN_TREE }, TY: { translation: TY_TREE } },
  lng: 'EN',
  fallbackLng: 'EN',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

export const bcp47Of = (code: TLanguageCode): string => LANGUAGES.find((l) => l.code === code)?.bcp47 ?? 'en';

export const currentLanguage = (): TLanguageCode => {
  const lng = i18n.language;
  return isLanguageCode(lng) ? lng : 'EN';
};

/**
 * The stored choice wins when the brand still supports it; otherwise the
 * brand's default language (SPEC.md §9: default EN, language kept locally).
 */
export const pickStartLanguage = (supported: readonly TLanguageCode[], brandDefault: TLanguageCode): TLanguageCode => {
  const stored = storage.get('local', StorageKey.lang);
  if (stored && isLanguageCode(stored) && supported.includes(stored)) return stored;
  return supported.includes(brandDefault) ? brandDefault : (supported[0] ?? 'EN');
};

/** Switches language; `hisLang` keeps the previous one (SPEC.md §3 Local storage). */
export const changeLanguage = async (code: TLanguageCode): Promise<void> => {
  const previous = storage.get('local', StorageKey.lang);
  if (previous && previous !== code) storage.set('local', StorageKey.hisLang, previous);
  storage.set('local', StorageKey.lang, code);
  document.documentElement.lang = bcp47Of(code);
  await i18n.changeLanguage(code);
};

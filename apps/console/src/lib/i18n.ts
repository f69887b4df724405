import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en.json';
import ty from '@/locales/ty.json';
import { local, StorageKey } from './storage';

/** The console's languages: English and Tagalog, both complete (a test compares their keys). */
export const LANGUAGES = [
  { code: 'en', label: 'EN', bcp47: 'en' },
  { code: 'ty', label: 'TY', bcp47: 'tl' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

export const isLanguage = (value: string | null | undefined): value is Language => LANGUAGES.some((l) => l.code === value);

/** The stored choice, else Tagalog for a browser set to Tagalog or Filipino, else English. */
export const startLanguage = (): Language => {
  const stored = local.get(StorageKey.lang);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.toLowerCase();
  return browser.startsWith('tl') || browser.startsWith('fil') ? 'ty' : 'en';
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // A back-office is small: both languages ship in the bundle, so a switch never waits.
  resources: { en: { translation: en }, ty: { translation: ty } },
  lng: startLanguage(),
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

/** <html lang> takes the BCP 47 tag (Tagalog is `tl`), and the tab's title follows the language. */
const reflect = (code: string) => {
  const language = LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
  document.documentElement.lang = language.bcp47;
  document.title = i18n.t('app.title');
};
reflect(i18n.language);
i18n.on('languageChanged', reflect);

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

export const setLanguage = (code: Language): Promise<unknown> => {
  local.set(StorageKey.lang, code);
  return i18n.changeLanguage(code);
};

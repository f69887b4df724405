import { LANGUAGES, type TLanguageCode, isLanguageCode } from '@wps/contracts/player';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadTranslations } from '@/locales';
import { EN_TREE } from '@/locales/en';
import { setPageHint } from './page-hints';
import { storage, StorageKey } from './storage';

/**
 * i18next runs on the platform's own language codes (EN, TY…) so keys,
 * storage and server calls all speak one code; only <html lang> and Intl get
 * the BCP 47 tag. Languages without a translation yet fall back to English.
 */
export const i18n = i18next.createInstance();

// English is in the entry (the brand default of most visitors, and no fetch before the first text);
// every other language comes in its own chunk when it is first shown (ensureLanguage).
void i18n.use(initReactI18next).init({
  resources: { EN: { translation: EN_TREE } },
  partialBundledLanguages: true,
  lng: 'EN',
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
  // A component rendered before its language's chunk arrived renders again when it does.
  react: { bindI18nStore: 'added' },
});

export const bcp47Of = (code: TLanguageCode): string => LANGUAGES.find((l) => l.code === code)?.bcp47 ?? 'en';

export const currentLanguage = (): TLanguageCode => {
  const lng = i18n.language;
  return isLanguageCode(lng) ? lng : 'EN';
};

let serverChoice: TLanguageCode | null = null;
/** The visitor's choice as the server knows it (their language hint), for the page it renders (entry-server.tsx). */
export const setServerLanguageChoice = (code: TLanguageCode | null): void => {
  serverChoice = code;
};

/**
 * The stored choice wins when the brand still supports it; otherwise the
 * brand's default language (SPEC.md §9: default EN, language kept locally).
 */
export const pickStartLanguage = (supported: readonly TLanguageCode[], brandDefault: TLanguageCode): TLanguageCode => {
  const stored = storage.get('local', StorageKey.lang) ?? serverChoice;
  if (stored && isLanguageCode(stored) && supported.includes(stored)) return stored;
  return supported.includes(brandDefault) ? brandDefault : (supported[0] ?? 'EN');
};

const loading = new Map<TLanguageCode, Promise<void>>();
/** Loads a language's translations once (its chunk); later calls share the first. */
export const ensureLanguage = (code: TLanguageCode): Promise<void> => {
  if (i18n.hasResourceBundle(code, 'translation')) return Promise.resolve();
  let pending = loading.get(code);
  if (!pending) {
    pending = loadTranslations(code).then(
      (tree) => void i18n.addResourceBundle(code, 'translation', tree, true, true),
      (err: unknown) => {
        loading.delete(code);
        throw err;
      },
    );
    loading.set(code, pending);
  }
  return pending;
};

/** The language a returning visitor chose, fetched at once (before the brand's settings say which it is). */
export const preloadStoredLanguage = (): void => {
  const stored = storage.get('local', StorageKey.lang);
  void ensureLanguage(stored && isLanguageCode(stored) ? stored : 'EN').catch(() => undefined);
};

/** Switches language (its translations loaded first); `hisLang` keeps the previous one (SPEC.md §3 Local storage). */
export const changeLanguage = async (code: TLanguageCode): Promise<void> => {
  await ensureLanguage(code);
  const previous = storage.get('local', StorageKey.lang);
  if (previous && previous !== code) storage.set('local', StorageKey.hisLang, previous);
  storage.set('local', StorageKey.lang, code);
  setPageHint('language', code);
  document.documentElement.lang = bcp47Of(code);
  // The same language again (the start language already shown) re-renders nothing.
  if (i18n.language !== code) await i18n.changeLanguage(code);
};

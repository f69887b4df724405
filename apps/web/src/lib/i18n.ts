import { LANGUAGES, type TLanguageCode, isLanguageCode } from '@wps/contracts/player';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type LocalePart, loadTranslations } from '@/locales';
import { EN_CORE } from '@/locales/en';
import { setPageHint } from './page-hints';
import { storage, StorageKey } from './storage';

/**
 * i18next runs on the platform's own language codes (EN, TY…) so keys,
 * storage and server calls all speak one code; only <html lang> and Intl get
 * the BCP 47 tag. Languages without a translation yet fall back to English.
 */
export const i18n = i18next.createInstance();

// English's core (what the shell and a first page render) is in the entry: the brand default of most
// visitors, and no fetch before the first text. Every other part comes in its own chunk (ensureLanguage).
void i18n.use(initReactI18next).init({
  resources: { EN: { translation: EN_CORE } },
  partialBundledLanguages: true,
  lng: 'EN',
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
  // Nothing renders in a language before its translations are there (the start waits for them, a switch
  // loads them first, a lazy screen with its chunk), so adding a part re-renders nothing.
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

type Load = { promise: Promise<void>; done: boolean };
const loads = new Map<string, Load>();
/** One load per id, shared by every caller; a failed one is tried again next time, as is a finished one whose translations were removed since. */
const once = (id: string, code: TLanguageCode, run: () => Promise<void>): Promise<void> => {
  const known = loads.get(id);
  if (known && !(known.done && !i18n.hasResourceBundle(code, 'translation'))) return known.promise;
  const load: Load = {
    promise: run().then(
      () => {
        load.done = true;
      },
      (err: unknown) => {
        loads.delete(id);
        throw err;
      },
    ),
    done: false,
  };
  loads.set(id, load);
  return load.promise;
};

const loadPart = (code: TLanguageCode, part: LocalePart): Promise<void> =>
  code === 'EN' && part === 'core'
    ? Promise.resolve()
    : once(`${code}:${part}`, code, () => loadTranslations(code, part).then((tree) => void i18n.addResourceBundle(code, 'translation', tree, true, true)));

/**
 * Loads a language's translations once (locales/index.ts): `core` is what the
 * shell and a first page render (enough to hydrate the page the server sent),
 * `all` adds the rest. Callers at the same time share one load.
 */
export const ensureLanguage = (code: TLanguageCode, parts: 'core' | 'all' = 'all'): Promise<void> =>
  parts === 'core'
    ? loadPart(code, 'core')
    : once(`${code}:all`, code, () => Promise.all([loadPart(code, 'core'), loadPart(code, 'more')]).then(() => undefined));

/** The language a returning visitor chose (English if none), all of it: the app's start waits for it. */
export const loadStoredLanguage = (): Promise<void> => {
  const stored = storage.get('local', StorageKey.lang);
  return ensureLanguage(stored && isLanguageCode(stored) ? stored : 'EN');
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

/**
 * Texts of the game pages, EN and TY (Tagalog). Each game keeps its own dictionaries (a game
 * page is a separate small app); this is how they are read: a text by key in the page's
 * language (EN where a text is missing), its {placeholders} filled.
 */
import type { TLanguage } from './launch';

export type TTextParams = Readonly<Record<string, string | number>>;
export type TTranslate<K extends string> = (key: K, params?: TTextParams) => string;
export type TDictionaries<K extends string> = Readonly<Record<TLanguage, Readonly<Record<K, string>>>>;

/** Fills {name} placeholders; an unknown one stays as it is. */
export const fillText = (text: string, params?: TTextParams): string => (params ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m)) : text);

/** The translator of a game's dictionaries, per language. */
export function makeTranslator<K extends string>(dictionaries: TDictionaries<K>): (language: TLanguage) => TTranslate<K> {
  return (language) => {
    const dict = dictionaries[language];
    return (key, params) => fillText(dict[key] ?? dictionaries.EN[key], params);
  };
}

/** Whether a key named from outside (the server's name keys) is one of a dictionary's own. */
export const hasOwnText = <K extends string>(dictionary: Readonly<Record<K, string>>, key: string): key is K => Object.prototype.hasOwnProperty.call(dictionary, key);

/** The badge's text keys for a mode, which every game's dictionary carries. */
export function modeTextKeys(mode: 'real' | 'demo' | 'fun'): { label: 'modeReal' | 'modeDemo' | 'modeFun'; hint: 'modeRealHint' | 'modeDemoHint' | 'modeFunHint' } {
  return mode === 'real' ? { label: 'modeReal', hint: 'modeRealHint' } : mode === 'demo' ? { label: 'modeDemo', hint: 'modeDemoHint' } : { label: 'modeFun', hint: 'modeFunHint' };
}

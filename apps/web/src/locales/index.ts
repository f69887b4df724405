/**
 * The translations, one chunk per language: a page loads only the language
 * it shows (the other when the player switches). `en.ts` and `ty.ts` build
 * each from its files (`tree.ts`).
 */
import type { TLanguageCode } from '@wps/contracts';
import type { LocaleTree } from './tree';

export type { LocaleTree } from './tree';

/** The translations of a language; a language without its own yet gets English. */
export const loadTranslations = async (code: TLanguageCode): Promise<LocaleTree> =>
  code === 'TY' ? (await import('./ty')).TY_TREE : (await import('./en')).EN_TREE;

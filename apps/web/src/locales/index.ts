/**
 * The translations per language, built from their files by `en.ts` and
 * `ty.ts` (`tree.ts`). English is bundled with the entry (lib/i18n); every
 * other language is a chunk of its own, loaded when it is first shown.
 */
import type { TLanguageCode } from '@wps/contracts/player';
import type { LocaleTree } from './tree';

export type { LocaleTree } from './tree';

/** The translations of a language; a language without its own yet gets English. */
export const loadTranslations = async (code: TLanguageCode): Promise<LocaleTree> =>
  code === 'TY' ? (await import('./ty')).TY_TREE : (await import('./en')).EN_TREE;

/**
 * The translations per language, in two parts built from their files
 * (`tree.ts`): `core`, what the shell and a first page render (the shared
 * `<lang>.json` and `core/`), and `more`, everything else (`features/`).
 * English's core is in the entry (lib/i18n); every other part is a chunk of
 * its own, loaded when it is first needed. A key is defined in one part only.
 */
import type { TLanguageCode } from '@wps/contracts/player';
import type { LocaleTree } from './tree';

export type { LocaleTree } from './tree';

/** The two parts of a language's translations. */
export type LocalePart = 'core' | 'more';

/** One part of a language's translations; a language without its own yet gets English. */
export const loadTranslations = async (code: TLanguageCode, part: LocalePart): Promise<LocaleTree> => {
  if (code === 'TY') return part === 'core' ? (await import('./ty')).TY_CORE : (await import('./ty-more')).TY_MORE;
  return part === 'core' ? (await import('./en')).EN_CORE : (await import('./en-more')).EN_MORE;
};

import { GAME_CLASSIFY_CODES, type TGameClassify } from '@wps/contracts/player';

/** SPEC.md §2 extra sub-categories: bingo (BG) only when the brand supports TY. */
export const offeredClassifies = (supportedLanguageCodes: readonly string[]): TGameClassify[] =>
  GAME_CLASSIFY_CODES.filter((c) => c !== 'BG' || supportedLanguageCodes.includes('TY'));

import { EN_CORE } from '@/locales/en';
import { EN_MORE } from '@/locales/en-more';
import { buildTree } from '@/locales/tree';
import { TY_CORE } from '@/locales/ty';
import { TY_MORE } from '@/locales/ty-more';

// Each language whole, as the app has it once both parts are loaded (a key defined in both parts throws).
export const EN_TREE = buildTree(EN_CORE, { more: EN_MORE });
export const TY_TREE = buildTree(TY_CORE, { more: TY_MORE });

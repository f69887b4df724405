/** Tagalog beyond a first page (`features/`): a chunk of its own (see ty.ts). */
import { buildTree, type LocaleTree } from './tree';

export const TY_MORE = buildTree({}, import.meta.glob<LocaleTree>('./features/*.ty.json', { eager: true, import: 'default' }));

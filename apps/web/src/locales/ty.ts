/** Tagalog: what a first page renders (the shared file and `core/`), a chunk loaded when it is the page's language. */
import ty from './ty.json';
import { buildTree, type LocaleTree } from './tree';

export const TY_CORE = buildTree(ty as LocaleTree, import.meta.glob<LocaleTree>('./core/*.ty.json', { eager: true, import: 'default' }));

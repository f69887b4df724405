/** Tagalog, in a chunk of its own: loaded only when it is the page's language. */
import ty from './ty.json';
import { buildTree, type LocaleTree } from './tree';

export const TY_TREE = buildTree(ty as LocaleTree, import.meta.glob<LocaleTree>('./features/*.ty.json', { eager: true, import: 'default' }));

/** English, in a chunk of its own: loaded only when it is the page's language. */
import en from './en.json';
import { buildTree, type LocaleTree } from './tree';

export const EN_TREE = buildTree(en as LocaleTree, import.meta.glob<LocaleTree>('./features/*.en.json', { eager: true, import: 'default' }));

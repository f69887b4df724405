/**
 * English. `EN_CORE` (the shared file and `core/`: what the shell and a first
 * page render) is in the entry; the rest (`features/`) is a chunk of its own,
 * `en-more.ts`, loaded after the first page is live or with the first screen
 * that needs it.
 */
import en from './en.json';
import { buildTree, type LocaleTree } from './tree';

export const EN_CORE = buildTree(en as LocaleTree, import.meta.glob<LocaleTree>('./core/*.en.json', { eager: true, import: 'default' }));

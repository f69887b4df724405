/** English beyond a first page (`features/`): a chunk of its own (see en.ts). */
import { buildTree, type LocaleTree } from './tree';

export const EN_MORE = buildTree({}, import.meta.glob<LocaleTree>('./features/*.en.json', { eager: true, import: 'default' }));

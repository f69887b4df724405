/** The games catalog's public face. */
export type { GameCardRow } from './games.repository';

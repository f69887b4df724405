/**
 * The studio's live tables: one table per game, shared by the players of
 * every brand that offers it. Each runs rounds on its own schedule: a betting
 * window, then the deal revealed, then the result shown before the next round.
 */
import { studioTables } from '../../db/schema';
import type { DrizzleDb } from '../../db/database';
import type { TTableGame } from './rules';

export interface TableDef {
  tableId: string;
  game: TTableGame;
  name: string;
  bettingMs: number;
  dealingMs: number;
  resultMs: number;
  sort: number;
}

export const TABLE_DEFS: readonly TableDef[] = [
  { tableId: 'baccarat', game: 'baccarat', name: 'Baccarat', bettingMs: 15_000, dealingMs: 9_000, resultMs: 4_000, sort: 0 },
  { tableId: 'dragon-tiger', game: 'dragon-tiger', name: 'Dragon Tiger', bettingMs: 12_000, dealingMs: 5_000, resultMs: 4_000, sort: 1 },
  { tableId: 'sic-bo', game: 'sic-bo', name: 'Sic Bo', bettingMs: 15_000, dealingMs: 6_000, resultMs: 4_000, sort: 2 },
  { tableId: 'roulette', game: 'roulette', name: 'European Roulette', bettingMs: 15_000, dealingMs: 8_000, resultMs: 4_000, sort: 3 },
  { tableId: 'color-game', game: 'color-game', name: 'Color Game', bettingMs: 12_000, dealingMs: 6_000, resultMs: 4_000, sort: 4 },
];

/** Makes the tables once; a table that exists (its round count, its shoe, an operator's maintenance) is left alone. */
export async function seedStudioTables(db: DrizzleDb, now = new Date()): Promise<void> {
  await db
    .insert(studioTables)
    .values(TABLE_DEFS.map((d) => ({ ...d, status: 'open', state: null, roundNo: 0, createdAt: now })))
    .onConflictDoNothing();
}

import { sql, type SQL } from 'drizzle-orm';
import type { DrizzleDb } from './database';

/**
 * Counts and sums per brand-local day, for the console's dashboard: the
 * `YYYY-MM-DD` of a timestamp column in the brand's GMT offset, and a query
 * helper that reads a statement's rows on PGlite and node-postgres alike.
 */
export const brandDayOf = (column: SQL | unknown, gmtOffsetMinutes: number): SQL =>
  sql`to_char((${column} at time zone 'UTC') + make_interval(mins => ${gmtOffsetMinutes}::integer), 'YYYY-MM-DD')`;

export interface DayRow {
  day: string;
  n: string | number;
  amount?: string | number | null;
}

export async function dayRows(db: DrizzleDb, statement: SQL): Promise<DayRow[]> {
  return ((await db.execute(statement)) as unknown as { rows: DayRow[] }).rows;
}

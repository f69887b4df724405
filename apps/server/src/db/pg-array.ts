/**
 * A PostgreSQL array literal for one bind parameter (`${pgArray(xs)}::int[]`):
 * drizzle's sql template spreads a JS array into a list of parameters, so
 * batch statements (unnest of several columns) pass each column as one text.
 * Elements are quoted and escaped; null stays NULL.
 */
export function pgArray(values: readonly (string | number | bigint | boolean | null)[]): string {
  return `{${values
    .map((v) => {
      if (v === null) return 'NULL';
      if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
      return `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    })
    .join(',')}}`;
}

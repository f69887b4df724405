export type DiffRow = { field: string; before: string; after: string; changed: boolean };

const show = (value: unknown): string => {
  if (value === undefined) return '';
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/** Field by field, before and after a change (the fields of either side, changed ones first). */
export function diffRecords(before: Record<string, unknown> | null, after: Record<string, unknown> | null): DiffRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const rows = fields.map((field) => {
    const b = show(before?.[field]);
    const a = show(after?.[field]);
    return { field, before: b, after: a, changed: b !== a };
  });
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}
